import { perm, trainSignInApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { addedStudent, classForm, classSetup, savedClass, type ClassSetup } from '../../../test/train-fixtures.js';

const HOUR = 60;
const DAY = 24 * HOUR;

describe.each(DIALECTS)('sign-in (签到管理) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let setup: ClassSetup;
  /** Session 1 ended two days ago, 2 began 20 minutes ago, 3 begins in 5 minutes, 4 in two days, 5 ended ten days ago. */
  let classCode: string;
  let students: string[];

  const sign = (body: Record<string, unknown>, token = admin) => server.call(trainSignInApi.sign, { token, body: { classCode, ...body } });
  async function report(code = classCode) {
    const res = await server.call(trainSignInApi.report, { token: admin, query: { classCode: code } });
    expect(res.status, res.json.msg).toBe(200);
    return trainSignInApi.report.response.parse(res.json.data);
  }

  beforeAll(async () => {
    admin = await server.login();
    setup = await classSetup(server, admin, 801);
    classCode = await savedClass(
      server,
      admin,
      classForm(setup, [
        [-10 * DAY, -10 * DAY + HOUR],
        [-2 * DAY, -2 * DAY + HOUR],
        [-20, 4],
        [5, 2 * HOUR],
        [2 * DAY, 2 * DAY + HOUR],
      ]),
    );
    students = [];
    for (const [n, name] of [[41, '赵敏'], [42, '孙强'], [43, '周婷']] as const) students.push(await addedStudent(server, admin, classCode, n, name));
  });

  it('signs in by the clock: 已签到 up to begin + 10 min, 迟到 after, twice 409, outside the window 409', async () => {
    const onTime = await sign({ sessionNo: 4, studentCode: students[0] });
    expect(onTime.status, onTime.json.msg).toBe(200);
    expect(onTime.json.data.result).toBe(1);
    expect(onTime.json.msg).toBe('已签到成功');
    const late = await sign({ sessionNo: 3, studentCode: students[0] });
    expect(late.status, late.json.msg).toBe(200);
    expect(late.json.data.result).toBe(2);
    const twice = await sign({ sessionNo: 3, studentCode: students[0] });
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe('已签到');
    for (const sessionNo of [1, 2, 5]) {
      const closed = await sign({ sessionNo, studentCode: students[1] });
      expect(closed.status).toBe(409);
      expect(closed.json.msg).toBe('当前不在签到时间内');
    }
  });

  it('checks the point against the radius (400 with the distance)', async () => {
    const near = await savedClass(server, admin, classForm(setup, [[-5, HOUR]], { signRadius: 200 }));
    const student = await addedStudent(server, admin, near, 44, '吴刚');
    const noPoint = await sign({ classCode: near, sessionNo: 1, studentCode: student });
    expect(noPoint.status).toBe(400);
    expect(noPoint.json.msg).toBe('请提供签到位置');
    // 新郑 class point 113.74, 34.39; 0.01° of latitude is about 1,112 m.
    const far = await sign({ classCode: near, sessionNo: 1, studentCode: student, gcj02Lng: 113.74, gcj02Lat: 34.4 });
    expect(far.status).toBe(400);
    expect(far.json.msg).toMatch(/^签到位置距上课地点 11\d\d 米，超出签到范围$/);
    const inside = await sign({ classCode: near, sessionNo: 1, studentCode: student, gcj02Lng: 113.7401, gcj02Lat: 34.3905 });
    expect(inside.status, inside.json.msg).toBe(200);
    expect(inside.json.data).toMatchObject({ result: 1 });
    expect(inside.json.data.distance).toBeLessThan(200);
  });

  it('补签 by an operator with a reason, after the session and within 7 days, only with 补签', async () => {
    const early = await sign({ sessionNo: 4, studentCode: students[1], reason: '忘记签到' });
    expect(early.status).toBe(409);
    expect(early.json.msg).toBe('课次尚未结束，不能补签');
    const tooLate = await sign({ sessionNo: 1, studentCode: students[1], reason: '忘记签到' });
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.msg).toBe('补签须在课次结束后7天内');
    const withPoint = await sign({ sessionNo: 2, studentCode: students[1], reason: '忘记签到', gcj02Lng: 113.74, gcj02Lat: 34.39 });
    expect(withPoint.status).toBe(400);
    const viewer = await userWithCodes(server, admin, 'signviewer', '签到查看员', [perm.train.signIn.list]);
    const forbidden = await sign({ sessionNo: 2, studentCode: students[1], reason: '忘记签到' }, viewer.token);
    expect(forbidden.status).toBe(403);
    const ok = await sign({ sessionNo: 2, studentCode: students[1], reason: '现场签到设备故障' });
    expect(ok.status, ok.json.msg).toBe(200);
    expect(ok.json.data.result).toBe(3);
    expect(ok.json.msg).toBe('补签成功');
    const again = await sign({ sessionNo: 2, studentCode: students[1], reason: '重复补签' });
    expect(again.status).toBe(409);
  });

  it('reports sessions × students with 应到/实到/迟到/缺勤/补签', async () => {
    const r = await report();
    expect(r.sessions.map((s) => ({ no: s.sessionNo, expected: s.expected, present: s.present, late: s.late, absent: s.absent, resign: s.resign }))).toEqual([
      { no: 1, expected: 3, present: 0, late: 0, absent: 3, resign: 0 },
      { no: 2, expected: 3, present: 1, late: 0, absent: 2, resign: 1 },
      { no: 3, expected: 3, present: 1, late: 1, absent: 0, resign: 0 },
      { no: 4, expected: 3, present: 1, late: 0, absent: 0, resign: 0 },
      { no: 5, expected: 3, present: 0, late: 0, absent: 0, resign: 0 },
    ]);
    const byName = Object.fromEntries(r.students.map((s) => [s.usrName, s]));
    expect(byName['赵敏'].results).toEqual([4, 4, 2, 1, 0]);
    expect(byName['孙强'].results).toEqual([4, 3, 0, 0, 0]);
    expect(byName['孙强'].reasons[1]).toBe('现场签到设备故障');
  });

  it('analyses the sessions over: attendance by day, lateness, classes ranked; refuses a reversed span naming the field', async () => {
    const res = await server.call(trainSignInApi.analysis, { token: admin, query: {} });
    expect(res.status, res.json.msg).toBe(200);
    const a = trainSignInApi.analysis.response.parse(res.json.data);
    expect(a.days.map((d) => ({ expected: d.expected, present: d.present, resign: d.resign, absent: d.absent, rate: d.rate }))).toEqual([
      { expected: 3, present: 0, resign: 0, absent: 3, rate: 0 },
      { expected: 3, present: 1, resign: 1, absent: 2, rate: 33.3 },
    ]);
    expect(a.ranking).toHaveLength(1);
    expect(a.ranking[0]).toMatchObject({ classCode, expected: 6, present: 1, rate: 16.7 });
    expect(a.lateness.map((l) => l.count)).toEqual([0, 0, 0, 0]);
    const narrow = await server.call(trainSignInApi.analysis, { token: admin, query: { beginDate: a.days[1].day, endDate: a.days[1].day } });
    expect(narrow.json.data.days.map((d: { day: string }) => d.day)).toEqual([a.days[1].day]);
    const reversed = await server.call(trainSignInApi.analysis, { token: admin, query: { beginDate: '2026-11-20', endDate: '2026-11-01' } });
    expect(reversed.status).toBe(400);
    expect(reversed.json.msg).toContain('结束日期');
  });
});
