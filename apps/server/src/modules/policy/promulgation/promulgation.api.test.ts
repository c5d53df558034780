import { perm, promulgationApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { addOrgan, addPromulgation, promulgationFormFor, submittedOrgan } from '../../../test/policy-skill-fixtures.js';
import { uploadLicense, userWithCodes } from '../../../test/recruit-fixtures.js';

describe.each(DIALECTS)('policy promulgations (政策发文) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  async function list(query: Record<string, unknown> = {}) {
    const res = await server.call(promulgationApi.getList, { token: admin, query: { pageNum: 1, pageSize: 100, ...query } });
    expect(res.status, res.json.msg).toBe(200);
    return promulgationApi.getList.response.parse(res.json.data);
  }
  const info = async (id: number) => promulgationApi.getPromulgationInfo.response.parse((await server.call(promulgationApi.getPromulgationInfo, { token: admin, params: { id } })).json.data);
  const submit = (id: number) => server.call(promulgationApi.submitPromulgation, { token: admin, params: { id } });
  const revoke = (id: number) => server.call(promulgationApi.canclePromulgation, { token: admin, params: { id } });
  const remove = (id: number) => server.call(promulgationApi.delPromulgation, { token: admin, params: { id } });

  it('saves a sanitised body with attachments and submitted organisations, then moves through the machine', async () => {
    const organ = await submittedOrgan(server, admin, 101);
    const file = await uploadLicense(server, admin);
    const id = await addPromulgation(server, admin, 1, {
      content: '<p onclick="x()">名单如下</p><script>alert(1)</script><img src="javascript:alert(1)">',
      attachments: [file],
      organCodes: [organ],
    });
    const added = await info(id);
    expect(added).toMatchObject({ state: 0, organCount: 1, attachments: [file], content: '<p>名单如下</p>' });
    expect(added.organs).toEqual([{ businessCode: organ, organName: '郑州市职业技能评价中心101', state: 1 }]);
    expect((await list({ title: '第1批' })).records.map((r) => r.id)).toContain(id);

    expect((await revoke(id)).json.msg).toBe('政策发文当前为“草稿”状态，不能撤销');
    expect((await submit(id)).json).toMatchObject({ msg: '提交成功', data: { id, state: 1 } });
    const edit = await server.call(promulgationApi.eidtPromulgation, { token: admin, body: { ...promulgationFormFor(1), id } });
    expect(edit.status).toBe(409);
    expect(edit.json.msg).toBe('政策发文当前为“已提交”状态，不能编辑');
    expect((await remove(id)).json.msg).toBe('政策发文当前为“已提交”状态，不能删除');
    expect((await revoke(id)).json.msg).toBe('操作成功');
    expect((await list({ state: 2 })).records.map((r) => r.id)).toContain(id);
    const edited = await server.call(promulgationApi.eidtPromulgation, { token: admin, body: { ...promulgationFormFor(1, { title: '关于公布职业技能等级认定机构名单的通知（修订）' }), id } });
    expect(edited.json.msg).toBe('修改成功');
    expect(await info(id)).toMatchObject({ state: 2, organCount: 0, title: '关于公布职业技能等级认定机构名单的通知（修订）' });
    expect((await remove(id)).json.msg).toBe('删除成功');
    expect((await server.call(promulgationApi.getPromulgationInfo, { token: admin, params: { id } })).status).toBe(404);
  });

  it('refuses a used 文号, an unsubmitted organisation, an empty body and a bad id', async () => {
    await addPromulgation(server, admin, 2);
    const used = await server.call(promulgationApi.addPromulgation, { token: admin, body: promulgationFormFor(2, { title: '另一份发文' }) });
    expect(used.status).toBe(409);
    expect(used.json.msg).toBe('文号“郑人社〔2025〕102号”已被政策发文“关于公布第2批职业技能等级认定社会培训评价组织名单的通知”使用');
    const draftOrgan = await addOrgan(server, admin, 102);
    const unsubmitted = await server.call(promulgationApi.addPromulgation, { token: admin, body: promulgationFormFor(3, { organCodes: [draftOrgan] }) });
    expect(unsubmitted.status).toBe(400);
    expect(unsubmitted.json.msg).toBe('只能关联已提交的技能机构：郑州市职业技能评价中心102（草稿）');
    const missing = await server.call(promulgationApi.addPromulgation, { token: admin, body: promulgationFormFor(3, { organCodes: ['nope'] }) });
    expect(missing.json.msg).toBe('关联技能机构不存在：nope');
    const empty = await server.call(promulgationApi.addPromulgation, { token: admin, body: promulgationFormFor(3, { content: '<script>x</script>' }) });
    expect(empty.json.msg).toBe('请输入正文');
    const long = await server.call(promulgationApi.addPromulgation, { token: admin, body: promulgationFormFor(3, { content: `<p>${'政'.repeat(30_001)}</p>` }) });
    expect(long.json.msg).toBe('正文已超出字数限制（最多 30000 字）');
    expect((await server.call(promulgationApi.getPromulgationInfo, { token: admin, params: { id: 'abc' } })).status).toBe(400);
    expect((await submit(99_999_999)).status).toBe(404);
  });

  it('needs the button for each action (403)', async () => {
    const viewer = await userWithCodes(server, admin, 'promviewer', '发文查看员', [perm.policy.promulgation.list]);
    const id = await addPromulgation(server, admin, 4);
    expect((await server.call(promulgationApi.getPromulgationInfo, { token: viewer.token, params: { id } })).status).toBe(200);
    expect((await server.call(promulgationApi.submitPromulgation, { token: viewer.token, params: { id } })).status).toBe(403);
    expect((await server.call(promulgationApi.delPromulgation, { token: viewer.token, params: { id } })).status).toBe(403);
  });
});
