import { companyStatisticsApi, jobApi, perm, recruitDashboardApi, type DataOf, type Endpoint } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedRecruitDemo } from '../../recruit/recruit.demo.js';
import { seedResumeDemo } from '../../recruit/apply-info/apply-info.demo.js';
import { nowText } from '../../../platform/time.js';
import { addApplicants, type ApplicantSpec, type PublishedJob } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { dayFromNow, jobForm, passedCompany, userWithCodes } from '../../../test/recruit-fixtures.js';
import { percentShares } from '../../../platform/percent-shares.js';
import { topWithOther } from './recruit-dashboard.service.js';

const today = () => nowText().slice(0, 10);

interface Job extends PublishedJob {
  category: string;
  labels: string[];
}

/**
 * The dashboard over jobs and applications made here, first a handful with
 * every figure known in advance, then the demo data set; after every change
 * (an application, a state move, a job going offline, a job filed under
 * another category or given other labels) the answers are checked against
 * the rows themselves, counted in plain code.
 */
describe.each(DIALECTS)('数据看板 on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let cmpyCode: string;
  const jobs: Record<string, Job> = {};

  async function publish(key: string, category: string, labels: string[]): Promise<Job> {
    const saved = await server.call(jobApi.saveJobInfo, {
      token: admin,
      body: jobForm(cmpyCode, { jobName: `岗位${key}`, jobCategoryCode: category, labelCodes: labels }),
    });
    expect(saved.status, saved.json.msg).toBe(200);
    const { jobCode } = saved.json.data;
    expect((await server.call(jobApi.checkJobInfo, { token: admin, body: { jobCode, approveType: 2 } })).status).toBe(200);
    const row = await server.deps.db.selectFrom('recruitJobInfo').select('id').where('jobCode', '=', jobCode).executeTakeFirstOrThrow();
    const job = { id: Number(row.id), jobCode, jobName: `岗位${key}`, category, labels };
    jobs[key] = job;
    return job;
  }

  async function setOnline(job: Job, online: boolean): Promise<void> {
    const res = await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode: job.jobCode, onlineType: online ? 1 : 0 } });
    expect(res.status, res.json.msg).toBe(200);
  }

  /** Files an online job under another category with other labels, as an operator does: offline, edit, review, online. */
  async function refile(job: Job, category: string, labels: string[]): Promise<void> {
    await setOnline(job, false);
    const edited = await server.call(jobApi.editJobInfo, {
      token: admin,
      body: { ...jobForm(cmpyCode, { jobName: job.jobName, jobCategoryCode: category, labelCodes: labels }), jobCode: job.jobCode },
    });
    expect(edited.status, edited.json.msg).toBe(200);
    expect((await server.call(jobApi.checkJobInfo, { token: admin, body: { jobCode: job.jobCode, approveType: 2 } })).status).toBe(200);
    await setOnline(job, true);
    job.category = category;
    job.labels = labels;
  }

  async function post<E extends Endpoint>(endpoint: E, body: Record<string, unknown> = {}, token = admin): Promise<DataOf<E>> {
    const res = await server.call(endpoint, { token, body });
    expect(res.status, res.json.msg).toBe(200);
    // The answer satisfies the contract's own schema.
    endpoint.response.parse(res.json.data);
    return res.json.data;
  }

  let serial = 0;
  function applicant(job: Job, applyTime: string, state = 0): ApplicantSpec {
    serial += 1;
    return { usrName: `求职者${serial}`, gender: serial % 2 === 0 ? 2 : 1, birthDate: '1994-06-06', job, applyTime, state };
  }

  beforeAll(async () => {
    admin = await server.login();
    ({ cmpyCode } = await passedCompany(server, admin, 7));
    // 机械制造基础加工人员 twice; 批发与零售, 交通运输仓储, 住宿餐饮 once each; a 生产辅助 job reviewed but never online.
    await publish('A', '6-18', ['jl-01', 'jl-02']);
    await publish('B', '6-18', ['jl-01']);
    await publish('C', '4-01', ['jl-03']);
    await publish('D', '4-03', []);
    await publish('E', '4-02', ['jl-05']);
    await publish('F', '6-31', ['jl-02', 'jl-04']);
    for (const key of ['A', 'B', 'C', 'D', 'E']) await setOnline(jobs[key], true);
  });

  // -------------------------------------------------------------------------
  // What the rows say, counted in plain code
  // -------------------------------------------------------------------------

  async function rows() {
    const db = server.deps.db;
    const [applications, jobRows, links, labels, tree] = await Promise.all([
      db.selectFrom('recruitJobApply').select(['jobId', 'state', 'applyTime']).execute(),
      db.selectFrom('recruitJobInfo').select(['id', 'jobCategoryCode', 'approveType']).execute(),
      db.selectFrom('recruitJobLabelRel').select(['jobId', 'labelCode']).execute(),
      db.selectFrom('recruitJobLabel').select(['labelCode', 'labelName']).execute(),
      db.selectFrom('comTreeData').select(['code', 'name']).where('treeType', '=', 'jobCategory').execute(),
    ]);
    const jobById = new Map(jobRows.map((j) => [Number(j.id), j]));
    const labelsOf = new Map<number, string[]>();
    for (const link of links) labelsOf.set(Number(link.jobId), [...(labelsOf.get(Number(link.jobId)) ?? []), link.labelCode]);
    return {
      applications: applications.map((a) => ({ ...a, jobId: Number(a.jobId), day: a.applyTime.slice(0, 10) })),
      jobById,
      labelsOf,
      labelName: new Map(labels.map((l) => [l.labelCode, l.labelName])),
      categoryName: new Map(tree.map((n) => [n.code, n.name])),
    };
  }

  const tally = (keys: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts.entries()].map(([code, count]) => ({ code, count }));
  };

  /** The shares as the endpoint should answer them, from the rows. */
  async function expectedShares(countBy: 'job' | 'apply', fromDay?: string, toDay?: string) {
    const r = await rows();
    let categoryKeys: string[];
    let labelKeys: string[];
    if (countBy === 'job') {
      const online = [...r.jobById.values()].filter((j) => j.approveType === 3);
      categoryKeys = online.map((j) => j.jobCategoryCode);
      labelKeys = online.flatMap((j) => r.labelsOf.get(Number(j.id)) ?? []);
    } else {
      const inRange = r.applications.filter((a) => a.day >= (fromDay ?? '') && a.day <= (toDay ?? '9999'));
      categoryKeys = inRange.map((a) => r.jobById.get(a.jobId)?.jobCategoryCode ?? '');
      labelKeys = inRange.flatMap((a) => r.labelsOf.get(a.jobId) ?? []);
    }
    const categories = topWithOther(tally(categoryKeys).map((c) => ({ ...c, name: r.categoryName.get(c.code) ?? c.code })));
    const labels = topWithOther(tally(labelKeys).map((l) => ({ ...l, name: r.labelName.get(l.code) ?? l.code })));
    return {
      categoryTotal: categories.total,
      categories: categories.slices.map((s) => ({ categorieCode: s.code, categorieName: s.name, count: s.count, rate: s.rate })),
      labelTotal: labels.total,
      labels: labels.slices.map((s) => ({ labelCode: s.code, labelName: s.name, count: s.count, rate: s.rate })),
    };
  }

  async function expectedTrend(days: readonly string[]) {
    const { applications } = await rows();
    return days.map((dateDay) => ({
      dateDay,
      deliverCount: applications.filter((a) => a.day === dateDay).length,
      hireCount: applications.filter((a) => a.day === dateDay && a.state === 4).length,
    }));
  }

  /** Every counter the triggers keep equals a count of the rows (zeros left by moves aside). */
  async function expectCountersMatchRows(): Promise<void> {
    const r = await rows();
    const expected = new Map<string, number>();
    const add = (subject: string, day: string, code: string) => {
      const key = `${subject}|${day}|${code}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    };
    for (const a of r.applications) {
      add('apply', a.day, String(a.state));
      add('apply_category', a.day, r.jobById.get(a.jobId)?.jobCategoryCode ?? '');
      for (const label of r.labelsOf.get(a.jobId) ?? []) add('apply_label', a.day, label);
    }
    for (const job of r.jobById.values()) {
      if (job.approveType !== 3) continue;
      add('online_category', '', job.jobCategoryCode);
      for (const label of r.labelsOf.get(Number(job.id)) ?? []) add('online_label', '', label);
    }
    const counters = await server.deps.db.selectFrom('statRecruitCount').selectAll().where('n', '<>', 0).execute();
    // Kept per county since migration 0031: summed over the counties here.
    const actual = new Map<string, number>();
    for (const c of counters) actual.set(`${c.subject}|${c.day}|${c.code}`, (actual.get(`${c.subject}|${c.day}|${c.code}`) ?? 0) + Number(c.n));
    expect(actual).toEqual(expected);
  }

  // -------------------------------------------------------------------------
  // A handful of jobs and applications, every figure known
  // -------------------------------------------------------------------------

  it('splits online jobs over the top three categories and labels, the rest as 其他', async () => {
    const shares = await post(recruitDashboardApi.queryStatisticsRecruit);
    expect(shares).toEqual({
      countBy: 'job',
      beginDay: null,
      endDay: null,
      categoryTotal: 5,
      // Ties are broken by code: 4-01, 4-02 make the top three, 4-03 goes to 其他.
      categories: [
        { categorieCode: '6-18', categorieName: '机械制造基础加工人员', count: 2, rate: 40 },
        { categorieCode: '4-01', categorieName: '批发与零售服务人员', count: 1, rate: 20 },
        { categorieCode: '4-02', categorieName: '交通运输、仓储物流和邮政业服务人员', count: 1, rate: 20 },
        { categorieCode: '', categorieName: '其他', count: 1, rate: 20 },
      ],
      // Job F carries jl-02 and jl-04 but is not online.
      labelTotal: 5,
      labels: [
        { labelCode: 'jl-01', labelName: '五险一金', count: 2, rate: 40 },
        { labelCode: 'jl-02', labelName: '包吃住', count: 1, rate: 20 },
        { labelCode: 'jl-03', labelName: '周末双休', count: 1, rate: 20 },
        { labelCode: '', labelName: '其他', count: 1, rate: 20 },
      ],
    });
    expect(await post(recruitDashboardApi.queryStatisticsRecruit, { countBy: 'job' })).toEqual(shares);
  });

  it('follows jobs going offline and online, and a job filed elsewhere with other labels', async () => {
    await setOnline(jobs.F, true);
    await setOnline(jobs.A, false);
    const shares = await post(recruitDashboardApi.queryStatisticsRecruit);
    expect(shares.categories.map((c) => [c.categorieCode, c.count])).toEqual([
      ['4-01', 1],
      ['4-02', 1],
      ['4-03', 1],
      ['', 2],
    ]);
    expect(shares.labels.map((l) => [l.labelCode, l.count])).toEqual([
      ['jl-01', 1],
      ['jl-02', 1],
      ['jl-03', 1],
      ['', 2],
    ]);
    await setOnline(jobs.A, true);
    await setOnline(jobs.F, false);
    await refile(jobs.D, '6-18', ['jl-03']);
    const after = await post(recruitDashboardApi.queryStatisticsRecruit);
    expect(after.categories.map((c) => [c.categorieCode, c.count, c.rate])).toEqual([
      ['6-18', 3, 60],
      ['4-01', 1, 20],
      ['4-02', 1, 20],
    ]);
    expect(after.labels.map((l) => [l.labelCode, l.count])).toEqual([
      ['jl-01', 2],
      ['jl-03', 2],
      ['jl-02', 1],
      ['', 1],
    ]);
    expect(after).toEqual({ countBy: 'job', beginDay: null, endDay: null, ...(await expectedShares('job')) });
    await expectCountersMatchRows();
  });

  it('counts applications per day, every day of the range listed, and follows new ones and state moves', async () => {
    const empty = await post(recruitDashboardApi.queryStatisticsJobApplyDay);
    expect(empty).toHaveLength(30);
    expect(empty[0].dateDay).toBe(dayFromNow(-29));
    expect(empty.at(-1)).toEqual({ dateDay: today(), deliverCount: 0, hireCount: 0 });
    expect(empty.every((d) => d.deliverCount === 0 && d.hireCount === 0)).toBe(true);

    await addApplicants(server.deps.db, [
      applicant(jobs.A, `${today()} 08:00:00`),
      applicant(jobs.A, `${today()} 09:30:00`, 4),
      applicant(jobs.B, `${dayFromNow(-1)} 23:59:59`),
      applicant(jobs.C, `${dayFromNow(-3)} 00:00:00`, 4),
      applicant(jobs.C, `${dayFromNow(-3)} 12:00:00`),
      applicant(jobs.E, `${dayFromNow(-10)} 10:00:00`),
      applicant(jobs.D, `${dayFromNow(-10)} 11:00:00`, 6),
      // Outside the default 30 days.
      applicant(jobs.A, `${dayFromNow(-45)} 10:00:00`),
    ]);
    const trend = await post(recruitDashboardApi.queryStatisticsJobApplyDay);
    const byDay = new Map(trend.map((d) => [d.dateDay, d]));
    expect(byDay.get(today())).toEqual({ dateDay: today(), deliverCount: 2, hireCount: 1 });
    expect(byDay.get(dayFromNow(-1))).toEqual({ dateDay: dayFromNow(-1), deliverCount: 1, hireCount: 0 });
    expect(byDay.get(dayFromNow(-3))).toEqual({ dateDay: dayFromNow(-3), deliverCount: 2, hireCount: 1 });
    expect(byDay.get(dayFromNow(-10))).toEqual({ dateDay: dayFromNow(-10), deliverCount: 2, hireCount: 0 });
    expect(trend.reduce((sum, d) => sum + d.deliverCount, 0)).toBe(7);
    expect(trend).toEqual(await expectedTrend(trend.map((d) => d.dateDay)));

    // An application hired (as apply-info's conditional update moves it) counts as 录用 on the day it was made.
    await server.deps.db.updateTable('recruitJobApply').set({ state: 4 }).where('jobId', '=', jobs.B.id).where('state', '=', 0).execute();
    const moved = await post(recruitDashboardApi.queryStatisticsJobApplyDay);
    expect(moved.find((d) => d.dateDay === dayFromNow(-1))).toEqual({ dateDay: dayFromNow(-1), deliverCount: 1, hireCount: 1 });

    // Explicit bounds: bare dates or times, only the day counts.
    const three = await post(recruitDashboardApi.queryStatisticsJobApplyDay, { beginTime: dayFromNow(-3), endTime: `${dayFromNow(-1)} 10:00:00` });
    expect(three).toEqual([
      { dateDay: dayFromNow(-3), deliverCount: 2, hireCount: 1 },
      { dateDay: dayFromNow(-2), deliverCount: 0, hireCount: 0 },
      { dateDay: dayFromNow(-1), deliverCount: 1, hireCount: 1 },
    ]);
    const sinceOld = await post(recruitDashboardApi.queryStatisticsJobApplyDay, { beginTime: dayFromNow(-45) });
    expect(sinceOld).toHaveLength(46);
    expect(sinceOld[0]).toEqual({ dateDay: dayFromNow(-45), deliverCount: 1, hireCount: 0 });
    await expectCountersMatchRows();
  });

  it('splits the applications of a range over categories and labels, and moves them with their job', async () => {
    const range = { beginTime: dayFromNow(-29), endTime: today() };
    const shares = await post(recruitDashboardApi.queryStatisticsRecruit, { countBy: 'apply', ...range });
    // In range: A ×2, B, C ×2, E, D ×1 (D now filed under 6-18 with jl-03).
    expect(shares).toEqual({
      countBy: 'apply',
      beginDay: dayFromNow(-29),
      endDay: today(),
      categoryTotal: 7,
      categories: [
        { categorieCode: '6-18', categorieName: '机械制造基础加工人员', count: 4, rate: 57.14 },
        { categorieCode: '4-01', categorieName: '批发与零售服务人员', count: 2, rate: 28.57 },
        { categorieCode: '4-02', categorieName: '交通运输、仓储物流和邮政业服务人员', count: 1, rate: 14.29 },
      ],
      labelTotal: 9,
      labels: [
        { labelCode: 'jl-01', labelName: '五险一金', count: 3, rate: 33.34 },
        { labelCode: 'jl-03', labelName: '周末双休', count: 3, rate: 33.33 },
        { labelCode: 'jl-02', labelName: '包吃住', count: 2, rate: 22.22 },
        { labelCode: '', labelName: '其他', count: 1, rate: 11.11 },
      ],
    });
    // Without bounds: the same 30 days.
    expect(await post(recruitDashboardApi.queryStatisticsRecruit, { countBy: 'apply' })).toEqual(shares);

    // Job C filed under 住宿和餐饮 with 包吃住: its two applications move with it.
    await refile(jobs.C, '4-03', ['jl-02']);
    const moved = await post(recruitDashboardApi.queryStatisticsRecruit, { countBy: 'apply', ...range });
    expect(moved.categories.map((c) => [c.categorieCode, c.count])).toEqual([
      ['6-18', 4],
      ['4-03', 2],
      ['4-02', 1],
    ]);
    expect(moved.labels.map((l) => [l.labelCode, l.count])).toEqual([
      ['jl-02', 4],
      ['jl-01', 3],
      ['jl-03', 1],
      ['', 1],
    ]);
    expect(moved).toEqual({ countBy: 'apply', beginDay: range.beginTime, endDay: range.endTime, ...(await expectedShares('apply', range.beginTime, range.endTime)) });
    await expectCountersMatchRows();
  });

  it('answers the headline totals from the rows', async () => {
    const totals = await post(recruitDashboardApi.queryCmpyStatistics);
    const db = server.deps.db;
    const [companies, jobRows, applications] = await Promise.all([
      db.selectFrom('cmpyInfo').select(['approveType', 'createTime']).execute(),
      db.selectFrom('recruitJobInfo').select('approveType').execute(),
      db.selectFrom('recruitJobApply').select(['state', 'applyTime']).execute(),
    ]);
    expect(totals).toEqual({
      company: {
        total: companies.length,
        checkCount: companies.filter((c) => c.approveType === 0).length,
        passCount: companies.filter((c) => c.approveType === 1).length,
        rejectCount: companies.filter((c) => c.approveType === 2).length,
        todayCount: companies.filter((c) => c.createTime.startsWith(today())).length,
      },
      job: {
        total: jobRows.length,
        checkCount: jobRows.filter((j) => j.approveType === 0).length,
        onlineCount: jobRows.filter((j) => j.approveType === 3).length,
      },
      apply: {
        total: applications.length,
        todayCount: applications.filter((a) => a.applyTime.startsWith(today())).length,
        hireCount: applications.filter((a) => a.state === 4).length,
      },
    });
    expect(totals.job).toEqual({ total: 6, checkCount: 0, onlineCount: 5 });
    expect(totals.apply).toEqual({ total: 8, todayCount: 2, hireCount: 3 });
    expect(totals.company.passCount).toBe(1);
  });

  it('refuses a bad range or measure with 400 naming the field', async () => {
    const refuse = async (body: Record<string, unknown>, endpoint: Endpoint = recruitDashboardApi.queryStatisticsJobApplyDay) => {
      const res = await server.call(endpoint, { token: admin, body });
      expect(res.status).toBe(400);
      return res.json.msg;
    };
    expect(await refuse({ beginTime: dayFromNow(-1), endTime: dayFromNow(-2) })).toBe('统计开始日期不能晚于结束日期');
    expect(await refuse({ beginTime: '2024-01-01', endTime: '2025-01-02' })).toBe('按日统计的区间不能超过366天');
    expect(await refuse({ beginTime: '2025-02-30' })).toBe('统计开始日期不是有效的日期');
    expect(await refuse({ endTime: '2025/03/01' })).toBe('统计结束日期格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss');
    expect(await refuse({ countBy: 'week' }, recruitDashboardApi.queryStatisticsRecruit)).toBe('统计口径取值应为 job、apply 之一');
    expect(await refuse({ countBy: 'apply', beginTime: dayFromNow(1), endTime: dayFromNow(0) }, recruitDashboardApi.queryStatisticsRecruit)).toBe('统计开始日期不能晚于结束日期');
    // A full year of days is allowed.
    expect(await post(recruitDashboardApi.queryStatisticsJobApplyDay, { beginTime: '2024-01-01', endTime: '2024-12-31' })).toHaveLength(366);
  });

  it('is open to a user holding only the dashboard', async () => {
    const viewer = await userWithCodes(server, admin, 'dashboardviewer', '看板用户', [perm.recruit.home.list]);
    await post(recruitDashboardApi.queryCmpyStatistics, {}, viewer.token);
    await post(recruitDashboardApi.queryStatisticsRecruit, { countBy: 'apply' }, viewer.token);
    await post(recruitDashboardApi.queryStatisticsJobApplyDay, {}, viewer.token);
    const companyTrend = await server.call(companyStatisticsApi.cmpyTrend, { token: viewer.token });
    expect(companyTrend.status).toBe(403);
  });

  // -------------------------------------------------------------------------
  // The demo data set: hundreds of companies, thousands of jobs, tens of thousands of applications
  // -------------------------------------------------------------------------

  it('keeps every figure equal to the rows after the demo data is loaded in bulk', { timeout: 120_000 }, async () => {
    await server.deps.db.transaction().execute(async (trx) => {
      await seedRecruitDemo(trx);
      await seedResumeDemo(trx, { seekers: 3_000, applications: 10_000 });
    });
    await expectCountersMatchRows();
    const range = { beginTime: dayFromNow(-89), endTime: today() };
    const trend = await post(recruitDashboardApi.queryStatisticsJobApplyDay, range);
    expect(trend).toHaveLength(90);
    expect(trend).toEqual(await expectedTrend(trend.map((d) => d.dateDay)));
    expect(trend.reduce((sum, d) => sum + d.deliverCount, 0)).toBeGreaterThan(100);
    for (const countBy of ['job', 'apply'] as const) {
      const shares = await post(recruitDashboardApi.queryStatisticsRecruit, { countBy, ...range });
      const expected = await expectedShares(countBy, range.beginTime, range.endTime);
      expect(shares).toEqual({ countBy, beginDay: countBy === 'apply' ? range.beginTime : null, endDay: countBy === 'apply' ? range.endTime : null, ...expected });
      expect(shares.categories).toHaveLength(4);
      expect(shares.categories.reduce((sum, c) => sum + c.rate, 0)).toBeCloseTo(100, 6);
      expect(shares.labels.reduce((sum, l) => sum + l.rate, 0)).toBeCloseTo(100, 6);
    }
  });
});

describe('shares in percent', () => {
  it('add up to exactly 100, the largest remainders taking the rounding', () => {
    expect(percentShares([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(percentShares([4, 2, 1])).toEqual([57.14, 28.57, 14.29]);
    expect(percentShares([0, 0])).toEqual([0, 0]);
    expect(percentShares([2, 1, 1, 1])).toEqual([40, 20, 20, 20]);
  });

  it('keeps the top three by count, ties by code, and sums the rest as 其他', () => {
    const result = topWithOther([
      { code: 'b', name: 'B', count: 3 },
      { code: 'a', name: 'A', count: 3 },
      { code: 'c', name: 'C', count: 1 },
      { code: 'd', name: 'D', count: 1 },
      { code: 'e', name: 'E', count: 2 },
      { code: 'z', name: 'Z', count: 0 },
    ]);
    expect(result.total).toBe(10);
    expect(result.slices.map((s) => [s.code, s.name, s.count, s.rate])).toEqual([
      ['a', 'A', 3, 30],
      ['b', 'B', 3, 30],
      ['e', 'E', 2, 20],
      ['', '其他', 2, 20],
    ]);
    expect(topWithOther([{ code: 'a', name: 'A', count: 2 }]).slices).toEqual([{ code: 'a', name: 'A', count: 2, rate: 100 }]);
    expect(topWithOther([]).slices).toEqual([]);
  });
});
