import { perm, trainClassApi, trainSignInApi, trainStudentApi, type ClassDetail } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { addedStudent, classForm, minutesFromNow, classSetup, studentIdCard, savedClass, type ClassSetup } from '../../../test/train-fixtures.js';

const HOUR = 60;
const DAY = 24 * HOUR;

describe.each(DIALECTS)('classes and students (班级管理, 学员管理) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let setup: ClassSetup;

  async function info(classCode: string): Promise<ClassDetail> {
    const res = await server.call(trainClassApi.info, { token: admin, query: { classCode } });
    expect(res.status, res.json.msg).toBe(200);
    return trainClassApi.info.response.parse(res.json.data);
  }
  async function roster(classCode: string, token = admin) {
    const res = await server.call(trainClassApi.studentList, { token, query: { classCode, pageNum: 1, pageSize: 100 } });
    expect(res.status, res.json.msg).toBe(200);
    return trainClassApi.studentList.response.parse(res.json.data);
  }
  const update = (classCode: string, body: ReturnType<typeof classForm>) => server.call(trainClassApi.update, { token: admin, body: { ...body, classCode } });
  const end = (classCode: string) => server.call(trainClassApi.end, { token: admin, query: { classCode } });

  beforeAll(async () => {
    admin = await server.login();
    setup = await classSetup(server, admin, 701);
  });

  it('saves a class with its sessions numbered in time order, and reads its status from the clock', async () => {
    const future = await savedClass(server, admin, classForm(setup, [[3 * DAY + 2 * HOUR, 3 * DAY + 4 * HOUR], [2 * DAY, 2 * DAY + 2 * HOUR]]));
    const detail = await info(future);
    expect(detail).toMatchObject({ className: '2026年第一期电工培训班', courseName: '电工上岗证培训', teachers: ['王建国', '李红'], status: 1, sessionCount: 2, enrolled: 0, countyName: '新郑市', passRate: 80 });
    expect(detail.sessions.map((s) => s.sessionNo)).toEqual([1, 2]);
    expect(detail.sessions[0].beginTime < detail.sessions[1].beginTime).toBe(true);

    const running = await savedClass(server, admin, classForm(setup, [[-2 * DAY, -2 * DAY + 2 * HOUR], [DAY, DAY + 2 * HOUR]]));
    const over = await savedClass(server, admin, classForm(setup, [[-3 * DAY, -3 * DAY + 2 * HOUR]]));
    expect((await info(running)).status).toBe(2);
    expect((await info(over)).status).toBe(3);

    const list = await server.call(trainClassApi.list, { token: admin, query: { pageNum: 1, pageSize: 100, status: 3 } });
    expect(list.status, list.json.msg).toBe(200);
    const codes = list.json.data.records.map((r) => r.classCode);
    expect(codes).toContain(over);
    expect(codes).not.toContain(running);
    expect(codes).not.toContain(future);
  });

  it('refuses a bad class naming the field (400)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sessions: [] }, '请添加课次'],
      [{ signRadius: 30 }, '签到范围'],
      [{ capacity: 0 }, '班级容量'],
      [{ teachers: [] }, '请填写授课讲师'],
      [{ courseCode: 'nosuchcourse' }, '培训课程不存在'],
      [{ cmpyCode: 'nosuchcompany' }, '培训机构不存在'],
      [{ paperCode: 'nosuchpaper' }, '结业考试试卷不存在'],
    ];
    for (const [override, message] of cases) {
      const res = await server.call(trainClassApi.save, { token: admin, body: classForm(setup, [[DAY, DAY + HOUR]], override) });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.json.msg).toContain(message);
    }
    const overlapping = await server.call(trainClassApi.save, { token: admin, body: classForm(setup, [[DAY, DAY + 2 * HOUR], [DAY + HOUR, DAY + 3 * HOUR]]) });
    expect(overlapping.status).toBe(400);
    expect(overlapping.json.msg).toContain('重叠');
    const outside = classForm(setup, [[DAY, DAY + HOUR], [3 * DAY, 3 * DAY + HOUR]]);
    const refused = await server.call(trainClassApi.save, { token: admin, body: { ...outside, endDate: outside.beginDate } });
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toContain('不在开班日期内');
  });

  it('opens classes only for a course 已通过 or 已上线', async () => {
    const other = await classSetup(server, admin, 702);
    const { courseApi } = await import('@hrbd/contract');
    const forced = await server.call(courseApi.updateBDCourseState, { token: admin, body: { courseCodes: [other.courseCode], approveType: 9, rejectDesc: '内容过期' } });
    expect(forced.status, forced.json.msg).toBe(200);
    const res = await server.call(trainClassApi.save, { token: admin, body: classForm(other, [[DAY, DAY + HOUR]]) });
    expect(res.status).toBe(400);
    expect(res.json.msg).toContain('未审核通过，不能开班');
  });

  it('locks course, organisation and begun sessions once started, and keeps capacity above enrolment (409 naming the field)', async () => {
    const form = classForm(setup, [[-DAY, -DAY + HOUR], [DAY, DAY + HOUR]], { capacity: 3 });
    const classCode = await savedClass(server, admin, form);
    const other = await classSetup(server, admin, 703);
    const course = await update(classCode, { ...form, courseCode: other.courseCode });
    expect(course.status).toBe(409);
    expect(course.json.msg).toContain('培训课程');
    const cmpy = await update(classCode, { ...form, cmpyCode: other.cmpyCode });
    expect(cmpy.status).toBe(409);
    expect(cmpy.json.msg).toContain('培训机构');
    const moved = await update(classCode, { ...form, sessions: [{ ...form.sessions[0], endTime: minutesFromNow(-DAY + 30) }, form.sessions[1]] });
    expect(moved.status).toBe(409);
    expect(moved.json.msg).toContain('第1课次');

    await addedStudent(server, admin, classCode, 11);
    await addedStudent(server, admin, classCode, 12);
    const small = await update(classCode, { ...form, capacity: 1 });
    expect(small.status).toBe(409);
    expect(small.json.msg).toContain('班级容量不能少于已报名人数（2人）');

    // What may change: the name, the sessions ahead, the capacity down to the enrolment.
    const later = { ...form, className: '电工培训班（调整）', capacity: 2, sessions: [form.sessions[0], { beginTime: form.sessions[1].beginTime, endTime: form.sessions[1].endTime.slice(0, 14) + '59:00' }] };
    const ok = await update(classCode, later);
    expect(ok.status, ok.json.msg).toBe(200);
    const detail = await info(classCode);
    expect(detail).toMatchObject({ className: '电工培训班（调整）', capacity: 2, enrolled: 2 });
    expect(detail.sessions[1].endTime.slice(14)).toBe('59:00');
  });

  it('adds students by ID number: 409 already in, full, 已结业; the roster masks ID numbers without 查看敏感信息', async () => {
    const classCode = await savedClass(server, admin, classForm(setup, [[-2 * DAY, -2 * DAY + HOUR]], { capacity: 2 }));
    await addedStudent(server, admin, classCode, 21, '李娜');
    const again = await server.call(trainStudentApi.addStudent, {
      token: admin,
      body: { classCode, usrName: '李娜', idCard: studentIdCard(21), mobile: '13800000021', education: '高中', employState: '未就业' },
    });
    expect(again.status).toBe(409);
    expect(again.json.msg).toContain('已在本班级中');
    await addedStudent(server, admin, classCode, 22, '王芳');
    const full = await server.call(trainStudentApi.addStudent, {
      token: admin,
      body: { classCode, usrName: '刘洋', idCard: studentIdCard(23), mobile: '13800000023', education: '本科', employState: '已就业' },
    });
    expect(full.status).toBe(409);
    expect(full.json.msg).toContain('班级已满');
    const badId = await server.call(trainStudentApi.addStudent, {
      token: admin,
      body: { classCode, usrName: '刘洋', idCard: studentIdCard(23).slice(0, 17) + (studentIdCard(23).endsWith('1') ? '2' : '1'), mobile: '13800000023', education: '本科', employState: '已就业' },
    });
    expect(badId.status).toBe(400);
    expect(badId.json.msg).toContain('身份证号');

    const whole = await roster(classCode);
    expect(whole.total).toBe(2);
    expect(whole.records.map((r) => r.idCard).sort()).toEqual([studentIdCard(21), studentIdCard(22)].sort());
    const clerk = await userWithCodes(server, admin, 'classclerk', '班级专员', [perm.train.student.list]);
    const masked = await roster(classCode, clerk.token);
    expect(masked.records.every((r) => r.idCard.includes('*') && r.mobile.includes('****'))).toBe(true);

    const ended = await end(classCode);
    expect(ended.status, ended.json.msg).toBe(200);
    const late = await server.call(trainStudentApi.addStudent, {
      token: admin,
      body: { classCode, usrName: '刘洋', idCard: studentIdCard(23), mobile: '13800000023', education: '本科', employState: '已就业' },
    });
    expect(late.status).toBe(409);
    expect(late.json.msg).toBe('班级当前为“已结业”状态，不能添加学员');
  });

  it('ends a class after its last session: students by attendance, each failure with its reason; once only', async () => {
    const early = await savedClass(server, admin, classForm(setup, [[-DAY, -DAY + HOUR], [HOUR, 2 * HOUR]]));
    const refused = await end(early);
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('班级课程尚未全部结束，不能结业');

    const classCode = await savedClass(server, admin, classForm(setup, [[-3 * DAY, -3 * DAY + HOUR], [-2 * DAY, -2 * DAY + HOUR]], { passRate: 50 }));
    const present = await addedStudent(server, admin, classCode, 31, '陈静');
    await addedStudent(server, admin, classCode, 32, '杨磊');
    const resign = await server.call(trainSignInApi.sign, { token: admin, body: { classCode, sessionNo: 2, studentCode: present, reason: '现场签到设备故障' } });
    expect(resign.status, resign.json.msg).toBe(200);

    const ended = await end(classCode);
    expect(ended.status, ended.json.msg).toBe(200);
    expect(ended.json.data).toMatchObject({ passed: 1, failed: 1 });
    const students = (await roster(classCode)).records;
    expect(students.find((s) => s.usrName === '陈静')).toMatchObject({ finishState: 1, finishReason: '', attended: 1 });
    expect(students.find((s) => s.usrName === '杨磊')).toMatchObject({ finishState: 2, finishReason: '出勤率0%，低于50%' });
    expect((await info(classCode)).status).toBe(4);

    const twice = await end(classCode);
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe('班级当前为“已结业”状态，不能结业');
    const edit = await update(classCode, classForm(setup, [[-3 * DAY, -3 * DAY + HOUR], [-2 * DAY, -2 * DAY + HOUR]]));
    expect(edit.status).toBe(409);
    expect(edit.json.msg).toBe('班级当前为“已结业”状态，不能编辑');
  });

  it('lists every student in scope for 学员管理 and filters by name and 结业状态', async () => {
    const all = await server.call(trainClassApi.studentList, { token: admin, query: { pageNum: 1, pageSize: 100 } });
    expect(all.status, all.json.msg).toBe(200);
    expect(all.json.data.total).toBeGreaterThanOrEqual(6);
    const failed = await server.call(trainClassApi.studentList, { token: admin, query: { pageNum: 1, pageSize: 100, finishState: 2 } });
    expect(failed.json.data.records.map((r) => r.usrName)).toContain('杨磊');
    expect(failed.json.data.records.map((r) => r.usrName)).not.toContain('陈静');
    const byName = await server.call(trainClassApi.studentList, { token: admin, query: { pageNum: 1, pageSize: 100, usrName: '陈' } });
    expect(byName.json.data.records.map((r) => r.usrName)).toEqual(['陈静']);
  });

  it('keeps a course that has classes from being deleted (the course area asks the class count)', async () => {
    const own = await classSetup(server, admin, 704);
    await savedClass(server, admin, classForm(own, [[DAY, DAY + HOUR]]));
    const { courseApi } = await import('@hrbd/contract');
    const online = await server.call(courseApi.changeOnlineType, { token: admin, query: { courseCode: own.courseCode, onlineType: 1 } });
    expect(online.status, online.json.msg).toBe(200);
    const offline = await server.call(courseApi.changeOnlineType, { token: admin, query: { courseCode: own.courseCode, onlineType: 2 } });
    expect(offline.status, offline.json.msg).toBe(200);
    const removed = await server.call(courseApi.delByCourseCode, { token: admin, query: { courseCode: own.courseCode } });
    expect(removed.status).toBe(409);
    expect(removed.json.msg).toBe('课程已有班级 1 个，不能删除');
  });

  it('names the organisations running classes of a course (getCmpyByCourse): none before the first class, each once', async () => {
    const { courseApi } = await import('@hrbd/contract');
    const runners = async (courseCode: string) => {
      const res = await server.call(courseApi.getCmpyByCourse, { token: admin, query: { courseCode } });
      expect(res.status, res.json.msg).toBe(200);
      return res.json.data.map((c) => c.cmpyCode);
    };
    const course = await classSetup(server, admin, 705);
    expect(await runners(course.courseCode)).toEqual([]);
    await savedClass(server, admin, classForm(course, [[DAY, DAY + HOUR]]));
    await savedClass(server, admin, classForm(course, [[2 * DAY, 2 * DAY + HOUR]]));
    const second = await classSetup(server, admin, 706);
    await savedClass(server, admin, classForm({ ...course, cmpyCode: second.cmpyCode }, [[DAY, DAY + HOUR]]));
    expect((await runners(course.courseCode)).sort()).toEqual([course.cmpyCode, second.cmpyCode].sort());
    expect((await server.call(courseApi.getCmpyByCourse, { token: admin, query: { courseCode: 'nosuchcourse' } })).status).toBe(404);
  });
});
