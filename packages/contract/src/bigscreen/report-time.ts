import { z } from 'zod';
import { decimal } from '../core/fields.js';

/**
 * What every 数据大屏 call takes: the month its figures are for (统计月份).
 * `YYYY-MM`, or a date (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`) read as its month;
 * absent or blank is this month (Asia/Shanghai). A month after this one, or
 * text of another shape or not on the calendar, is refused with one sentence.
 * Figures are as of the month's last moment, or now for this month.
 */
export const REPORT_TIME_LABEL = '统计月份';
export const REPORT_TIME_MSG = '统计月份格式不正确';

const SHANGHAI_OFFSET_MS = 8 * 3600_000;
const MONTH_OR_DATE = /^(\d{4})-(\d{2})(?:-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?)?$/;

/** The month (`YYYY-MM`) in Asia/Shanghai at `at` (milliseconds, default now). */
export function shanghaiMonth(at: number = Date.now()): string {
  return new Date(at + SHANGHAI_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month `text` names, or null when it is not a month or date the calendar has. */
export function monthOfReportTime(text: string): string | null {
  const m = MONTH_OR_DATE.exec(text.trim());
  if (!m) return null;
  const [year, month] = [Number(m[1]), Number(m[2])];
  if (month < 1 || month > 12 || year < 1900) return null;
  if (m[3] !== undefined) {
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const day = Number(m[3]);
    if (day < 1 || day > days) return null;
  }
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6]) > 59)) return null;
  return `${m[1]}-${m[2]}`;
}

/** The month `months` before (negative) or after `month`, `YYYY-MM`. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending with `month`, oldest first. */
export function monthsEnding(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(month, i - count + 1));
}

/** reportTime, parsed to `YYYY-MM` (this month when absent); the future is refused. */
export const reportTimeField = z
  .preprocess(
    (v) => (v === '' || v === null || v === undefined ? shanghaiMonth() : v),
    z
      .string({ error: REPORT_TIME_MSG })
      .transform((text, ctx) => {
        const month = monthOfReportTime(text);
        if (month === null || month > shanghaiMonth()) {
          ctx.addIssue({ code: 'custom', message: REPORT_TIME_MSG });
          return z.NEVER;
        }
        return month;
      }),
  )
  .describe(REPORT_TIME_LABEL);

export const reportTimeQuery = z.object({ reportTime: reportTimeField });
export type ReportTimeQuery = z.infer<typeof reportTimeQuery>;

/** The big screen's lists: page 1 of 20 unless asked, at most 100 rows. */
export const BIGSCREEN_PAGE_SIZE = 20;
export const BIGSCREEN_MAX_PAGE_SIZE = 100;
export const reportListQuery = reportTimeQuery.extend({
  pageNum: decimal(z.number().int().min(1)).default(1).describe('页码'),
  pageSize: decimal(z.number().int().min(1).max(BIGSCREEN_MAX_PAGE_SIZE)).default(BIGSCREEN_PAGE_SIZE).describe('每页条数'),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

/**
 * A headline figure with its 环比: the value as of the month, the value as of
 * the month before, and the change in percent (two decimals), null when the
 * month before had nothing to compare with.
 */
export const monthFigure = z.object({
  value: z.number().int(),
  previous: z.number().int(),
  ratio: z.number().nullable(),
});
export type MonthFigure = z.infer<typeof monthFigure>;

/** 环比 in percent, two decimals; null without a base. */
export function monthOnMonth(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / previous) * 10_000) / 100;
}

export const figureOf = (value: number, previous: number): MonthFigure => ({ value, previous, ratio: monthOnMonth(value, previous) });

/** The month the figures are for, as the server read reportTime. */
export const monthShape = { month: z.string() };
