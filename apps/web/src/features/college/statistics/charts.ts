import type { DataOf, collegeStatisApi } from '@hrbd/contract';
import type { EChartsCoreOption } from 'echarts/core';
import { tooltipText } from '../../../components/echart';

const AXIS_LABEL = { color: '#666' };
const PALETTE = ['#1677ff', '#13c2c2', '#52c41a', '#fadb14', '#fa8c16', '#f5222d', '#eb2f96', '#722ed1', '#2f54eb', '#a0d911', '#faad14'];
const OTHER_COLOR = '#bfbfbf';

type Enrol = DataOf<typeof collegeStatisApi.queryEnrollStudentYear>;
type Graduates = DataOf<typeof collegeStatisApi.queryStudentYear>;
type Shares = DataOf<typeof collegeStatisApi.queryGraduateIndestry>;
type Area = DataOf<typeof collegeStatisApi.queryStudentArea>;

/** New students per enrolment year. */
export function enrolOption(rows: Enrol): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 56, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: rows.map((r) => `${r.year}`), axisLabel: AXIS_LABEL },
    yAxis: { type: 'value', minInterval: 1, axisLabel: AXIS_LABEL },
    series: [{ name: '招生人数', type: 'bar', barMaxWidth: 36, itemStyle: { color: '#1677ff', borderRadius: [4, 4, 0, 0] }, data: rows.map((r) => r.count) }],
  };
}

/** Graduates and 已就业 per graduation year, 就业率 on its own axis. */
export function graduatesOption(rows: Graduates): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: 56, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: rows.map((r) => `${r.year}`), axisLabel: AXIS_LABEL },
    yAxis: [
      { type: 'value', minInterval: 1, axisLabel: AXIS_LABEL },
      { type: 'value', min: 0, max: 100, axisLabel: { ...AXIS_LABEL, formatter: '{value}%' }, splitLine: { show: false } },
    ],
    series: [
      { name: '毕业生', type: 'line', smooth: 0.3, smoothMonotone: 'x', data: rows.map((r) => r.graduates) },
      { name: '已就业', type: 'line', smooth: 0.3, smoothMonotone: 'x', data: rows.map((r) => r.employed) },
      { name: '就业率', type: 'line', yAxisIndex: 1, lineStyle: { type: 'dashed' }, data: rows.map((r) => r.employRate) },
    ],
  };
}

/** A ring of the top entries and 其他 (grey), each slice's share as the server rounded it. */
export function ringOption(name: string, shares: Shares): EChartsCoreOption {
  const share = new Map(shares.items.map((i) => [i.name, i.share]));
  return {
    tooltip: {
      trigger: 'item',
      formatter: ({ name: slice, value }: { name: string; value: number }) => `${tooltipText(slice)}<br/>${tooltipText(value)}人（${(share.get(slice) ?? 0).toFixed(2)}%）`,
    },
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle', textStyle: { width: 110, overflow: 'truncate' } },
    series: [
      {
        name,
        type: 'pie',
        radius: ['48%', '74%'],
        center: ['34%', '50%'],
        label: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        data: shares.items.map((i, index) => ({ name: i.name, value: i.count, itemStyle: { color: i.code === '' ? OTHER_COLOR : PALETTE[index % PALETTE.length] } })),
      },
    ],
  };
}

/** The value of a map region: matched by code, or by its first four digits (济源, a city-level county, is 419001 on the map and 4190 in the table). */
export function areaValues(area: Area, regions: ReadonlyArray<{ code: string; name: string }>) {
  return regions.map((region) => {
    const item = area.items.find((i) => i.code === region.code) ?? area.items.find((i) => i.code.slice(0, 4) === region.code.slice(0, 4));
    return { name: region.name, value: item?.count ?? 0 };
  });
}

/** The ranked bar beside the map: the ten regions most students come from. */
export function areaRankOption(area: Area): EChartsCoreOption {
  const top = area.items.filter((i) => i.count > 0).slice(0, 10).reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 88, right: 32, top: 8, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1, axisLabel: AXIS_LABEL },
    yAxis: { type: 'category', data: top.map((i) => i.name), axisLabel: AXIS_LABEL },
    series: [{ name: '学生人数', type: 'bar', barMaxWidth: 18, itemStyle: { color: '#13c2c2', borderRadius: [0, 4, 4, 0] }, label: { show: true, position: 'right' }, data: top.map((i) => i.count) }],
  };
}
