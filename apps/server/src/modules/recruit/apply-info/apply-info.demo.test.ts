import { APPLY_MACHINE, APPLY_STATE_TABS, isValidIdCard, birthDateOfIdCard, genderOfIdCard } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../../test/demo-clock.js';
import { demoDatabase } from '../../../test/demo-database.js';
import { DIALECTS } from '../../../test/harness.js';

const END = `${DEMO_NOW_TEXT.slice(0, 10)} 00:00:00`;

describe.each(DIALECTS)('job seeker and application demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('has tens of thousands of applications in every state, with counters in step', async () => {
    const rows = await db()
      .selectFrom('recruitJobApply')
      .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute();
    expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBeGreaterThanOrEqual(30_000);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(APPLY_STATE_TABS));
    const counters = await db().selectFrom('sysRowCount').select(['bucket', 'n']).where('tableName', '=', 'recruit_job_apply').execute();
    for (const row of rows) expect(counters.find((c) => c.bucket === row.state)?.n).toBe(Number(row.n));
    const late = await db().selectFrom('recruitJobApply').select('id').where('applyTime', '>=', END).execute();
    expect(late).toEqual([]);
  });

  it('gives people valid, unique ID numbers from 河南 that agree with their birth date and gender', async () => {
    const people = await db().selectFrom('recruitJobSeeker').select(['idCard', 'birthDate', 'usrGender', 'mobile', 'cityCode']).execute();
    expect(people.length).toBeGreaterThanOrEqual(10_000);
    expect(people.every((p) => isValidIdCard(p.idCard, END.slice(0, 10)))).toBe(true);
    expect(people.every((p) => p.idCard.startsWith('41'))).toBe(true);
    expect(people.every((p) => birthDateOfIdCard(p.idCard) === p.birthDate && genderOfIdCard(p.idCard) === p.usrGender)).toBe(true);
    expect(people.every((p) => p.cityCode === '410100')).toBe(true);
    expect(new Set(people.map((p) => p.mobile)).size).toBe(people.length);
    const applies = await db().selectFrom('recruitJobApply as a').innerJoin('recruitResume as r', 'r.id', 'a.resumeId').innerJoin('recruitJobSeeker as s', 's.id', 'r.seekerId').select(['a.usrGender', 'a.usrBirthDate', 's.usrGender as g', 's.birthDate as b']).limit(2000).execute();
    expect(applies.every((a) => a.usrGender === a.g && a.usrBirthDate === a.b)).toBe(true);
    // Each application carries its job's company's county (kept by triggers, migration 0075).
    const counties = await db()
      .selectFrom('recruitJobApply as a')
      .innerJoin('recruitJobInfo as j', 'j.id', 'a.jobId')
      .innerJoin('cmpyInfo as c', 'c.cmpyCode', 'j.cmpyCode')
      .select(['a.countyCode', 'c.countyCode as companyCounty'])
      .execute();
    expect(counties.length).toBeGreaterThan(1000);
    expect(counties.filter((a) => a.countyCode !== a.companyCounty)).toEqual([]);
  });

  it('records the moves that brought each application to its state, along the table', async () => {
    const ops = await db().selectFrom('recruitApplyOperation').select(['applyId', 'action', 'fromState', 'toState', 'createTime']).orderBy('applyId').orderBy('createTime').orderBy('id').execute();
    const apps = new Map((await db().selectFrom('recruitJobApply').select(['id', 'state', 'applyTime']).execute()).map((a) => [Number(a.id), a]));
    const last = new Map<number, number>();
    for (const op of ops) {
      expect(APPLY_MACHINE.next(op.action as 'throughFirst', op.fromState)).toBe(op.toState);
      expect(op.fromState).toBe(last.get(Number(op.applyId)) ?? 0);
      expect(op.createTime > (apps.get(Number(op.applyId))?.applyTime ?? '')).toBe(true);
      last.set(Number(op.applyId), op.toState);
    }
    for (const [id, app] of apps) expect(last.get(id) ?? 0).toBe(app.state);
    const auditions = await db().selectFrom('recruitApplyAudition').select(['applyId', 'interviewTime', 'createTime']).execute();
    expect(auditions.length).toBeGreaterThan(1000);

    // In flow order and in the past: hired after the latest interview, staff at work on weekdays.
    const latestInterview = new Map<number, string>();
    for (const a of auditions) {
      expect(a.interviewTime >= a.createTime).toBe(true);
      if (a.interviewTime > (latestInterview.get(Number(a.applyId)) ?? '')) latestInterview.set(Number(a.applyId), a.interviewTime);
    }
    const hires = ops.filter((op) => op.action === 'employ');
    expect(hires.length).toBeGreaterThan(100);
    for (const hire of hires) expect(hire.createTime > (latestInterview.get(Number(hire.applyId)) ?? '9'), hire.createTime).toBe(true);
    const outOfHours = ops.filter((op) => {
      const weekday = new Date(`${op.createTime.slice(0, 10)}T12:00:00+08:00`).getUTCDay();
      return weekday === 0 || weekday === 6 || op.createTime.slice(11) < '08:30:00' || op.createTime.slice(11) > '18:00:00';
    });
    expect(outOfHours.map((op) => op.createTime)).toEqual([]);
    expect(ops.every((op) => op.createTime < END)).toBe(true);
    const histories = await db().selectFrom('recruitResumeWork').select('id').execute();
    expect(histories.length).toBeGreaterThan(5000);
    const proofs = await db().selectFrom('recruitHealthProve').select(['checkTime']).execute();
    expect(proofs.length).toBeGreaterThan(3000);
    expect(proofs.every((p) => p.checkTime.startsWith('2022-'))).toBe(true);
  });
});
