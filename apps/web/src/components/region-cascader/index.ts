export { RegionCascader, regionPath, type RegionCascaderProps } from './region-cascader';
export { useRegionOptions, type RegionOption } from './use-region-options';
