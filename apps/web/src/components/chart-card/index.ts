export { ChartCard, type ChartQueryState } from './chart-card';
