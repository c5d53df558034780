import type { ApplyDayRow, CategoryHireRow, CourseApplyDayRow } from '@hrbd/contract';
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

const COURSE_APPLY_SERIES = [
  { name: '意向登记', value: (r: { intentionCount: number }) => r.intentionCount },
  { name: '线上报名', value: (r: { onlineCount: number }) => r.onlineCount },
];

/** 报名趋势: course applications per day, 意向登记 (applyState 0) and online ones (线上未支付 and 线上已支付). */
export function courseApplyTrendOption(rows: readonly CourseApplyDayRow[]): EChartsCoreOption {
  return trendOption(
    rows.map((r) => ({ date: r.dateDay, intentionCount: r.intentionCount, onlineCount: r.onlineCount })),
    COURSE_APPLY_SERIES,
  );
}

/** Lines over a day trend of the 统计分析 tab: one per named count. */
export function dayTrendOption<R extends { dateDay: string }>(rows: readonly R[], series: ReadonlyArray<{ name: string; value: (row: R) => number }>): EChartsCoreOption {
  return trendOption(
    rows.map((r) => ({ ...r, date: r.dateDay })),
    series,
  );
}

/**
 * 岗位类别投递分析: 投递数 and 录用数 bars per 中类 (ten, then 其他), the
 * 录用率 on a second axis; names under the bars are cut, the tooltip says them whole.
 */
export function categoryApplyOption(rows: readonly CategoryHireRow[]): EChartsCoreOption {
  return {
    tooltip: {
      trigger: 'axis',
      formatter: (params: Array<{ dataIndex: number }>) => {
        const row = rows[params[0]?.dataIndex ?? 0];
        if (!row) return '';
        return `${tooltipText(row.categorieName)}<br/>投递数 ${tooltipText(row.deliverCount)}<br/>录用数 ${tooltipText(row.hireCount)}<br/>录用率 ${row.rate.toFixed(2)}%`;
      },
    },
    legend: { top: 0 },
    grid: { left: 48, right: 48, top: 40, bottom: 64 },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.categorieName),
      axisLabel: { color: '#666', interval: 0, rotate: 30, width: 96, overflow: 'truncate' },
    },
    yAxis: [
      { type: 'value', minInterval: 1, axisLabel: { color: '#666' } },
      { type: 'value', max: 100, axisLabel: { color: '#666', formatter: '{value}%' }, splitLine: { show: false } },
    ],
    series: [
      { name: '投递数', type: 'bar', barMaxWidth: 24, data: rows.map((r) => r.deliverCount), itemStyle: { color: '#1677ff' } },
      { name: '录用数', type: 'bar', barMaxWidth: 24, data: rows.map((r) => r.hireCount), itemStyle: { color: '#52c41a' } },
      { name: '录用率', type: 'line', yAxisIndex: 1, data: rows.map((r) => r.rate), itemStyle: { color: '#fa8c16' } },
    ],
  };
}
