import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { timeFilter } from '../core/fields.js';
import { perm } from '../system/resource-tree.js';

/**
 * 数据看板, the home page of the 人力资源大数据 sub-system: headline totals of
 * companies, jobs and applications, the three job categories and job labels
 * with the largest share (招聘TOP3占比), and applications per day (投递趋势).
 * Every figure is current: the server reads counters the database keeps in
 * the same transaction as each write, never a cache or a sample.
 *
 * Categories are the 职业分类大典's 中类, the level a job is filed under: its
 * 8 大类 would make a top three that hardly ever changes (生产制造 and 社会
 * 生产服务 hold most jobs), while a 中类 (机械制造基础加工人员 …) says what is
 * being hired for.
 */

/** How many entries a share chart names; the rest are summed into 其他. */
export const DASHBOARD_TOP_N = 3;
/** The name of the slice that sums everything after the top entries. */
export const DASHBOARD_OTHER_NAME = '其他';

/** What the top-3 shares count: jobs online now, or applications made within the date range. */
export const RECRUIT_COUNT_BY = ['job', 'apply'] as const;
export type RecruitCountBy = (typeof RECRUIT_COUNT_BY)[number];
export const RECRUIT_COUNT_BY_LABELS: Record<RecruitCountBy, string> = { job: '按在招岗位', apply: '按投递量' };

/** YYYY-MM-DD or YYYY-MM-DD HH:mm:ss (only the day counts), a day the calendar has. */
const statDay = (label: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), timeFilter(label).optional()).describe(label);

/**
 * A range of days, read as the company statistics' trends read theirs: without
 * bounds the last 30 days up to today (Asia/Shanghai), with only a start up to
 * today, with only an end the 30 days up to it. At most 366 days; a reversed or
 * longer range is refused (400).
 */
export const dayRangeShape = {
  beginTime: statDay('统计开始日期'),
  endTime: statDay('统计结束日期'),
};

// ---------------------------------------------------------------------------
// Headline totals
// ---------------------------------------------------------------------------

export const recruitDashboardTotals = z.object({
  company: z.object({
    /** Every company on record, any review state. */
    total: z.number().int(),
    checkCount: z.number().int(),
    passCount: z.number().int(),
    rejectCount: z.number().int(),
    /** Submitted today (Asia/Shanghai). */
    todayCount: z.number().int(),
  }),
  job: z.object({
    /** Every job on record, any state. */
    total: z.number().int(),
    /** 审核中. */
    checkCount: z.number().int(),
    /** 已上线: recruiting now. */
    onlineCount: z.number().int(),
  }),
  apply: z.object({
    /** Every application on record. */
    total: z.number().int(),
    /** Made today (Asia/Shanghai). */
    todayCount: z.number().int(),
    /** 已录用. */
    hireCount: z.number().int(),
  }),
});
export type RecruitDashboardTotals = z.infer<typeof recruitDashboardTotals>;
// ---------------------------------------------------------------------------
// 招聘TOP3占比
// ---------------------------------------------------------------------------

/** One slice: a 中类 with its count and share in percent (two decimals); code '' is 其他. */
export const categoryShareRow = z.object({
  categorieCode: z.string(),
  categorieName: z.string(),
  count: z.number().int(),
  rate: z.number(),
});
export type CategoryShareRow = z.infer<typeof categoryShareRow>;

/** One slice: a job label with its count and share in percent (two decimals); code '' is 其他. */
export const labelShareRow = z.object({
  labelCode: z.string(),
  labelName: z.string(),
  count: z.number().int(),
  rate: z.number(),
});
export type LabelShareRow = z.infer<typeof labelShareRow>;

export const recruitShares = z.object({
  countBy: z.enum(RECRUIT_COUNT_BY),
  /** The days counted when counting applications (YYYY-MM-DD); null when counting online jobs. */
  beginDay: z.string().nullable(),
  endDay: z.string().nullable(),
  /** Online jobs, or applications in the range: what the category shares divide. */
  categoryTotal: z.number().int(),
  /**
   * The top three 中类, then 其他 (when anything is left). Shares add up to
   * exactly 100 (largest remainders get the rounding), or the list is empty.
   */
  categories: z.array(categoryShareRow),
  /**
   * Label uses: a job with three labels counts once for each, an application
   * once for each label of its job; jobs without labels are not counted. So
   * this is the whole the label shares divide, not a number of jobs.
   */
  labelTotal: z.number().int(),
  labels: z.array(labelShareRow),
});
export type RecruitShares = z.infer<typeof recruitShares>;
// ---------------------------------------------------------------------------
// 投递趋势
// ---------------------------------------------------------------------------

/** One day: applications made that day, and how many of those are now 已录用. Every day of the range is listed. */
export const applyDayRow = z.object({
  dateDay: z.string(),
  deliverCount: z.number().int(),
  hireCount: z.number().int(),
});
export type ApplyDayRow = z.infer<typeof applyDayRow>;

export const recruitDashboardApi = defineEndpoints('stats', 'recruitDashboard', {
  queryCmpyStatistics: {
    method: 'POST',
    path: '/statistics/statistics-cmpy/queryCmpyStatistics',
    summary: '查询数据看板的企业、岗位与投递总量',
    access: { permission: perm.recruit.home.list },
    audit: false,
    response: recruitDashboardTotals,
  },

  queryStatisticsRecruit: {
    method: 'POST',
    path: '/statistics/statistics-cmpy/queryStatisticsRecruit',
    summary: '查询招聘TOP3占比（岗位类别与岗位标签）',
    access: { permission: perm.recruit.home.list },
    audit: false,
    body: z.object({
      countBy: z
        .preprocess(
          (v) => (v === '' || v === null ? undefined : v),
          z.enum(RECRUIT_COUNT_BY, { error: `统计口径取值应为 ${RECRUIT_COUNT_BY.join('、')} 之一` }).default('job'),
        )
        .describe('统计口径'),
      // Used when counting applications; online jobs are counted as they are now.
      ...dayRangeShape,
    }),
    response: recruitShares,
  },

  queryStatisticsJobApplyDay: {
    method: 'POST',
    path: '/statistics/statistics-cmpy/queryStatisticsJobApplyDay',
    summary: '查询每日岗位投递趋势',
    access: { permission: perm.recruit.home.list },
    audit: false,
    body: z.object(dayRangeShape),
    response: z.array(applyDayRow),
  },
});
