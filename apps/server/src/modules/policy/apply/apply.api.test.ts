import { exportHeaders, perm, policyApplyApi, XLSX_MEDIA_TYPE } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { applyContentFor, idNumberFor, monthFromNow, receive, submittedProject, timeFromNow } from '../../../test/policy-fixtures.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { readWorkbook, rowsOf } from '../../../test/xlsx.js';

describe.each(DIALECTS)('policy applications (政策申请审核) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let project: string;
  let reviewer: { token: string };
  let officer: { token: string };

  beforeAll(async () => {
    admin = await server.login();
    project = await submittedProject(server, admin, { projectName: '灵活就业人员社会保险补贴' });
    reviewer = await userWithCodes(server, admin, 'policyreviewer', '政策审核员甲', [perm.policy.apply.list, perm.policy.apply.review]);
    officer = await userWithCodes(server, admin, 'policyofficer', '政策主管', [perm.policy.apply.list, perm.policy.apply.viewSensitive]);
  });

  async function list(body: Record<string, unknown> = {}, token = admin) {
    const res = await server.call(policyApplyApi.getList, { token, body: { pageNum: 1, pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return policyApplyApi.getList.response.parse(res.json.data);
  }
  async function counts(body: Record<string, unknown> = {}) {
    const res = await server.call(policyApplyApi.getStateCount, { token: admin, body });
    expect(res.status, res.json.msg).toBe(200);
    return Object.fromEntries(policyApplyApi.getStateCount.response.parse(res.json.data).map((c) => [c.label, [c.stateNumber, c.totalSubsidyFee]]));
  }
  async function detail(applyId: string, token = admin) {
    const res = await server.call(policyApplyApi.getDetail, { token, query: { applyId } });
    expect(res.status, res.json.msg).toBe(200);
    return policyApplyApi.getDetail.response.parse(res.json.data);
  }
  const review = (body: Record<string, unknown>, token = admin) => server.call(policyApplyApi.updateState, { token, body: body as never });
  const refusal = async (content: ReturnType<typeof applyContentFor>, projectCode = project) => {
    try {
      await receive(server, projectCode, content);
    } catch (error) {
      return (error as Error).message;
    }
    return 'received';
  };

  it('refuses bad applyContent naming the field, and applications outside a submitted project window', async () => {
    expect(await refusal(applyContentFor(500, { name: '王' }))).toContain('姓名');
    expect(await refusal(applyContentFor(500, { idcard: '410184198503010011' }))).toContain('身份证号');
    expect(await refusal(applyContentFor(500, { phone: '1381234567' }))).toBe('联系电话应为11位手机号');
    expect(await refusal(applyContentFor(500, { bankcardid: '6222020000000001' }))).toBe('银行卡号校验不通过，请核对');
    expect(await refusal(applyContentFor(500, { district: '410181' }))).toBe('所属区县不在该补贴项目的覆盖区县内');
    expect(await refusal(applyContentFor(500, { district: '410199' }))).toBe('所属区县不存在');
    expect(await refusal(applyContentFor(500, { jobSituation: '9' }))).toBe('就业情况不在字典中');
    expect(await refusal(applyContentFor(500, { applyPersonType: '1' }))).toBe('申请人类别为就业困难人员时，请选择就业困难人员类别');
    expect(await refusal(applyContentFor(500, { personDifficultType: '2' }))).toBe('申请人类别不是就业困难人员时，不应填写就业困难人员类别');
    expect(await refusal(applyContentFor(500, { monthStart: monthFromNow(0), monthEnd: monthFromNow(-1) }))).toBe('结束月份不能早于开始月份');
    expect(await refusal(applyContentFor(500, { monthStart: monthFromNow(-12), monthEnd: monthFromNow(0) }))).toBe('结束月份与开始月份相隔不能超过12个月');
    expect(await refusal(applyContentFor(500, { monthStart: monthFromNow(0), monthEnd: monthFromNow(1) }))).toBe('结束月份不能晚于提交月份');
    expect(await refusal(applyContentFor(500, { oldSubsidyFee: 90000.5, totalSubsidyFee: 126000.5 }))).toContain('养老保险补贴金额应为以分计的整数');
    expect(await refusal(applyContentFor(500, { isOldSubsidyFeeApply: 0, isMedicalSubsidyFeeApply: 0, oldSubsidyFee: 0, medicalSubsidyFee: 0, totalSubsidyFee: 0 }))).toBe('请至少申请一项补贴（养老保险补贴或医疗保险补贴）');
    expect(await refusal(applyContentFor(500, { isOldSubsidyFeeApply: 0, totalSubsidyFee: 126000 }))).toBe('未申请养老保险补贴时，养老保险补贴金额应为0');
    expect(await refusal(applyContentFor(500, { oldPayFee: 80000 }))).toBe('养老保险补贴金额（900.00元）不能超过养老保险缴费金额（800.00元）');
    // 3 months of 300 元 is 900 元.
    expect(await refusal(applyContentFor(500, { oldPayFee: 200000, oldSubsidyFee: 90001, totalSubsidyFee: 126001 }))).toBe('养老保险补贴金额（900.01元）不能超过补贴标准乘以月数（900.00元）');
    expect(await refusal(applyContentFor(500, { totalSubsidyFee: 126001 }))).toBe('补贴总金额应等于养老保险补贴金额与医疗保险补贴金额之和');
    expect(await refusal(applyContentFor(500, { remark: '备'.repeat(201) }))).toContain('备注');
    try {
      await receive(server, project, applyContentFor(500), timeFromNow(-20));
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('不在申报时间内');
    }
    expect((await list()).total).toBe(0);
  });

  it('lists applications newest first, masked without viewSensitive, counts states with their amounts', async () => {
    const a = await receive(server, project, applyContentFor(1, { name: '王芳' }), timeFromNow(-3));
    const b = await receive(server, project, applyContentFor(2, { name: '李强', district: '410122', phone: '13912345678', isMedicalSubsidyFeeApply: 0, medicalSubsidyFee: 0, totalSubsidyFee: 90000 }), timeFromNow(-2));
    const c = await receive(server, project, applyContentFor(3, { name: '张敏', applyPersonType: '1', personDifficultType: '3' }), timeFromNow(-1));
    // The reviewer lacks viewSensitive: numbers come masked.
    const page = await list({}, reviewer.token);
    expect(page.records.map((r) => r.applyId)).toEqual([c, b, a]);
    expect(page.records[2]).toMatchObject({ name: '王芳', idcard: '410184********' + idNumberFor(1).slice(-4), phone: '138****5678', districtName: '新郑市', projectName: '灵活就业人员社会保险补贴', totalSubsidyFee: 126000, applyState: 1, duplicate: 0 });
    const whole = await list({}, officer.token);
    expect(whole.records[2].idcard).toBe(idNumberFor(1));
    expect(whole.records[2].phone).toBe('13812345678');
    expect((await list({ name: '李' })).records.map((r) => r.applyId)).toEqual([b]);
    expect((await list({ idcard: idNumberFor(3) })).records.map((r) => r.applyId)).toEqual([c]);
    expect((await list({ district: '410122' })).records.map((r) => r.applyId)).toEqual([b]);
    expect((await list({ applyPersonType: '1' })).records.map((r) => r.applyId)).toEqual([c]);
    expect((await list({ monthFrom: monthFromNow(1) })).total).toBe(0);
    expect(await counts()).toEqual({ 审核中: [3, 342000], 已通过: [0, 0], 已驳回: [0, 0] });
    expect(await counts({ district: '410184', applyState: 2 })).toEqual({ 审核中: [2, 252000], 已通过: [0, 0], 已驳回: [0, 0] });
  });

  it('passes and rejects, records 审核记录, refuses illegal moves with the machine sentence', async () => {
    const [c, b, a] = (await list()).records.map((r) => r.applyId);
    const noReason = await review({ applyId: b, applyState: 3, rejectDesc: '否' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.msg).toContain('驳回原因');
    const passed = await review({ applyId: a, applyState: 2 }, reviewer.token);
    expect(passed.status, passed.json.msg).toBe(200);
    const rejected = await review({ applyId: b, applyState: 3, rejectDesc: '银行卡户名与申请人姓名不一致' });
    expect(rejected.status, rejected.json.msg).toBe(200);
    expect(await counts()).toEqual({ 审核中: [1, 126000], 已通过: [1, 126000], 已驳回: [1, 90000] });
    const again = await review({ applyId: a, applyState: 3, rejectDesc: '重复审核' });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('政策申请当前为“已通过”状态，不能驳回');
    expect((await review({ applyId: b, applyState: 2 })).json.msg).toBe('政策申请当前为“已驳回”状态，不能通过');

    const shown = await detail(b, reviewer.token);
    expect(shown.record).toMatchObject({ applyState: 3, rejectDesc: '银行卡户名与申请人姓名不一致', verifyName: '系统管理员' });
    expect(shown.records.map((r) => [r.action, r.reason, r.operatorName])).toEqual([['提交', '', '李强'], ['驳回', '银行卡户名与申请人姓名不一致', '系统管理员']]);
    expect(shown.fields.find((f) => f.key === 'oldSubsidyFee')).toEqual({ key: 'oldSubsidyFee', label: '养老保险补贴金额', value: '900.00元' });
    expect(shown.fields.find((f) => f.key === 'district')?.value).toBe('中牟县');
    expect(shown.fields.find((f) => f.key === 'jobSituation')?.value).toBe('灵活就业');
    expect(shown.fields.find((f) => f.key === 'bankcardid')?.value).toMatch(/^6222 \*\*\*\* \*\*\*\* \d{4}$/);
    expect(shown.fields.find((f) => f.key === 'phone')?.value).toBe('139****5678');
    expect(shown.project.projectCode).toBe(project);
    expect((await detail(b, officer.token)).fields.find((f) => f.key === 'bankcardid')?.value).toMatch(/^622202\d{10}$/);
    expect((await detail(c)).fields.find((f) => f.key === 'personDifficultType')?.value).toBe('残疾人');
    expect((await detail(a)).records.map((r) => [r.action, r.operatorName])).toEqual([['提交', '王芳'], ['通过', '政策审核员甲']]);
  });

  it('flags 疑似重复 and refuses to pass one while the other is 审核中 or 已通过', async () => {
    const first = (await list({ name: '王芳' })).records[0];
    // The same person, overlapping months, the same kind: 疑似重复 with the passed one.
    const twin = await receive(server, project, applyContentFor(1, { name: '王芳', monthStart: monthFromNow(-1), monthEnd: monthFromNow(0), oldSubsidyFee: 50000, isMedicalSubsidyFeeApply: 0, medicalSubsidyFee: 0, totalSubsidyFee: 50000 }));
    // Only medical, months not overlapping the first: not a duplicate.
    const other = await receive(server, project, applyContentFor(1, { name: '王芳', monthStart: monthFromNow(-5), monthEnd: monthFromNow(-3), isOldSubsidyFeeApply: 0, oldSubsidyFee: 0, totalSubsidyFee: 36000 }));
    // Each of the two is the other's duplicate; the medical-only one is not.
    expect((await list({ duplicate: 1 })).records.map((r) => r.applyId)).toEqual([twin, first.applyId]);
    expect((await list({ duplicate: 0, name: '王芳' })).records.map((r) => r.applyId)).toEqual([other]);
    const shown = await detail(twin);
    expect(shown.record.duplicate).toBe(1);
    expect(shown.duplicates).toEqual([expect.objectContaining({ applyId: first.applyId, monthStart: monthFromNow(-2), monthEnd: monthFromNow(0), applyState: 2 })]);
    const refused = await review({ applyId: twin, applyState: 2 });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe(`政策申请疑似重复，不能通过：王芳（与申请 ${first.applyId}，${monthFromNow(-2)} 至 ${monthFromNow(0)}，已通过）`);
    expect((await review({ applyId: other, applyState: 2 })).status).toBe(200);
    expect((await review({ applyId: twin, applyState: 3, rejectDesc: '申报月份已享受同类补贴' })).status).toBe(200);
  });

  it('reviews a batch all or nothing, naming the refused rows', async () => {
    const ids: string[] = [];
    for (let n = 10; n < 14; n++) ids.push(await receive(server, project, applyContentFor(n, { name: `批量${'甲乙丙丁'[n - 10]}` })));
    const passedOne = await review({ applyId: ids[0], applyState: 2 });
    expect(passedOne.status).toBe(200);
    const before = await counts();
    const refused = await review({ applyIds: ids, applyState: 3, rejectDesc: '材料不全' });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('以下政策申请当前状态不允许驳回：批量甲（已通过）');
    expect(await counts()).toEqual(before);
    const missing = await review({ applyIds: [...ids.slice(1), 'nosuchapplication'], applyState: 2 });
    expect(missing.status).toBe(404);
    expect(missing.json.msg).toBe('以下政策申请不存在：nosuchapplication');
    const batch = await review({ applyIds: ids.slice(1), applyState: 2 });
    expect(batch.status, batch.json.msg).toBe(200);
    expect(batch.json.data).toEqual({ applyState: 2, count: 3 });
    expect((await list({ applyState: 2 })).records.filter((r) => r.name.startsWith('批量'))).toHaveLength(4);
    const tooMany = await review({ applyIds: Array.from({ length: 501 }, (_, i) => `x${i}`), applyState: 2 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.msg).toContain('一次最多审核500条申请');
  });

  it('needs the review button (403) and the list right to read', async () => {
    const anyId = (await list()).records[0].applyId;
    expect((await review({ applyId: anyId, applyState: 2 }, officer.token)).status).toBe(403);
  });

  it('exports the list under its filter (导出 code needed), masked without viewSensitive and inside the caller’s county', async () => {
    const exportOf = async (token: string, body: Record<string, unknown> = {}) => {
      const res = await server.call(policyApplyApi.getList, { token, body: { pageNum: 1, pageSize: 10, ...body }, headers: { accept: XLSX_MEDIA_TYPE } });
      return { status: res.status, rows: res.status === 200 ? rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]) : [] };
    };
    const exporter = await userWithCodes(server, admin, 'policyexporter', '政策导出员', [perm.policy.apply.list, perm.policy.apply.export]);
    const zhongmou = await userWithCodes(server, admin, 'policyexportzm', '中牟政策导出员', [perm.policy.apply.list, perm.policy.apply.export], '410122');
    expect((await exportOf(reviewer.token)).status).toBe(403);

    // Every row of the tab, not a page of them, in the list's order.
    const passed = await list({ applyState: 2 });
    expect(passed.total).toBeGreaterThan(1);
    const { status, rows } = await exportOf(exporter.token, { applyState: 2 });
    expect(status).toBe(200);
    expect(rows[0]).toEqual(exportHeaders(policyApplyApi.getList.export!.labels));
    const at = (header: string) => rows[0].indexOf(header);
    expect(rows.slice(1).map((row) => row[at('申请编号')])).toEqual(passed.records.map((r) => r.applyId));
    const first = rows[1];
    expect(first[at('申请状态')]).toBe('已通过');
    // Masked for someone without viewSensitive; the amount in yuan as the list shows it.
    expect(first[at('身份证号')]).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    expect(first[at('联系电话')]).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(first[at('补贴总金额')]).toBe((passed.records[0].totalSubsidyFee / 100).toFixed(2));
    expect(first[at('申请月份')]).toBe(`${passed.records[0].monthStart} 至 ${passed.records[0].monthEnd}`);

    // A 中牟县 user's file holds 中牟县's applications only.
    const inZhongmou = await list({ district: '410122' });
    expect(inZhongmou.total).toBeGreaterThan(0);
    const county = await exportOf(zhongmou.token);
    expect(county.rows.slice(1).map((row) => row[at('申请编号')])).toEqual(inZhongmou.records.map((r) => r.applyId));
    expect(county.rows.slice(1).every((row) => row[at('所属区县')] === '中牟县')).toBe(true);
  });
});
