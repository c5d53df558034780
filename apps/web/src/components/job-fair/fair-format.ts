import { JOB_FAIR_SHARED_LABELS, JOB_FAIR_TYPES } from '@hrbd/contract';
import type { FilterSpec } from '../list-page';

/** `2026-02-18 08:30 至 2026-02-19 16:30`; a fair within one day names the day once. */
export function formatFairPeriod(startTime: string, endTime: string): string {
  const start = startTime.slice(0, 16);
  return startTime.slice(0, 10) === endTime.slice(0, 10) ? `${start} 至 ${endTime.slice(11, 16)}` : `${start} 至 ${endTime.slice(0, 16)}`;
}

/** Where a fair is held: its county and venue, or for an online fair the county it serves. */
export function formatFairPlace(fair: { fairType: number; countyName: string; address: string }): string {
  return fair.fairType === JOB_FAIR_TYPES.online || !fair.address ? `${fair.countyName}（线上）` : `${fair.countyName} ${fair.address}`;
}

/** 举办时间, both fair lists' time filter: fairs held at some time within the chosen days. */
export const FAIR_TIME_FILTER: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['beginDate', 'endDate'], label: JOB_FAIR_SHARED_LABELS.period.label }];
