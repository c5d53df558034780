import {
  DICT_LISTS,
  DICT_TYPES,
  dictApi,
  directoryApi,
  LABEL_TYPES,
  labelApi,
  TREE_TYPES,
  treeDataApi,
  type Endpoint,
  type TreeNode,
} from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../test/harness.js';

describe.each(DIALECTS)('dictionaries, labels, directory and trees on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  async function ok<E extends Endpoint>(endpoint: E, query: Record<string, string | number> = {}) {
    const res = await server.call(endpoint, { token, query });
    expect(res.status, res.json.msg).toBe(200);
    return endpoint.response.parse(res.json.data) as ReturnType<E['response']['parse']>;
  }

  const dict = (type: string) => ok(dictApi.queryByType, { type });

  it('serves the 56 ethnic groups in GB 3304 order, 1 = 汉族', async () => {
    const ethnic = await dict(DICT_TYPES.ethnic);
    expect(ethnic).toHaveLength(56);
    expect(ethnic[0]).toEqual({ dataKey: '1', dataValue: '汉族', enabled: 1 });
    expect(ethnic[55]).toEqual({ dataKey: '56', dataValue: '基诺族', enabled: 1 });
    expect(ethnic.find((e) => e.dataKey === '10')?.dataValue).toBe('朝鲜族');
  });

  it('serves education levels 1–11 and the other reference lists of spec §3', async () => {
    const education = await dict(DICT_TYPES.education);
    expect(education.map((e) => e.dataKey)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(education[0].dataValue).toBe('其他');
    expect(education[8].dataValue).toBe('本科');
    expect(education[10].dataValue).toBe('博士');
    expect(await dict(DICT_TYPES.jobStatus)).toEqual([
      { dataKey: '0', dataValue: '未就业', enabled: 1 },
      { dataKey: '1', dataValue: '已就业', enabled: 1 },
    ]);
    expect(await dict(DICT_TYPES.gender)).toEqual([
      { dataKey: '1', dataValue: '男', enabled: 1 },
      { dataKey: '2', dataValue: '女', enabled: 1 },
    ]);
    expect((await dict(DICT_TYPES.tabType)).map((e) => e.dataValue)).toEqual(['全部', '技能', '学历']);
    expect((await dict(DICT_TYPES.policyTypeGroup1)).map((e) => e.dataValue)).toEqual(['研发平台', '企业资质', '产品资质', '研发项目']);
    expect((await dict(DICT_TYPES.policyTypeGroup2)).map((e) => e.dataValue)).toEqual(['政策指引', '资质荣誉']);
    expect(await dict(DICT_TYPES.policyTypeGroup3)).toHaveLength(5);
    // Every list of the contract is in the database, item for item.
    for (const list of DICT_LISTS) expect(await dict(list.type)).toEqual(list.items.map((item) => ({ ...item, enabled: 1 })));
  });

  it('refuses an unknown dictionary type with 404', async () => {
    const res = await server.call(dictApi.queryByType, { token, query: { type: 'no_such_type' } });
    expect(res.status).toBe(404);
    expect(res.json.msg).toBe('字典类型“no_such_type”不存在');
    const blank = await server.call(dictApi.queryByType, { token, query: { type: '' } });
    expect(blank.status).toBe(400);
    expect(blank.json.msg).toContain('请指定字典类型');
  });

  it('serves training labels by type, online courses by default', async () => {
    const online = await ok(labelApi.getLabels, { labelType: LABEL_TYPES.onlineCourse });
    expect(online.length).toBeGreaterThan(5);
    expect(online.every((l) => l.labelType === 1)).toBe(true);
    expect(online.map((l) => l.labelName)).toContain('数字技能');
    expect(online.some((l) => l.labelHot === 1)).toBe(true);
    expect(await ok(labelApi.getLabels)).toEqual(online);
    const skills = await ok(labelApi.getLabels, { labelType: LABEL_TYPES.skill });
    expect(skills.map((l) => l.labelName)).toContain('电工');
    const bad = await server.call(labelApi.getLabels, { token, query: { labelType: 9 } });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('标签类型');
  });

  it('serves the public employment service directory, filtered by parent or name', async () => {
    const all = await ok(directoryApi.queryList);
    const categories = all.filter((d) => d.level === 1);
    expect(categories.map((d) => d.directoryName)).toEqual(
      expect.arrayContaining(['就业服务', '创业服务', '职业培训', '就业补贴', '高校毕业生就业服务']),
    );
    // Display order: each category is followed by its services.
    expect(all[0]).toMatchObject({ directoryCode: '01', level: 1, parentCode: '' });
    expect(all[1]).toMatchObject({ parentCode: '01', level: 2 });
    const subsidies = await ok(directoryApi.queryList, { parentCode: '04' });
    expect(subsidies.every((d) => d.parentCode === '04')).toBe(true);
    expect(subsidies.map((d) => d.directoryName)).toContain('社会保险补贴申领');
    const byName = await ok(directoryApi.queryList, { keyword: '见习' });
    expect(byName.map((d) => d.directoryName).sort()).toEqual(['就业见习', '就业见习补贴申领']);
  });

  const count = (nodes: TreeNode[]): number => nodes.reduce((n, node) => n + 1 + count(node.children), 0);

  it('serves the industry tree: 20 门类 of GB/T 4754-2017 with their 97 大类, nested', async () => {
    const tree = await ok(treeDataApi.queryTreeByType, { type: TREE_TYPES.industry });
    expect(tree.map((n) => n.code)).toEqual('ABCDEFGHIJKLMNOPQRST'.split(''));
    expect(count(tree)).toBe(20 + 97);
    const manufacturing = tree.find((n) => n.code === 'C');
    expect(manufacturing?.name).toBe('制造业');
    expect(manufacturing?.children).toHaveLength(31);
    expect(manufacturing?.children[0]).toEqual({ code: '13', name: '农副食品加工业', children: [] });
    const it = tree.find((n) => n.code === 'I');
    expect(it?.children.map((c) => c.name)).toContain('软件和信息技术服务业');
  });

  it('serves the job category tree: 8 大类 with their 中类', async () => {
    const tree = await ok(treeDataApi.queryTreeByType, { type: TREE_TYPES.jobCategory });
    expect(tree).toHaveLength(8);
    expect(tree[1]).toMatchObject({ code: '2', name: '专业技术人员' });
    expect(tree[1].children.map((c) => c.name)).toContain('工程技术人员');
    expect(tree.every((n) => n.children.length > 0)).toBe(true);
  });

  it('refuses an unknown tree type with 404', async () => {
    const res = await server.call(treeDataApi.queryTreeByType, { token, query: { type: 'planets' } });
    expect(res.status).toBe(404);
    expect(res.json.msg).toBe('树类型“planets”不存在');
  });
});
