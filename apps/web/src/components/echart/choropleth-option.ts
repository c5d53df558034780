import type { EChartsCoreOption } from 'echarts/core';
import { tooltipText } from './tooltip-text';

/**
 * A registered region map (useRegionMap) shaded by one figure per region,
 * light to dark blue, each region named with its figure on hover: 院校统计's
 * 生源地, 政策管理首页's applications per county.
 */
export function choroplethOption(mapName: string, values: ReadonlyArray<{ name: string; value: number }>, { seriesName, unit }: { seriesName: string; unit: string }): EChartsCoreOption {
  const max = Math.max(1, ...values.map((v) => v.value));
  return {
    tooltip: { trigger: 'item', formatter: ({ name, value }: { name: string; value: number }) => `${tooltipText(name)}<br/>${tooltipText(Number.isFinite(value) ? value : 0)}${unit}` },
    visualMap: { min: 0, max, left: 8, bottom: 8, text: ['多', '少'], calculable: true, inRange: { color: ['#e6f4ff', '#69b1ff', '#0958d9'] } },
    series: [{ name: seriesName, type: 'map', map: mapName, roam: false, label: { show: true, fontSize: 10, color: '#333' }, data: values }],
  };
}
