import { collegeApi, COLLEGE_APPROVE_TYPES, perm } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { submitCollege } from './college.service.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { addStudents, appliedCollege, collegeApplication, studentOf } from '../../../test/college-fixtures.js';

const { pending, passed, rejected } = COLLEGE_APPROVE_TYPES;

describe.each(DIALECTS)('院校审核 on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  /** Holds 院校管理's list and review codes only. */
  let reviewer: string;
  let serial = 100;
  const next = () => (serial += 1);

  beforeAll(async () => {
    admin = await server.login();
    reviewer = (await userWithCodes(server, admin, 'collegereviewer', '院校审核员', [perm.school.college.code, perm.school.college.list, perm.school.college.review])).token;
  });

  const list = async (body: Record<string, unknown> = {}) => {
    const res = await server.call(collegeApi.queryCollegeList, { token: reviewer, body: { pageNum: 1, pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return collegeApi.queryCollegeList.response.parse(res.json.data);
  };
  const check = (body: Record<string, unknown>, token = reviewer) => server.call(collegeApi.checkCollege, { token, body });

  it('passes and rejects pending colleges, the tab counts following each decision, the decision written on the 入驻申请', async () => {
    const name = `审核流程${next()}`;
    const a = await appliedCollege(server.deps.db, serial, { collegeName: `${name}甲学院` });
    const b = await appliedCollege(server.deps.db, next(), { collegeName: `${name}乙学院`, schoolCode: String(4_100_000_000 + serial) });
    const before = await list({ collegeName: name });
    expect(before.counts).toEqual([{ approveType: 1, couNum: 2 }, { approveType: 2, couNum: 0 }, { approveType: 3, couNum: 0 }]);
    expect((await list({ collegeName: name, approveType: pending })).records.map((r) => r.collegeCode).sort()).toEqual([a, b].sort());

    const ok = await check({ collegeCode: a, approveType: passed });
    expect(ok.status, ok.json.msg).toBe(200);
    expect(ok.json.data).toEqual({ collegeCode: a, approveType: passed });
    const no = await check({ collegeCode: b, approveType: rejected, rejectDesc: '办学许可证图片不清晰' });
    expect(no.status, no.json.msg).toBe(200);
    const after = await list({ collegeName: name });
    expect(after.counts).toEqual([{ approveType: 1, couNum: 0 }, { approveType: 2, couNum: 1 }, { approveType: 3, couNum: 1 }]);
    expect(after.total).toBe(2);
    const rejectedRow = (await list({ collegeName: name, approveType: rejected })).records[0];
    expect(rejectedRow).toMatchObject({ collegeCode: b, rejectDesc: '办学许可证图片不清晰', checkerName: '院校审核员' });
    expect(rejectedRow.checkTime).not.toBeNull();

    const applies = await server.call(collegeApi.queryCollegeApply, { token: reviewer, body: { collegeCode: b, pageNum: 1, pageSize: 10 } });
    expect(applies.status).toBe(200);
    const records = collegeApi.queryCollegeApply.response.parse(applies.json.data).records;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ sequence: 1, approveType: rejected, rejectDesc: '办学许可证图片不清晰', checkerName: '院校审核员' });
    expect(records[0].snapshot.collegeName).toBe(`${name}乙学院`);
  });

  it('refuses a review from 已通过 or 已驳回 (409), a rejection without a reason or with one over 200 characters (400), an unknown college (404)', async () => {
    const a = await appliedCollege(server.deps.db, next());
    const b = await appliedCollege(server.deps.db, next());
    expect((await check({ collegeCode: a, approveType: passed })).status).toBe(200);
    expect((await check({ collegeCode: b, approveType: rejected, rejectDesc: '材料不全' })).status).toBe(200);

    const again = await check({ collegeCode: a, approveType: rejected, rejectDesc: '再审' });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('院校当前为“已通过”状态，不能审核');
    const fromRejected = await check({ collegeCode: b, approveType: passed });
    expect(fromRejected.status).toBe(409);
    expect(fromRejected.json.msg).toBe('院校当前为“已驳回”状态，不能审核');

    const c = await appliedCollege(server.deps.db, next());
    const noReason = await check({ collegeCode: c, approveType: rejected });
    expect(noReason.status).toBe(400);
    expect(noReason.json.msg).toContain('驳回时请填写驳回原因');
    const tooLong = await check({ collegeCode: c, approveType: rejected, rejectDesc: '长'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.msg).toContain('驳回原因');
    const badType = await check({ collegeCode: c, approveType: 1 });
    expect(badType.status).toBe(400);
    expect(badType.json.msg).toContain('审核结果');
    const unknown = await check({ collegeCode: 'x'.repeat(32), approveType: passed });
    expect(unknown.status).toBe(404);
    expect(unknown.json.msg).toBe('院校不存在');
    expect((await server.call(collegeApi.queryCollegeInfo, { token: reviewer, params: { collegeCode: 'x'.repeat(32) } })).status).toBe(404);
  });

  it('keeps every 入驻申请: a rejected college resubmits (→ 待审核, a new record), and the history grows with each decision', async () => {
    const code = await appliedCollege(server.deps.db, next());
    expect((await check({ collegeCode: code, approveType: rejected, rejectDesc: '缺少专业备案材料' })).status).toBe(200);
    await submitCollege(server.deps.db, collegeApplication(serial, { introduction: '已补充专业备案材料' }), { collegeCode: code });
    const waiting = await server.call(collegeApi.queryCollegeInfo, { token: reviewer, params: { collegeCode: code } });
    expect(waiting.status).toBe(200);
    const detail = collegeApi.queryCollegeInfo.response.parse(waiting.json.data);
    expect(detail).toMatchObject({ approveType: pending, rejectDesc: '', checkerName: '', checkTime: null, introduction: '已补充专业备案材料' });
    expect(detail.applies.map((a) => [a.sequence, a.approveType])).toEqual([[2, pending], [1, rejected]]);
    // A passed college cannot resubmit: its review is final here.
    expect((await check({ collegeCode: code, approveType: passed })).status).toBe(200);
    await expect(submitCollege(server.deps.db, collegeApplication(serial), { collegeCode: code })).rejects.toMatchObject({ status: 409, message: '院校当前为“已通过”状态，不能重新提交' });
    const history = await server.call(collegeApi.queryCollegeApply, { token: reviewer, body: { collegeCode: code, pageNum: 1, pageSize: 10 } });
    const records = collegeApi.queryCollegeApply.response.parse(history.json.data).records;
    expect(records.map((r) => [r.sequence, r.approveType, r.rejectDesc])).toEqual([[2, passed, ''], [1, rejected, '缺少专业备案材料']]);
    // The 申请记录 tab filters by decision.
    const decided = await server.call(collegeApi.queryCollegeApply, { token: reviewer, body: { approveType: rejected, collegeName: `测试${serial}号`, pageNum: 1, pageSize: 10 } });
    expect(collegeApi.queryCollegeApply.response.parse(decided.json.data).records.map((r) => r.sequence)).toEqual([1]);
  });

  it('answers the detail: specialties with their category, student totals, 入驻申请 history', async () => {
    const code = await appliedCollege(server.deps.db, next());
    expect((await check({ collegeCode: code, approveType: passed })).status).toBe(200);
    await addStudents(server.deps.db, [
      studentOf(code, 1, { jobStatus: 1, employer: '郑州宇通客车股份有限公司', industryCode: 'C' }),
      studentOf(code, 2),
      studentOf(code, 3, { enrolYear: 2024, graduateYear: 2027, schoolStatus: 1 }),
    ]);
    const res = await server.call(collegeApi.queryCollegeInfo, { token: reviewer, params: { collegeCode: code } });
    expect(res.status, res.json.msg).toBe(200);
    const detail = collegeApi.queryCollegeInfo.response.parse(res.json.data);
    expect(detail.specialties.map((s) => [s.specialtyName, s.categoryName])).toEqual([
      ['机械制造及自动化', '装备制造大类'],
      ['软件技术', '电子与信息大类'],
      ['电子商务', '财经商贸大类'],
    ]);
    expect(detail.students).toEqual({ total: 3, reading: 1, graduated: 2, employed: 1 });
    expect(detail).toMatchObject({ countyName: '新郑市', approveType: passed, logoUrl: null, licenseUrl: null });
    expect(detail.applies).toHaveLength(1);
  });

  it('filters by name, type, 办学性质, region and apply time, the counts under the same filters', async () => {
    const tag = `筛选${next()}`;
    await appliedCollege(server.deps.db, serial, { collegeName: `${tag}技工学校`, collegeType: 4, runNature: 2 });
    await appliedCollege(server.deps.db, next(), { collegeName: `${tag}中专`, collegeType: 3, schoolCode: String(4_100_000_000 + serial) });
    expect((await list({ collegeName: tag, collegeType: 4 })).records.map((r) => r.collegeName)).toEqual([`${tag}技工学校`]);
    expect((await list({ collegeName: tag, runNature: 2 })).total).toBe(1);
    expect((await list({ collegeName: tag, regionCode: '410100' })).total).toBe(2);
    expect((await list({ collegeName: tag, regionCode: '410122' })).counts.every((c) => c.couNum === 0)).toBe(true);
    expect((await list({ collegeName: tag, beginTime: '2000-01-01', endTime: '2000-12-31' })).total).toBe(0);
    const bad = await server.call(collegeApi.queryCollegeList, { token: reviewer, body: { collegeType: 9 } });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('院校类型');
  });

  it('refuses the review to a user holding only the list (403)', async () => {
    const viewer = await userWithCodes(server, admin, 'collegeviewer', '院校查看员', [perm.school.college.code, perm.school.college.list]);
    const code = await appliedCollege(server.deps.db, next());
    const refused = await check({ collegeCode: code, approveType: passed }, viewer.token);
    expect(refused.status).toBe(403);
  });
});
