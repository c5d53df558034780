import { applyNotifyApi, perm, subsidyApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { submittedProject, subsidyFormFor } from '../../../test/policy-fixtures.js';
import { addNotify, notifyFormFor } from '../../../test/policy-skill-fixtures.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';

describe.each(DIALECTS)('apply notices (申报通知) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  async function list(body: Record<string, unknown> = {}) {
    const res = await server.call(applyNotifyApi.getNotifyList, { token: admin, body: { pageNum: 1, pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return applyNotifyApi.getNotifyList.response.parse(res.json.data);
  }
  const info = (idNo: string) => server.call(applyNotifyApi.notifyInfo, { token: admin, query: { idNo } });
  const submit = (idNo: string) => server.call(applyNotifyApi.submitApplyNotify, { token: admin, query: { idNo } });
  const revoke = (idNo: string) => server.call(applyNotifyApi.cancleApplyNotify, { token: admin, query: { idNo } });
  const remove = (idNo: string) => server.call(applyNotifyApi.delApplyNotify, { token: admin, query: { idNo } });

  it('submits only once its 补贴项目 is submitted, and moves through the machine', async () => {
    const draftProject = (await server.call(subsidyApi.addSubsidyProject, { token: admin, body: subsidyFormFor({ projectName: '通知用补贴项目' }) })).json.data.projectCode;
    const code = await addNotify(server, admin, draftProject);
    expect(applyNotifyApi.notifyInfo.response.parse((await info(code)).json.data)).toMatchObject({ state: 0, projectName: '通知用补贴项目', projectState: 0 });

    const early = await submit(code);
    expect(early.status).toBe(409);
    expect(early.json.msg).toBe('补贴项目“通知用补贴项目”当前为“草稿”状态，请先提交补贴项目再提交申报通知');
    expect((await info(code)).json.data?.state).toBe(0);

    expect((await server.call(subsidyApi.submitOrWithdrawSubsidy, { token: admin, query: { projectCode: draftProject, state: 1 } })).status).toBe(200);
    expect((await submit(code)).json).toMatchObject({ msg: '提交成功', data: { notifyCode: code, state: 1 } });
    const edit = await server.call(applyNotifyApi.editApplyNotify, { token: admin, body: { ...notifyFormFor(draftProject), notifyCode: code } });
    expect(edit.json.msg).toBe('申报通知当前为“已提交”状态，不能编辑');
    expect((await remove(code)).json.msg).toBe('申报通知当前为“已提交”状态，不能删除');
    expect((await revoke(code)).json.msg).toBe('操作成功');
    expect((await revoke(code)).json.msg).toBe('申报通知当前为“已撤销”状态，不能撤销');
    const edited = await server.call(applyNotifyApi.editApplyNotify, { token: admin, body: { ...notifyFormFor(draftProject, { title: '关于延长社会保险补贴申报时间的通知' }), notifyCode: code } });
    expect(edited.json.msg).toBe('修改成功');
    expect((await list({ projectCode: draftProject })).records.map((r) => [r.title, r.state])).toEqual([['关于延长社会保险补贴申报时间的通知', 2]]);
    expect((await remove(code)).json.msg).toBe('删除成功');
    expect((await info(code)).status).toBe(404);
  });

  it('refuses an unknown project, a reversed window and an empty body', async () => {
    const project = await submittedProject(server, admin, { projectName: '通知校验补贴项目' });
    const bad = async (overrides: Record<string, unknown>) => (await server.call(applyNotifyApi.addApplyNotify, { token: admin, body: { ...notifyFormFor(project), ...overrides } })).json;
    expect((await bad({ projectCode: 'nope' })).msg).toBe('所选补贴项目不存在');
    expect((await bad({ reportStart: '2025-05-01 09:00:00', reportEnd: '2025-04-01 09:00:00' })).msg).toContain('申报结束时间应晚于申报开始时间');
    expect((await bad({ content: '<p> </p>' })).msg).toBe('请输入通知内容');
    expect((await bad({ target: '' })).code).toBe(400);
    expect((await server.call(applyNotifyApi.notifyInfo, { token: admin, query: {} })).status).toBe(400);
  });

  it('filters by title and state, and needs the button (403)', async () => {
    const project = await submittedProject(server, admin, { projectName: '筛选补贴项目' });
    const code = await addNotify(server, admin, project, { title: '关于开展就业困难人员社保补贴申报的通知' });
    expect((await list({ title: '就业困难人员社保' })).records.map((r) => r.notifyCode)).toEqual([code]);
    expect((await list({ state: 1 })).records.every((r) => r.state === 1)).toBe(true);
    const viewer = await userWithCodes(server, admin, 'notifyviewer', '通知查看员', [perm.policy.notify.list]);
    expect((await server.call(applyNotifyApi.notifyInfo, { token: viewer.token, query: { idNo: code } })).status).toBe(200);
    expect((await server.call(applyNotifyApi.submitApplyNotify, { token: viewer.token, query: { idNo: code } })).status).toBe(403);
    expect((await server.call(applyNotifyApi.cancleApplyNotify, { token: viewer.token, query: { idNo: code } })).status).toBe(403);
  });
});
