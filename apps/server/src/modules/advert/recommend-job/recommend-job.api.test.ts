import { jobApi, perm, recommendJobApi, type RecommendJobRecord } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { days, SHOWING } from '../../../test/advert-fixtures.js';
import { publishJobs, type PublishedJob } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { jobForm, passedCompany, userWithCodes } from '../../../test/recruit-fixtures.js';

describe.each(DIALECTS)('recommended jobs (推荐岗位) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let jobs: PublishedJob[];

  beforeAll(async () => {
    admin = await server.login();
    jobs = await publishJobs(server, admin, ['数控车工', '叉车司机', '家政服务员', '电工', '快递分拣员'], 5611);
  });

  async function list(query: Record<string, unknown> = {}): Promise<RecommendJobRecord[]> {
    const res = await server.call(recommendJobApi.queryRecommendJob, { token: admin, query: { pageNum: 1, pageSize: 100, ...query } });
    expect(res.status, res.json.msg).toBe(200);
    return recommendJobApi.queryRecommendJob.response.parse(res.json.data).records;
  }
  const save = (jobCode: string, overrides: Record<string, unknown> = {}) =>
    server.call(recommendJobApi.saveRecommendJob, { token: admin, body: { jobCode, position: 1, enabled: 1, ...SHOWING, ...overrides } });
  const saved = async (jobCode: string, overrides: Record<string, unknown> = {}) => {
    const res = await save(jobCode, overrides);
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data.recommendCode;
  };

  it('recommends only an online job (409), and once it goes offline lists it as 已下线', async () => {
    const company = await passedCompany(server, admin, 5612);
    const pending = await server.call(jobApi.saveJobInfo, { token: admin, body: jobForm(company.cmpyCode, { jobName: '审核中的岗位' }) });
    const refused = await save(pending.json.data.jobCode);
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('岗位“审核中的岗位”未上线，只能推荐已上线的岗位');
    expect((await save('nosuchjob')).json.msg).toBe('推荐的岗位不存在：nosuchjob');

    const code = await saved(jobs[0].jobCode);
    const row = (await list({ targetName: '数控' })).find((r) => r.recommendCode === code)!;
    expect(row).toMatchObject({ jobCode: jobs[0].jobCode, targetName: '数控车工', targetOnline: true, status: 1 });
    expect(row.cmpyName).not.toBe('');

    await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode: jobs[0].jobCode, onlineType: 0 } });
    expect((await list()).find((r) => r.recommendCode === code)?.targetOnline).toBe(false);
    // Kept as it is, the recommendation is still edited (stopped, dragged); another of the offline job is refused.
    expect((await server.call(recommendJobApi.editAvailable, { token: admin, body: { recommendCode: code, enabled: 0 } })).json.msg).toBe('停用成功');
    expect((await save(jobs[0].jobCode, { position: 2 })).status).toBe(409);
    await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode: jobs[0].jobCode, onlineType: 1 } });
  });

  it('takes a job once per position and overlapping window (409)', async () => {
    await saved(jobs[1].jobCode, days(-1, 10));
    const again = await save(jobs[1].jobCode, days(5, 20));
    expect(again.status).toBe(409);
    expect(again.json.msg).toMatch(/^岗位“叉车司机”已在“首页热门岗位”推荐（.+ 至 .+），同一位置的展示时间不能重叠$/);
    await saved(jobs[1].jobCode, days(11, 20));
    await saved(jobs[1].jobCode, { position: 2, ...days(5, 20) });
    const stopped = await saved(jobs[1].jobCode, { enabled: 0, ...days(5, 8) });
    const enable = await server.call(recommendJobApi.editAvailable, { token: admin, body: { recommendCode: stopped, enabled: 1 } });
    expect(enable.status).toBe(409);
    const twice = await server.call(recommendJobApi.editAvailable, { token: admin, body: { recommendCode: stopped, enabled: 0 } });
    expect(twice.json.msg).toBe('推荐岗位已停用');
  });

  it('a drag rewrites the position\'s sorts; removing closes the gap', async () => {
    const codes: string[] = [];
    for (const job of jobs.slice(2, 5)) codes.push(await saved(job.jobCode, { position: 2, ...days(30, 40) }));
    const position2 = async () => (await list({ position: 2 })).filter((r) => codes.includes(r.recommendCode));
    const rows = await position2();
    const last = rows.at(-1)!;
    const moved = await server.call(recommendJobApi.editRecommendJob, {
      token: admin,
      body: { recommendCode: last.recommendCode, jobCode: last.jobCode, position: 2, startTime: last.startTime, endTime: last.endTime, enabled: last.enabled, sort: rows[0].sort },
    });
    expect(moved.json.msg).toBe('修改成功');
    expect((await position2()).map((r) => r.recommendCode)).toEqual([codes[2], codes[0], codes[1]]);
    const all = await list({ position: 2 });
    expect(all.map((r) => r.sort)).toEqual(all.map((_, i) => i + 1));

    expect((await server.call(recommendJobApi.removeRecJob, { token: admin, body: { recommendCode: codes[2] } })).json.msg).toBe('删除成功');
    const after = await list({ position: 2 });
    expect(after.map((r) => r.sort)).toEqual(after.map((_, i) => i + 1));
    expect((await list({ status: 0 })).every((r) => r.status === 0)).toBe(true);
  });

  it('needs the button for each action (403)', async () => {
    const viewer = await userWithCodes(server, admin, 'recjobviewer', '推荐岗位查看员', [perm.oddjobMarket.advert.recommendJob.list]);
    expect((await server.call(recommendJobApi.queryRecommendJob, { token: viewer.token, query: { pageNum: 1, pageSize: 10 } })).status).toBe(200);
    expect((await server.call(recommendJobApi.editAvailable, { token: viewer.token, body: { recommendCode: 'x', enabled: 1 } })).status).toBe(403);
    expect((await server.call(recommendJobApi.removeRecJob, { token: viewer.token, body: { recommendCode: 'x' } })).status).toBe(403);
  });
});
