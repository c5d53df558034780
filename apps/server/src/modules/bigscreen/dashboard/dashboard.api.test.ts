import {
  addMonths,
  bigscreenCompanyApi,
  bigscreenPeopleApi,
  bigscreenRecruitApi,
  bigscreenTrainApi,
  jobApi,
  perm,
  shanghaiMonth,
  type DataOf,
  type Endpoint,
} from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../../platform/time.js';
import { addApplicants, addJobSeekers, publishJobs, type PublishedJob } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes, ZHONGMOU } from '../../../test/recruit-fixtures.js';

/**
 * The 数据大屏's own figures against the rows themselves, counted here in
 * plain queries: after the jobs, applications and job seekers are written,
 * and again after a job goes offline; for 全部 and for a 新郑市 user.
 */
describe.each(DIALECTS)('数据大屏 figures on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let xinzhengUser: string;
  let xzJobs: PublishedJob[];
  let zmJobs: PublishedJob[];
  const month = shanghaiMonth();
  const lastMonth = addMonths(month, -1);
  const at = (m: string, day = '05') => `${m}-${day} 10:00:00`;

  beforeAll(async () => {
    admin = await server.login();
    xzJobs = await publishJobs(server, admin, ['数控车工', '焊工'], 71);
    zmJobs = await publishJobs(server, admin, ['仓库管理员'], 72, ZHONGMOU);
    const today = nowText().slice(0, 10);
    const now = today.slice(8, 10) === '01' ? `${today} 00:00:01` : at(month, '01');
    await addApplicants(server.deps.db, [
      { usrName: '甲', gender: 1, birthDate: '1995-03-01', job: xzJobs[0], applyTime: at(lastMonth), state: 4, education: 9, createTime: at(lastMonth, '02') },
      { usrName: '乙', gender: 2, birthDate: '1988-03-01', job: xzJobs[0], applyTime: now, state: 0, education: 8, createTime: now },
      { usrName: '丙', gender: 2, birthDate: '1999-03-01', job: xzJobs[1], applyTime: now, state: 4, education: 8, createTime: now },
      { usrName: '丁', gender: 1, birthDate: '1970-03-01', job: zmJobs[0], applyTime: at(lastMonth), state: 6, education: 3, place: ['410000', '410100', '410122'], createTime: at(lastMonth, '03') },
    ]);
    await addJobSeekers(server.deps.db, [{ usrName: '戊', gender: 1, birthDate: '2001-01-01', jobStatus: 1, education: 9, createTime: at(lastMonth, '20') }]);
    ({ token: xinzhengUser } = await userWithCodes(server, admin, 'bs_xinzheng', '新郑大屏', [perm.recruit.bigscreen.list], '410184'));
  });

  async function get<E extends Endpoint>(endpoint: E, query: Record<string, unknown> = {}, token = admin): Promise<DataOf<E>> {
    const res = await server.call(endpoint, { token, query });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.success).toBe(true);
    endpoint.response.parse(res.json.data);
    return res.json.data;
  }

  /** What the rows say, for the whole platform or one county. */
  async function recount(county?: string) {
    const db = server.deps.db;
    const [companies, jobs, applications, seekers] = await Promise.all([
      db.selectFrom('cmpyInfo').select(['cmpyCode', 'countyCode', 'approveType', 'approveTime', 'createTime']).execute(),
      db.selectFrom('recruitJobInfo').select(['id', 'cmpyCode', 'approveType', 'headcount', 'jobCategoryCode', 'onlineTime']).execute(),
      db.selectFrom('recruitJobApply').select(['jobId', 'state', 'applyTime']).execute(),
      db.selectFrom('recruitJobSeeker').select(['countyCode', 'education', 'jobStatus', 'createTime']).execute(),
    ]);
    const countyOf = new Map(companies.map((c) => [c.cmpyCode, c.countyCode]));
    const inScope = (code: string) => county === undefined || code === county;
    const scopedJobs = jobs.filter((j) => inScope(countyOf.get(j.cmpyCode) ?? ''));
    const jobById = new Map(scopedJobs.map((j) => [Number(j.id), j]));
    const scopedApps = applications.filter((a) => jobById.has(Number(a.jobId)));
    const online = scopedJobs.filter((j) => j.approveType === 3);
    const onlineIds = new Set(online.map((j) => Number(j.id)));
    const categories = new Map<string, { headcount: number; hireCount: number }>();
    for (const j of online) {
      const c = categories.get(j.jobCategoryCode) ?? { headcount: 0, hireCount: 0 };
      c.headcount += j.headcount;
      categories.set(j.jobCategoryCode, c);
    }
    for (const a of scopedApps) if (a.state === 4 && onlineIds.has(Number(a.jobId))) categories.get(jobById.get(Number(a.jobId))!.jobCategoryCode)!.hireCount += 1;
    const scopedSeekers = seekers.filter((s) => inScope(s.countyCode));
    return {
      passed: companies.filter((c) => inScope(c.countyCode) && c.approveType === 1).length,
      onlineJobs: online.length,
      headcount: online.reduce((sum, j) => sum + j.headcount, 0),
      applications: scopedApps.length,
      hires: scopedApps.filter((a) => a.state === 4).length,
      appsIn: (m: string) => scopedApps.filter((a) => a.applyTime.startsWith(m)).length,
      hiresIn: (m: string) => scopedApps.filter((a) => a.applyTime.startsWith(m) && a.state === 4).length,
      seekers: scopedSeekers.length,
      seekersIn: (m: string) => scopedSeekers.filter((s) => s.createTime.startsWith(m)).length,
      employed: scopedSeekers.filter((s) => s.jobStatus === 1).length,
      education: (level: number) => scopedSeekers.filter((s) => s.education === level).length,
      categories,
      companiesOnline: [...new Set(online.map((j) => j.cmpyCode))].length,
      /** Applications to a company's jobs that are online now (招聘企业's 投递数). */
      onlineApplicationsOf: (cmpyCode: string) => scopedApps.filter((a) => onlineIds.has(Number(a.jobId)) && jobById.get(Number(a.jobId))?.cmpyCode === cmpyCode).length,
    };
  }

  async function expectFigures(token: string, county?: string) {
    const r = await recount(county);
    const summary = await get(bigscreenPeopleApi.getSummary, {}, token);
    expect(summary).toMatchObject({
      month,
      companyCount: { value: r.passed },
      onlineJobCount: r.onlineJobs,
      headcount: r.headcount,
      jobSeekerCount: { value: r.seekers },
      applyCount: { value: r.applications },
      hireCount: { value: r.hires },
    });
    const trend = await get(bigscreenRecruitApi.analysis, {}, token);
    expect(trend.months).toHaveLength(12);
    for (const m of [lastMonth, month]) expect(trend.months.find((row) => row.month === m)).toMatchObject({ applyCount: r.appsIn(m), hireCount: r.hiresIn(m) });
    const days = await get(bigscreenRecruitApi.jobApplyAnalysis, {}, token);
    expect(days.days.reduce((sum, d) => sum + d.total, 0)).toBe(r.appsIn(month));
    const gap = await get(bigscreenRecruitApi.getCmpyCategory, {}, token);
    expect(new Map(gap.rows.map((g) => [g.categorieCode, { headcount: g.headcount, hireCount: g.hireCount }]))).toEqual(r.categories);
    for (const g of gap.rows) expect(g.gapCount).toBe(Math.max(0, g.headcount - g.hireCount));
    const recruiting = await get(bigscreenCompanyApi.queryCmpyRecruit, {}, token);
    expect(recruiting.total).toBe(r.companiesOnline);
    expect(recruiting.records.reduce((sum, c) => sum + c.jobCount, 0)).toBe(r.onlineJobs);
    for (const c of recruiting.records) expect(c.applyCount, c.cmpyName).toBe(r.onlineApplicationsOf(c.cmpyCode));
    const users = await get(bigscreenPeopleApi.userCount, {}, token);
    expect(users).toMatchObject({ total: { value: r.seekers }, newCount: { value: r.seekersIn(month), previous: r.seekersIn(lastMonth) }, employedCount: r.employed });
    const education = await get(bigscreenPeopleApi.analysisEducation, {}, token);
    for (const level of [3, 8, 9]) expect(education.rows.find((e) => e.education === level)?.count).toBe(r.education(level));
    const companies = await get(bigscreenCompanyApi.info, {}, token);
    expect(companies.passCount.value).toBe(r.passed);
    const newest = await get(bigscreenCompanyApi.getCmpyList, {}, token);
    expect(newest.total).toBe(r.passed);
  }

  it('answers figures equal to the rows, for 全部 and for a county user', async () => {
    await expectFigures(admin);
    await expectFigures(xinzhengUser, '410184');
    const portrait = await get(bigscreenPeopleApi.analysisUserInfo, {}, xinzhengUser);
    expect(portrait.counties.map((c) => c.code)).toEqual(['410184']);
  });

  it('moves the figures when a job goes offline', async () => {
    const res = await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode: xzJobs[1].jobCode, onlineType: 0 } });
    expect(res.status, res.json.msg).toBe(200);
    await expectFigures(admin);
    await expectFigures(xinzhengUser, '410184');
  });

  it('moves a company that changes county, with its jobs, and lists it once', async () => {
    const job = await server.deps.db.selectFrom('recruitJobInfo').select('cmpyCode').where('id', '=', zmJobs[0].id).executeTakeFirstOrThrow();
    const moved = job.cmpyCode;
    const before = await get(bigscreenCompanyApi.queryCmpyRecruit, {}, xinzhengUser);
    expect(before.records.map((c) => c.cmpyCode)).not.toContain(moved);
    await server.deps.db.updateTable('cmpyInfo').set({ countyCode: '410184' }).where('cmpyCode', '=', moved).execute();
    await expectFigures(admin);
    await expectFigures(xinzhengUser, '410184');
    for (const token of [admin, xinzhengUser]) {
      const codes = (await get(bigscreenCompanyApi.queryCmpyRecruit, {}, token)).records.map((c) => c.cmpyCode);
      expect(codes.filter((code) => code === moved)).toHaveLength(1);
    }
    await server.deps.db.updateTable('cmpyInfo').set({ countyCode: ZHONGMOU.countyCode }).where('cmpyCode', '=', moved).execute();
    await expectFigures(admin);
    await expectFigures(xinzhengUser, '410184');
  });

  it('reads last month as of its end', async () => {
    const r = await recount();
    const summary = await get(bigscreenPeopleApi.getSummary, { reportTime: lastMonth });
    expect(summary.month).toBe(lastMonth);
    expect(summary.applyCount.value).toBe(r.applications - r.appsIn(month));
    expect(summary.jobSeekerCount.value).toBe(r.seekers - r.seekersIn(month));
  });

  it('lists pages of at most 100 rows, and training from the training services', async () => {
    expect((await server.call(bigscreenCompanyApi.getCmpyList, { token: admin, query: { pageSize: 101 } })).status).toBe(400);
    const trend = await get(bigscreenTrainApi.trainApplyAnalysis);
    expect(trend.months).toHaveLength(12);
    const organisations = await get(bigscreenTrainApi.queryCmpyTrain);
    expect(organisations.total).toBe(organisations.records.length);
  });
});
