export { EChart, type EChartProps } from './echart';
