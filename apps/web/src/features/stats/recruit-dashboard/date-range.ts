/** The ranges the dashboard offers, in days up to today. */
export const DASHBOARD_RANGES = [
  { days: 7, label: '近7天' },
  { days: 30, label: '近30天' },
  { days: 90, label: '近90天' },
] as const;
export type DashboardDays = (typeof DASHBOARD_RANGES)[number]['days'];

const DAY_MS = 86_400_000;
/** Asia/Shanghai is UTC+8 all year: the platform's days are its days, wherever the browser is. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** The last `days` days up to today (Asia/Shanghai) as the statistics endpoints take them. */
export function recentDays(days: number, now: number = Date.now()): { beginTime: string; endTime: string } {
  const day = (offset: number) => new Date(now + SHANGHAI_OFFSET_MS + offset * DAY_MS).toISOString().slice(0, 10);
  return { beginTime: day(-(days - 1)), endTime: day(0) };
}
