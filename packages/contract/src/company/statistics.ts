import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { enumFilter, timeFilter } from '../core/fields.js';
import { perm } from '../system/resource-tree.js';

/**
 * Company statistics of the government side (zf): totals, a trend per day or
 * month, and the split over industries; and the same for the platform's user
 * accounts. Every figure is counted from the rows at the time of the call.
 */
export const TREND_UNITS = ['day', 'month'] as const;
export type TrendUnit = (typeof TREND_UNITS)[number];
export const TREND_UNIT_LABELS: Record<TrendUnit, string> = { day: '按日', month: '按月' };
/** Without bounds a trend covers the last 30 days or the last 12 months, today included. */
export const TREND_DEFAULT_SPAN: Record<TrendUnit, number> = { day: 30, month: 12 };
/** The longest trend one call draws: a year of days, ten years of months. */
export const TREND_MAX_SPAN: Record<TrendUnit, number> = { day: 366, month: 120 };

const trendQuery = z.object({
  unit: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(TREND_UNITS, { error: '统计粒度取值应为 day、month 之一' }).default('day'))
    .describe('统计粒度'),
  beginTime: timeFilter('统计开始日期').optional(),
  endTime: timeFilter('统计结束日期').optional(),
});

/** One trend point: `date` is YYYY-MM-DD by day, YYYY-MM by month; every day or month of the range is listed. */
export const companyTrendRow = z.object({
  date: z.string(),
  /** Companies submitted (first submission) in the period. */
  subCount: z.number().int(),
  /** Companies passed in the period. */
  passCount: z.number().int(),
  /** Companies rejected in the period (their latest decision). */
  rejectCount: z.number().int(),
});
export type CompanyTrendRow = z.infer<typeof companyTrendRow>;
/** One industry (门类) of the split; `rate` is its share of the counted companies in percent, two decimals. */
export const industryShareRow = z.object({
  industryCode: z.string(),
  industryName: z.string(),
  count: z.number().int(),
  rate: z.number(),
});
export type IndustryShareRow = z.infer<typeof industryShareRow>;
export const userTrendRow = z.object({
  date: z.string(),
  /** Accounts created in the period. */
  newCount: z.number().int(),
  /** Accounts existing at the end of the period (those since removed are not counted). */
  totalCount: z.number().int(),
});

export const companyStatisticsApi = defineEndpoints('company', 'companyStatistics', {
  cmpyTotal: {
    method: 'GET',
    path: '/cmpy/statis/zf/cmpyTotal',
    summary: '企业总量统计',
    access: { permission: perm.recruit.company.statistics.list },
    audit: false,
    response: z.object({
      /** Every company on record, any state. */
      total: z.number().int(),
      checkCount: z.number().int(),
      passCount: z.number().int(),
      rejectCount: z.number().int(),
      /** Submitted today and this month (Asia/Shanghai). */
      todayCount: z.number().int(),
      monthCount: z.number().int(),
      /** Industries (门类) with at least one passed company. */
      industryCount: z.number().int(),
    }),
  },

  cmpyTrend: {
    method: 'GET',
    path: '/cmpy/statis/zf/cmpyTrend',
    summary: '企业入驻趋势统计',
    access: { permission: perm.recruit.company.statistics.list },
    audit: false,
    query: trendQuery,
    response: z.array(companyTrendRow),
  },

  cmpyIndustry: {
    method: 'GET',
    path: '/cmpy/statis/zf/cmpyIndustry',
    summary: '企业行业分布统计',
    access: { permission: perm.recruit.company.statistics.list },
    audit: false,
    // Passed companies by default: the register, not what is still under review.
    query: z.object({ approveType: enumFilter('审核状态', [0, 1, 2]) }),
    response: z.array(industryShareRow),
  },

  userTotal: {
    method: 'GET',
    path: '/userinfo/statis/zf/userTotal',
    summary: '平台用户总量统计',
    access: { permission: perm.recruit.company.statistics.list },
    audit: false,
    response: z.object({
      total: z.number().int(),
      enabledCount: z.number().int(),
      disabledCount: z.number().int(),
      /** Accounts created today and this month (Asia/Shanghai). */
      todayCount: z.number().int(),
      monthCount: z.number().int(),
    }),
  },

  userTrend: {
    method: 'GET',
    path: '/userinfo/statis/zf/userTrend',
    summary: '平台用户增长趋势统计',
    access: { permission: perm.recruit.company.statistics.list },
    audit: false,
    query: trendQuery,
    response: z.array(userTrendRow),
  },
});
