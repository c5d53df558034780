import { TRAIN_STATS_DEFAULT_MONTHS, TRAIN_STATS_MAX_MONTHS } from '@hrbd/contract';
import dayjs, { type Dayjs } from '../../../lib/dayjs';

export interface MonthRangeValue {
  beginMonth: string;
  endMonth: string;
}

/** The last 12 months up to this one: what the server counts when asked for nothing. */
export function defaultMonths(today: Dayjs = dayjs()): MonthRangeValue {
  return { beginMonth: today.subtract(TRAIN_STATS_DEFAULT_MONTHS - 1, 'month').format('YYYY-MM'), endMonth: today.format('YYYY-MM') };
}

/** Months from begin to end, both counted. */
export const monthSpan = (begin: Dayjs, end: Dayjs): number => end.diff(begin.startOf('month'), 'month') + 1;

/** The picker refuses what the server would: more than 24 months. */
export const tooLong = (begin: Dayjs, end: Dayjs): boolean => monthSpan(begin, end) > TRAIN_STATS_MAX_MONTHS;
