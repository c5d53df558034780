import { perm, subsidyApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { applyContentFor, receive, submittedProject, subsidyFormFor, timeFromNow } from '../../../test/policy-fixtures.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';

describe.each(DIALECTS)('subsidy projects (补贴项目) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  async function list(body: Record<string, unknown> = {}, token = admin) {
    const res = await server.call(subsidyApi.queryPageSubsidy, { token, body: { pageNum: 1, pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return subsidyApi.queryPageSubsidy.response.parse(res.json.data);
  }
  const find = async (projectCode: string) => (await list()).records.find((r) => r.projectCode === projectCode);
  const submit = (projectCode: string, state: 1 | 2) => server.call(subsidyApi.submitOrWithdrawSubsidy, { token: admin, query: { projectCode, state } });
  const hot = (projectCode: string, value: 0 | 1) => server.call(subsidyApi.manageHotSubsidy, { token: admin, body: { projectCode, hot: value } });

  it('saves a half-done draft, refuses 提交 naming the first missing field, then submits once complete', async () => {
    const added = await server.call(subsidyApi.addSubsidyProject, { token: admin, body: { projectName: '就业困难人员社会保险补贴', kinds: [1], oldStandard: 350.5 } });
    expect(added.status, added.json.msg).toBe(200);
    expect(added.json.msg).toBe('新增成功');
    const code = added.json.data.projectCode;
    expect(await find(code)).toMatchObject({ state: 0, kinds: [1], oldStandard: 350.5, medicalStandard: null, counties: [], reportPhase: null, hot: 0, applyCount: 0 });

    const refused = await submit(code, 1);
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe('请填写申请人类别后再提交');
    const info = await server.call(subsidyApi.getSubsidyProjectInfo, { token: admin, query: { projectCode: code } });
    expect(info.status).toBe(404);

    const edited = await server.call(subsidyApi.editSubsidyProject, {
      token: admin,
      body: { ...subsidyFormFor({ projectName: '就业困难人员社会保险补贴', guide: '<p>指南</p><script>alert(1)</script>' }), projectCode: code },
    });
    expect(edited.status, edited.json.msg).toBe(200);
    const submitted = await submit(code, 1);
    expect(submitted.status, submitted.json.msg).toBe(200);
    expect(submitted.json.msg).toBe('提交成功');
    const shown = subsidyApi.getSubsidyProjectInfo.response.parse((await server.call(subsidyApi.getSubsidyProjectInfo, { token: admin, query: { projectCode: code } })).json.data);
    expect(shown).toMatchObject({ state: 1, reportPhase: 2, kinds: [1, 2], oldStandard: 300, medicalStandard: 120, counties: ['410122', '410184'], countyNames: ['中牟县', '新郑市'] });
    expect(shown.guide).toBe('<p>指南</p>');

    // 已提交: 编辑, 删除 and a second 提交 are refused by the machine.
    const edit = await server.call(subsidyApi.editSubsidyProject, { token: admin, body: { ...subsidyFormFor(), projectCode: code } });
    expect(edit.status).toBe(409);
    expect(edit.json.msg).toBe('补贴项目当前为“已提交”状态，不能编辑');
    expect((await server.call(subsidyApi.deleteSubsidyProject, { token: admin, query: { projectCode: code } })).json.msg).toBe('补贴项目当前为“已提交”状态，不能删除');
    expect((await submit(code, 1)).json.msg).toBe('补贴项目当前为“已提交”状态，不能提交');
  });

  it('refuses bad forms naming the field', async () => {
    const bad = async (body: Record<string, unknown>) => (await server.call(subsidyApi.addSubsidyProject, { token: admin, body: { projectName: '测试补贴项目', ...body } as never })).json;
    expect((await bad({ counties: ['410100'] })).msg).toBe('覆盖区县不存在：410100');
    expect((await bad({ personTypes: ['9'] })).msg).toBe('申请人类别不存在：9');
    expect((await bad({ reportStart: '2025-05-01 00:00:00', reportEnd: '2025-04-01 00:00:00' })).msg).toContain('申报结束时间应晚于申报开始时间');
    expect((await bad({ oldStandard: 12.345 })).msg).toContain('养老保险补贴标准最多两位小数');
    expect((await bad({ projectName: '' })).code).toBe(400);
  });

  it('sets at most six hot projects, only submitted ones, and 撤回 clears 热门', async () => {
    const draft = (await server.call(subsidyApi.addSubsidyProject, { token: admin, body: subsidyFormFor({ projectName: '热门草稿项目' }) })).json.data.projectCode;
    const refused = await hot(draft, 1);
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('补贴项目当前为“草稿”状态，不能设为热门');
    const codes: string[] = [];
    for (let i = 0; i < 7; i++) codes.push(await submittedProject(server, admin, { projectName: `热门补贴项目${i}` }));
    const before = (await list({ hot: 1 })).total;
    for (const code of codes.slice(0, 6 - before)) expect((await hot(code, 1)).status).toBe(200);
    const seventh = await hot(codes[6], 1);
    expect(seventh.status).toBe(409);
    expect(seventh.json.msg).toBe('热门补贴项目最多6个，请先取消其他热门项目');
    expect((await list({ hot: 1 })).total).toBe(6);
    const withdrawn = await submit(codes[0], 2);
    expect(withdrawn.json.msg).toBe('撤回成功');
    expect(await find(codes[0])).toMatchObject({ state: 2, hot: 0 });
    expect((await hot(codes[6], 1)).status).toBe(200);
    expect((await submit(codes[0], 2)).json.msg).toBe('补贴项目当前为“已撤回”状态，不能撤回');
  });

  it('re-times the report window and filters by phase, county, name and state', async () => {
    const code = await submittedProject(server, admin, { projectName: '中牟县医疗保险补贴', counties: ['410122'], kinds: [2], oldStandard: null });
    const past = await server.call(subsidyApi.updateReportTime, { token: admin, body: { projectCode: code, reportStart: timeFromNow(-30), reportEnd: timeFromNow(-1) } });
    expect(past.status).toBe(400);
    expect(past.json.msg).toBe('已提交项目的申报结束时间不能早于当前时间');
    const reversed = await server.call(subsidyApi.updateReportTime, { token: admin, body: { projectCode: code, reportStart: timeFromNow(20), reportEnd: timeFromNow(10) } });
    expect(reversed.status).toBe(400);
    const later = await server.call(subsidyApi.updateReportTime, { token: admin, body: { projectCode: code, reportStart: timeFromNow(5), reportEnd: timeFromNow(40) } });
    expect(later.status, later.json.msg).toBe(200);
    expect((await list({ reportPhase: 1 })).records.map((r) => r.projectCode)).toContain(code);
    expect((await list({ reportPhase: 2 })).records.map((r) => r.projectCode)).not.toContain(code);
    expect((await list({ countyCode: '410122', projectName: '中牟县' })).records.map((r) => r.projectCode)).toEqual([code]);
    expect((await list({ countyCode: '410184', projectName: '中牟县' })).total).toBe(0);
    expect((await list({ state: 0 })).records.every((r) => r.state === 0)).toBe(true);
  });

  it('locks kinds and standards once applications exist, and refuses 删除 with the count', async () => {
    const code = await submittedProject(server, admin, { projectName: '已有申请的补贴项目' });
    await receive(server, code, applyContentFor(1));
    await receive(server, code, applyContentFor(2, { name: '李强' }));
    expect((await submit(code, 2)).status).toBe(200);
    const kinds = await server.call(subsidyApi.editSubsidyProject, { token: admin, body: { ...subsidyFormFor({ projectName: '已有申请的补贴项目', kinds: [1] }), projectCode: code } });
    expect(kinds.status).toBe(409);
    expect(kinds.json.msg).toBe('该补贴项目已有申请，不能修改补贴类别');
    const standard = await server.call(subsidyApi.editSubsidyProject, { token: admin, body: { ...subsidyFormFor({ projectName: '已有申请的补贴项目', oldStandard: 280 }), projectCode: code } });
    expect(standard.json.msg).toBe('该补贴项目已有申请，不能修改养老保险补贴标准');
    const renamed = await server.call(subsidyApi.editSubsidyProject, { token: admin, body: { ...subsidyFormFor({ projectName: '已有申请的补贴项目（修订）' }), projectCode: code } });
    expect(renamed.status, renamed.json.msg).toBe(200);
    const removed = await server.call(subsidyApi.deleteSubsidyProject, { token: admin, query: { projectCode: code } });
    expect(removed.status).toBe(409);
    expect(removed.json.msg).toBe('该补贴项目已有2条申请，不能删除');
    expect((await find(code))?.applyCount).toBe(2);

    const empty = (await server.call(subsidyApi.addSubsidyProject, { token: admin, body: { projectName: '待删除的补贴项目' } })).json.data.projectCode;
    const deleted = await server.call(subsidyApi.deleteSubsidyProject, { token: admin, query: { projectCode: empty } });
    expect(deleted.json.msg).toBe('删除成功');
    expect(await find(empty)).toBeUndefined();
  });

  it('needs the button for each action (403)', async () => {
    const viewer = await userWithCodes(server, admin, 'subsidyviewer', '补贴查看员', [perm.policy.subsidy.list]);
    expect((await list({}, viewer.token)).total).toBeGreaterThan(0);
    const code = (await list()).records[0].projectCode;
    expect((await server.call(subsidyApi.manageHotSubsidy, { token: viewer.token, body: { projectCode: code, hot: 0 } })).status).toBe(403);
    expect((await server.call(subsidyApi.submitOrWithdrawSubsidy, { token: viewer.token, query: { projectCode: code, state: 2 } })).status).toBe(403);
  });
});
