import { jobApi, jobLabelApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { jobForm, passedCompany } from '../../../test/recruit-fixtures.js';
import { JOB_LABEL_SEEDS } from './job-label.seed.js';

describe.each(DIALECTS)('job labels on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let cmpyCode: string;

  beforeAll(async () => {
    admin = await server.login();
    ({ cmpyCode } = await passedCompany(server, admin, 1));
  });

  async function labels(query: Record<string, unknown> = {}) {
    const res = await server.call(jobLabelApi.queryJobLabel, { token: admin, query });
    expect(res.status, res.json.msg).toBe(200);
    return jobLabelApi.queryJobLabel.response.parse(res.json.data);
  }

  const save = (body: Record<string, unknown>) => server.call(jobLabelApi.saveJobLabel, { token: admin, body });

  it('starts with the reference labels, hot ones first', async () => {
    const all = await labels();
    expect(all).toHaveLength(JOB_LABEL_SEEDS.length);
    const hot = JOB_LABEL_SEEDS.filter(([, h]) => h === 1).map(([name]) => name);
    expect(all.slice(0, hot.length).map((l) => l.labelName)).toEqual(hot);
    expect(all.every((l) => l.jobCount === 0)).toBe(true);
    expect((await labels({ labelHot: 1 })).map((l) => l.labelName)).toEqual(hot);
    expect((await labels({ labelName: '补贴' })).map((l) => l.labelName)).toEqual(['交通补贴', '住房补贴', '高温补贴', '技能补贴']);
  });

  it('adds, renames and re-flags a label; names are unique (409)', async () => {
    const added = await save({ labelName: '夜班补贴' });
    expect(added.status, added.json.msg).toBe(200);
    expect(added.json.msg).toBe('新增成功');
    const { labelCode } = jobLabelApi.saveJobLabel.response.parse(added.json.data);
    expect((await labels({ labelName: '夜班' }))[0]).toMatchObject({ labelCode, labelName: '夜班补贴', labelHot: 0, jobCount: 0 });

    const edited = await save({ labelCode, labelName: '夜班津贴', labelHot: 1 });
    expect(edited.status, edited.json.msg).toBe(200);
    expect(edited.json.msg).toBe('修改成功');
    expect((await labels({ labelName: '夜班' }))[0]).toMatchObject({ labelCode, labelName: '夜班津贴', labelHot: 1 });
    // Saving a label under its own name is not a clash.
    expect((await save({ labelCode, labelName: '夜班津贴', labelHot: 0 })).status).toBe(200);

    const duplicate = await save({ labelName: '五险一金' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.msg).toBe('标签名称“五险一金”已存在');
    const renameClash = await save({ labelCode, labelName: '包吃住' });
    expect(renameClash.status).toBe(409);
    const unknown = await save({ labelCode: 'x'.repeat(32), labelName: '不存在' });
    expect(unknown.status).toBe(404);
    const blank = await save({ labelName: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.json.msg).toBe('标签名称不能为空');
  });

  it('deletes a label no job carries, and refuses one in use (409) until the job drops it', async () => {
    const { labelCode } = (await save({ labelName: '可删除' })).json.data;
    const gone = await server.call(jobLabelApi.delJobLabel, { token: admin, params: { labelCode } });
    expect(gone.status, gone.json.msg).toBe(200);
    expect(gone.json.msg).toBe('删除成功');
    expect(jobLabelApi.delJobLabel.response.parse(gone.json.data)).toBeNull();
    expect((await labels({ labelName: '可删除' }))).toEqual([]);
    expect((await server.call(jobLabelApi.delJobLabel, { token: admin, params: { labelCode } })).status).toBe(404);

    const used = (await save({ labelName: '在用标签' })).json.data.labelCode;
    const job = await server.call(jobApi.saveJobInfo, { token: admin, body: jobForm(cmpyCode, { labelCodes: [used] }) });
    expect(job.status, job.json.msg).toBe(200);
    expect((await labels({ labelName: '在用标签' }))[0].jobCount).toBe(1);
    const refused = await server.call(jobLabelApi.delJobLabel, { token: admin, params: { labelCode: used } });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('标签“在用标签”已被1个岗位使用，不能删除');

    const edited = await server.call(jobApi.editJobInfo, { token: admin, body: { jobCode: job.json.data.jobCode, ...jobForm(cmpyCode, { labelCodes: [] }) } });
    expect(edited.status, edited.json.msg).toBe(200);
    expect((await labels({ labelName: '在用标签' }))[0].jobCount).toBe(0);
    expect((await server.call(jobLabelApi.delJobLabel, { token: admin, params: { labelCode: used } })).status).toBe(200);
  });
});
