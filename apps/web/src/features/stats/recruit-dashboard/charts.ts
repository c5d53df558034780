import type { ApplyDayRow } from '@hrbd/contract';
import type { EChartsCoreOption } from 'echarts/core';
import { tooltipText, trendOption } from '../../../components/echart';

/** One slice of a share ring: a category or label (or 其他), its count and share in percent. */
export interface ShareSlice {
  key: string;
  name: string;
  count: number;
  rate: number;
  /** The slice that sums everything after the top three. */
  other: boolean;
}

/** The top three in the console's own blue, orange and green; 其他 in grey so it never reads as a fourth winner. */
export const SHARE_COLORS = ['#1677ff', '#fa8c16', '#52c41a'] as const;
export const OTHER_COLOR = '#bfbfbf';

export function sliceColor(slice: ShareSlice, index: number): string {
  return slice.other ? OTHER_COLOR : SHARE_COLORS[index % SHARE_COLORS.length];
}

/**
 * A ring of the top three and 其他. The names, counts and shares are listed
 * beside it in the page (readable, and exact to the server's rounding), so
 * the ring itself carries only the shares on hover.
 */
export function shareOption(name: string, slices: readonly ShareSlice[]): EChartsCoreOption {
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
        radius: ['52%', '78%'],
        center: ['50%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        emphasis: { scale: true, scaleSize: 6 },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        data: slices.map((s, i) => ({ name: s.name, value: s.count, itemStyle: { color: sliceColor(s, i) } })),
      },
    ],
  };
}

const APPLY_SERIES = [
  { name: '投递数', value: (r: { deliverCount: number }) => r.deliverCount },
  { name: '录用数', value: (r: { hireCount: number }) => r.hireCount },
];

/** Applications per day: 投递数 and, of those, how many are now 已录用 (the company statistics' line style). */
export function applyTrendOption(rows: readonly ApplyDayRow[]): EChartsCoreOption {
  return trendOption(
    rows.map((r) => ({ date: r.dateDay, deliverCount: r.deliverCount, hireCount: r.hireCount })),
    APPLY_SERIES,
  );
}
