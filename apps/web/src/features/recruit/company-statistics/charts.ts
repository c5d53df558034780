import type { CompanyTrendRow, IndustryShareRow } from '@hrbd/contract';
import type { EChartsCoreOption } from 'echarts/core';

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

/** The industry split as a ring: each 门类 with its count and share. */
export function industryOption(rows: readonly IndustryShareRow[]): EChartsCoreOption {
  const rateOf = new Map(rows.map((r) => [r.industryName, r.rate]));
  return {
    tooltip: { trigger: 'item', formatter: '{b}<br/>{c} 家（{d}%）' },
    legend: {
      type: 'scroll',
      orient: 'vertical',
      left: '56%',
      top: 16,
      bottom: 16,
      // Long 门类 names are cut to the legend's column; hovering one, or its slice, gives it whole with its share.
      textStyle: { width: 150, overflow: 'truncate' },
      tooltip: { show: true, formatter: ({ name }: { name: string }) => `${name}：${(rateOf.get(name) ?? 0).toFixed(2)}%` },
    },
    series: [
      {
        name: '行业分布',
        type: 'pie',
        radius: ['36%', '62%'],
        center: ['28%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        data: rows.map((r) => ({ name: r.industryName, value: r.count })),
      },
    ],
  };
}
