import { RENT_REPORT_SOURCE } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { DIALECTS } from '../../../test/harness.js';
import { itSeedsAlike, seedTwice } from '../../../test/seed-twice.js';
import { seedRecruitDemo } from '../../recruit/recruit.demo.js';
import { seedRentReports } from './report.demo.js';
import { seedRentDemo } from './rent.demo.js';

const NOW = Date.parse('2026-06-18T15:30:00+08:00');
const SEEDING = '2026-06-18 15:30:00';
const inOfficeHours = (time: string) => time.slice(11) >= '09:00:00' && time.slice(11) <= '17:00:00';

async function seed(db: Db) {
  await db.transaction().execute((trx) => seedRecruitDemo(trx, { now: NOW }));
  await db.transaction().execute((trx) => seedRentDemo(trx, SEEDING));
  return db.transaction().execute((trx) => seedRentReports(trx, SEEDING));
}

describe.each(DIALECTS)('rent report demo seed on %s', (dialect) => {
  const seeded = seedTwice(dialect, seed);
  const db = (): Db => seeded()[0].db;

  itSeedsAlike(dialect)('writes the same reports and room lines into two fresh databases', async () => {
    const [first, second] = seeded();
    for (const table of ['rentReport', 'rentReportLine'] as const) {
      const rows = (d: Db) => d.selectFrom(table).selectAll().orderBy('id').execute();
      expect(await rows(second.db), table).toEqual(await rows(first.db));
    }
  });

  it('files the last 12 months of every community, some by the scheduler, in the past, with a room line per room', async () => {
    const reports = await db().selectFrom('rentReport').selectAll().execute();
    const communities = await db().selectFrom('rentCommunity').select(['id', 'villageStatus']).execute();
    expect(reports).toHaveLength(communities.length * 12);
    const months = [...new Set(reports.map((r) => r.reportMonth))].sort();
    expect(months).toEqual(['2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05']);
    const system = reports.filter((r) => r.source === RENT_REPORT_SOURCE.system);
    expect(system.length).toBeGreaterThan(20);
    expect(system.length).toBeLessThan(reports.length / 2);
    const operating = new Set(communities.filter((c) => c.villageStatus === 1).map((c) => c.id));
    for (const r of reports) {
      expect(r.reportTime < SEEDING).toBe(true);
      expect(r.reportTime.slice(0, 7) > r.reportMonth).toBe(true);
      if (r.source === RENT_REPORT_SOURCE.system) {
        expect(operating.has(r.communityId)).toBe(true);
        expect(r.reportTime.slice(8)).toBe('01 01:00:00');
      } else expect(inOfficeHours(r.reportTime)).toBe(true);
      expect(r.occupiedBedNum).toBeLessThanOrEqual(r.bedNum);
    }
    const lines = await db().selectFrom('rentReportLine').select((eb) => ['reportId', eb.fn.countAll<number>().as('n')]).groupBy('reportId').execute();
    const lineCount = new Map(lines.map((l) => [Number(l.reportId), Number(l.n)]));
    for (const r of reports) expect(lineCount.get(r.id)).toBe(r.houseNum);
    // Occupancy moves month to month: not every month is the same picture.
    expect(new Set(reports.map((r) => `${r.communityId}:${r.occupiedBedNum}`)).size).toBeGreaterThan(communities.length * 3);
  });
});
