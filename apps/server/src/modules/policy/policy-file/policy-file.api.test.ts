import { itemApplyApi, perm, policyFileApi, policyItemApi, subsidyApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { declarationFor, policyFileFormFor, policyItemFor, uploadAs } from '../../../test/policy-file-fixtures.js';
import { submittedProject } from '../../../test/policy-fixtures.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { pngImage } from '../../../test/upload-fixtures.js';
import { receiveDeclarations } from './policy-file.service.js';

describe.each(DIALECTS)('policy files, items and declarations (政策文件、政策事项、政策申报) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  async function addFile(n: number, overrides: Parameters<typeof policyFileFormFor>[1] = {}) {
    const res = await server.call(policyFileApi.add, { token: admin, body: policyFileFormFor(n, overrides) });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data.fileCode;
  }
  const info = async (fileCode: string) => {
    const res = await server.call(policyFileApi.info, { token: admin, query: { fileCode } });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data;
  };
  const setItems = (fileCode: string, items: ReturnType<typeof policyItemFor>[]) => server.call(policyFileApi.set, { token: admin, body: { fileCode, items } });
  const items = async (body: Record<string, unknown> = {}) => (await server.call(policyItemApi.queryPageItem, { token: admin, body: { pageNum: 1, pageSize: 100, ...body } })).json.data;

  it('adds a file with an attachment, keeps its 文号 unique, lists and filters it', async () => {
    const annex = await uploadAs(server, admin, { name: '政策原文.png', type: 'image/png', data: pngImage(10) });
    const fileCode = await addFile(101, { attachments: [annex.objectKey], body: '<p>正文</p><img src="javascript:alert(1)">' });
    const shown = await info(fileCode);
    expect(shown).toMatchObject({ docNo: '郑政〔2025〕101号', level: 3, regionName: '郑州市', effectState: 1, themeTags: ['5'], itemCount: 0, projectCount: 0, body: '<p>正文</p>' });
    expect(shown.attachments.map((a) => a.fileName)).toEqual(['政策原文.png']);

    const same = await server.call(policyFileApi.add, { token: admin, body: policyFileFormFor(101, { title: '另一份文件' }) });
    expect(same.status).toBe(409);
    expect(same.json.msg).toBe('文号“郑政〔2025〕101号”已被政策文件“郑州市支持中小企业高质量发展若干政策措施（101）”使用');
    const noRegion = await server.call(policyFileApi.add, { token: admin, body: policyFileFormFor(102, { level: 4, regionCode: null }) });
    expect(noRegion.json.msg).toContain('请选择地区');
    const wrongLevel = await server.call(policyFileApi.add, { token: admin, body: policyFileFormFor(103, { level: 4, regionCode: '410100' }) });
    expect(wrongLevel.json.msg).toBe('地区不存在：410100');
    const dates = await server.call(policyFileApi.add, { token: admin, body: policyFileFormFor(104, { effectiveDate: '2025-01-01' }) });
    expect(dates.json.msg).toContain('施行日期不能早于发布日期');

    const national = await addFile(105, { title: '国务院关于进一步优化就业创业政策的通知', issuer: '国务院', level: 1, regionCode: null, effectState: 2, publishDate: '2024-11-05', effectiveDate: null });
    const list = async (body: Record<string, unknown>) => (await server.call(policyFileApi.list, { token: admin, body: { pageNum: 1, pageSize: 100, ...body } })).json.data.records.map((r) => r.fileCode);
    expect(await list({ keyword: '101号' })).toEqual([fileCode]);
    expect(await list({ keyword: '就业创业', level: 1 })).toEqual([national]);
    expect(await list({ effectState: 2, issuer: '国务院' })).toEqual([national]);
    expect(await list({ beginDate: '2024-11-01', endDate: '2024-11-30', keyword: '国务院' })).toEqual([national]);
    expect(await list({ themeTag: '1', keyword: '101号' })).toEqual([]);

    const edited = await server.call(policyFileApi.edit, { token: admin, body: { ...policyFileFormFor(101, { effectState: 3, attachments: [annex.objectKey] }), fileCode } });
    expect(edited.json.msg).toBe('修改成功');
    expect((await info(fileCode)).effectState).toBe(3);
  });

  it('sets the items a file defines, keeps those sent back by code, counts them by type and theme', async () => {
    const fileCode = await addFile(201);
    const refused = await setItems(fileCode, [policyItemFor('高新技术企业认定奖励', { itemType: '2' })]);
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toContain('资质荣誉类事项请选择事项子类');
    expect((await setItems(fileCode, [policyItemFor('研发费用补助', { subType: '9' })])).json.msg).toBe('事项子类不存在：9');

    const set = await setItems(fileCode, [
      policyItemFor('高新技术企业认定奖励', { subType: '2', themeTags: ['1', '5'] }),
      policyItemFor('省级工程技术研究中心奖励', { subType: '1' }),
      policyItemFor('中小企业融资担保指引'),
    ]);
    expect(set.status, set.json.msg).toBe(200);
    const [hightech, centre, guide] = set.json.data.itemCodes;
    expect((await info(fileCode)).items.map((i) => i.itemName)).toEqual(['高新技术企业认定奖励', '省级工程技术研究中心奖励', '中小企业融资担保指引']);

    const byType = (await server.call(policyItemApi.countByItemType, { token: admin, body: { department: '工业和信息化局' } })).json.data;
    const qualification = byType.find((t) => t.itemType === '2');
    expect(byType.map((t) => t.label)).toEqual(['政策指引', '资质荣誉']);
    expect(qualification?.subTypes.filter((s) => s.count > 0).map((s) => s.label)).toEqual(expect.arrayContaining(['研发平台', '企业资质']));
    const digital = (await server.call(policyItemApi.queryGroupByThemeTag, { token: admin, body: { size: 5 } })).json.data.find((g) => g.label === '数字经济');
    expect(digital?.items.map((i) => i.itemCode)).toContain(hightech);

    expect((await items({ itemName: '研究中心', subType: '1' })).records.map((i) => i.itemCode)).toEqual([centre]);
    expect((await items({ fileCode })).total).toBe(3);

    // Sent back with its code the item stays (renamed); left out it goes.
    const again = await setItems(fileCode, [{ ...policyItemFor('高新技术企业认定奖励（2025年）', { subType: '2' }), itemCode: hightech }]);
    expect(again.json.data.itemCodes).toEqual([hightech]);
    expect((await items({ fileCode })).records.map((i) => i.itemName)).toEqual(['高新技术企业认定奖励（2025年）']);
    expect((await server.call(policyItemApi.getItemInfo, { token: admin, query: { itemCode: guide } })).status).toBe(404);
    const shown = (await server.call(policyItemApi.getItemInfo, { token: admin, query: { itemCode: hightech } })).json.data;
    expect(shown).toMatchObject({ fileCode, docNo: '郑政〔2025〕201号', issuer: '郑州市人民政府', declareCount: 0, subType: '2' });
  });

  it('relates a file to the projects it is 政策依据 for, replacing the set', async () => {
    const fileCode = await addFile(301);
    const first = await submittedProject(server, admin, { projectName: '灵活就业人员社保补贴（政策依据）' });
    const second = (await server.call(subsidyApi.addSubsidyProject, { token: admin, body: { projectName: '就业困难人员社保补贴草稿' } })).json.data.projectCode;
    const related = await server.call(policyFileApi.relate, { token: admin, body: { fileCode, projectCodes: [first, second] } });
    expect(related.status, related.json.msg).toBe(200);
    expect((await info(fileCode)).projects.map((p) => p.projectCode).sort()).toEqual([first, second].sort());
    await server.call(policyFileApi.relate, { token: admin, body: { fileCode, projectCodes: [second] } });
    expect((await info(fileCode)).projects.map((p) => p.projectCode)).toEqual([second]);
    expect((await server.call(policyFileApi.relate, { token: admin, body: { fileCode, projectCodes: ['nope'] } })).json.msg).toBe('补贴项目不存在：nope');
  });

  it('receives declarations, lists them masked by region, and refuses deleting what has them', async () => {
    const fileCode = await addFile(401);
    const [itemCode] = (await setItems(fileCode, [policyItemFor('专精特新中小企业奖励', { subType: '2' })])).json.data.itemCodes;
    await expect(receiveDeclarations(server.deps.db, [{ content: declarationFor(itemCode, { creditCode: '91410100MA44A0B12X' }) }])).rejects.toThrow('统一社会信用代码校验不通过');
    await expect(receiveDeclarations(server.deps.db, [{ content: declarationFor(itemCode, { district: '410100' }) }])).rejects.toThrow('所在区县不存在：410100');
    await receiveDeclarations(server.deps.db, [
      { content: declarationFor(itemCode), applyTime: '2025-05-06 10:15:00' },
      { content: declarationFor(itemCode, { cmpyName: '中牟县汽车零部件有限公司', district: '410122', contactPhone: '13937154321' }), applyTime: '2025-05-07 14:20:00' },
    ]);

    const page = async (token: string, body: Record<string, unknown> = {}) => (await server.call(itemApplyApi.queryPage, { token, body: { pageNum: 1, pageSize: 100, itemName: '专精特新', ...body } })).json.data;
    const whole = await page(admin);
    expect(whole.records.map((r) => [r.cmpyName, r.countyName, r.contactPhone])).toEqual([
      ['中牟县汽车零部件有限公司', '中牟县', '13937154321'],
      ['郑州华信电子科技有限公司', '新郑市', '13837112345'],
    ]);
    expect((await page(admin, { beginTime: '2025-05-06', endTime: '2025-05-06' })).total).toBe(1);
    expect((await page(admin, { cmpyName: '汽车零部件', itemType: '2' })).total).toBe(1);

    const xinzheng = await userWithCodes(server, admin, 'declarexz', '新郑申报查看员', [perm.policy.declare.list], '410184');
    const scoped = await page(xinzheng.token);
    expect(scoped.records.map((r) => [r.cmpyName, r.contactPhone])).toEqual([['郑州华信电子科技有限公司', '138****2345']]);

    expect((await server.call(policyItemApi.getItemInfo, { token: admin, query: { itemCode } })).json.data.declareCount).toBe(2);
    const del = await server.call(policyFileApi.del, { token: admin, query: { fileCode } });
    expect(del.status).toBe(409);
    expect(del.json.msg).toBe('该政策文件的政策事项已有2条申报，不能删除');
    const drop = await setItems(fileCode, []);
    expect(drop.status).toBe(409);
    expect(drop.json.msg).toBe('政策事项“专精特新中小企业奖励”已有2条申报，不能删除');

    const empty = await addFile(402);
    await setItems(empty, [policyItemFor('首台套装备奖励')]);
    expect((await server.call(policyFileApi.del, { token: admin, query: { fileCode: empty } })).json.msg).toBe('删除成功');
    expect((await server.call(policyFileApi.info, { token: admin, query: { fileCode: empty } })).status).toBe(404);
  });

  it('needs the button for each action (403)', async () => {
    const viewer = await userWithCodes(server, admin, 'fileviewer', '文件查看员', [perm.policy.file.list]);
    expect((await server.call(policyFileApi.list, { token: viewer.token, body: { pageNum: 1, pageSize: 10 } })).status).toBe(200);
    expect((await server.call(policyFileApi.add, { token: viewer.token, body: policyFileFormFor(501) })).status).toBe(403);
    expect((await server.call(policyItemApi.queryPageItem, { token: viewer.token, body: { pageNum: 1, pageSize: 10 } })).status).toBe(403);
    expect((await server.call(itemApplyApi.queryPage, { token: viewer.token, body: { pageNum: 1, pageSize: 10 } })).status).toBe(403);
  });
});
