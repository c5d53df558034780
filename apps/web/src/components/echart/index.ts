export { EChart, type EChartProps } from './echart';
export { COMPANY_TREND_SERIES, trendOption } from './trend-option';
export { tooltipText } from './tooltip-text';
export { geoFileOf, registerRegionMap, type RegisteredMap } from './register-region-map';
