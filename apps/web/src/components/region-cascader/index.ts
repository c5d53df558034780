export { RegionCascader, type RegionCascaderProps } from './region-cascader';
