import type { ShareRow } from '@hrbd/contract';
import type { EChartsCoreOption } from 'echarts/core';
import { tooltipText } from '../../../components/echart';

const AXIS_LABEL = { color: '#666' };
export const PALETTE = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#faad14', '#2f54eb', '#a0d911', '#f5222d'] as const;
/** 其他 and 未知 in grey, so they never read as one more winner. */
const REST_COLOR = '#bfbfbf';

export interface MonthSeries<R> {
  name: string;
  value: (row: R) => number;
  /** Bars are stacked when they share a stack name; a line otherwise. */
  type?: 'bar' | 'line';
  stack?: string;
  /** On the right-hand axis (a percent beside counts). */
  percent?: boolean;
}

/** Every month of the range on the x axis, one series per figure; a percent series reads on a second axis. */
export function monthOption<R extends { month: string }>(rows: readonly R[], series: ReadonlyArray<MonthSeries<R>>): EChartsCoreOption {
  const withPercent = series.some((s) => s.percent);
  return {
    color: [...PALETTE],
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: withPercent ? 56 : 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: rows.map((r) => r.month), axisLabel: AXIS_LABEL },
    yAxis: [
      { type: 'value', minInterval: 1, axisLabel: AXIS_LABEL },
      ...(withPercent ? [{ type: 'value', min: 0, max: 100, axisLabel: { ...AXIS_LABEL, formatter: '{value}%' }, splitLine: { show: false } }] : []),
    ],
    series: series.map((s) => ({
      name: s.name,
      type: s.type ?? 'line',
      stack: s.stack,
      yAxisIndex: s.percent ? 1 : 0,
      barMaxWidth: 28,
      // Monotone smoothing: a curve through counts must not dip below 0 between two points.
      ...(s.type === 'bar' ? {} : { smooth: 0.3, smoothMonotone: 'x' }),
      data: rows.map(s.value),
    })),
  };
}

/** A ring of shares; the page lists the names, counts and exact shares beside it. */
export function shareOption(name: string, slices: readonly ShareRow[]): EChartsCoreOption {
  const rateOf = new Map(slices.map((s) => [s.name, s.rate]));
  return {
    tooltip: {
      trigger: 'item',
      formatter: ({ name: sliceName, value }: { name: string; value: number }) =>
        `${tooltipText(sliceName)}<br/>${tooltipText(value)}（${(rateOf.get(sliceName) ?? 0).toFixed(2)}%）`,
    },
    series: [
      {
        name,
        type: 'pie',
        radius: ['50%', '76%'],
        label: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        data: slices.map((s, i) => ({ name: s.name, value: s.count, itemStyle: { color: sliceColor(s, i) } })),
      },
    ],
  };
}

export const sliceColor = (slice: ShareRow, index: number): string => (slice.code === '' ? REST_COLOR : PALETTE[index % PALETTE.length]);

/** Horizontal bars, largest on top (the ranking of courses by students and classes). */
export function rankingOption(names: readonly string[], series: ReadonlyArray<{ name: string; values: readonly number[] }>): EChartsCoreOption {
  return {
    color: [...PALETTE],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, axisLabel: AXIS_LABEL },
    yAxis: { type: 'category', inverse: true, data: [...names], axisLabel: { ...AXIS_LABEL, width: 140, overflow: 'truncate' } },
    series: series.map((s) => ({ name: s.name, type: 'bar', barMaxWidth: 14, data: [...s.values] })),
  };
}
