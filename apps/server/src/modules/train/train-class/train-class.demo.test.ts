import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../../test/demo-clock.js';
import { demoDatabase } from '../../../test/demo-database.js';
import { DIALECTS } from '../../../test/harness.js';
import { classStatus } from './train-class.service.js';
import { idCardProblem } from '@hrbd/contract';

describe.each(DIALECTS)('class demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('gives classes of every status in 郑州’s counties, running 已通过/已上线 courses, created in the past', async () => {
    const classes = await db().selectFrom('trainClass').selectAll().execute();
    expect(new Set(classes.map((c) => classStatus(c, DEMO_NOW_TEXT)))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(classes.map((c) => c.countyCode)).size).toBeGreaterThanOrEqual(8);
    expect(classes.every((c) => c.cityCode === '410100' && c.createTime < DEMO_NOW_TEXT)).toBe(true);
    const courses = new Map((await db().selectFrom('trainCourse').select(['courseCode', 'approveType']).execute()).map((c) => [c.courseCode, c.approveType]));
    expect(classes.every((c) => [1, 5].includes(courses.get(c.courseCode) ?? -1))).toBe(true);
    const sessions = await db().selectFrom('trainClassSession').selectAll().execute();
    expect(sessions.every((s) => s.beginTime.slice(11) >= '09:00:00' && s.endTime.slice(11) <= '17:30:00')).toBe(true);
  });

  it('enrols people with valid 河南 ID numbers, with sign-ins of every outcome in the past and 结业 results', async () => {
    const students = await db().selectFrom('trainStudent').select(['idCard', 'finishState', 'finishReason', 'createTime']).execute();
    expect(students.every((s) => s.idCard.startsWith('41') && idCardProblem(s.idCard) === null)).toBe(true);
    expect(students.every((s) => s.createTime < DEMO_NOW_TEXT)).toBe(true);
    expect(new Set(students.map((s) => s.finishState))).toEqual(new Set([0, 1, 2]));
    expect(students.filter((s) => s.finishState === 2).every((s) => s.finishReason.startsWith('出勤率'))).toBe(true);
    const signIns = await db().selectFrom('trainSignIn').select(['result', 'signTime', 'reason']).execute();
    expect(new Set(signIns.map((s) => s.result))).toEqual(new Set([1, 2, 3]));
    expect(signIns.every((s) => s.signTime <= DEMO_NOW_TEXT)).toBe(true);
    expect(signIns.filter((s) => s.result === 3).every((s) => s.reason !== '')).toBe(true);
  });
});
