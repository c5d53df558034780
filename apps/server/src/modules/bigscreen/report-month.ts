import { nowText } from '../../platform/time.js';

/**
 * The moment a month's figures are "as of": its last second, or now for this
 * month (the contract refuses later months). Times are Asia/Shanghai text.
 */
export function asOf(month: string, now: string = nowText()): string {
  if (month >= now.slice(0, 7)) return now;
  return `${lastDay(month)} 23:59:59`;
}

/** The last day of a month, YYYY-MM-DD. */
export function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** Every day of the month up to today, YYYY-MM-DD. */
export function daysOf(month: string, now: string = nowText()): string[] {
  const end = month >= now.slice(0, 7) ? now.slice(0, 10) : lastDay(month);
  const days: string[] = [];
  for (let d = 1; ; d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    if (day > end) break;
    days.push(day);
  }
  return days;
}
