import type {
  CategoryApply,
  CategoryGap,
  CompanyOverview,
  InsuranceAnalysis,
  InsuredEducation,
  RecruitTrend,
  UserEducation,
  WorkerFlow,
} from '@hrbd/contract';
import type { EChartsCoreOption } from 'echarts/core';
import { tooltipText } from '../../../components/echart';

/** The wall's palette: light text on deep blue, cyan and amber marks. */
export const COLORS = ['#4fd8ff', '#ffc53d', '#5cdbd3', '#ff7a45', '#9254de', '#73d13d', '#597ef7', '#8c8c8c'];
const TEXT = '#a9c8ee';
const LINE = 'rgba(79, 216, 255, 0.15)';
const axisText = { color: TEXT, fontSize: 12 };
const legend = { top: 0, right: 0, textStyle: { color: TEXT, fontSize: 12 }, itemWidth: 12, itemHeight: 8 };
const tooltip = { backgroundColor: 'rgba(6, 30, 70, 0.92)', borderColor: '#1d6fb8', textStyle: { color: '#e6f4ff' } };
const monthLabel = (month: string) => `${Number(month.slice(5))}月`;

function valueAxis(extra: Record<string, unknown> = {}) {
  return { type: 'value', minInterval: 1, axisLabel: axisText, splitLine: { lineStyle: { color: LINE } }, ...extra };
}

/** 企业概况: passed companies by 门类, top six and 其他. */
export function industryOption(data: CompanyOverview): EChartsCoreOption {
  const rate = new Map(data.industries.map((s) => [s.name, s.rate]));
  return {
    color: COLORS,
    tooltip: { ...tooltip, trigger: 'item', formatter: ({ name, value }: { name: string; value: number }) => `${tooltipText(name)}<br/>${tooltipText(value)}家（${(rate.get(name) ?? 0).toFixed(2)}%）` },
    legend: { ...legend, orient: 'vertical', top: 'middle', right: 0, formatter: (name: string) => (name.length > 8 ? `${name.slice(0, 8)}…` : name) },
    series: [{ name: '行业分布', type: 'pie', radius: ['45%', '72%'], center: ['30%', '50%'], label: { show: false }, data: data.industries.map((s) => ({ name: s.name, value: s.count })) }],
  };
}

/** 招聘趋势: jobs gone online and hires (bars), applications (line, right axis) over 12 months. */
export function recruitTrendOption(data: RecruitTrend): EChartsCoreOption {
  const months = data.months.map((m) => monthLabel(m.month));
  return {
    color: COLORS,
    tooltip: { ...tooltip, trigger: 'axis' },
    legend,
    grid: { left: 44, right: 48, top: 30, bottom: 24 },
    xAxis: { type: 'category', data: months, axisLabel: axisText, axisLine: { lineStyle: { color: LINE } } },
    yAxis: [valueAxis(), valueAxis({ splitLine: { show: false } })],
    series: [
      { name: '上线岗位', type: 'bar', barMaxWidth: 10, data: data.months.map((m) => m.onlineJobCount) },
      { name: '录用数', type: 'bar', barMaxWidth: 10, data: data.months.map((m) => m.hireCount) },
      { name: '投递量', type: 'line', yAxisIndex: 1, smooth: 0.3, showSymbol: false, data: data.months.map((m) => m.applyCount) },
    ],
  };
}

const shortName = (name: string, max = 7) => (name.length > max ? `${name.slice(0, max)}…` : name);

/** 岗位缺口分析: 现有岗位数 against 缺口岗位数 per 中类 (largest at the top). */
export function gapOption(data: CategoryGap): EChartsCoreOption {
  const rows = [...data.rows].reverse();
  return {
    color: [COLORS[0], COLORS[3]],
    tooltip: { ...tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend,
    grid: { left: 100, right: 16, top: 28, bottom: 8 },
    xAxis: valueAxis(),
    yAxis: { type: 'category', data: rows.map((r) => r.categorieName), axisLabel: { ...axisText, formatter: (v: string) => shortName(v) } },
    series: [
      { name: '现有岗位数', type: 'bar', barMaxWidth: 8, data: rows.map((r) => r.headcount) },
      { name: '缺口岗位数', type: 'bar', barMaxWidth: 8, data: rows.map((r) => r.gapCount) },
    ],
  };
}

/** 岗位类别投递量: applications of the month per 中类. */
export function categoryApplyOption(data: CategoryApply): EChartsCoreOption {
  const rows = [...data.rows].reverse();
  return {
    tooltip: { ...tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 100, right: 40, top: 8, bottom: 8 },
    xAxis: valueAxis({ show: false }),
    yAxis: { type: 'category', data: rows.map((r) => r.categorieName), axisLabel: { ...axisText, formatter: (v: string) => shortName(v) } },
    series: [
      {
        name: '投递量',
        type: 'bar',
        barMaxWidth: 10,
        itemStyle: { color: COLORS[2], borderRadius: [0, 4, 4, 0] },
        label: { show: true, position: 'right', color: TEXT, fontSize: 11 },
        data: rows.map((r) => r.applyCount),
      },
    ],
  };
}

/** 社保参保总数: the month per insurance (bars with their counts). */
export function insuranceOption(data: InsuranceAnalysis): EChartsCoreOption {
  return {
    tooltip: { ...tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 48, right: 12, top: 16, bottom: 24 },
    xAxis: { type: 'category', data: data.types.map((t) => t.name.replace('保险', '')), axisLabel: axisText },
    yAxis: valueAxis(),
    series: [{ name: '参保人数', type: 'bar', barMaxWidth: 22, data: data.types.map((t, i) => ({ value: t.count, itemStyle: { color: COLORS[i] } })) }],
  };
}

/** 人员流入流出: 12 months of inflow and outflow. */
export function flowOption(data: WorkerFlow): EChartsCoreOption {
  return {
    color: [COLORS[0], COLORS[3]],
    tooltip: { ...tooltip, trigger: 'axis' },
    legend,
    grid: { left: 48, right: 12, top: 28, bottom: 24 },
    xAxis: { type: 'category', boundaryGap: false, data: data.months.map((m) => monthLabel(m.month)), axisLabel: axisText },
    yAxis: valueAxis(),
    series: [
      { name: '流入', type: 'line', smooth: 0.3, showSymbol: false, areaStyle: { opacity: 0.15 }, data: data.months.map((m) => m.inflow) },
      { name: '流出', type: 'line', smooth: 0.3, showSymbol: false, areaStyle: { opacity: 0.15 }, data: data.months.map((m) => m.outflow) },
    ],
  };
}

/** 学历分布: shares of the insured and of job seekers per education level, side by side. */
export function educationOption(insured: InsuredEducation | undefined, seekers: UserEducation | undefined): EChartsCoreOption {
  const names = (insured?.rows ?? seekers?.rows ?? []).map((r) => r.educationName);
  const rateOf = (rows: ReadonlyArray<{ educationName: string; rate: number }> | undefined) => names.map((n) => rows?.find((r) => r.educationName === n)?.rate ?? 0);
  return {
    color: [COLORS[0], COLORS[1]],
    tooltip: { ...tooltip, trigger: 'axis', valueFormatter: (v: number) => `${Number(v).toFixed(2)}%` },
    legend,
    grid: { left: 40, right: 8, top: 28, bottom: 40 },
    xAxis: { type: 'category', data: names, axisLabel: { ...axisText, interval: 0, rotate: 40, fontSize: 11 } },
    yAxis: valueAxis({ minInterval: undefined, axisLabel: { ...axisText, formatter: '{value}%' } }),
    series: [
      ...(insured ? [{ name: '参保人员', type: 'bar', barMaxWidth: 8, data: rateOf(insured.rows) }] : []),
      ...(seekers ? [{ name: '求职者', type: 'bar', barMaxWidth: 8, data: rateOf(seekers.rows) }] : []),
    ],
  };
}

/** 区域分布: insured per region on the map registered as `mapName`, shaded by count. */
export function regionMapOption(mapName: string, values: ReadonlyArray<{ name: string; value: number }>): EChartsCoreOption {
  const max = Math.max(1, ...values.map((v) => v.value));
  return {
    tooltip: {
      ...tooltip,
      trigger: 'item',
      formatter: ({ name, value }: { name: string; value: number }) => `${tooltipText(name)}<br/>参保人数 ${tooltipText(Number.isFinite(value) ? value.toLocaleString('zh-CN') : 0)}`,
    },
    visualMap: { min: 0, max, left: 16, bottom: 16, text: ['高', '低'], calculable: true, textStyle: { color: TEXT }, inRange: { color: ['#0c3d7a', '#1677ff', '#4fd8ff'] } },
    series: [
      {
        name: '参保人数',
        type: 'map',
        map: mapName,
        roam: false,
        selectedMode: false,
        label: { show: true, color: '#e6f4ff', fontSize: 12 },
        itemStyle: { borderColor: '#4fd8ff', borderWidth: 1, areaColor: '#0c3d7a' },
        emphasis: { label: { color: '#fff' }, itemStyle: { areaColor: '#ffc53d' } },
        data: values,
      },
    ],
  };
}
