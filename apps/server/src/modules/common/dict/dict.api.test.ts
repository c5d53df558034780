import { auditLogApi, DICT_LISTS, DICT_TYPES, dictApi, perm } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';

describe.each(DIALECTS)('字典管理 on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  const offered = async (type: string, withDisabled?: 0 | 1) => {
    const res = await server.call(dictApi.queryByType, { token, query: { type, withDisabled } });
    expect(res.status, res.json.msg).toBe(200);
    return dictApi.queryByType.response.parse(res.json.data);
  };
  const items = async (dictType: string, filter: Record<string, unknown> = {}) => {
    const res = await server.call(dictApi.itemPage, { token, body: { dictType, pageSize: 100, ...filter } });
    expect(res.status, res.json.msg).toBe(200);
    return dictApi.itemPage.response.parse(res.json.data);
  };
  const itemOf = async (dictType: string, dataKey: string) => {
    const item = (await items(dictType)).records.find((i) => i.dataKey === dataKey);
    if (!item) throw new Error(`no item ${dictType}/${dataKey}`);
    return item;
  };

  it('lists the dictionaries in the order of spec §3 with their item counts, and which may gain items', async () => {
    const res = await server.call(dictApi.typePage, { token, body: { pageNum: 1, pageSize: 20 } });
    expect(res.status).toBe(200);
    const page = dictApi.typePage.response.parse(res.json.data);
    expect(page.total).toBe(DICT_LISTS.length);
    expect(page.records.map((t) => t.dictName)).toEqual(DICT_LISTS.map((l) => l.name));
    expect(page.records[0]).toEqual({ dictType: 'education', dictName: '学历', extensible: false, itemCount: 11, enabledCount: 11 });
    expect(page.records.find((t) => t.dictType === DICT_TYPES.policyTypeGroup1)).toMatchObject({ extensible: true, itemCount: 4 });
    const found = await server.call(dictApi.typePage, { token, body: { dictName: '政策' } });
    expect(found.json.data.records.map((t) => t.dictType)).toEqual(['policy_type_1', 'policy_type_2', 'policy_type_3']);
  });

  it('pages a dictionary’s items in order, filters them, and answers 404 for an unknown dictionary', async () => {
    const education = await items(DICT_TYPES.education);
    expect(education.total).toBe(11);
    expect(education.records.map((i) => i.dataValue).slice(0, 3)).toEqual(['其他', '小学', '初中']);
    expect(education.records.every((i) => i.enabled === 1 && i.updateTime === i.createTime)).toBe(true);
    expect((await items(DICT_TYPES.ethnic, { dataValue: '吾尔' })).records.map((i) => i.dataValue)).toEqual(['维吾尔族']);
    const missing = await server.call(dictApi.itemPage, { token, body: { dictType: 'no_such' } });
    expect(missing.status).toBe(404);
    expect(missing.json.msg).toBe('字典类型“no_such”不存在');
  });

  it('adds an item that selects offer at once, and refuses a key or wording the dictionary already has (409)', async () => {
    const added = await server.call(dictApi.addItem, {
      token,
      body: { dictType: DICT_TYPES.policyTypeGroup1, dataKey: '5', dataValue: '人才平台', sort: 4 },
    });
    expect(added.status, added.json.msg).toBe(200);
    expect(added.json.msg).toBe('新增成功');
    expect((await offered(DICT_TYPES.policyTypeGroup1)).at(-1)).toEqual({ dataKey: '5', dataValue: '人才平台', enabled: 1 });

    const sameKey = await server.call(dictApi.addItem, { token, body: { dictType: DICT_TYPES.policyTypeGroup1, dataKey: '5', dataValue: '其他平台', sort: 5 } });
    expect(sameKey.status).toBe(409);
    expect(sameKey.json.msg).toBe('字典“政策类型（第一组）”中已有字典键“5”');
    const sameValue = await server.call(dictApi.addItem, { token, body: { dictType: DICT_TYPES.policyTypeGroup1, dataKey: '6', dataValue: '研发平台', sort: 5 } });
    expect(sameValue.status).toBe(409);
    expect(sameValue.json.msg).toBe('字典“政策类型（第一组）”中已有字典值“研发平台”');
    // The same key in another dictionary is another item.
    const elsewhere = await server.call(dictApi.addItem, { token, body: { dictType: DICT_TYPES.policyTypeGroup2, dataKey: '5', dataValue: '人才平台', sort: 0 } });
    expect(elsewhere.status, elsewhere.json.msg).toBe(200);
  });

  it('refuses to add to a dictionary whose keys the system’s rules name (学历 1–11)', async () => {
    const res = await server.call(dictApi.addItem, { token, body: { dictType: DICT_TYPES.education, dataKey: '12', dataValue: '博士后', sort: 11 } });
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe('字典“学历”的字典键由系统规则约定，不能新增字典项');
    expect(await offered(DICT_TYPES.education)).toHaveLength(11);
  });

  it('refuses input naming the field (400)', async () => {
    const add = (body: Record<string, unknown>) =>
      server.call(dictApi.addItem, { token, body: { dictType: DICT_TYPES.policyTypeGroup3, dataKey: '9', dataValue: '新业态', sort: 9, ...body } });
    expect((await add({ dataKey: 'a1' })).json.msg).toBe('字典键：请输入正确的整数');
    expect((await add({ dataKey: '07' })).json.msg).toBe('字典键：请输入正确的整数');
    expect((await add({ dataValue: '  ' })).json.msg).toBe('字典值不能为空');
    expect((await add({ dataValue: '长'.repeat(33) })).json.msg).toBe('字典值长度不能超过32个字符');
    expect((await add({ sort: -1 })).json.msg).toBe('排序不能小于0');
    expect((await add({ dictType: '' })).json.msg).toContain('请指定字典类型');
    const edit = await server.call(dictApi.editItem, { token, body: { id: 'x', dataValue: '甲', sort: 1 } });
    expect(edit.status).toBe(400);
    expect(edit.json.msg).toBe('字典项格式不正确');
    const state = await server.call(dictApi.enableItem, { token, body: { id: 1, enabled: 2 } });
    expect(state.status).toBe(400);
    expect(state.json.msg).toBe('启用状态取值应为 0、1 之一');
    expect((await items(DICT_TYPES.policyTypeGroup3)).total).toBe(5);
  });

  it('edits an item’s wording and order, never its key', async () => {
    const other = await itemOf(DICT_TYPES.education, '1');
    const res = await server.call(dictApi.editItem, { token, body: { id: other.id, dataValue: '其他学历', sort: 20 } });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('修改成功');
    const education = await offered(DICT_TYPES.education);
    expect(education.map((i) => i.dataKey)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '1']);
    expect(education.at(-1)).toEqual({ dataKey: '1', dataValue: '其他学历', enabled: 1 });
    expect((await itemOf(DICT_TYPES.education, '1')).updateTime >= other.updateTime).toBe(true);

    const clash = await server.call(dictApi.editItem, { token, body: { id: other.id, dataValue: '硕士', sort: 0 } });
    expect(clash.status).toBe(409);
    expect(clash.json.msg).toBe('字典“学历”中已有字典值“硕士”');
    const missing = await server.call(dictApi.editItem, { token, body: { id: 999_999, dataValue: '甲', sort: 0 } });
    expect(missing.status).toBe(404);
    expect(missing.json.msg).toBe('字典项不存在');
  });

  it('a disabled item is no longer offered, is still there for the wording of records holding it, and moves back by 启用', async () => {
    const other = await itemOf(DICT_TYPES.education, '1');
    const res = await server.call(dictApi.enableItem, { token, body: { id: other.id, enabled: 0 } });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('禁用成功');
    expect((await offered(DICT_TYPES.education)).map((i) => i.dataKey)).not.toContain('1');
    expect((await offered(DICT_TYPES.education, 1)).find((i) => i.dataKey === '1')).toEqual({ dataKey: '1', dataValue: '其他学历', enabled: 0 });
    expect((await items(DICT_TYPES.education, { enabled: 0 })).records.map((i) => i.dataValue)).toEqual(['其他学历']);
    const type = (await server.call(dictApi.typePage, { token, body: {} })).json.data.records.find((t) => t.dictType === DICT_TYPES.education);
    expect(type).toMatchObject({ itemCount: 11, enabledCount: 10 });

    const again = await server.call(dictApi.enableItem, { token, body: { id: other.id, enabled: 0 } });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('字典项当前为“已禁用”状态，不能禁用');
    const back = await server.call(dictApi.enableItem, { token, body: { id: other.id, enabled: 1 } });
    expect(back.json.msg).toBe('启用成功');
    expect((await offered(DICT_TYPES.education)).map((i) => i.dataKey)).toContain('1');
  });

  it('writes an operation-log row for every change, success or refusal', async () => {
    const res = await server.call(auditLogApi.operLogPage, { token, body: { path: '/backend-common/dict/', pageSize: 100 } });
    const rows = res.json.data.records;
    const added = rows.filter((r) => r.path === dictApi.addItem.path && r.result === 1);
    expect(added.map((r) => r.summary)).toEqual(['新增字典项', '新增字典项']);
    const newIds = [DICT_TYPES.policyTypeGroup2, DICT_TYPES.policyTypeGroup1].map(async (type) => String((await itemOf(type, '5')).id));
    expect(added.map((r) => r.targetCode)).toEqual(await Promise.all(newIds));
    expect(rows.filter((r) => r.path === dictApi.addItem.path && r.httpStatus === 409).map((r) => r.errorMsg)).toContain(
      '字典“政策类型（第一组）”中已有字典键“5”',
    );
    const other = await itemOf(DICT_TYPES.education, '1');
    expect(rows.filter((r) => r.path === dictApi.editItem.path && r.result === 1).map((r) => r.targetCode)).toEqual([String(other.id)]);
    // Newest first: 启用, the repeated 禁用, 禁用, and the refused input of the validation test.
    expect(rows.filter((r) => r.path === dictApi.enableItem.path).map((r) => r.httpStatus)).toEqual([200, 409, 200, 400]);
    // Reading is not logged.
    expect(rows.some((r) => r.path === dictApi.itemPage.path || r.path === dictApi.typePage.path)).toBe(false);
  });

  it('lets 查询 alone read the screen and refuses 新增, 编辑 and 启用/禁用 without their codes (403)', async () => {
    const viewer = await userWithCodes(server, token, 'dictviewer', '字典查看员', [perm.system.dict.code, perm.system.dict.list]);
    expect((await server.call(dictApi.typePage, { token: viewer.token, body: {} })).status).toBe(200);
    expect((await server.call(dictApi.itemPage, { token: viewer.token, body: { dictType: 'gender' } })).status).toBe(200);
    const male = await itemOf(DICT_TYPES.gender, '1');
    const add = await server.call(dictApi.addItem, { token: viewer.token, body: { dictType: 'policy_type_2', dataKey: '8', dataValue: '甲', sort: 0 } });
    expect(add.status).toBe(403);
    expect((await server.call(dictApi.editItem, { token: viewer.token, body: { id: male.id, dataValue: '男性', sort: 0 } })).status).toBe(403);
    expect((await server.call(dictApi.enableItem, { token: viewer.token, body: { id: male.id, enabled: 0 } })).status).toBe(403);
    expect(await offered(DICT_TYPES.gender)).toEqual([
      { dataKey: '1', dataValue: '男', enabled: 1 },
      { dataKey: '2', dataValue: '女', enabled: 1 },
    ]);

    // Every signed-in user still reads the dictionaries the console's selects need.
    const plain = await userWithCodes(server, token, 'plainuser', '普通用户', [perm.system.home.code]);
    expect((await server.call(dictApi.typePage, { token: plain.token, body: {} })).status).toBe(403);
    expect((await server.call(dictApi.queryByType, { token: plain.token, query: { type: 'gender' } })).status).toBe(200);
  });
});
