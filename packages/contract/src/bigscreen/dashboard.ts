import { z } from 'zod';
import { DICT_LISTS, DICT_TYPES } from '../common/dict.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { pageOf } from '../core/page.js';
import { perm } from '../system/resource-tree.js';
import { monthFigure, monthShape, reportListQuery, reportTimeQuery } from './report-time.js';

/**
 * 数据大屏 (`/bigscreen`): the platform's own figures — companies,
 * recruitment, job seekers, training — for a month (reportTime), as of its
 * last moment or now. Counts come from counters the database keeps per county
 * in the writing transaction, so a county user's figures cover their county
 * and no call scans the applications.
 */

const count = z.number().int();
/** Percent with two decimals. */
const rate = z.number();
const access = { permission: perm.recruit.bigscreen.list } as const;

/** How many slices a share names before 其他 (企业概况's 门类). */
export const BIGSCREEN_INDUSTRY_TOP_N = 6;
/** How many 中类 岗位缺口分析 and 岗位类别投递量 list. */
export const BIGSCREEN_CATEGORY_TOP_N = 10;
export const BIGSCREEN_OTHER_NAME = '其他';
/** Months of a trend (招聘趋势, 社保参保, 人员流入流出): the reported month and the 11 before it. */
export const BIGSCREEN_TREND_MONTHS = 12;

/** 学历 1–11 as the `education` dictionary words them. */
export const EDUCATION_LEVEL_LABELS: Readonly<Record<number, string>> = Object.fromEntries(
  (DICT_LISTS.find((list) => list.type === DICT_TYPES.education)?.items ?? []).map((item) => [Number(item.dataKey), item.dataValue]),
);
export const EDUCATION_LEVELS = Object.keys(EDUCATION_LEVEL_LABELS).map(Number);

/** Age bands of 人员画像, by whole years at the month's end. */
export const AGE_BANDS = [
  { code: '16-24', name: '16-24岁', min: 16, max: 24 },
  { code: '25-34', name: '25-34岁', min: 25, max: 34 },
  { code: '35-44', name: '35-44岁', min: 35, max: 44 },
  { code: '45-54', name: '45-54岁', min: 45, max: 54 },
  { code: '55+', name: '55岁及以上', min: 55, max: 200 },
] as const;

// ---------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------

export const shareSlice = z.object({ code: z.string(), name: z.string(), count, rate });
export type ShareSlice = z.infer<typeof shareSlice>;

/** 企业概况. */
export const companyOverview = z.object({
  ...monthShape,
  /** Companies 已通过 as of the month (by their decision time). */
  passCount: monthFigure,
  /** Companies first submitted within the month. */
  newCount: monthFigure,
  /** Passed companies by industry 门类: the top six, then 其他; shares add up to 100. */
  industries: z.array(shareSlice),
  /** Passed companies by 企业规模 (every scale listed). */
  scales: z.array(shareSlice),
});
export type CompanyOverview = z.infer<typeof companyOverview>;

const stateCounts = { total: count, checkCount: count, passCount: count, rejectCount: count };
export const companyStateRow = z.object({ countyCode: z.string(), countyName: z.string(), ...stateCounts });
/** Companies submitted by the month's end, by review state now, in all and per county. */
export const companyStatistics = z.object({ ...monthShape, ...stateCounts, counties: z.array(companyStateRow) });
export type CompanyStatistics = z.infer<typeof companyStatistics>;

/** 最新入驻企业: passed companies, newest decision first. */
export const newCompanyRow = z.object({
  cmpyCode: z.string(),
  cmpyName: z.string(),
  industryName: z.string(),
  cmpyScale: count,
  countyCode: z.string(),
  countyName: z.string(),
  approveTime: z.string(),
});
export type NewCompanyRow = z.infer<typeof newCompanyRow>;

/** 招聘企业: companies by jobs online now, with their headcount and the applications made to those jobs. */
export const recruitingCompanyRow = z.object({
  cmpyCode: z.string(),
  cmpyName: z.string(),
  countyName: z.string(),
  jobCount: count,
  headcount: count,
  applyCount: count,
});
export type RecruitingCompanyRow = z.infer<typeof recruitingCompanyRow>;

export const bigscreenCompanyApi = defineEndpoints('bigscreen', 'company', {
  info: {
    method: 'GET',
    path: '/hrbd-bigscreen/report-cmpy/info',
    summary: '数据大屏：企业概况',
    access,
    audit: false,
    query: reportTimeQuery,
    response: companyOverview,
  },
  queryCmpyStatistics: {
    method: 'GET',
    path: '/hrbd-bigscreen/dashboard/queryCmpyStatistics',
    summary: '数据大屏：企业审核状态与区县分布',
    access,
    audit: false,
    query: reportTimeQuery,
    response: companyStatistics,
  },
  getCmpyList: {
    method: 'GET',
    path: '/hrbd-bigscreen/dashboard/getCmpyList',
    summary: '数据大屏：最新入驻企业',
    access,
    audit: false,
    query: reportListQuery,
    response: pageOf(newCompanyRow),
  },
  queryCmpyRecruit: {
    method: 'GET',
    path: '/hrbd-bigscreen/dashboard/queryCmpyRecruit',
    summary: '数据大屏：招聘企业（在招岗位最多）',
    access,
    audit: false,
    query: reportListQuery,
    response: pageOf(recruitingCompanyRow),
  },
});

// ---------------------------------------------------------------------------
// Recruitment
// ---------------------------------------------------------------------------

/**
 * 招聘趋势, one row per month (12, oldest first): jobs that went online in
 * the month and their headcount, applications made in it and how many of
 * those are now 已录用.
 */
export const recruitMonthRow = z.object({ month: z.string(), onlineJobCount: count, headcount: count, applyCount: count, hireCount: count });
export const recruitTrend = z.object({ ...monthShape, months: z.array(recruitMonthRow) });
export type RecruitTrend = z.infer<typeof recruitTrend>;

/** Applications per day of the month (every day up to its end or today), by their state now. */
export const applyDayStateRow = z.object({
  dateDay: z.string(),
  total: count,
  /** 0 新简历, 3 初筛通过, 5 已邀请面试, 4 已录用, 6 不合适. */
  newCount: count,
  screenCount: count,
  interviewCount: count,
  hireCount: count,
  unsuitableCount: count,
});
export const applyDayAnalysis = z.object({ ...monthShape, days: z.array(applyDayStateRow) });
export type ApplyDayAnalysis = z.infer<typeof applyDayAnalysis>;

/**
 * 岗位缺口分析 per 中类 (top 10 by 现有岗位数): 现有岗位数 is the headcount of
 * jobs 已上线 now, 缺口岗位数 that minus their 已录用 applications (never below 0).
 */
export const categoryGapRow = z.object({ categorieCode: z.string(), categorieName: z.string(), headcount: count, hireCount: count, gapCount: count });
export const categoryGap = z.object({ ...monthShape, rows: z.array(categoryGapRow) });
export type CategoryGap = z.infer<typeof categoryGap>;

/** 岗位类别投递量: applications made in the month per 中类, most first (top 10, then 其他). */
export const categoryApplyRow = z.object({ categorieCode: z.string(), categorieName: z.string(), applyCount: count });
export const categoryApply = z.object({ ...monthShape, total: count, rows: z.array(categoryApplyRow) });
export type CategoryApply = z.infer<typeof categoryApply>;

// 预警信息 ---------------------------------------------------------------

export const WARN_LEVELS = { normal: 1, serious: 2, severe: 3 } as const;
export type WarnLevel = (typeof WARN_LEVELS)[keyof typeof WARN_LEVELS];
export const WARN_LEVEL_LABELS: Readonly<Record<WarnLevel, string>> = { 1: '一般', 2: '较重', 3: '严重' };

export const WARN_TYPES = { shortage: 'shortage', layoff: 'layoff', insuredDrop: 'insuredDrop', netOutflow: 'netOutflow' } as const;
export type WarnType = (typeof WARN_TYPES)[keyof typeof WARN_TYPES];
export const WARN_TYPE_LABELS: Readonly<Record<WarnType, string>> = {
  shortage: '缺工预警',
  layoff: '规模性裁员',
  insuredDrop: '参保减员',
  netOutflow: '人员净流出',
};

/**
 * The rules of 预警信息. Each kind warns from its threshold (一般) and grows to
 * 较重 and 严重 at the further steps:
 * - 缺工预警: a 中类 whose 缺口岗位数 is at least `minGap` and at least
 *   `minShare` % of its 现有岗位数 (levels by that share);
 * - 规模性裁员: a 热点事件 of type 规模性裁员 enabled and running within the
 *   month with at least one item (levels by items);
 * - 参保减员: a region's 参保总人数 down by at least `minDrop` % on the month before;
 * - 人员净流出: a region's 流出 at least `minPercent` % of its 流入.
 */
export const WARN_RULES = {
  shortage: { minGap: 100, minShare: 60, levelShares: [60, 75, 90] },
  layoff: { hotEventType: 1, levelItems: [1, 10, 50] },
  insuredDrop: { levelDrops: [3, 5, 8] },
  netOutflow: { levelPercents: [120, 150, 200] },
} as const;

/** The level a measure reaches on thresholds `[一般, 较重, 严重]`, or null below the first. */
export function warnLevelOf(measure: number, thresholds: readonly [number, number, number]): WarnLevel | null {
  if (measure >= thresholds[2]) return WARN_LEVELS.severe;
  if (measure >= thresholds[1]) return WARN_LEVELS.serious;
  if (measure >= thresholds[0]) return WARN_LEVELS.normal;
  return null;
}

export const warningRow = z.object({
  level: z.number().int(),
  levelName: z.string(),
  type: z.enum(Object.values(WARN_TYPES) as [WarnType, ...WarnType[]]),
  typeName: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  text: z.string(),
  /** When it applies: the month's end (or now), an event's start. */
  time: z.string(),
});
export type WarningRow = z.infer<typeof warningRow>;

export const bigscreenRecruitApi = defineEndpoints('bigscreen', 'recruit', {
  analysis: {
    method: 'GET',
    path: '/hrbd-bigscreen/report-recruit/analysis',
    summary: '数据大屏：招聘趋势（近12个月）',
    access,
    audit: false,
    query: reportTimeQuery,
    response: recruitTrend,
  },
  jobApplyAnalysis: {
    method: 'GET',
    path: '/hrbd-bigscreen/dashboard/jobApplyAnalysis',
    summary: '数据大屏：每日投递量（按投递状态）',
    access,
    audit: false,
    query: reportTimeQuery,
    response: applyDayAnalysis,
  },
  getCmpyCategory: {
    method: 'GET',
    path: '/hrbd-bigscreen/dashboard/getCmpyCategory',
    summary: '数据大屏：岗位缺口分析',
    access,
    audit: false,
    query: reportTimeQuery,
    response: categoryGap,
  },
  getCmpyRecruitAnalysis: {
    method: 'GET',
    path: '/hrbd-bigscreen/dashboard/getCmpyRecruitAnalysis',
    summary: '数据大屏：岗位类别投递量',
    access,
    audit: false,
    query: reportTimeQuery,
    response: categoryApply,
  },
  getEmployWarn: {
    method: 'GET',
    path: '/hrbd-bigscreen/dashboard/getEmployWarn',
    summary: '数据大屏：预警信息',
    access,
    audit: false,
    query: reportListQuery,
    response: pageOf(warningRow),
  },
});

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

/** Job seekers registered by the month's end, new in it, and by 就业状态 now. */
export const userCountResult = z.object({ ...monthShape, total: monthFigure, newCount: monthFigure, employedCount: count, unemployedCount: count });
export type UserCountResult = z.infer<typeof userCountResult>;

export const countSlice = z.object({ code: z.string(), name: z.string(), count });
/** 人员画像: job seekers by residence county, gender and age band (at the month's end). */
export const userPortrait = z.object({ ...monthShape, total: count, counties: z.array(countSlice), genders: z.array(countSlice), ages: z.array(countSlice) });
export type UserPortrait = z.infer<typeof userPortrait>;

/** Job seekers by 学历 1–11 (every level listed). */
export const educationRow = z.object({ education: count, educationName: z.string(), count, rate });
export const userEducation = z.object({ ...monthShape, total: count, rows: z.array(educationRow) });
export type UserEducation = z.infer<typeof userEducation>;

/**
 * Headline figures as of the month: companies passed, jobs online now and
 * their headcount, job seekers, applications and hires (with 环比 where a
 * month's end has a meaning), stations and courses from their services.
 */
export const bigscreenSummary = z.object({
  ...monthShape,
  companyCount: monthFigure,
  onlineJobCount: count,
  headcount: count,
  jobSeekerCount: monthFigure,
  applyCount: monthFigure,
  hireCount: monthFigure,
  /** Recruiting stations 已上线; null when the stations are not built. */
  stationCount: count.nullable(),
  /** Courses 已上线; null when training is not built. */
  courseCount: count.nullable(),
  courseApplyCount: count.nullable(),
});
export type BigscreenSummary = z.infer<typeof bigscreenSummary>;

export const bigscreenPeopleApi = defineEndpoints('bigscreen', 'people', {
  userCount: {
    method: 'GET',
    path: '/hrbd-bigscreen/userCount',
    summary: '数据大屏：求职者数量',
    access,
    audit: false,
    query: reportTimeQuery,
    response: userCountResult,
  },
  analysisUserInfo: {
    method: 'GET',
    path: '/hrbd-bigscreen/dashboard/analysisUserInfo',
    summary: '数据大屏：求职者区县、性别与年龄分布',
    access,
    audit: false,
    query: reportTimeQuery,
    response: userPortrait,
  },
  analysisEducation: {
    method: 'GET',
    path: '/hrbd-bigscreen/dashboard/analysisEducation',
    summary: '数据大屏：求职者学历分布',
    access,
    audit: false,
    query: reportTimeQuery,
    response: userEducation,
  },
  getSummary: {
    method: 'GET',
    path: '/hrbd-bigscreen/dashboard/getSummary',
    summary: '数据大屏：核心指标',
    access,
    audit: false,
    query: reportTimeQuery,
    response: bigscreenSummary,
  },
});

// ---------------------------------------------------------------------------
// Training
// ---------------------------------------------------------------------------

/** Course applications made per month (12, oldest first) by applyState: 0 意向登记 (intention), 1 线上未支付 and 2 线上已支付 (online). */
export const trainApplyMonthRow = z.object({ month: z.string(), intentionCount: count, unpaidCount: count, paidCount: count, total: count });
export const trainApplyTrend = z.object({ ...monthShape, months: z.array(trainApplyMonthRow) });
export type TrainApplyTrend = z.infer<typeof trainApplyTrend>;

/** 培训企业: organisations by courses, with the applications to them. */
export const trainCompanyRow = z.object({ cmpyCode: z.string(), cmpyName: z.string(), courseCount: count, applyCount: count });
export type TrainCompanyRow = z.infer<typeof trainCompanyRow>;

export const bigscreenTrainApi = defineEndpoints('bigscreen', 'train', {
  trainApplyAnalysis: {
    method: 'GET',
    path: '/hrbd-bigscreen/dashboard/trainApplyAnalysis',
    summary: '数据大屏：课程报名趋势',
    access,
    audit: false,
    query: reportTimeQuery,
    response: trainApplyTrend,
  },
  queryCmpyTrain: {
    method: 'GET',
    path: '/hrbd-bigscreen/dashboard/queryCmpyTrain',
    summary: '数据大屏：培训企业',
    access,
    audit: false,
    query: reportListQuery,
    response: pageOf(trainCompanyRow),
  },
});
