import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../test/demo-clock.js';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';

describe.each(DIALECTS)('station demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('holds 48 stations across 郑州’s counties, 新郑市 the most, in every review state, names unique per county', async () => {
    const stations = await db().selectFrom('recruitStation').selectAll().execute();
    expect(stations).toHaveLength(48);
    const byCounty = new Map<string, number>();
    for (const s of stations) byCounty.set(s.countyCode, (byCounty.get(s.countyCode) ?? 0) + 1);
    expect(Math.max(...byCounty.values())).toBe(byCounty.get('410184'));
    expect(new Set(stations.map((s) => s.approveState))).toEqual(new Set([0, 1, 3]));
    expect(new Set(stations.map((s) => `${s.countyCode}${s.stationName}`)).size).toBe(48);
    for (const s of stations) expect(s.submitTime <= DEMO_NOW_TEXT).toBe(true);
  });

  it('puts jobs on running stations only, one station per job', async () => {
    const board = await db()
      .selectFrom('recruitStationJob as sj')
      .innerJoin('recruitStation as s', 's.id', 'sj.stationId')
      .select(['sj.jobId', 's.approveState'])
      .execute();
    expect(board.length).toBeGreaterThan(200);
    expect(new Set(board.map((b) => b.approveState))).toEqual(new Set([1]));
    expect(new Set(board.map((b) => b.jobId)).size).toBe(board.length);
  });

  it('has activities in all seven statuses in flow order, with settlements that add up', async () => {
    const activities = await db().selectFrom('recruitStationActivity').selectAll().execute();
    expect(activities.length).toBeGreaterThan(250);
    expect(new Set(activities.map((a) => a.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    for (const a of activities) {
      expect(a.createTime < a.beginTime).toBe(true);
      expect(a.createTime <= DEMO_NOW_TEXT).toBe(true);
      if (a.status === 0 || a.status === 1 || a.status === 2) expect(a.endTime > DEMO_NOW_TEXT || a.status !== 0).toBe(true);
      if (a.status === 3) expect(a.beginTime <= DEMO_NOW_TEXT && a.endTime > DEMO_NOW_TEXT).toBe(true);
      expect(a.budget).toBeGreaterThanOrEqual(200_000);
      expect(a.budget).toBeLessThanOrEqual(5_000_000);
    }
    const settles = await db().selectFrom('recruitStationSettle').selectAll().execute();
    const paid = settles.filter((s) => s.settleTime !== '');
    expect(paid.length).toBeGreaterThan(50);
    for (const s of paid) {
      expect(s.paidAmount).toBe(s.payable);
      if (s.payable > 0) expect(s.voucherNo).not.toBe('');
      // 付款日期 a date on or before the day it was registered.
      if (s.payable > 0) expect(s.payDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.payDate <= s.settleTime.slice(0, 10)).toBe(true);
    }
  });
});
