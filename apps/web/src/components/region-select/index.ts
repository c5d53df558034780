export { RegionSelect, regionPath, type RegionSelectProps } from './region-select';
