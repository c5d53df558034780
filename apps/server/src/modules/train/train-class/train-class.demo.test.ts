import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { formatTime } from '../../../platform/time.js';
import { DIALECTS } from '../../../test/harness.js';
import { itSeedsAlike, seedTwice } from '../../../test/seed-twice.js';
import { seedRecruitDemo } from '../../recruit/recruit.demo.js';
import { seedSystemDemo } from '../../system/system.demo.js';
import { seedCourseDemo } from '../course/course.demo.js';
import { classStatus } from './train-class.service.js';
import { seedClassDemo } from './train-class.demo.js';
import { idCardProblem } from '@hrbd/contract';

const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const NOW_TEXT = formatTime(NOW);

async function seed(db: Db) {
  await db.transaction().execute((trx) => seedSystemDemo(trx, { now: NOW }));
  await db.transaction().execute((trx) => seedRecruitDemo(trx, { now: NOW }));
  await db.transaction().execute((trx) => seedCourseDemo(trx, { now: NOW }));
  return db.transaction().execute((trx) => seedClassDemo(trx, { now: NOW }));
}

describe.each(DIALECTS)('class demo seed on %s', (dialect) => {
  const seeded = seedTwice(dialect, seed, 300_000);
  const db = (): Db => seeded()[0].db;

  itSeedsAlike(dialect)('writes the same classes, sessions, students and sign-ins into two fresh databases', async () => {
    const [first, second] = seeded();
    expect(first.counts).toMatchObject({ classes: 250, students: 12_000 });
    expect(second.counts).toEqual(first.counts);
    for (const table of ['trainClass', 'trainClassSession', 'trainStudent', 'trainSignIn'] as const) {
      const rows = (d: Db) => d.selectFrom(table).selectAll().orderBy('id').limit(3000).execute();
      expect(await rows(second.db), table).toEqual(await rows(first.db));
    }
  });

  it('gives classes of every status in 郑州’s counties, running 已通过/已上线 courses, created in the past', async () => {
    const classes = await db().selectFrom('trainClass').selectAll().execute();
    expect(new Set(classes.map((c) => classStatus(c, NOW_TEXT)))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(classes.map((c) => c.countyCode)).size).toBeGreaterThanOrEqual(8);
    expect(classes.every((c) => c.cityCode === '410100' && c.createTime < NOW_TEXT)).toBe(true);
    const courses = new Map((await db().selectFrom('trainCourse').select(['courseCode', 'approveType']).execute()).map((c) => [c.courseCode, c.approveType]));
    expect(classes.every((c) => [1, 5].includes(courses.get(c.courseCode) ?? -1))).toBe(true);
    const sessions = await db().selectFrom('trainClassSession').selectAll().execute();
    expect(sessions.every((s) => s.beginTime.slice(11) >= '09:00:00' && s.endTime.slice(11) <= '17:30:00')).toBe(true);
  });

  it('enrols people with valid 河南 ID numbers, with sign-ins of every outcome in the past and 结业 results', async () => {
    const students = await db().selectFrom('trainStudent').select(['idCard', 'finishState', 'finishReason', 'createTime']).execute();
    expect(students.every((s) => s.idCard.startsWith('41') && idCardProblem(s.idCard) === null)).toBe(true);
    expect(students.every((s) => s.createTime < NOW_TEXT)).toBe(true);
    expect(new Set(students.map((s) => s.finishState))).toEqual(new Set([0, 1, 2]));
    expect(students.filter((s) => s.finishState === 2).every((s) => s.finishReason.startsWith('出勤率'))).toBe(true);
    const signIns = await db().selectFrom('trainSignIn').select(['result', 'signTime', 'reason']).execute();
    expect(new Set(signIns.map((s) => s.result))).toEqual(new Set([1, 2, 3]));
    expect(signIns.every((s) => s.signTime <= NOW_TEXT)).toBe(true);
    expect(signIns.filter((s) => s.result === 3).every((s) => s.reason !== '')).toBe(true);
  });
});
