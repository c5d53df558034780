import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../../test/demo-clock.js';
import { demoDatabase } from '../../../test/demo-database.js';
import { DIALECTS } from '../../../test/harness.js';
import { IDLE_DEMO_HOUSES } from './idle-house.demo.js';

const inOfficeHours = (time: string) => time.slice(11) >= '08:30:00' && time.slice(11) <= '17:31:00';

describe.each(DIALECTS)('idle house demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('registers 300 homes in 郑州 counties, 新郑市 the most, in every status, in past working hours', async () => {
    const houses = await db().selectFrom('rentIdleHouse').selectAll().execute();
    expect(houses).toHaveLength(IDLE_DEMO_HOUSES);
    expect(houses.every((h) => h.cityCode === '410100' && h.countyCode.startsWith('4101'))).toBe(true);
    const byCounty = new Map<string, number>();
    for (const h of houses) byCounty.set(h.countyCode, (byCounty.get(h.countyCode) ?? 0) + 1);
    expect(Math.max(...byCounty.values())).toBe(byCounty.get('410184'));
    expect([...new Set(houses.map((h) => h.status))].sort()).toEqual([0, 1, 2]);
    for (const h of houses) {
      expect(h.createTime < DEMO_NOW_TEXT && inOfficeHours(h.createTime), h.createTime).toBe(true);
      expect(h.floor).toBeLessThanOrEqual(h.totalFloors);
      expect(h.expectedRent).toBeGreaterThan(0);
    }
    // Real streets: every address begins with a street (乡镇街道) of its county in the region table.
    const streets = await db().selectFrom('comRegion').select(['name', 'parentCode']).where('level', '=', 4).execute();
    for (const h of houses) expect(streets.some((s) => s.parentCode === h.countyCode && h.address.startsWith(s.name)), h.address).toBe(true);
  });
});
