export { EChart, liveEChartCount, type EChartProps } from './echart';
export { COMPANY_TREND_SERIES, trendOption } from './trend-option';
export { tooltipText } from './tooltip-text';
export { geoFileOf, registerRegionMap, useRegionMap, type RegisteredMap } from './register-region-map';
export { choroplethOption } from './choropleth-option';
