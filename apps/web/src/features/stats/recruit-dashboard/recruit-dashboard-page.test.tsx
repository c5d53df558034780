import { companyStatisticsApi, dashboardAnalysisApi, perm, recruitDashboardApi, type CourseShares, type RecruitShares } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import { recentDays } from './date-range';
import RecruitHomePage from './recruit-dashboard-page';
const TOTALS = {
  company: { total: 361, checkCount: 65, passCount: 250, rejectCount: 46, todayCount: 2 },
  job: { total: 3012, checkCount: 120, onlineCount: 1480 },
  apply: { total: 40215, todayCount: 37, hireCount: 6120 },
};

const BY_JOBS: RecruitShares = {
  countBy: 'job',
  beginDay: null,
  endDay: null,
  categoryTotal: 1480,
  categories: [
    { categorieCode: '6-18', categorieName: '机械制造基础加工人员', count: 592, rate: 40 },
    { categorieCode: '4-01', categorieName: '批发与零售服务人员', count: 296, rate: 20 },
    { categorieCode: '4-03', categorieName: '住宿和餐饮服务人员', count: 148, rate: 10 },
    { categorieCode: '', categorieName: '其他', count: 444, rate: 30 },
  ],
  labelTotal: 3700,
  labels: [
    { labelCode: 'jl-01', labelName: '五险一金', count: 1110, rate: 30 },
    { labelCode: 'jl-02', labelName: '包吃住', count: 740, rate: 20 },
    { labelCode: 'jl-03', labelName: '周末双休', count: 370, rate: 10 },
    { labelCode: '', labelName: '其他', count: 1480, rate: 40 },
  ],
};

function byApplications(beginDay: string, endDay: string): RecruitShares {
  return {
    countBy: 'apply',
    beginDay,
    endDay,
    categoryTotal: 900,
    categories: [{ categorieCode: '6-31', categorieName: '生产辅助人员', count: 900, rate: 100 }],
    labelTotal: 0,
    labels: [],
  };
}

function trendRows(body: unknown) {
  const { beginTime, endTime } = body as { beginTime: string; endTime: string };
  const rows = [];
  for (let day = Date.parse(`${beginTime}T00:00:00Z`); day <= Date.parse(`${endTime}T00:00:00Z`); day += 86_400_000) {
    rows.push({ dateDay: new Date(day).toISOString().slice(0, 10), deliverCount: 3, hireCount: 1 });
  }
  return rows;
}

const COURSES: CourseShares = {
  beginDay: '',
  endDay: '',
  total: 200,
  courses: [
    { courseCode: 'c1', courseName: '电工上岗证培训', count: 80, rate: 40 },
    { courseCode: 'c2', courseName: '叉车司机培训', count: 50, rate: 25 },
    { courseCode: 'c3', courseName: '育婴员培训', count: 40, rate: 20 },
    { courseCode: '', courseName: '其他', count: 30, rate: 15 },
  ],
};

function courseDays(body: unknown) {
  return trendRows(body).map((r) => ({ dateDay: r.dateDay, intentionCount: 2, onlineCount: 1 }));
}

function dashboardServer() {
  return mockApi()
    .on(dashboardAnalysisApi.queryStatisticsApplyDay, ({ body }) => courseDays(body))
    .on(dashboardAnalysisApi.queryStatisticsCourse, COURSES)
    .on(recruitDashboardApi.queryCmpyStatistics, TOTALS)
    .on(recruitDashboardApi.queryStatisticsJobApplyDay, ({ body }) => trendRows(body))
    .on(recruitDashboardApi.queryStatisticsRecruit, ({ body }) => {
      const { countBy, beginTime, endTime } = body as { countBy: string; beginTime?: string; endTime?: string };
      return countBy === 'apply' ? byApplications(beginTime ?? '', endTime ?? '') : BY_JOBS;
    })
    .on(companyStatisticsApi.cmpyTrend, [{ date: '2025-03-01', subCount: 3, passCount: 2, rejectCount: 0 }]);
}

const ALL = [perm.recruit.home.list, perm.recruit.company.statistics.list];

/** The headline card with this title. */
const figure = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-card') as HTMLElement;

describe('数据看板', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the headline figures, the application trend and the top-3 shares with their percent', async () => {
    const api = dashboardServer();
    renderScreen(<RecruitHomePage />, { permissions: ALL });
    expect(await screen.findByText('361')).toBeInTheDocument();
    expect(screen.getByText('企业总数')).toBeInTheDocument();
    expect(screen.getByText('已驳回 46')).toBeInTheDocument();
    expect(figure('在招岗位')).toHaveTextContent('在招岗位1,480岗位总数 3,012 · 审核中 120');
    expect(figure('投递总数')).toHaveTextContent('投递总数40,215');
    expect(figure('今日投递')).toHaveTextContent('今日投递37');
    expect(figure('已录用')).toHaveTextContent('已录用6,120');

    // The trend covers the last 30 days, today included, and says what they add up to.
    const month = recentDays(30);
    await waitFor(() => expect(api.sent(recruitDashboardApi.queryStatisticsJobApplyDay)).toEqual([month]));
    expect(await screen.findByText('近30天投递数 90，录用数 30')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '投递趋势图' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '企业入驻趋势图' })).toBeInTheDocument();
    expect(api.sent(companyStatisticsApi.cmpyTrend)).toEqual([{ unit: 'day', ...month }]);

    const categories = await screen.findByRole('list', { name: '岗位类别TOP3占比' });
    const items = within(categories).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1机械制造基础加工人员59240.00%',
      '2批发与零售服务人员29620.00%',
      '3住宿和餐饮服务人员14810.00%',
      '其他44430.00%',
    ]);
    expect(screen.getByText('按职业分类中类统计，共 1,480 个岗位')).toBeInTheDocument();
    const labels = screen.getByRole('list', { name: '岗位标签TOP3占比' });
    expect(within(labels).getByText('五险一金')).toBeInTheDocument();
    expect(within(labels).getByText('40.00%')).toBeInTheDocument();
    expect(within(labels).getByTitle('1,110 个岗位')).toHaveTextContent('1,110');
    expect(screen.getByRole('img', { name: '岗位类别TOP3占比图' })).toBeInTheDocument();
    expect(api.sent(recruitDashboardApi.queryStatisticsRecruit)).toEqual([{ countBy: 'job' }]);
  });

  it('asks for the chosen range, and counts the shares by applications in it when asked', async () => {
    const api = dashboardServer();
    renderScreen(<RecruitHomePage />, { permissions: ALL });
    await screen.findByText('近30天投递数 90，录用数 30');
    const week = recentDays(7);
    await userEvent.click(screen.getByText('近7天'));
    await waitFor(() => expect(api.sent(recruitDashboardApi.queryStatisticsJobApplyDay).at(-1)).toEqual(week));
    expect(await screen.findByText('近7天投递数 21，录用数 7')).toBeInTheDocument();
    expect(api.sent(companyStatisticsApi.cmpyTrend).at(-1)).toEqual({ unit: 'day', ...week });
    expect(screen.getByText(`${week.beginTime} 至 ${week.endTime}`)).toBeInTheDocument();
    // Online jobs are counted as they are now: the range does not ask for them again.
    expect(api.sent(recruitDashboardApi.queryStatisticsRecruit)).toEqual([{ countBy: 'job' }]);

    await userEvent.click(screen.getByText('按投递量'));
    await waitFor(() => expect(api.sent(recruitDashboardApi.queryStatisticsRecruit).at(-1)).toEqual({ countBy: 'apply', ...week }));
    expect(await screen.findByText('招聘TOP3占比（近7天投递）')).toBeInTheDocument();
    expect(await screen.findByText('按职业分类中类统计，共 900 次投递')).toBeInTheDocument();
    const categories = screen.getByRole('list', { name: '岗位类别TOP3占比' });
    expect(within(categories).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1生产辅助人员900100.00%']);
    // No label counted in the range: the label panel says so.
    const labelPanel = screen.getByRole('region', { name: '岗位标签' });
    expect(within(labelPanel).getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();

    await userEvent.click(screen.getByText('近90天'));
    await waitFor(() => expect(api.sent(recruitDashboardApi.queryStatisticsRecruit).at(-1)).toEqual({ countBy: 'apply', ...recentDays(90) }));
  });

  it('leaves the company trend out for a user without the company statistics', async () => {
    const api = dashboardServer();
    renderScreen(<RecruitHomePage />, { permissions: [perm.recruit.home.list] });
    expect(await screen.findByText('361')).toBeInTheDocument();
    await screen.findByRole('img', { name: '投递趋势图' });
    expect(screen.queryByText('企业入驻趋势')).not.toBeInTheDocument();
    expect(api.sent(companyStatisticsApi.cmpyTrend)).toEqual([]);
  });

  it('says when there is nothing to show, and when the figures could not be fetched', async () => {
    mockApi()
      .on(dashboardAnalysisApi.queryStatisticsApplyDay, ({ body }) => courseDays(body).map((r) => ({ ...r, intentionCount: 0, onlineCount: 0 })))
      .on(dashboardAnalysisApi.queryStatisticsCourse, { ...COURSES, total: 0, courses: [] })
      .on(recruitDashboardApi.queryCmpyStatistics, { fail: { code: 500, msg: '服务器内部错误' } })
      .on(recruitDashboardApi.queryStatisticsJobApplyDay, ({ body }) => trendRows(body).map((r) => ({ ...r, deliverCount: 0, hireCount: 0 })))
      .on(recruitDashboardApi.queryStatisticsRecruit, { fail: { code: 400, msg: '统计口径取值应为 job、apply 之一' } });
    renderScreen(<RecruitHomePage />, { permissions: [perm.recruit.home.list] });
    expect(await screen.findByText('近30天投递数 0，录用数 0')).toBeInTheDocument();
    const trendCard = screen.getByText('投递趋势').closest('.ant-card') as HTMLElement;
    expect(within(trendCard).getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '投递趋势图' })).not.toBeInTheDocument();
    expect(await screen.findAllByText('获取统计数据失败：统计口径取值应为 job、apply 之一')).toHaveLength(2);
    // The cards show a dash rather than a made-up 0.
    await waitFor(() => expect(screen.getAllByText('-').length).toBeGreaterThanOrEqual(8));
  });

  it('shows the course side of the range: 报名趋势 and 课程TOP3占比', async () => {
    const api = dashboardServer();
    renderScreen(<RecruitHomePage />, { permissions: [perm.recruit.home.list] });
    expect(await screen.findByText('近30天课程报名 90')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '报名趋势图' })).toBeInTheDocument();
    const courses = await screen.findByRole('list', { name: '课程TOP3占比' });
    expect(within(courses).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1电工上岗证培训8040.00%',
      '2叉车司机培训5025.00%',
      '3育婴员培训4020.00%',
      '其他3015.00%',
    ]);
    expect(screen.getByText('按课程统计报名，共 200 人次')).toBeInTheDocument();
    await userEvent.click(screen.getByText('近7天'));
    await waitFor(() => expect(api.sent(dashboardAnalysisApi.queryStatisticsCourse).at(-1)).toEqual(recentDays(7)));
    expect(api.sent(dashboardAnalysisApi.queryStatisticsApplyDay).at(-1)).toEqual(recentDays(7));
    expect(await screen.findByText('近7天课程报名 21')).toBeInTheDocument();
  });

  it('has a 统计分析 tab: every sub-system\'s totals (— for one not built), the jobs now and the day charts', async () => {
    const api = dashboardServer()
      .on(dashboardAnalysisApi.queryStatistics, {
        recruit: { companyCount: 250, onlineJobCount: 1480, applyCount: 40215, hireCount: 6120 },
        train: null,
        college: { collegeCount: 12, readingCount: 3400 },
        station: { runningCount: 8, stationCount: 10, activityCount: 31 },
      })
      .on(dashboardAnalysisApi.index, { checkCountNum: 120, onlineCountNum: 1480, historyCountNum: 3012 })
      .on(dashboardAnalysisApi.getByDate, ({ query }) => trendRows(query).map((r) => ({ dateDay: r.dateDay, subCount: 4, passCount: 3, onlineCount: 2, offlineCount: 1 })))
      .on(dashboardAnalysisApi.jobApplyAnalysis, [{ categorieCode: '6-18', categorieName: '机械制造基础加工人员', deliverCount: 30, hireCount: 3, rate: 10 }])
      .on(dashboardAnalysisApi.queryDataTrend, { fail: { code: 500, msg: '服务器内部错误' } })
      .on(dashboardAnalysisApi.queryCmpyDayStatistics, ({ body }) => trendRows(body).map((r) => ({ dateDay: r.dateDay, subCount: 0, passCount: 0 })));
    renderScreen(<RecruitHomePage />, { permissions: [perm.recruit.home.list], route: '/busi/busiEnv?tab=analysis' });
    const recruit = await screen.findByLabelText('招聘系统');
    await waitFor(() => expect(recruit).toHaveTextContent('入驻企业250'));
    expect(recruit).toHaveTextContent('投递总数40,215');
    expect(screen.getByLabelText('培训系统')).toHaveTextContent('上线课程—课程总数—报名总数—');
    expect(screen.getByLabelText('招聘驿站')).toHaveTextContent('运营中驿站8驿站总数10驿站活动31');
    expect(await screen.findByText('3,012')).toBeInTheDocument();
    expect(await screen.findByText('近30天提交 120，通过 90')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '岗位审核趋势图' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '岗位类别投递分析图' })).toBeInTheDocument();
    expect(await screen.findByText('获取统计数据失败：服务器内部错误')).toBeInTheDocument();
    const companyCard = screen.getByText('企业入驻趋势').closest('.ant-card') as HTMLElement;
    expect(within(companyCard).getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(api.sent(dashboardAnalysisApi.getByDate)).toEqual([recentDays(30)]);
    // The overview's calls wait until its tab is opened.
    expect(api.sent(recruitDashboardApi.queryCmpyStatistics)).toEqual([]);
  });
});
