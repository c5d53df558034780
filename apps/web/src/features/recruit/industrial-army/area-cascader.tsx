import { Cascader } from 'antd';
import { useEffect } from 'react';
import { useRegionOptions, type RegionOption } from '../../../components/address-picker';

export interface AreaCascaderProps {
  /** The area as a match names it: the region code's prefix, 41 (省), 4101 (市) or 410184 (区县). */
  value?: string;
  onChange?: (areaCode: string | undefined) => void;
  id?: string;
}

/** The full codes along the path to an area prefix: 4101 → 410000 › 410100. */
function pathOf(areaCode: string): string[] {
  const province = `${areaCode.slice(0, 2)}0000`;
  if (areaCode.length === 2) return [province];
  const city = `${areaCode.slice(0, 4)}00`;
  return areaCode.length === 4 ? [province, city] : [province, city, areaCode];
}

/** The prefix a match takes for a chosen path: as deep as the person went. */
function areaCodeOf(path: readonly string[]): string | undefined {
  if (path.length === 0) return undefined;
  const last = path[path.length - 1];
  return path.length === 1 ? last.slice(0, 2) : path.length === 2 ? last.slice(0, 4) : last;
}

/** 所在地区: a province, a city or a county, loaded a level at a time; any level may be chosen. */
export function AreaCascader({ value, onChange, id }: AreaCascaderProps) {
  const { options, loadData, ensurePath } = useRegionOptions();
  useEffect(() => {
    // An area kept from an earlier visit needs its levels loaded to be shown.
    if (value && value.length > 2) void ensurePath(pathOf(value)).catch(() => undefined);
  }, [value, ensurePath]);
  return (
    <Cascader<RegionOption>
      id={id}
      options={options}
      loadData={loadData}
      changeOnSelect
      value={value ? pathOf(value) : []}
      onChange={(path) => onChange?.(areaCodeOf((path ?? []).map(String)))}
      placeholder="请选择省/市/区县"
      allowClear
      style={{ width: '100%' }}
    />
  );
}
