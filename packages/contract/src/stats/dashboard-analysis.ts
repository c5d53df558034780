import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { perm } from '../system/resource-tree.js';
import { dayRangeShape } from './recruit-dashboard.js';

/**
 * The rest of the 数据看板 (`recruit:home:list`): the job review figures, job
 * categories by applications and hires, job seekers per day, the totals of
 * every sub-system, companies per day, and the training figures the overview
 * shows beside 招聘TOP3占比 (课程TOP3占比, 报名趋势).
 *
 * Day ranges are read as the dashboard's (`trendRange`): without bounds the
 * last 30 days up to today (Asia/Shanghai), at most 366 days, every day listed.
 */

/** How many 中类 jobApplyAnalysis names before summing the rest into 其他. */
export const APPLY_ANALYSIS_TOP_N = 10;

const dayRange = z.object(dayRangeShape);

// ---------------------------------------------------------------------------
// Jobs
// ---------------------------------------------------------------------------

/** Jobs as they stand now (sys_row_count). */
export const jobIndexFigures = z.object({
  /** 审核中. */
  checkCountNum: z.number().int(),
  /** 已上线. */
  onlineCountNum: z.number().int(),
  /** Every job on record, any state. */
  historyCountNum: z.number().int(),
});
export type JobIndexFigures = z.infer<typeof jobIndexFigures>;

/** One day of the job review: jobs submitted for review (new or edited), passed, moved into and out of 已上线. */
export const jobDayRow = z.object({
  dateDay: z.string(),
  subCount: z.number().int(),
  passCount: z.number().int(),
  onlineCount: z.number().int(),
  offlineCount: z.number().int(),
});
export type JobDayRow = z.infer<typeof jobDayRow>;

/** One 中类 (code '' is 其他): applications in the range, how many of those are now 已录用, and hires ÷ applications in percent. */
export const categoryHireRow = z.object({
  categorieCode: z.string(),
  categorieName: z.string(),
  deliverCount: z.number().int(),
  hireCount: z.number().int(),
  rate: z.number(),
});
export type CategoryHireRow = z.infer<typeof categoryHireRow>;

// ---------------------------------------------------------------------------
// Job seekers, companies
// ---------------------------------------------------------------------------

/** One day: job seekers who registered, applications made, and how many of those are now 已录用. */
export const seekerDayRow = z.object({
  dateDay: z.string(),
  userCount: z.number().int(),
  deliverCount: z.number().int(),
  hireCount: z.number().int(),
});
export type SeekerDayRow = z.infer<typeof seekerDayRow>;

/** One day: companies that registered, and those registered companies passed that day (as the company statistics count them). */
export const companyDayRow = z.object({
  dateDay: z.string(),
  subCount: z.number().int(),
  passCount: z.number().int(),
});
export type CompanyDayRow = z.infer<typeof companyDayRow>;

// ---------------------------------------------------------------------------
// Sub-systems
// ---------------------------------------------------------------------------

/**
 * Totals of each sub-system, within the caller's data scope; a sub-system
 * not built in this installation answers null (the page shows —).
 */
export const subsystemTotals = z.object({
  recruit: z
    .object({
      /** Companies passed review. */
      companyCount: z.number().int(),
      /** 已上线 jobs. */
      onlineJobCount: z.number().int(),
      applyCount: z.number().int(),
      hireCount: z.number().int(),
    })
    .nullable(),
  train: z
    .object({
      /** 已上线 courses. */
      onlineCourseCount: z.number().int(),
      courseCount: z.number().int(),
      applyCount: z.number().int(),
    })
    .nullable(),
  college: z
    .object({
      /** Colleges passed review. */
      collegeCount: z.number().int(),
      /** 在读 students enrolled in the college statistics' default years. */
      readingCount: z.number().int(),
    })
    .nullable(),
  station: z
    .object({
      /** 运营中 stations. */
      runningCount: z.number().int(),
      stationCount: z.number().int(),
      activityCount: z.number().int(),
    })
    .nullable(),
});
export type SubsystemTotals = z.infer<typeof subsystemTotals>;

// ---------------------------------------------------------------------------
// Training on the overview
// ---------------------------------------------------------------------------

/** One day of course applications: 意向登记 (applyState 0), and online ones (1 线上未支付 and 2 线上已支付). */
export const courseApplyDayRow = z.object({
  dateDay: z.string(),
  intentionCount: z.number().int(),
  onlineCount: z.number().int(),
});
export type CourseApplyDayRow = z.infer<typeof courseApplyDayRow>;

/** One slice: a course (code '' is 其他), its applications in the range and its share in percent (two decimals). */
export const courseShareRow = z.object({
  courseCode: z.string(),
  courseName: z.string(),
  count: z.number().int(),
  rate: z.number(),
});
export type CourseShareRow = z.infer<typeof courseShareRow>;

export const courseShares = z.object({
  beginDay: z.string(),
  endDay: z.string(),
  /** Applications in the range: what the shares divide. */
  total: z.number().int(),
  /** The three courses with most applications, then 其他; shares add up to exactly 100, or the list is empty. */
  courses: z.array(courseShareRow),
});
export type CourseShares = z.infer<typeof courseShares>;

const HOME = { permission: perm.recruit.home.list } as const;

export const dashboardAnalysisApi = defineEndpoints('stats', 'dashboardAnalysis', {
  index: {
    method: 'GET',
    path: '/statistics/recruit/index',
    summary: '查询岗位待审核、在线与历史累计数量',
    access: HOME,
    audit: false,
    response: jobIndexFigures,
  },

  getByDate: {
    method: 'GET',
    path: '/statistics/recruit/getByDate',
    summary: '查询每日岗位提交、通过、上线与下线数',
    access: HOME,
    audit: false,
    query: dayRange,
    response: z.array(jobDayRow),
  },

  jobApplyAnalysis: {
    method: 'GET',
    path: '/statistics/recruit/jobApplyAnalysis',
    summary: '查询岗位类别的投递数、录用数与录用率',
    access: HOME,
    audit: false,
    query: dayRange,
    response: z.array(categoryHireRow),
  },

  queryDataTrend: {
    method: 'POST',
    path: '/statistics/usr/queryDataTrend',
    summary: '查询每日新增求职者、投递数与录用数',
    access: HOME,
    audit: false,
    body: dayRange,
    response: z.array(seekerDayRow),
  },

  queryStatistics: {
    method: 'GET',
    path: '/statistics/queryStatistics',
    summary: '查询招聘、培训、院校与驿站各子系统总量',
    access: HOME,
    audit: false,
    response: subsystemTotals,
  },

  queryCmpyDayStatistics: {
    method: 'POST',
    path: '/statistics/statistics-cmpy/queryCmpyDayStatistics',
    summary: '查询每日企业入驻提交数与通过数',
    access: HOME,
    audit: false,
    body: dayRange,
    response: z.array(companyDayRow),
  },

  queryStatisticsApplyDay: {
    method: 'POST',
    path: '/statistics/statistics-cmpy/queryStatisticsApplyDay',
    summary: '查询每日课程报名趋势',
    access: HOME,
    audit: false,
    body: dayRange,
    response: z.array(courseApplyDayRow),
  },

  queryStatisticsCourse: {
    method: 'POST',
    path: '/statistics/statistics-cmpy/queryStatisticsCourse',
    summary: '查询课程TOP3占比',
    access: HOME,
    audit: false,
    body: dayRange,
    response: courseShares,
  },
});
