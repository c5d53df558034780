import { jobApi, jobCategoryApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { jobForm, passedCompany } from '../../../test/recruit-fixtures.js';

describe.each(DIALECTS)('job categories on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let cmpyCode: string;

  beforeAll(async () => {
    admin = await server.login();
    ({ cmpyCode } = await passedCompany(server, admin, 1));
  });

  it('serves the seeded 职业分类大典 tree in the spec field names', async () => {
    const res = await server.call(jobCategoryApi.queryJobCategories, { token: admin });
    expect(res.status, res.json.msg).toBe(200);
    const tree = jobCategoryApi.queryJobCategories.response.parse(res.json.data);
    expect(tree.map((n) => n.categorieCode)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const production = tree.find((n) => n.categorieCode === '6');
    expect(production).toMatchObject({ categorieName: '生产制造及有关人员', categorieParentCode: '' });
    expect(production?.children.find((c) => c.categorieCode === '6-18')).toEqual({
      categorieCode: '6-18',
      categorieName: '机械制造基础加工人员',
      categorieParentCode: '6',
      children: [],
    });
  });

  it('lists a level with the jobs under each category, online ones apart', async () => {
    const save = async (jobCategoryCode: string) => {
      const res = await server.call(jobApi.saveJobInfo, { token: admin, body: jobForm(cmpyCode, { jobCategoryCode }) });
      expect(res.status, res.json.msg).toBe(200);
      return res.json.data.jobCode;
    };
    const online = await save('6-18');
    await save('6-18');
    await save('6-22');
    await save('4-02');
    expect((await server.call(jobApi.checkJobInfo, { token: admin, body: { jobCode: online, approveType: 2 } })).status).toBe(200);
    expect((await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode: online, onlineType: 1 } })).status).toBe(200);

    const level = async (body?: Record<string, unknown>) => {
      const res = await server.call(jobCategoryApi.queryJobCateSelf, { token: admin, ...(body && { body }) });
      expect(res.status, res.json.msg).toBe(200);
      return jobCategoryApi.queryJobCateSelf.response.parse(res.json.data);
    };
    const roots = await level({});
    expect(roots).toHaveLength(8);
    expect(roots.find((r) => r.categorieCode === '6')).toMatchObject({ childCount: 32, jobCount: 3, onlineJobCount: 1 });
    expect(roots.find((r) => r.categorieCode === '4')).toMatchObject({ jobCount: 1, onlineJobCount: 0 });
    expect(roots.find((r) => r.categorieCode === '1')).toMatchObject({ jobCount: 0 });
    // No body at all reads the top level too.
    expect(await level()).toEqual(roots);

    const production = await level({ categorieParentCode: '6' });
    expect(production).toHaveLength(32);
    expect(production.find((c) => c.categorieCode === '6-18')).toMatchObject({ categorieParentCode: '6', childCount: 0, jobCount: 2, onlineJobCount: 1 });
    expect(production.find((c) => c.categorieCode === '6-22')).toMatchObject({ jobCount: 1 });
    expect(await level({ categorieParentCode: '6-18' })).toEqual([]);

    const unknown = await server.call(jobCategoryApi.queryJobCateSelf, { token: admin, body: { categorieParentCode: '99' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.msg).toBe('上级类别“99”不存在');
  });
});
