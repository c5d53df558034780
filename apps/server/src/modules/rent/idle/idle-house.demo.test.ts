import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { DIALECTS } from '../../../test/harness.js';
import { itSeedsAlike, seedTwice } from '../../../test/seed-twice.js';
import { IDLE_DEMO_HOUSES, seedIdleHouseDemo } from './idle-house.demo.js';

const SEEDING = '2026-06-18 15:30:00';
const inOfficeHours = (time: string) => time.slice(11) >= '08:30:00' && time.slice(11) <= '17:31:00';

const seed = (db: Db) => db.transaction().execute((trx) => seedIdleHouseDemo(trx, SEEDING));

describe.each(DIALECTS)('idle house demo seed on %s', (dialect) => {
  const seeded = seedTwice(dialect, seed);
  const db = (): Db => seeded()[0].db;

  itSeedsAlike(dialect)('writes the same idle houses into two fresh databases', async () => {
    const [first, second] = seeded();
    const rows = (d: Db) => d.selectFrom('rentIdleHouse').selectAll().orderBy('id').execute();
    expect(await rows(second.db)).toEqual(await rows(first.db));
  });

  it('registers 300 homes in 郑州 counties, 新郑市 the most, in every status, in past working hours', async () => {
    const houses = await db().selectFrom('rentIdleHouse').selectAll().execute();
    expect(houses).toHaveLength(IDLE_DEMO_HOUSES);
    expect(houses.every((h) => h.cityCode === '410100' && h.countyCode.startsWith('4101'))).toBe(true);
    const byCounty = new Map<string, number>();
    for (const h of houses) byCounty.set(h.countyCode, (byCounty.get(h.countyCode) ?? 0) + 1);
    expect(Math.max(...byCounty.values())).toBe(byCounty.get('410184'));
    expect([...new Set(houses.map((h) => h.status))].sort()).toEqual([0, 1, 2]);
    for (const h of houses) {
      expect(h.createTime < SEEDING && inOfficeHours(h.createTime), h.createTime).toBe(true);
      expect(h.floor).toBeLessThanOrEqual(h.totalFloors);
      expect(h.expectedRent).toBeGreaterThan(0);
    }
    // Real streets: every address begins with a street (乡镇街道) of its county in the region table.
    const streets = await db().selectFrom('comRegion').select(['name', 'parentCode']).where('level', '=', 4).execute();
    for (const h of houses) expect(streets.some((s) => s.parentCode === h.countyCode && h.address.startsWith(s.name)), h.address).toBe(true);
  });
});
