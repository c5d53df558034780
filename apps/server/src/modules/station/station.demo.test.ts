import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { formatTime } from '../../platform/time.js';
import { DIALECTS } from '../../test/harness.js';
import { itSeedsAlike, seedTwice } from '../../test/seed-twice.js';
import { seedResumeDemo } from '../recruit/apply-info/apply-info.demo.js';
import { seedRecruitDemo } from '../recruit/recruit.demo.js';
import { seedSystemDemo } from '../system/system.demo.js';
import { seedCourseDemo } from '../train/course/course.demo.js';
import { seedApplyDemo } from '../train/train-apply/train-apply.demo.js';
import { seedStationDemo } from './station.demo.js';

const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const NOW_TEXT = formatTime(NOW);

async function seed(db: Db) {
  await db.transaction().execute((trx) => seedSystemDemo(trx, { now: NOW }));
  await db.transaction().execute((trx) => seedRecruitDemo(trx, { now: NOW }));
  await db.transaction().execute((trx) => seedResumeDemo(trx, { now: NOW, seekers: 3000, applications: 10_000 }));
  await db.transaction().execute((trx) => seedCourseDemo(trx, { now: NOW }));
  await db.transaction().execute((trx) => seedApplyDemo(trx, { now: NOW }));
  return db.transaction().execute((trx) => seedStationDemo(trx, { now: NOW }));
}

describe.each(DIALECTS)('station demo seed on %s', (dialect) => {
  const seeded = seedTwice(dialect, seed, 300_000);
  const db = (): Db => seeded()[0].db;

  itSeedsAlike(dialect)('writes the same stations, boards, activities and settlements into two fresh databases', async () => {
    const [first, second] = seeded();
    expect(second.counts).toEqual(first.counts);
    const read = (d: Db) =>
      Promise.all([
        d.selectFrom('recruitStation').select(['stationNo', 'stationName', 'approveState', 'submitTime']).orderBy('id').execute(),
        d.selectFrom('recruitStationActivity').select(['activityCode', 'status', 'beginTime', 'budget', 'settledAmount']).orderBy('id').execute(),
        d.selectFrom('recruitStationSettle').select(['settleCode', 'payable', 'hireCodes']).orderBy('id').execute(),
      ]);
    expect(await read(second.db)).toEqual(await read(first.db));
  });

  it('holds 48 stations across 郑州’s counties, 新郑市 the most, in every review state, names unique per county', async () => {
    const stations = await db().selectFrom('recruitStation').selectAll().execute();
    expect(stations).toHaveLength(48);
    const byCounty = new Map<string, number>();
    for (const s of stations) byCounty.set(s.countyCode, (byCounty.get(s.countyCode) ?? 0) + 1);
    expect(Math.max(...byCounty.values())).toBe(byCounty.get('410184'));
    expect(new Set(stations.map((s) => s.approveState))).toEqual(new Set([0, 1, 3]));
    expect(new Set(stations.map((s) => `${s.countyCode}${s.stationName}`)).size).toBe(48);
    for (const s of stations) expect(s.submitTime <= NOW_TEXT).toBe(true);
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
      expect(a.createTime <= NOW_TEXT).toBe(true);
      if (a.status === 0 || a.status === 1 || a.status === 2) expect(a.endTime > NOW_TEXT || a.status !== 0).toBe(true);
      if (a.status === 3) expect(a.beginTime <= NOW_TEXT && a.endTime > NOW_TEXT).toBe(true);
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
