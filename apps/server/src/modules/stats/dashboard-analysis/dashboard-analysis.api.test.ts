import { companyStatisticsApi, courseApi, dashboardAnalysisApi as api, jobApi, perm, type DataOf, type Endpoint } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { percentShares } from '../../../platform/percent-shares.js';
import { nowText } from '../../../platform/time.js';
import { addApplicants, addJobSeekers, idCardFor, type PublishedJob } from '../../../test/apply-fixtures.js';
import { passedCollege } from '../../../test/college-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { creditCodeFor, dayFromNow, jobForm, passedCompany, uploadLicense, userWithCodes, XINZHENG, ZHONGMOU, type Place } from '../../../test/recruit-fixtures.js';
import { runningStation } from '../../../test/station-fixtures.js';
import { courseForm } from '../../../test/train-fixtures.js';
import { writeApplications } from '../../train/train-apply/train-apply.service.js';
import { hireRate } from './dashboard-analysis.service.js';

const today = () => nowText().slice(0, 10);
/** Every ranged row of this area with its method: POST rows take the range in the body, GET rows in the query. */
const RANGED = [api.getByDate, api.jobApplyAnalysis, api.queryDataTrend, api.queryCmpyDayStatistics, api.queryStatisticsApplyDay, api.queryStatisticsCourse] as const;
/** Twelve 中类: ten named and two summed into 其他 by jobApplyAnalysis. */
const CATEGORIES = ['6-18', '4-01', '4-02', '4-03', '4-04', '4-05', '4-06', '4-07', '2-01', '2-02', '2-03', '1-01'];

/**
 * The rest of the 数据看板, checked against the rows themselves: every figure
 * after writes (jobs published, reviewed, moved on- and offline, job seekers,
 * applications and their states, course applications) equals a plain-SQL
 * recount; a 新郑市 user counts only 新郑市; ranges are read as the dashboard's.
 */
describe.each(DIALECTS)('数据看板 统计分析 on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let xinzheng: string;
  const companies: Record<'xz' | 'zm', string> = { xz: '', zm: '' };
  const jobs: Array<PublishedJob & { category: string }> = [];

  async function ask<E extends Endpoint>(endpoint: E, input: Record<string, unknown> = {}, token = admin): Promise<DataOf<E>> {
    const res = await server.call(endpoint, endpoint.method === 'GET' ? { token, query: input } : { token, body: input });
    expect(res.status, res.json.msg).toBe(200);
    endpoint.response.parse(res.json.data);
    return res.json.data;
  }

  async function publish(cmpyCode: string, place: Place, category: string, online: boolean): Promise<PublishedJob & { category: string }> {
    const saved = await server.call(jobApi.saveJobInfo, { token: admin, body: jobForm(cmpyCode, { jobName: `岗位${jobs.length + 1}`, jobCategoryCode: category, ...place }) });
    expect(saved.status, saved.json.msg).toBe(200);
    const { jobCode } = saved.json.data;
    expect((await server.call(jobApi.checkJobInfo, { token: admin, body: { jobCode, approveType: 2 } })).status).toBe(200);
    if (online) expect((await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode, onlineType: 1 } })).status).toBe(200);
    const row = await server.deps.db.selectFrom('recruitJobInfo').select('id').where('jobCode', '=', jobCode).executeTakeFirstOrThrow();
    const job = { id: Number(row.id), jobCode, jobName: `岗位${jobs.length + 1}`, category };
    jobs.push(job);
    return job;
  }

  beforeAll(async () => {
    admin = await server.login();
    companies.xz = (await passedCompany(server, admin, 581)).cmpyCode;
    companies.zm = (await passedCompany(server, admin, 582, { ...ZHONGMOU, creditCode: creditCodeFor(582, ZHONGMOU.countyCode) })).cmpyCode;
    xinzheng = (await userWithCodes(server, admin, 'stats_xinzheng', '新郑统计员', [perm.recruit.home.list], XINZHENG.countyCode)).token;
  });

  // -------------------------------------------------------------------------
  // Plain-SQL recounts
  // -------------------------------------------------------------------------

  /** Job figures from the rows: companies in `county` only when given. */
  async function jobRows(county?: string) {
    const db = server.deps.db;
    let jobQuery = db.selectFrom('recruitJobInfo as j').innerJoin('cmpyInfo as c', 'c.cmpyCode', 'j.cmpyCode').select(['j.id', 'j.approveType', 'j.createTime', 'j.jobCategoryCode']);
    if (county) jobQuery = jobQuery.where('c.countyCode', '=', county);
    const jobList = (await jobQuery.execute()).map((j) => ({ ...j, id: Number(j.id) }));
    const ids = new Set(jobList.map((j) => j.id));
    const moves = (await db.selectFrom('recruitJobOperation').select(['jobId', 'action', 'fromState', 'toState', 'createTime']).execute()).filter((m) => ids.has(Number(m.jobId)));
    const applications = (await db.selectFrom('recruitJobApply').select(['jobId', 'state', 'applyTime']).execute()).filter((a) => ids.has(Number(a.jobId)));
    return { jobList, moves, applications };
  }

  async function expectedJobDays(days: readonly string[], county?: string) {
    const { jobList, moves } = await jobRows(county);
    return days.map((dateDay) => {
      const on = moves.filter((m) => m.createTime.startsWith(dateDay));
      return {
        dateDay,
        subCount: jobList.filter((j) => j.createTime.startsWith(dateDay)).length + on.filter((m) => m.toState === 0).length,
        passCount: on.filter((m) => m.action === 'pass').length,
        onlineCount: on.filter((m) => m.toState === 3 && m.fromState !== 3).length,
        offlineCount: on.filter((m) => m.fromState === 3 && m.toState !== 3).length,
      };
    });
  }

  // -------------------------------------------------------------------------
  // Jobs: index and getByDate
  // -------------------------------------------------------------------------

  it('counts jobs by state and their review moves per day, as the rows and move records say', async () => {
    for (const [i, category] of CATEGORIES.entries()) await publish(i % 3 === 2 ? companies.zm : companies.xz, i % 3 === 2 ? ZHONGMOU : XINZHENG, category, i < 9);
    // One more under review, one rejected and resubmitted, one online job ended, one taken offline and back.
    await server.call(jobApi.saveJobInfo, { token: admin, body: jobForm(companies.xz, { jobName: '待审岗位' }) });
    const rejected = await server.call(jobApi.saveJobInfo, { token: admin, body: jobForm(companies.xz, { jobName: '驳回岗位' }) });
    const rejectedCode = rejected.json.data.jobCode;
    expect((await server.call(jobApi.checkJobInfo, { token: admin, body: { jobCode: rejectedCode, approveType: 1, rejectDesc: '岗位描述不完整' } })).status).toBe(200);
    expect((await server.call(jobApi.editJobInfo, { token: admin, body: { ...jobForm(companies.xz, { jobName: '驳回岗位' }), jobCode: rejectedCode } })).status).toBe(200);
    expect((await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode: jobs[0].jobCode, onlineType: 0 } })).status).toBe(200);
    expect((await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode: jobs[0].jobCode, onlineType: 1 } })).status).toBe(200);
    expect((await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode: jobs[1].jobCode, onlineType: 0 } })).status).toBe(200);

    const { jobList } = await jobRows();
    const index = await ask(api.index);
    expect(index).toEqual({
      checkCountNum: jobList.filter((j) => j.approveType === 0).length,
      onlineCountNum: jobList.filter((j) => j.approveType === 3).length,
      historyCountNum: jobList.length,
    });
    // 14 jobs: 2 under review (one resubmitted), 8 online (9 put online, one taken off), 4 passed or offline.
    expect(index).toEqual({ checkCountNum: 2, onlineCountNum: 8, historyCountNum: 14 });

    const days = await ask(api.getByDate);
    expect(days).toHaveLength(30);
    expect(days).toEqual(await expectedJobDays(days.map((d) => d.dateDay)));
    // Today: 14 created + 1 resubmitted; 12 passed; 9 + 1 online again; 2 offline.
    expect(days.at(-1)).toEqual({ dateDay: today(), subCount: 15, passCount: 12, onlineCount: 10, offlineCount: 2 });
  });

  it('scopes the job figures to a 新郑市 user: 中牟县 jobs and moves are not theirs', async () => {
    const { jobList } = await jobRows(XINZHENG.countyCode);
    expect(await ask(api.index, {}, xinzheng)).toEqual({
      checkCountNum: jobList.filter((j) => j.approveType === 0).length,
      onlineCountNum: jobList.filter((j) => j.approveType === 3).length,
      historyCountNum: jobList.length,
    });
    const days = await ask(api.getByDate, {}, xinzheng);
    expect(days).toEqual(await expectedJobDays(days.map((d) => d.dateDay), XINZHENG.countyCode));
    expect(days.at(-1)?.passCount).toBe(8);
  });

  // -------------------------------------------------------------------------
  // Applications per category, job seekers per day
  // -------------------------------------------------------------------------

  async function expectedCategories(county?: string) {
    const { jobList, applications } = await jobRows(county);
    const from = dayFromNow(-29);
    const categoryOf = new Map(jobList.map((j) => [j.id, j.jobCategoryCode]));
    const inRange = applications.filter((a) => a.applyTime.slice(0, 10) >= from);
    const per = new Map<string, { deliver: number; hire: number }>();
    for (const a of inRange) {
      const code = categoryOf.get(Number(a.jobId)) ?? '';
      const entry = per.get(code) ?? { deliver: 0, hire: 0 };
      entry.deliver += 1;
      if (a.state === 4) entry.hire += 1;
      per.set(code, entry);
    }
    const ranked = [...per.entries()].sort((a, b) => b[1].deliver - a[1].deliver || a[0].localeCompare(b[0]));
    const top = ranked.slice(0, 10).map(([code, e]) => ({ code, ...e }));
    const rest = ranked.slice(10);
    if (rest.length > 0) top.push({ code: '', deliver: rest.reduce((s, [, e]) => s + e.deliver, 0), hire: rest.reduce((s, [, e]) => s + e.hire, 0) });
    return top.map((t) => ({ categorieCode: t.code, deliverCount: t.deliver, hireCount: t.hire, rate: hireRate(t.hire, t.deliver) }));
  }

  it('ranks categories by applications in the range, ten then 其他, with hires and the hire rate', async () => {
    const empty = await ask(api.jobApplyAnalysis);
    expect(empty).toEqual([]);
    // Category i gets 12 − i applications today, the first of each hired; one old application outside the range.
    const specs = jobs.flatMap((job, i) =>
      Array.from({ length: CATEGORIES.length - i }, (_, k) => ({
        usrName: `求职者${i}-${k}`,
        gender: (k % 2 === 0 ? 1 : 2) as 1 | 2,
        birthDate: '1995-05-05',
        job,
        applyTime: `${dayFromNow(-k % 5)} 10:0${k % 10}:00`,
        state: k === 0 ? 4 : k === 1 ? 6 : 0,
        createTime: `${dayFromNow(-(k % 3))} 08:00:00`,
        place: (i % 3 === 2 ? ['410000', '410100', '410122'] : ['410000', '410100', '410184']) as [string, string, string],
      })),
    );
    specs.push({ usrName: '老求职者', gender: 1, birthDate: '1990-01-01', job: jobs[11], applyTime: `${dayFromNow(-60)} 10:00:00`, state: 4, createTime: `${dayFromNow(-60)} 08:00:00`, place: ['410000', '410100', '410184'] });
    await addApplicants(server.deps.db, specs);

    const rows = await ask(api.jobApplyAnalysis);
    expect(rows.map(({ categorieName: _name, ...r }) => r)).toEqual(await expectedCategories());
    expect(rows).toHaveLength(11);
    expect(rows[0]).toEqual({ categorieCode: '6-18', categorieName: '机械制造基础加工人员', deliverCount: 12, hireCount: 1, rate: 8.33 });
    // 其他: 2-03 (2 applications) and 1-01 (1), one hire each.
    expect(rows.at(-1)).toEqual({ categorieCode: '', categorieName: '其他', deliverCount: 3, hireCount: 2, rate: 66.67 });

    // A hire moves the figures (as apply-info's conditional update moves an application).
    await server.deps.db.updateTable('recruitJobApply').set({ state: 4 }).where('jobId', '=', jobs[0].id).where('state', '=', 0).execute();
    const moved = await ask(api.jobApplyAnalysis);
    expect(moved[0]).toMatchObject({ categorieCode: '6-18', deliverCount: 12, hireCount: 11 });
    expect(moved.map(({ categorieName: _name, ...r }) => r)).toEqual(await expectedCategories());
    // 新郑市: only the applications to its companies' jobs.
    expect((await ask(api.jobApplyAnalysis, {}, xinzheng)).map(({ categorieName: _name, ...r }) => r)).toEqual(await expectedCategories(XINZHENG.countyCode));
  });

  it('counts job seekers registered per day beside the applications and hires of the day', async () => {
    const extra = await addJobSeekers(server.deps.db, [
      { usrName: '新用户甲', gender: 1, birthDate: '1999-09-09', createTime: `${today()} 07:00:00`, place: ['410000', '410100', '410122'] },
      { usrName: '新用户乙', gender: 2, birthDate: '1999-09-10', createTime: `${dayFromNow(-40)} 07:00:00` },
    ]);
    expect(extra).toHaveLength(2);
    const db = server.deps.db;
    const recount = async (county?: string) => {
      const seekers = await db.selectFrom('recruitJobSeeker').select(['createTime', 'countyCode']).execute();
      const { applications } = await jobRows(county);
      return (day: string) => ({
        dateDay: day,
        userCount: seekers.filter((s) => s.createTime.startsWith(day) && (!county || s.countyCode === county)).length,
        deliverCount: applications.filter((a) => a.applyTime.startsWith(day)).length,
        hireCount: applications.filter((a) => a.applyTime.startsWith(day) && a.state === 4).length,
      });
    };
    const trend = await ask(api.queryDataTrend);
    expect(trend).toHaveLength(30);
    const whole = await recount();
    expect(trend).toEqual(trend.map((d) => whole(d.dateDay)));
    expect(trend.reduce((s, d) => s + d.userCount, 0)).toBe(79);
    const scoped = await ask(api.queryDataTrend, {}, xinzheng);
    const xz = await recount(XINZHENG.countyCode);
    expect(scoped).toEqual(scoped.map((d) => xz(d.dateDay)));
    // A range reaching back 40 days finds the older one.
    const long = await ask(api.queryDataTrend, { beginTime: dayFromNow(-40), endTime: dayFromNow(-40) });
    expect(long).toEqual([whole(dayFromNow(-40))]);
    expect(long[0].userCount).toBeGreaterThanOrEqual(1);
  });

  it('answers companies per day by the company statistics rule (cmpyTrend)', async () => {
    const days = await ask(api.queryCmpyDayStatistics);
    const trend = await ask(companyStatisticsApi.cmpyTrend, { unit: 'day' });
    expect(days).toEqual(trend.map((t) => ({ dateDay: t.date, subCount: t.subCount, passCount: t.passCount })));
    const rows = await server.deps.db.selectFrom('cmpyInfo').select(['createTime', 'approveType', 'approveTime']).execute();
    expect(days.at(-1)).toEqual({
      dateDay: today(),
      subCount: rows.filter((r) => r.createTime.startsWith(today())).length,
      passCount: rows.filter((r) => r.approveType === 1 && r.approveTime?.startsWith(today())).length,
    });
    expect(days.at(-1)?.passCount).toBeGreaterThanOrEqual(2);
    // 新郑市 sees its own company only.
    expect((await ask(api.queryCmpyDayStatistics, {}, xinzheng)).at(-1)?.subCount).toBe(rows.filter((r) => r.createTime.startsWith(today())).length - 1);
  });

  // -------------------------------------------------------------------------
  // Courses: 报名趋势 and 课程TOP3占比
  // -------------------------------------------------------------------------

  const courses: string[] = [];

  it('has zero days and no slices before any course application', async () => {
    const trend = await ask(api.queryStatisticsApplyDay);
    expect(trend).toHaveLength(30);
    expect(trend.every((d) => d.intentionCount === 0 && d.onlineCount === 0)).toBe(true);
    expect(await ask(api.queryStatisticsCourse)).toEqual({ beginDay: dayFromNow(-29), endDay: today(), total: 0, courses: [] });
  });

  it('counts course applications per day by state and ranks courses, shares adding up to 100.00', async () => {
    const cover = await uploadLicense(server, admin);
    for (const [i, name] of ['电工上岗证培训', '叉车司机培训', '育婴员培训', '中式烹调师培训', '焊工培训'].entries()) {
      const place = i === 4 ? ZHONGMOU : XINZHENG;
      const added = await server.call(courseApi.addBDCourse, { token: admin, body: courseForm(cover, { courseName: name, ...place }) });
      expect(added.status, added.json.msg).toBe(200);
      courses.push(added.json.data.courseCode);
    }
    // Course i gets 7 − i applications; the first two of each ordered online (one paid), the rest 意向登记.
    let n = 0;
    const inputs = courses.flatMap((courseCode, i) =>
      Array.from({ length: 7 - i }, (_, k) => {
        n += 1;
        const applyTime = `${dayFromNow(-(k % 4))} 1${k % 10}:00:00`;
        const order = k === 0 ? { createTime: applyTime, paid: { channel: 'offline', voucherNo: `PZ${n}`, paidAmount: 0, payTime: applyTime, receiptKey: '' } } : k === 1 ? { createTime: applyTime } : undefined;
        return { courseCode, usrName: `学员${n}`, usrPhe: `1390000${String(n).padStart(4, '0')}`, idCard: idCardFor('410184', '1990-01-01', 100 + n), applyTime, order };
      }),
    );
    inputs.push({ courseCode: courses[0], usrName: '旧学员', usrPhe: '13900009999', idCard: idCardFor('410184', '1990-01-02', 999), applyTime: `${dayFromNow(-50)} 10:00:00`, order: undefined });
    await writeApplications(server.deps.db, inputs);

    const rows = await server.deps.db.selectFrom('trainApply').select(['courseCode', 'applyState', 'applyTime']).execute();
    const trend = await ask(api.queryStatisticsApplyDay);
    expect(trend).toEqual(
      trend.map((d) => ({
        dateDay: d.dateDay,
        intentionCount: rows.filter((r) => r.applyTime.startsWith(d.dateDay) && r.applyState === 0).length,
        onlineCount: rows.filter((r) => r.applyTime.startsWith(d.dateDay) && r.applyState !== 0).length,
      })),
    );
    expect(trend.reduce((s, d) => s + d.onlineCount, 0)).toBe(10);
    expect(trend.reduce((s, d) => s + d.intentionCount, 0)).toBe(15);

    const shares = await ask(api.queryStatisticsCourse);
    const counts = [7, 6, 5, 3 + 4];
    expect(shares.total).toBe(25);
    expect(shares.courses.map((c) => [c.courseCode, c.count])).toEqual([
      [courses[0], 7],
      [courses[1], 6],
      [courses[2], 5],
      ['', 7],
    ]);
    expect(shares.courses.map((c) => c.rate)).toEqual(percentShares(counts));
    expect(shares.courses.reduce((s, c) => s + Math.round(c.rate * 100), 0)).toBe(10_000);
    expect(shares.courses[0].courseName).toBe('电工上岗证培训');
    expect(shares.courses.at(-1)?.courseName).toBe('其他');

    // A wider range takes in the old application.
    const wide = await ask(api.queryStatisticsCourse, { beginTime: dayFromNow(-60) });
    expect(wide.courses[0]).toMatchObject({ courseCode: courses[0], count: 8 });
    // 新郑市: the 中牟县 course (焊工培训) is not theirs.
    const scoped = await ask(api.queryStatisticsCourse, {}, xinzheng);
    expect(scoped.total).toBe(22);
    expect(scoped.courses.at(-1)).toMatchObject({ courseCode: '', count: 4 });
    const scopedTrend = await ask(api.queryStatisticsApplyDay, {}, xinzheng);
    expect(scopedTrend.reduce((s, d) => s + d.intentionCount + d.onlineCount, 0)).toBe(22);
  });

  // -------------------------------------------------------------------------
  // Sub-system totals
  // -------------------------------------------------------------------------

  it('answers each sub-system’s totals as its own tables count them', async () => {
    await runningStation(server, admin, 583);
    await passedCollege(server.deps.db, 584);
    const db = server.deps.db;
    const count = async (q: Promise<Array<{ n: number | string | bigint }>>) => Number((await q)[0].n);
    const totals = await ask(api.queryStatistics);
    expect(totals).toEqual({
      recruit: {
        companyCount: await count(db.selectFrom('cmpyInfo').select((eb) => eb.fn.countAll().as('n')).where('approveType', '=', 1).execute()),
        onlineJobCount: await count(db.selectFrom('recruitJobInfo').select((eb) => eb.fn.countAll().as('n')).where('approveType', '=', 3).execute()),
        applyCount: await count(db.selectFrom('recruitJobApply').select((eb) => eb.fn.countAll().as('n')).execute()),
        hireCount: await count(db.selectFrom('recruitJobApply').select((eb) => eb.fn.countAll().as('n')).where('state', '=', 4).execute()),
      },
      train: {
        onlineCourseCount: await count(db.selectFrom('trainCourse').select((eb) => eb.fn.countAll().as('n')).where('approveType', '=', 1).execute()),
        courseCount: await count(db.selectFrom('trainCourse').select((eb) => eb.fn.countAll().as('n')).execute()),
        applyCount: await count(db.selectFrom('trainApply').select((eb) => eb.fn.countAll().as('n')).execute()),
      },
      college: {
        collegeCount: await count(db.selectFrom('collegeInfo').select((eb) => eb.fn.countAll().as('n')).where('approveType', '=', 2).execute()),
        readingCount: 0,
      },
      station: {
        runningCount: await count(db.selectFrom('recruitStation').select((eb) => eb.fn.countAll().as('n')).where('approveState', '=', 1).execute()),
        stationCount: await count(db.selectFrom('recruitStation').select((eb) => eb.fn.countAll().as('n')).execute()),
        activityCount: await count(db.selectFrom('recruitStationActivity').select((eb) => eb.fn.countAll().as('n')).execute()),
      },
    });
    expect(totals.train?.applyCount).toBe(26);
    expect(totals.station?.runningCount).toBe(1);
    expect(totals.college?.collegeCount).toBe(1);
    const scoped = await ask(api.queryStatistics, {}, xinzheng);
    expect(scoped.recruit?.companyCount).toBe(totals.recruit!.companyCount - 1);
    // All time: the old application too, not the 中牟县 course's three.
    expect(scoped.train?.applyCount).toBe(23);
  });

  // -------------------------------------------------------------------------
  // Day ranges
  // -------------------------------------------------------------------------

  it('reads ranges as the dashboard does on every ranged row: 30 days by default, every day listed, at most 366, never reversed', async () => {
    for (const endpoint of RANGED) {
      const call = (input: Record<string, unknown>) => server.call(endpoint, endpoint.method === 'GET' ? { token: admin, query: input } : { token: admin, body: input });
      const week = await call({ beginTime: dayFromNow(-6), endTime: `${today()} 12:00:00` });
      expect(week.status, `${endpoint.path} ${week.json.msg}`).toBe(200);
      const data: unknown = week.json.data;
      if (Array.isArray(data) && endpoint !== api.jobApplyAnalysis) expect(data.map((d: { dateDay: string }) => d.dateDay)).toEqual(Array.from({ length: 7 }, (_, i) => dayFromNow(i - 6)));
      const reversed = await call({ beginTime: today(), endTime: dayFromNow(-1) });
      expect([reversed.status, reversed.json.msg], endpoint.path).toEqual([400, '统计开始日期不能晚于结束日期']);
      const long = await call({ beginTime: dayFromNow(-366), endTime: today() });
      expect([long.status, long.json.msg], endpoint.path).toEqual([400, '按日统计的区间不能超过366天']);
      const year = await call({ beginTime: dayFromNow(-365), endTime: today() });
      expect(year.status, endpoint.path).toBe(200);
      const misshapen = await call({ beginTime: '2025-02-30' });
      expect(misshapen.status, endpoint.path).toBe(400);
      expect(misshapen.json.msg, endpoint.path).toContain('统计开始日期');
    }
  });
});
