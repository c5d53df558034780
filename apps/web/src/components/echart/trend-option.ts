import type { CompanyTrendRow } from '@hrbd/contract';
import type { EChartsCoreOption } from 'echarts/core';

// Shared by the company statistics and the 数据看板 (two domains), so it lives beside the chart component.
const AXIS_LABEL = { color: '#666' };

/** Lines over the trend's periods, one per series (提交数, 通过数 …). */
export function trendOption<R extends { date: string }>(rows: readonly R[], series: ReadonlyArray<{ name: string; value: (row: R) => number }>): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', boundaryGap: false, data: rows.map((r) => r.date), axisLabel: AXIS_LABEL },
    yAxis: { type: 'value', minInterval: 1, axisLabel: AXIS_LABEL },
    // Monotone smoothing: a curve through counts must not dip below 0 between two points.
    series: series.map((s) => ({ name: s.name, type: 'line', smooth: 0.3, smoothMonotone: 'x', showSymbol: rows.length <= 31, data: rows.map(s.value) })),
  };
}

export const COMPANY_TREND_SERIES: ReadonlyArray<{ name: string; value: (row: CompanyTrendRow) => number }> = [
  { name: '提交数', value: (r) => r.subCount },
  { name: '通过数', value: (r) => r.passCount },
  { name: '驳回数', value: (r) => r.rejectCount },
];
