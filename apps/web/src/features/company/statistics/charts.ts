import type { IndustryShareRow } from '@hrbd/contract';
import type { EChartsCoreOption } from 'echarts/core';
import { tooltipText } from '../../../components/echart';

/** The industry split as a ring: each 门类 with its count and share. */
export function industryOption(rows: readonly IndustryShareRow[]): EChartsCoreOption {
  const rateOf = new Map(rows.map((r) => [r.industryName, r.rate]));
  return {
    tooltip: {
      trigger: 'item',
      // The server's shares (they add up to 100.00), not ECharts' own rounding.
      formatter: ({ name, value }: { name: string; value: number }) =>
        `${tooltipText(name)}<br/>${tooltipText(value)} 家（${(rateOf.get(name) ?? 0).toFixed(2)}%）`,
    },
    legend: {
      type: 'scroll',
      orient: 'vertical',
      left: '56%',
      top: 16,
      bottom: 16,
      // Long 门类 names are cut to the legend's column; hovering one, or its slice, gives it whole with its share.
      textStyle: { width: 150, overflow: 'truncate' },
      tooltip: { show: true, formatter: ({ name }: { name: string }) => `${tooltipText(name)}：${(rateOf.get(name) ?? 0).toFixed(2)}%` },
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
