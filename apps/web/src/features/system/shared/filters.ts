import { RESULT_LABELS } from '@hrbd/contract';
import type { FilterSpec } from '../../../components/list-page';
import { labelOptions } from '../../../components/label-tag';

/** The `beginTime`/`endTime` range the system lists filter by. */
export function timeRangeFilter(label: string): FilterSpec {
  return { kind: 'dateRange', names: ['beginTime', 'endTime'], label };
}

export function textFilter(name: string, label: string): FilterSpec {
  return { kind: 'text', name, label };
}

/** A select filter over a contract label map, options in the given order. */
export function labelFilter<V extends string | number>(
  name: string,
  label: string,
  labels: Partial<Record<V, string>>,
  order: readonly V[],
): FilterSpec {
  return { kind: 'select', name, label, options: labelOptions(labels, order) };
}

/** 成功 / 失败 of the operation and login logs. */
export function resultFilter(label: string): FilterSpec {
  return labelFilter('result', label, RESULT_LABELS, [1, 0]);
}
