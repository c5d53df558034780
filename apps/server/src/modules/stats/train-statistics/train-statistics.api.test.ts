import { courseApi, trainSignInApi, trainStatisticsApi as api, type TrainStatsQuery } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { idCardFor } from '../../../test/apply-fixtures.js';
import { uploadLicense } from '../../../test/recruit-fixtures.js';
import { addedStudent, classForm, classSetup, courseForm, savedClass, type ClassSetup } from '../../../test/train-fixtures.js';
import { writeApplications } from '../../train/train-apply/train-apply.service.js';

const HOUR = 60;
const DAY = 24 * HOUR;

const thisMonth = () => nowText().slice(0, 7);
function monthsBack(n: number): string {
  const [y, m] = thisMonth().split('-').map(Number);
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

describe.each(DIALECTS)('training statistics (培训数据看板) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let setup: ClassSetup;
  let pastClass: string;

  async function stat<K extends keyof typeof api>(key: K, body: TrainStatsQuery = {}) {
    const endpoint = api[key];
    const res = await server.call(endpoint, { token: admin, body });
    expect(res.status, res.json.msg).toBe(200);
    return endpoint.response.parse(res.json.data) as ReturnType<(typeof api)[K]['response']['parse']>;
  }

  beforeAll(async () => {
    admin = await server.login();
    setup = await classSetup(server, admin, 901);
    // A 线上 机构课程 of the organisation beside the 线下 平台课程 classSetup made, both submitted this month.
    const cover = await uploadLicense(server, admin);
    const orgCourse = await server.call(courseApi.addBDCourse, { token: admin, body: courseForm(cover, { courseName: '育婴员培训', courseType: 1, courseNature: 2, cmpyCode: setup.cmpyCode }) });
    expect(orgCourse.status, orgCourse.json.msg).toBe(200);
    // A class over (two sessions ended), one running, one ahead; students in each.
    pastClass = await savedClass(server, admin, classForm(setup, [[-3 * DAY, -3 * DAY + 2 * HOUR], [-2 * DAY, -2 * DAY + 2 * HOUR]], { capacity: 10 }));
    const running = await savedClass(server, admin, classForm(setup, [[-DAY, -DAY + 2 * HOUR], [DAY, DAY + 2 * HOUR]], { capacity: 20 }));
    await savedClass(server, admin, classForm(setup, [[3 * DAY, 3 * DAY + 2 * HOUR]], { capacity: 5 }));
    const past: string[] = [];
    for (const n of [1, 2, 3, 4]) past.push(await addedStudent(server, admin, pastClass, n, `学员${n}`));
    for (const n of [5, 6]) await addedStudent(server, admin, running, n, `学员${n}`);
    // 补签 through the endpoint; 已签到 and 迟到 as the learner app leaves them (their window is past).
    const resigned = await server.call(trainSignInApi.sign, { token: admin, body: { classCode: pastClass, sessionNo: 1, studentCode: past[0], reason: '设备故障' } });
    expect(resigned.status, resigned.json.msg).toBe(200);
    const db = server.deps.db;
    const sessions = await db.selectFrom('trainClassSession as cs').innerJoin('trainClass as c', 'c.id', 'cs.classId').where('c.classCode', '=', pastClass).select(['cs.id', 'cs.beginTime']).orderBy('cs.sessionNo').execute();
    const students = await db.selectFrom('trainStudent').select(['id', 'studentCode']).where('studentCode', 'in', past).execute();
    const idOf = (code: string) => Number(students.find((s) => s.studentCode === code)?.id);
    await db
      .insertInto('trainSignIn')
      .values([
        { sessionId: Number(sessions[0].id), studentId: idOf(past[1]), result: 1, signTime: sessions[0].beginTime, distance: null, gcj02Lng: null, gcj02Lat: null, operatorId: null },
        { sessionId: Number(sessions[0].id), studentId: idOf(past[2]), result: 2, signTime: sessions[0].beginTime, distance: null, gcj02Lng: null, gcj02Lat: null, operatorId: null },
        { sessionId: Number(sessions[1].id), studentId: idOf(past[1]), result: 1, signTime: sessions[1].beginTime, distance: null, gcj02Lng: null, gcj02Lat: null, operatorId: null },
      ])
      .execute();
    const time = nowText();
    await writeApplications(
      db,
      [1, 2, 3].map((i) => ({ courseCode: setup.courseCode, usrName: `报名${i}`, usrPhe: `1371111000${i}`, idCard: idCardFor('410184', '1988-03-0' + i, 500 + i), applyTime: time })),
    );
  });

  it('lists every month of the range, zeros included: the last 12 by default, up to 24 when asked', async () => {
    const byDefault = await stat('courseInfoMon');
    expect(byDefault.map((r) => r.month)).toEqual(Array.from({ length: 12 }, (_, i) => monthsBack(11 - i)));
    expect(byDefault.slice(0, 11).every((r) => r.courseCount === 0)).toBe(true);
    const long = await stat('courseSignIn', { beginMonth: monthsBack(23), endMonth: thisMonth() });
    expect(long).toHaveLength(24);
    expect((await stat('classUseRate', { beginMonth: monthsBack(2) })).months.map((m) => m.month)).toEqual([monthsBack(2), monthsBack(1), thisMonth()]);
  });

  it('refuses a reversed, longer or misshapen range (400 naming the field), on every row', async () => {
    for (const key of Object.keys(api) as Array<keyof typeof api>) {
      const reversed = await server.call(api[key], { token: admin, body: { beginMonth: thisMonth(), endMonth: monthsBack(1) } });
      expect(reversed.status).toBe(400);
      expect(reversed.json.msg).toBe('统计开始月份不能晚于统计结束月份');
      const longer = await server.call(api[key], { token: admin, body: { beginMonth: monthsBack(24), endMonth: thisMonth() } });
      expect(longer.status).toBe(400);
      expect(longer.json.msg).toBe('统计结束月份与统计开始月份相隔不能超过24个月');
    }
    const misshapen = await server.call(api.courseInfoStatis, { token: admin, body: { beginMonth: '2026-13' } });
    expect(misshapen.status).toBe(400);
    expect(misshapen.json.msg).toContain('统计开始月份');
  });

  it('counts courses and applications as a plain recount of the records does', async () => {
    const db = server.deps.db;
    const courses = await db.selectFrom('trainCourse').selectAll().execute();
    const applies = await db.selectFrom('trainApply').selectAll().execute();
    const inMonth = (t: string) => t.slice(0, 7) === thisMonth();
    const info = await stat('courseInfoStatis', { beginMonth: thisMonth(), endMonth: thisMonth() });
    const counted = courses.filter((c) => inMonth(c.createTime));
    expect(info).toMatchObject({
      courseCount: counted.length,
      checkCount: counted.filter((c) => c.approveType === 0).length,
      passCount: counted.filter((c) => c.approveType === 5).length,
      lineCourseCount: counted.filter((c) => c.courseType === 1).length,
      siteCourseCount: counted.filter((c) => c.courseType === 2).length,
      platformCount: counted.filter((c) => c.courseNature === 1).length,
      cmpyCount: counted.filter((c) => c.courseNature === 2).length,
      applyCount: applies.filter((a) => inMonth(a.applyTime)).length,
    });
    expect(info).toMatchObject({ courseCount: 2, checkCount: 1, passCount: 1, cmpyCount: 1, applyCount: 3 });
    const months = await stat('courseInfoMon');
    expect(months.at(-1)).toEqual({ month: thisMonth(), courseCount: 2, lineCourseCount: 1, siteCourseCount: 1 });
    const students = await stat('courseStudentMon');
    expect(students.at(-1)).toEqual({ month: thisMonth(), applyCount: 3, studentCount: 6 });
    // The organisation's filter keeps its 机构课程 only; shares add up to 100.
    const org = await stat('cmpyCourse', { cmpyCode: setup.cmpyCode });
    expect(org.courseCount).toBe(1);
    expect(org.rows).toEqual([expect.objectContaining({ cmpyCode: setup.cmpyCode, courseCount: 1, rate: 100 })]);
    expect((await stat('courseInfoStatis', { cmpyCode: setup.cmpyCode })).applyCount).toBe(0);
    expect((await stat('courseInfoStatis', { countyCode: '410122' })).courseCount).toBe(0);
  });

  it('counts classes, their use and their courses as a plain recount does', async () => {
    const db = server.deps.db;
    const classes = await db.selectFrom('trainClass').selectAll().execute();
    const students = await db.selectFrom('trainStudent').selectAll().execute();
    const enrolment = (id: number) => students.filter((s) => Number(s.classId) === Number(id)).length;
    const range = { beginMonth: monthsBack(1), endMonth: monthsBack(-1) };
    const counted = classes.filter((c) => c.beginDate.slice(0, 7) >= range.beginMonth && c.beginDate.slice(0, 7) <= range.endMonth);
    const capacity = counted.reduce((t, c) => t + c.capacity, 0);
    const enrolled = counted.reduce((t, c) => t + enrolment(c.id), 0);
    expect(await stat('classStatis', range)).toMatchObject({ classCount: counted.length, capacity, studentCount: enrolled, notStartedCount: 1, ongoingCount: 1, endedCount: 1, finishedCount: 0 });
    expect(capacity).toBe(35);
    expect(enrolled).toBe(6);
    const use = await stat('classUseRate', range);
    expect(use).toMatchObject({ capacity: 35, studentCount: 6, rate: 17.14 });
    expect(use.months.reduce((t, m) => t + m.classCount, 0)).toBe(3);
    expect(await stat('courseClassStudent', range)).toEqual([{ courseCode: setup.courseCode, courseName: '电工上岗证培训', classCount: 3, studentCount: 6 }]);
    const monthly = await stat('courseClassMon', range);
    expect(monthly.reduce((t, m) => t + m.classCount, 0)).toBe(3);
    expect(monthly.find((m) => m.month === thisMonth())?.courseCount).toBe(2);
  });

  it('counts sign-ins of sessions held: 应到, 已签到, 迟到, 补签, 缺勤 as recounted', async () => {
    const range = { beginMonth: monthsBack(1), endMonth: thisMonth() };
    const rows = await stat('courseSignIn', range);
    const sum = (k: 'sessionCount' | 'expectedCount' | 'signedCount' | 'lateCount' | 'resignCount' | 'absentCount') => rows.reduce((t, r) => t + r[k], 0);
    // The class over: 2 sessions × 4 students; the running class's first session: 1 × 2 students.
    expect({ sessions: sum('sessionCount'), expected: sum('expectedCount'), signed: sum('signedCount'), late: sum('lateCount'), resign: sum('resignCount'), absent: sum('absentCount') }).toEqual({
      sessions: 3,
      expected: 10,
      signed: 2,
      late: 1,
      resign: 1,
      absent: 6,
    });
    const signIns = await server.deps.db.selectFrom('trainSignIn').selectAll().execute();
    expect(sum('signedCount') + sum('lateCount') + sum('resignCount')).toBe(signIns.length);
  });

  it('profiles students by gender, age, education and county, shares adding up to 100', async () => {
    const profile = await stat('studentStatis');
    expect(profile.studentCount).toBe(6);
    for (const list of [profile.gender, profile.age, profile.education, profile.county]) {
      expect(list.reduce((t, s) => t + s.count, 0)).toBe(6);
      expect(Math.round(list.reduce((t, s) => t + s.rate, 0) * 100)).toBe(10_000);
    }
    expect(profile.education).toEqual([{ code: '高中', name: '高中', count: 6, rate: 100 }]);
    expect(profile.county).toEqual([{ code: '410184', name: '新郑市', count: 6, rate: 100 }]);
    const students = await server.deps.db.selectFrom('trainStudent').select('idCard').execute();
    const men = students.filter((s) => Number(s.idCard[16]) % 2 === 1).length;
    expect(profile.gender.find((g) => g.name === '男')?.count).toBe(men);
    // studentIdCard: born 1991–1996; by birth year that is 25–34 or 35 and over this decade.
    const thisYear = Number(nowText().slice(0, 4));
    const young = students.filter((s) => thisYear - Number(s.idCard.slice(6, 10)) <= 34).length;
    expect(profile.age.find((a) => a.code === '25-34')?.count).toBe(young);
  });
});
