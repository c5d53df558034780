import { TREND_DEFAULT_SPAN, TREND_MAX_SPAN, type TrendUnit } from '@hrbd/contract';
import { badRequest } from '../../../platform/errors.js';
import { nowText } from '../../../platform/time.js';

/** The periods of a trend and the time bounds that cover them. */
export interface TrendRange {
  /** Characters of a time text naming its period: 10 (YYYY-MM-DD) or 7 (YYYY-MM). */
  length: 7 | 10;
  /** Every period of the range in order, so days or months without rows show as 0. */
  periods: string[];
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** Calendar arithmetic on YYYY-MM-DD texts, done in UTC so no offset or daylight saving can shift a day. */
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function monthShift(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The range of a trend query: the given bounds (a bare date or a time; only
 * the day or month counts), else the last 30 days or 12 months up to today
 * (Asia/Shanghai). Refuses a reversed or overlong range with 400.
 */
export function trendRange(unit: TrendUnit, beginTime?: string, endTime?: string, today: string = nowText().slice(0, 10)): TrendRange {
  if (unit === 'day') {
    const end = endTime?.slice(0, 10) ?? today;
    const begin = beginTime?.slice(0, 10) ?? dayText(dayMs(end) - (TREND_DEFAULT_SPAN.day - 1) * DAY_MS);
    const span = Math.round((dayMs(end) - dayMs(begin)) / DAY_MS) + 1;
    if (span < 1) throw badRequest('统计开始日期不能晚于结束日期');
    if (span > TREND_MAX_SPAN.day) throw badRequest(`按日统计的区间不能超过${TREND_MAX_SPAN.day}天`);
    const periods = Array.from({ length: span }, (_, i) => dayText(dayMs(begin) + i * DAY_MS));
    return { length: 10, periods, from: `${begin} 00:00:00`, to: `${end} 23:59:59` };
  }
  const end = endTime?.slice(0, 7) ?? today.slice(0, 7);
  const begin = beginTime?.slice(0, 7) ?? monthShift(end, -(TREND_DEFAULT_SPAN.month - 1));
  const [by, bm] = begin.split('-').map(Number);
  const [ey, em] = end.split('-').map(Number);
  const span = (ey - by) * 12 + (em - bm) + 1;
  if (span < 1) throw badRequest('统计开始日期不能晚于结束日期');
  if (span > TREND_MAX_SPAN.month) throw badRequest(`按月统计的区间不能超过${TREND_MAX_SPAN.month}个月`);
  const periods = Array.from({ length: span }, (_, i) => monthShift(begin, i));
  return { length: 7, periods, from: `${begin}-01 00:00:00`, to: `${end}-31 23:59:59` };
}
