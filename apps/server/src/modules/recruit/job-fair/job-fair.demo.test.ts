import { JOB_FAIR_JOB_STATES, jobFairStatusAt } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../../test/demo-clock.js';
import { demoDatabase } from '../../../test/demo-database.js';
import { DIALECTS } from '../../../test/harness.js';

describe.each(DIALECTS)('job fair demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('holds about a year of yearly fairs at their usual time, past, running and coming', async () => {
    const fairs = await db().selectFrom('recruitJobFair').selectAll().orderBy('startTime').execute();
    expect(fairs).toHaveLength(13);
    expect(fairs.map((f) => f.fairName)).toContain('2027年新郑市“春风行动”暨就业援助月专场招聘会');
    expect(fairs.map((f) => f.fairName)).toContain('2026年新郑市冬季网络招聘会');
    const statuses = fairs.map((f) => jobFairStatusAt(f.startTime, f.endTime, DEMO_NOW_TEXT));
    expect(statuses.filter((s) => s === 0).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 1).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 2).length).toBeGreaterThanOrEqual(8);
    for (const fair of fairs) {
      expect(fair.createTime <= DEMO_NOW_TEXT).toBe(true);
      expect(fair.createTime < fair.startTime).toBe(true);
      // An on-site fair has its venue and point; an online one neither.
      if (fair.fairType === 2) expect([fair.address !== '', fair.gcj02Lng !== null]).toEqual([true, true]);
      else expect([fair.address, fair.gcj02Lng]).toEqual(['', null]);
    }
    // One venue, one street address and point, whichever fairs it hosts.
    const byVenue = new Map<string, Set<string>>();
    for (const fair of fairs.filter((f) => f.fairType === 2)) {
      const venue = fair.address.split(' ').at(-1) ?? '';
      byVenue.set(venue, (byVenue.get(venue) ?? new Set()).add(`${fair.address}@${fair.gcj02Lng},${fair.gcj02Lat}`));
    }
    expect([...byVenue.values()].some((places) => places.size > 0)).toBe(true);
    for (const [venue, places] of byVenue) expect([...places], venue).toHaveLength(1);
  });

  it('links passed companies with jobs that were recruiting then, or may join a coming fair', async () => {
    const rows = await db()
      .selectFrom('recruitJobFairJob as fj')
      .innerJoin('recruitJobFair as f', 'f.id', 'fj.fairId')
      .innerJoin('recruitJobInfo as j', 'j.id', 'fj.jobId')
      .innerJoin('cmpyInfo as c', 'c.cmpyCode', 'fj.cmpyCode')
      .select(['f.startTime', 'f.endTime', 'j.cmpyCode as jobCmpy', 'fj.cmpyCode', 'j.approveType', 'j.onlineTime', 'j.endTime as jobEnd', 'c.approveType as cmpyState'])
      .execute();
    expect(rows.length).toBeGreaterThan(200);
    for (const row of rows) {
      expect(row.jobCmpy).toBe(row.cmpyCode);
      expect(row.cmpyState).toBe(1);
      if (row.startTime > DEMO_NOW_TEXT) {
        expect(JOB_FAIR_JOB_STATES).toContain(row.approveType);
        expect(row.jobEnd > row.startTime).toBe(true);
      } else {
        expect(row.onlineTime !== null && row.onlineTime <= row.endTime && row.jobEnd >= row.startTime).toBe(true);
      }
    }
  });

  it('gives the past fairs resumes: applications their jobs received while they ran', async () => {
    const perFair = await db()
      .selectFrom('recruitJobFair as f')
      .innerJoin('recruitJobFairJob as fj', 'fj.fairId', 'f.id')
      .innerJoin('recruitJobApply as a', (join) =>
        join.onRef('a.jobId', '=', 'fj.jobId').onRef('a.applyTime', '>=', 'f.startTime').onRef('a.applyTime', '<=', 'f.endTime'),
      )
      .select((eb) => ['f.fairName', eb.fn.countAll<number>().as('n')])
      .where('f.startTime', '<', DEMO_NOW_TEXT)
      .groupBy('f.fairName')
      .execute();
    const total = perFair.reduce((sum, r) => sum + Number(r.n), 0);
    expect(total).toBeGreaterThan(100);
  });
});
