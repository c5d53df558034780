import { perm, promulgationApi, skillOrganApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { addOrgan, organFormFor, promulgationFormFor } from '../../../test/policy-skill-fixtures.js';
import { creditCodeFor, uploadLicense, userWithCodes, withWrongCheckChar, ZHONGMOU } from '../../../test/recruit-fixtures.js';

describe.each(DIALECTS)('skill organisations (技能机构) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  async function list(query: Record<string, unknown> = {}, token = admin) {
    const res = await server.call(skillOrganApi.organList, { token, query: { pageNum: 1, pageSize: 100, ...query } });
    expect(res.status, res.json.msg).toBe(200);
    return skillOrganApi.organList.response.parse(res.json.data);
  }
  const info = (businessCode: string, token = admin) => server.call(skillOrganApi.getInfo, { token, params: { businessCode } });
  const submit = (businessCode: string) => server.call(skillOrganApi.submit, { token: admin, params: { businessCode } });
  const revoke = (businessCode: string) => server.call(skillOrganApi.cancleItem, { token: admin, params: { businessCode } });
  const remove = (businessCode: string) => server.call(skillOrganApi.delItem, { token: admin, params: { businessCode } });
  const edit = (businessCode: string, n: number, overrides = {}) =>
    server.call(skillOrganApi.editOrgan, { token: admin, body: { ...organFormFor(n, overrides), businessCode } });

  it('moves 草稿 → 已提交 → 已撤销 → 已提交, editing only in 草稿 and 已撤销', async () => {
    const license = await uploadLicense(server, admin);
    const code = await addOrgan(server, admin, 1, { attachments: [license] });
    const added = skillOrganApi.getInfo.response.parse((await info(code)).json.data);
    expect(added).toMatchObject({ state: 0, submitTime: null, countyName: '新郑市', attachments: [license], organType: 2 });
    expect(added.occupations).toEqual([{ occupation: '电工', levels: [1, 2, 3] }, { occupation: '中式烹调师', levels: [1, 2] }]);

    expect((await edit(code, 1, { organName: '新郑市职业技能评价中心' })).json.msg).toBe('修改成功');
    expect((await revoke(code)).json.msg).toBe('技能机构当前为“草稿”状态，不能撤销');
    const submitted = await submit(code);
    expect(submitted.json.msg).toBe('提交成功');
    expect(submitted.json.data).toEqual({ businessCode: code, state: 1 });
    expect((await info(code)).json.data?.submitTime).toMatch(/^\d{4}-/);

    for (const [call, msg] of [
      [() => edit(code, 1), '技能机构当前为“已提交”状态，不能编辑'],
      [() => remove(code), '技能机构当前为“已提交”状态，不能删除'],
      [() => submit(code), '技能机构当前为“已提交”状态，不能提交'],
    ] as const) {
      const refused = await call();
      expect(refused.status).toBe(409);
      expect(refused.json.msg).toBe(msg);
    }
    expect((await revoke(code)).json.msg).toBe('操作成功');
    expect((await info(code)).json.data?.state).toBe(2);
    expect((await revoke(code)).json.msg).toBe('技能机构当前为“已撤销”状态，不能撤销');
    expect((await edit(code, 1, { filingNo: '豫人社评备〔2026〕1号' })).status).toBe(200);
    expect((await info(code)).json.data).toMatchObject({ state: 2, filingNo: '豫人社评备〔2026〕1号', organName: '郑州市职业技能评价中心1' });
    expect((await submit(code)).json.data?.state).toBe(1);
  });

  it('refuses a wrong credit code, a used one, a bad place and a bad period, naming the field', async () => {
    const bad = async (overrides: Record<string, unknown>) => (await server.call(skillOrganApi.addOrgan, { token: admin, body: { ...organFormFor(2), ...overrides } })).json;
    expect((await bad({ creditCode: withWrongCheckChar(creditCodeFor(700_002)) })).msg).toContain('统一社会信用代码校验位不正确，请核对');
    expect((await bad({ contactPhone: '12345' })).msg).toContain('联系电话应为手机号或带区号的固定电话');
    expect((await bad({ countyCode: '410999' })).msg).toBe('所在区县编码“410999”不存在');
    expect((await bad({ validEnd: '2024-12-31' })).msg).toContain('有效期结束日期不能早于开始日期');
    expect((await bad({ occupations: [] })).msg).toContain('请至少填写一个评价职业');
    expect((await bad({ occupations: [{ occupation: '焊工', levels: [6] }] })).code).toBe(400);
    expect((await bad({ attachments: ['../../etc/passwd'] })).msg).toContain('附件不是本平台上传的文件');
    await addOrgan(server, admin, 3);
    const used = await bad({ creditCode: creditCodeFor(700_003) });
    expect(used.code).toBe(409);
    expect(used.msg).toBe('统一社会信用代码已被技能机构“郑州市职业技能评价中心3”使用');
  });

  it('deletes a draft, but not one a 政策发文 relates', async () => {
    const draft = await addOrgan(server, admin, 4);
    expect((await remove(draft)).json.msg).toBe('删除成功');
    expect((await info(draft)).status).toBe(404);

    const related = await addOrgan(server, admin, 5);
    expect((await submit(related)).status).toBe(200);
    const doc = await server.call(promulgationApi.addPromulgation, { token: admin, body: promulgationFormFor(50, { organCodes: [related] }) });
    expect(doc.status, doc.json.msg).toBe(200);
    expect((await revoke(related)).status).toBe(200);
    const refused = await remove(related);
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('该技能机构已被1条政策发文关联，不能删除');
  });

  it('filters by name, type, state and county, and keeps a 新郑市 user to 新郑市', async () => {
    const zhongmou = await addOrgan(server, admin, 6, { organName: '中牟县技工学校', organType: 3 }, ZHONGMOU);
    expect((await list({ organName: '中牟县技工' })).records.map((r) => r.businessCode)).toEqual([zhongmou]);
    expect((await list({ organType: 3 })).records.every((r) => r.organType === 3)).toBe(true);
    expect((await list({ countyCode: '410122' })).records.map((r) => r.businessCode)).toEqual([zhongmou]);
    expect((await list({ state: 0 })).records.every((r) => r.state === 0)).toBe(true);

    const xinzheng = await userWithCodes(server, admin, 'organxz', '新郑机构员', [perm.policy.organ.list, perm.policy.organ.add], '410184');
    const seen = await list({}, xinzheng.token);
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.records.every((r) => r.countyCode === '410184')).toBe(true);
    expect((await info(zhongmou, xinzheng.token)).status).toBe(404);
    const outside = await server.call(skillOrganApi.addOrgan, { token: xinzheng.token, body: organFormFor(7, {}, ZHONGMOU) });
    expect(outside.status).toBe(400);
    expect(outside.json.msg).toBe('所在区县不在您的数据权限范围内');
  });

  it('needs the button for each action (403)', async () => {
    const viewer = await userWithCodes(server, admin, 'organviewer', '机构查看员', [perm.policy.organ.list]);
    const code = (await list()).records[0].businessCode;
    expect((await info(code, viewer.token)).status).toBe(200);
    expect((await server.call(skillOrganApi.submit, { token: viewer.token, params: { businessCode: code } })).status).toBe(403);
    expect((await server.call(skillOrganApi.cancleItem, { token: viewer.token, params: { businessCode: code } })).status).toBe(403);
    expect((await server.call(skillOrganApi.delItem, { token: viewer.token, params: { businessCode: code } })).status).toBe(403);
  });
});
