import { COMPANY_APPROVE_TYPES, isValidCreditCode, JOB_APPROVE_TYPES, onlineTypeOf, TREE_TYPES } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../test/demo-clock.js';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';
import type { Db } from '../../db/database.js';

/** Midnight that starts the demo's day (Monday 2026-11-23, Asia/Shanghai): the demo history ends there. */
const END = `${DEMO_NOW_TEXT.slice(0, 10)} 00:00:00`;
/** The history's last working day (the Friday before) ends at 18:00; 16:00 leaves less than the two hours a job's review may be moved back by. */
const LAST_EVENING = '2026-11-20 16:00:00';

describe.each(DIALECTS)('recruitment demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);
  const companies = (d: Db) => d.selectFrom('cmpyInfo').selectAll().orderBy('id').execute();
  const jobs = (d: Db) => d.selectFrom('recruitJobInfo').selectAll().orderBy('id').execute();

  it('has hundreds of 郑州 companies in every review state, with valid, unique credit codes', async () => {
    const rows = await companies(db());
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.approveType))).toEqual(new Set(Object.values(COMPANY_APPROVE_TYPES)));
    expect(rows.every((r) => isValidCreditCode(r.creditCode))).toBe(true);
    expect(new Set(rows.map((r) => r.creditCode)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.cmpyName)).size).toBe(rows.length);
    const counties = await db().selectFrom('comRegion').select(['code', 'gcj02Lng', 'gcj02Lat']).where('level', '=', 3).where('parentCode', '=', '410100').execute();
    const centre = new Map(counties.map((c) => [c.code, [Number(c.gcj02Lng), Number(c.gcj02Lat)]]));
    for (const row of rows) {
      expect(row.cityCode).toBe('410100');
      const [lng, lat] = centre.get(row.countyCode) ?? [0, 0];
      expect(Math.abs(Number(row.gcj02Lng) - lng)).toBeLessThan(0.05);
      expect(Math.abs(Number(row.gcj02Lat) - lat)).toBeLessThan(0.05);
      expect(row.createTime < END).toBe(true);
      if (row.approveType === COMPANY_APPROVE_TYPES.pending) expect(row.approveTime).toBeNull();
      else expect(row.approveTime && row.approveTime > row.createTime && row.approveTime < END).toBe(true);
      expect(row.rejectDesc !== '').toBe(row.approveType === COMPANY_APPROVE_TYPES.rejected);
    }
    // 新郑市 (the platform's county) has the most companies; most of 郑州's counties have some.
    const perCounty = new Map<string, number>();
    for (const row of rows) perCounty.set(row.countyCode, (perCounty.get(row.countyCode) ?? 0) + 1);
    expect([...perCounty.entries()].sort((a, b) => b[1] - a[1])[0][0]).toBe('410184');
    expect(perCounty.size).toBeGreaterThanOrEqual(10);
  });

  it('has thousands of jobs of passed companies in every state and every hired category', async () => {
    const rows = await jobs(db());
    const byCode = new Map((await companies(db())).map((c) => [c.cmpyCode, c]));
    expect(rows.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(rows.map((r) => r.approveType))).toEqual(new Set(Object.values(JOB_APPROVE_TYPES)));
    const leaves = await db()
      .selectFrom('comTreeData')
      .select('code')
      .where('treeType', '=', TREE_TYPES.jobCategory)
      .where('parentCode', '!=', '')
      .execute();
    const used = new Set(rows.map((r) => r.jobCategoryCode));
    const unused = leaves.map((l) => l.code).filter((code) => !used.has(code));
    // Only the party and state organs, which no company hires for.
    expect(unused).toEqual(['1-01', '1-02', '1-03', '1-04', '1-05']);
    for (const row of rows) {
      const company = byCode.get(row.cmpyCode);
      expect(company?.approveType).toBe(COMPANY_APPROVE_TYPES.passed);
      expect(row.cmpyName).toBe(company?.cmpyName);
      expect(row.createTime >= (company?.approveTime ?? '')).toBe(true);
      expect(row.onlineType).toBe(onlineTypeOf(row.approveType));
      expect(row.salaryMin).toBeLessThanOrEqual(row.salaryMax);
      expect(row.endTime > row.beginTime).toBe(true);
      if ([JOB_APPROVE_TYPES.review, JOB_APPROVE_TYPES.approved, JOB_APPROVE_TYPES.online].includes(row.approveType as 0 | 2 | 3)) {
        expect(row.endTime > END).toBe(true);
      }
      expect(row.rejectDesc !== '').toBe(row.approveType === JOB_APPROVE_TYPES.rejected);
      expect(row.forcedDesc !== '').toBe(row.approveType === JOB_APPROVE_TYPES.forcedEnd);
      expect(row.reviewTime === null).toBe(row.approveType === JOB_APPROVE_TYPES.review);
    }
    const labelled = await db().selectFrom('recruitJobLabelRel').select('jobId').distinct().execute();
    expect(labelled.length).toBeGreaterThan(rows.length / 2);
  });

  it("records every job's moves in flow order, in the past, by staff in working hours or by 系统 at its end", async () => {
    const rows = await jobs(db());
    const moves = await db().selectFrom('recruitJobOperation').selectAll().orderBy('createTime').orderBy('id').execute();
    const byJob = new Map<number, typeof moves>();
    for (const m of moves) byJob.set(Number(m.jobId), [...(byJob.get(Number(m.jobId)) ?? []), m]);
    const { review, rejected, approved, online, offline, forcedEnd } = JOB_APPROVE_TYPES;
    const flows: Record<number, string[][]> = {
      [review]: [[]],
      [rejected]: [['reject']],
      [approved]: [['pass']],
      [online]: [['pass', 'online']],
      [offline]: [['pass', 'online', 'offline']],
      [forcedEnd]: [['pass', 'online', 'forcedOffline']],
    };
    const expired = { system: 0, staff: 0 };
    let lateOnes = 0;
    for (const job of rows) {
      const own = byJob.get(Number(job.id)) ?? [];
      expect(flows[job.approveType]).toContainEqual(own.map((m) => m.action));
      // Each move starts where the one before it ended, from 审核中 to the job's state now.
      let state: number = review;
      for (const m of own) {
        expect(m.fromState).toBe(state);
        state = m.toState;
        expect(m.createTime >= job.createTime && m.createTime < END).toBe(true);
        const clock = m.createTime.slice(11);
        if (m.operatorId === null) {
          expect(m).toMatchObject({ action: 'offline', operatorName: '系统' });
          expect(m.createTime >= job.endTime).toBe(true);
          expired.system++;
        } else {
          // In working hours, unless the job came in on the history's last evening, with no working hours left before it ends.
          const inHours = clock >= '08:30:00' && clock < '18:00:00';
          expect(inHours || m.createTime >= LAST_EVENING, `${m.action} at ${m.createTime} (created ${job.createTime}, reviewed ${job.reviewTime})`).toBe(true);
          if (!inHours) lateOnes++;
          if (m.action === 'offline') expired.staff++;
        }
      }
      expect(state).toBe(job.approveType);
      if (job.reviewTime) expect(own[0].createTime).toBe(job.reviewTime);
      if (job.onlineTime) expect(own[1].createTime).toBe(job.onlineTime);
    }
    expect(expired.system).toBeGreaterThan(0);
    expect(expired.staff).toBeGreaterThan(0);
    expect(lateOnes).toBeLessThan(moves.length / 100);
  });

  it('keeps the status counters in step with the rows', async () => {
    const counters = await db().selectFrom('sysRowCount').selectAll().where('tableName', 'in', ['cmpy_info', 'recruit_job_info']).execute();
    for (const [table, rows] of [
      ['cmpy_info', await companies(db())],
      ['recruit_job_info', await jobs(db())],
    ] as const) {
      for (const counter of counters.filter((c) => c.tableName === table)) {
        expect(counter.n, `${table} ${counter.bucket}`).toBe(rows.filter((r) => r.approveType === counter.bucket).length);
      }
    }
  });
});
