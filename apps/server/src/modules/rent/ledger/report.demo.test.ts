import { RENT_REPORT_SOURCE } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT as SEEDING } from '../../../test/demo-clock.js';
import { demoDatabase } from '../../../test/demo-database.js';
import { DIALECTS } from '../../../test/harness.js';

const inOfficeHours = (time: string) => time.slice(11) >= '09:00:00' && time.slice(11) <= '17:00:00';

describe.each(DIALECTS)('rent report demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('files the last 12 months of every community, some by the scheduler, in the past, with a room line per room', async () => {
    const reports = await db().selectFrom('rentReport').selectAll().execute();
    const communities = await db().selectFrom('rentCommunity').select(['id', 'villageStatus']).execute();
    expect(reports).toHaveLength(communities.length * 12);
    const months = [...new Set(reports.map((r) => r.reportMonth))].sort();
    expect(months).toEqual(['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
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
