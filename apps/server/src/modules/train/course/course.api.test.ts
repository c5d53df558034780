import { courseApi, labelApi, perm, trainLabelApi, type CourseDetail } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { courseForm } from '../../../test/train-fixtures.js';
import { dayFromNow, passedCompany, uploadLicense, userWithCodes } from '../../../test/recruit-fixtures.js';

describe.each(DIALECTS)('courses (课程管理) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let cover: string;
  let onlineLabel: Record<string, string>;
  let company: { cmpyCode: string; cmpyName: string };

  const form = (overrides: Record<string, unknown> = {}) =>
    courseForm(cover, {
      introduction: '<p>低压电工作业安全技术培训</p><script>alert(1)</script>',
      price: 128_000,
      applyBeginTime: `${dayFromNow(-1)} 09:00:00`,
      formCode: 'FORM-2026-001',
      ...overrides,
    });
  async function add(overrides: Record<string, unknown> = {}): Promise<string> {
    const res = await server.call(courseApi.addBDCourse, { token: admin, body: form(overrides) });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.data).toMatchObject({ approveType: 0, onlineType: 2 });
    return res.json.data.courseCode;
  }
  async function info(courseCode: string): Promise<CourseDetail> {
    const res = await server.call(courseApi.getBDCourseInfo, { token: admin, query: { courseCode } });
    expect(res.status, res.json.msg).toBe(200);
    return courseApi.getBDCourseInfo.response.parse(res.json.data);
  }
  const review = (courseCodes: string[], approveType: number, rejectDesc?: string) =>
    server.call(courseApi.updateBDCourseState, { token: admin, body: { courseCodes, approveType, rejectDesc } });
  const online = (courseCode: string, onlineType: number) => server.call(courseApi.changeOnlineType, { token: admin, query: { courseCode, onlineType } });
  const addChapter = (courseCode: string) =>
    server.deps.db.insertInto('trainCourseChapter').values({ courseCode, title: '第一章 安全用电基础', sort: 1, materialId: null, trial: 1, duration: 1800 }).execute();

  beforeAll(async () => {
    admin = await server.login();
    cover = await uploadLicense(server, admin);
    const labels = await server.call(labelApi.getLabels, { token: admin, query: { labelType: 1 } });
    onlineLabel = Object.fromEntries(labels.json.data.map((l) => [l.labelName, l.labelCode]));
    company = await passedCompany(server, admin, 501);
  });

  it('adds a course for review, sanitises its introduction and records the submission', async () => {
    const courseCode = await add();
    const course = await info(courseCode);
    expect(course).toMatchObject({
      courseName: '电工上岗证培训',
      courseType: 2,
      courseNature: 1,
      occupationCode: '6-18',
      skillLevel: 1,
      price: 128_000,
      classHours: 48,
      countyName: '新郑市',
      formCode: 'FORM-2026-001',
      approveType: 0,
      onlineType: 2,
      creatorName: '系统管理员',
    });
    expect(course.introduction).toContain('低压电工作业安全技术培训');
    expect(course.introduction).not.toContain('script');
    expect(course.coverUrl).toContain(cover);
    expect(course.reviews).toMatchObject([{ actionName: '提交审核', fromState: null, toState: 0, operatorName: '系统管理员' }]);
  });

  it('refuses a bad form with the field named (400) and an organisation not passed (409)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ courseName: '' }, '请输入课程名称'],
      [{ courseType: 3 }, '课程类型取值应为 1、2 之一'],
      [{ courseNature: 2 }, '机构课程请选择所属机构'],
      [{ occupationCode: undefined }, '请选择所属职业'],
      [{ skillLevel: undefined }, '请选择技能等级'],
      [{ price: 12.5 }, '课程价格应为整数（分）'],
      [{ applyEndTime: `${dayFromNow(-2)} 09:00:00` }, '报名结束时间须晚于报名开始时间'],
      [{ coverKey: 'image/202601/00000000000000000000000000000000.png' }, '课程封面图片不存在，请重新上传'],
      [{ occupationCode: '6' }, '所属职业请选择“生产制造及有关人员”下的具体职业'],
      [{ labelCodes: ['no-such-label'] }, '课程标签“no-such-label”不存在'],
      [{ courseNature: 2, cmpyCode: 'no-such-company' }, '所属机构不存在'],
    ];
    for (const [overrides, message] of cases) {
      const res = await server.call(courseApi.addBDCourse, { token: admin, body: form(overrides) });
      expect([res.status, res.json.msg], message).toEqual([400, message]);
    }
    // A 自定义课程 needs no occupation, and a 机构课程 of a passed company is its organisation's.
    const custom = await add({ courseNature: 3, occupationCode: undefined, skillLevel: undefined, courseName: '社区养老护理公益课' });
    expect((await info(custom)).occupationCode).toBe('');
    const org = await add({ courseNature: 2, cmpyCode: company.cmpyCode, courseName: '数控车床操作（机构）' });
    expect((await info(org)).cmpyName).toBe(company.cmpyName);
  });

  it('reviews, puts online, refuses an edit while online, and keeps the history in order', async () => {
    const courseCode = await add({ courseName: '焊工（初级）培训' });
    const rejected = await review([courseCode], 2, '课程介绍过于简单');
    expect(rejected.status, rejected.json.msg).toBe(200);
    expect((await info(courseCode)).approveType).toBe(2);
    expect((await online(courseCode, 1)).json.msg).toBe('课程当前为“已驳回”状态，不能上线');
    const edited = await server.call(courseApi.saveCourseInfo, { token: admin, body: { courseCode, ...form({ courseName: '焊工（初级）培训班' }) } });
    expect(edited.status, edited.json.msg).toBe(200);
    expect(edited.json.data.approveType).toBe(0);
    expect((await review([courseCode], 5)).status).toBe(200);
    const up = await online(courseCode, 1);
    expect([up.status, up.json.msg]).toEqual([200, '上线成功']);
    expect(up.json.data).toMatchObject({ approveType: 1, onlineType: 1 });
    const refresh = await server.call(courseApi.refreshCourse, { token: admin, query: { courseCode } });
    expect(refresh.json.data.approveType).toBe(1);
    const whileOnline = await server.call(courseApi.saveCourseInfo, { token: admin, body: { courseCode, ...form() } });
    expect([whileOnline.status, whileOnline.json.msg]).toEqual([409, '课程当前为“已上线”状态，请先下线再编辑']);
    const del = await server.call(courseApi.delByCourseCode, { token: admin, query: { courseCode } });
    expect([del.status, del.json.msg]).toEqual([409, '课程当前为“已上线”状态，不能删除']);
    const down = await online(courseCode, 2);
    expect([down.status, down.json.msg]).toEqual([200, '下线成功']);
    expect(down.json.data).toMatchObject({ approveType: 4, onlineType: 2 });
    const forced = await review([courseCode], 9, '培训资质过期');
    expect(forced.status, forced.json.msg).toBe(200);
    const course = await info(courseCode);
    expect(course).toMatchObject({ approveType: 9, onlineType: 2, rejectDesc: '培训资质过期', courseName: '焊工（初级）培训班' });
    expect(course.reviews.map((r) => [r.actionName, r.fromState, r.toState, r.reason])).toEqual([
      ['提交审核', null, 0, ''],
      ['审核驳回', 0, 2, '课程介绍过于简单'],
      ['编辑', 2, 0, ''],
      ['审核通过', 0, 5, ''],
      ['上线', 5, 1, ''],
      ['刷新', 1, 1, ''],
      ['下线', 1, 4, ''],
      ['强制下线', 4, 9, '培训资质过期'],
    ]);
    const gone = await server.call(courseApi.delByCourseCode, { token: admin, query: { courseCode } });
    expect([gone.status, gone.json.msg]).toEqual([200, '删除成功']);
    expect((await server.call(courseApi.getBDCourseInfo, { token: admin, query: { courseCode } })).status).toBe(404);
  });

  it('refuses 上线 after the application period and a pass of a 线上课程 without chapters', async () => {
    const past = await add({ courseName: '叉车司机培训（往期）', applyBeginTime: `${dayFromNow(-30)} 09:00:00`, applyEndTime: `${dayFromNow(-1)} 18:00:00` });
    await review([past], 5);
    const late = await online(past, 1);
    expect(late.status).toBe(409);
    expect(late.json.msg).toContain('课程报名已于');
    expect((await info(past)).approveType).toBe(5);

    const video = await add({ courseType: 1, courseName: '电子商务直播运营', labelCodes: Object.values(onlineLabel).slice(0, 1) });
    const bare = await review([video], 5);
    expect([bare.status, bare.json.msg]).toEqual([409, '以下线上课程还没有章节，不能审核通过：电子商务直播运营']);
    expect((await info(video)).approveType).toBe(0);
    await addChapter(video);
    expect((await review([video], 5)).status).toBe(200);
    expect((await info(video)).chapterCount).toBe(1);
  });

  it('moves a batch all or nothing: a missing code is 404, a course that cannot move 409, and nothing moves', async () => {
    const a = await add({ courseName: '育婴员培训' });
    const b = await add({ courseName: '中式烹调师培训' });
    const c = await add({ courseName: '美容师培训' });
    await review([c], 2, '封面不清晰');
    const missing = await review([a, 'no-such-course'], 5);
    expect([missing.status, missing.json.msg]).toEqual([404, '以下课程不存在：no-such-course']);
    const blocked = await review([a, b, c], 5);
    expect([blocked.status, blocked.json.msg]).toEqual([409, '以下课程当前状态不允许审核通过：美容师培训（已驳回）']);
    expect((await info(a)).approveType).toBe(0);
    expect((await info(b)).approveType).toBe(0);
    const passed = await review([a, b], 5);
    expect(passed.json.data).toEqual({ count: 2, approveType: 5 });
    const noReason = await review([a], 9);
    expect([noReason.status, noReason.json.msg]).toEqual([400, '请填写强制下线原因']);
    const tooMany = await review(Array.from({ length: 101 }, (_, i) => `c${i}`), 5);
    expect([tooMany.status, tooMany.json.msg]).toEqual([400, '课程编号：一次最多处理100门课程']);
  });

  it('counts by state under the filters, per type, and per organisation', async () => {
    const counts = async (query: Record<string, unknown> = {}) => {
      const res = await server.call(courseApi.getCountByState, { token: admin, query });
      expect(res.status, res.json.msg).toBe(200);
      return Object.fromEntries(res.json.data.map((r) => [r.label, r.count]));
    };
    const before = await counts();
    expect(Object.keys(before)).toEqual(['审核中', '已驳回', '已通过', '已上线', '已下线', '强制下线']);
    await add({ courseName: '计数用课程', price: 0 });
    const after = await counts();
    expect(after['审核中']).toBe(before['审核中'] + 1);
    const free = await counts({ endPrice: 0 });
    expect(free['审核中']).toBe(1);
    const onlineOnly = await counts({ courseType: 1 });
    expect(onlineOnly['已通过']).toBe(1);
    const list = await server.call(courseApi.getBDCourseList, { token: admin, query: { approveType: 0, endPrice: 0 } });
    expect(list.json.data.records.map((r) => r.courseName)).toEqual(['计数用课程']);
    const byCompany = await server.call(courseApi.countByCompany, { token: admin, query: { cmpyCode: company.cmpyCode } });
    expect(byCompany.json.data.find((r) => r.approveType === 0)?.count).toBe(1);
  });

  it('线上课程 endpoints see courseType 1 only, and 下线/审核 work there', async () => {
    const body = { ...form({ courseName: 'Python 数据分析入门' }) } as Record<string, unknown>;
    delete body.courseType;
    const added = await server.call(courseApi.addOnlineCourse, { token: admin, body });
    expect(added.status, added.json.msg).toBe(200);
    const courseCode = added.json.data.courseCode;
    await addChapter(courseCode);
    const checked = await server.call(courseApi.checkOnlineCourse, { token: admin, query: { courseCode, approveType: 5 } });
    expect([checked.status, checked.json.data.approveType]).toEqual([200, 5]);
    const again = await server.call(courseApi.checkOnlineCourse, { token: admin, query: { courseCode, approveType: 5 } });
    expect([again.status, again.json.msg]).toEqual([409, '课程当前为“已通过”状态，不能审核通过']);
    await online(courseCode, 1);
    const down = await server.call(courseApi.downLineCourse, { token: admin, query: { courseCode } });
    expect([down.status, down.json.msg, down.json.data.approveType]).toEqual([200, '下线成功', 4]);
    const list = await server.call(courseApi.getOnlineCourseList, { token: admin, query: { pageSize: 100 } });
    expect(list.json.data.records.every((r) => r.courseType === 1)).toBe(true);
    expect(list.json.data.records.map((r) => r.courseName)).toContain('Python 数据分析入门');
    const offline = await add({ courseName: '线下面点师培训' });
    const notHere = await server.call(courseApi.getOnlineCourseInfo, { token: admin, query: { courseCode: offline } });
    expect([notHere.status, notHere.json.msg]).toEqual([404, '课程不存在']);
    const delOffline = await server.call(courseApi.delOnlineCourse, { token: admin, query: { courseCode: offline } });
    expect(delOffline.status).toBe(404);
    const del = await server.call(courseApi.delOnlineCourse, { token: admin, query: { courseCode } });
    expect(del.status, del.json.msg).toBe(200);
  });

  it('forces a course offline only for a holder of 课程审核:强制下线 (403 otherwise, nothing moves)', async () => {
    const courseCode = await add({ courseName: '茶艺师培训班' });
    const codes = [perm.train.course.list.list, perm.train.course.approval.list, perm.train.course.approval.review];
    const reviewer = await userWithCodes(server, admin, 'coursereviewer', '课程审核员', codes);
    const passed = await server.call(courseApi.updateBDCourseState, { token: reviewer.token, body: { courseCodes: [courseCode], approveType: 5 } });
    expect(passed.status, passed.json.msg).toBe(200);
    const forced = await server.call(courseApi.updateBDCourseState, { token: reviewer.token, body: { courseCodes: [courseCode], approveType: 9, rejectDesc: '资质过期' } });
    expect(forced.status).toBe(403);
    expect((await info(courseCode)).approveType).toBe(5);
    expect((await review([courseCode], 9, '资质过期')).status).toBe(200);
  });

  it('takes a course offline from 课程列表 only for a holder of 课程列表:下线', async () => {
    const courseCode = await add({ courseName: '中式面点师培训班' });
    await review([courseCode], 5);
    const operator = await userWithCodes(server, admin, 'courseonline', '上线专员', [perm.train.course.list.list, perm.train.course.list.online]);
    const up = await server.call(courseApi.changeOnlineType, { token: operator.token, query: { courseCode, onlineType: 1 } });
    expect([up.status, up.json.msg]).toEqual([200, '上线成功']);
    const down = await server.call(courseApi.changeOnlineType, { token: operator.token, query: { courseCode, onlineType: 2 } });
    expect(down.status).toBe(403);
    expect((await info(courseCode)).approveType).toBe(1);
  });

  it('keeps a label a course carries: 标签管理 refuses to delete it (409 naming the count)', async () => {
    const [labelName, labelCode] = Object.entries(onlineLabel)[0];
    await add({ courseType: 1, courseName: '家政服务员培训', labelCodes: [labelCode] });
    const refused = await server.call(trainLabelApi.delLabel, { token: admin, body: { labelCode } });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toMatch(new RegExp(`^标签“${labelName}”已被\\d+门课程使用，不能删除$`));
    const still = await server.call(labelApi.getLabels, { token: admin, query: { labelType: 1 } });
    expect(still.json.data.map((l) => l.labelCode)).toContain(labelCode);
  });
});
