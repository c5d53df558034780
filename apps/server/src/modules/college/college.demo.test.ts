import { COLLEGE_APPROVE_TYPES, isValidIdCard, jobFairStatusAt, type CollegeApplication } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../test/demo-clock.js';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';

describe.each(DIALECTS)('college demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('gives 24 colleges of the four types in every review state, resubmitted ones with their history', async () => {
    const colleges = await db().selectFrom('collegeInfo').selectAll().execute();
    const byType = new Map<number, number>();
    for (const c of colleges) byType.set(c.collegeType, (byType.get(c.collegeType) ?? 0) + 1);
    expect(Object.fromEntries(byType)).toEqual({ 1: 6, 2: 10, 3: 5, 4: 3 });
    expect(new Set(colleges.map((c) => c.approveType))).toEqual(new Set([1, 2, 3]));
    expect(colleges.every((c) => c.countyCode.startsWith('4101'))).toBe(true);
    const applies = await db().selectFrom('collegeApply').selectAll().orderBy('collegeCode').orderBy('sequence').execute();
    const several = new Set(applies.filter((a) => a.sequence > 1).map((a) => a.collegeCode));
    expect(several.size).toBeGreaterThanOrEqual(4);
    for (const a of applies) {
      const snapshot = JSON.parse(a.snapshot) as CollegeApplication;
      expect(snapshot.specialtyCodes.length).toBeGreaterThan(0);
      if (a.approveType === COLLEGE_APPROVE_TYPES.rejected) expect(a.rejectDesc).not.toBe('');
      if (a.approveType !== COLLEGE_APPROVE_TYPES.pending) expect(a.checkTime! > a.applyTime && a.checkTime! < DEMO_NOW_TEXT).toBe(true);
    }
  });

  it('files students of passed colleges only, valid ID numbers from 河南 mostly, graduates 85–92 % employed, each employed one with an employer and 门类', async () => {
    const students = await db().selectFrom('collegeStudent as s').innerJoin('collegeInfo as c', 'c.collegeCode', 's.collegeCode').select(['s.idCard', 's.originCountyCode', 's.schoolStatus', 's.jobStatus', 's.employer', 's.industryCode', 's.enrolYear', 's.graduateYear', 'c.approveType']).execute();
    expect(students.every((s) => s.approveType === COLLEGE_APPROVE_TYPES.passed)).toBe(true);
    expect(students.every((s) => isValidIdCard(s.idCard, DEMO_NOW_TEXT.slice(0, 10)) && s.idCard.startsWith(s.originCountyCode))).toBe(true);
    expect(students.filter((s) => s.originCountyCode.startsWith('41')).length / students.length).toBeGreaterThan(0.9);
    expect(Math.min(...students.map((s) => s.enrolYear))).toBe(2016);
    const graduates = students.filter((s) => s.schoolStatus === 2);
    const rate = graduates.filter((s) => s.jobStatus === 1).length / graduates.length;
    expect(rate).toBeGreaterThan(0.84);
    expect(rate).toBeLessThan(0.93);
    expect(students.filter((s) => s.jobStatus === 1).every((s) => s.employer !== '' && /^[A-T]$/.test(s.industryCode))).toBe(true);
    expect(new Set(students.filter((s) => s.jobStatus === 1).map((s) => s.industryCode)).size).toBeGreaterThanOrEqual(10);
    expect(students.filter((s) => s.schoolStatus === 1).every((s) => s.jobStatus === 0 && s.graduateYear >= 2026)).toBe(true);
  });

  it('holds about 60 campus fairs over two years in every status, with passed companies and their jobs', async () => {
    const fairs = await db().selectFrom('collegeJobFair').selectAll().execute();
    expect(new Set(fairs.map((f) => jobFairStatusAt(f.startTime, f.endTime, DEMO_NOW_TEXT)))).toEqual(new Set([0, 1, 2]));
    const participants = await db().selectFrom('collegeJobFairCmpy as fc').innerJoin('cmpyInfo as c', 'c.cmpyCode', 'fc.cmpyCode').select(['c.approveType']).execute();
    expect(participants.length).toBeGreaterThan(150);
    expect(participants.every((p) => p.approveType === 1)).toBe(true);
    const jobs = await db().selectFrom('collegeJobFairJob').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(jobs.n)).toBeGreaterThan(100);
  });
});
