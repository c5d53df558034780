import { Cascader } from 'antd';
import { useEffect } from 'react';
import { useRegionOptions, type RegionOption } from '../address-picker';

export interface RegionSelectProps {
  /** A province, city or county code (GB/T 2260, six digits). */
  value?: string;
  onChange?: (regionCode: string | undefined) => void;
  id?: string;
  width?: number | string;
  placeholder?: string;
}

/** The codes from the province down to `code`: 410000 › 410100 › 410184, or shorter for a city or a province. */
export function regionPath(code: string): string[] {
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  if (code === province) return [province];
  if (code === city) return [province, city];
  return [province, city, code];
}

/**
 * 所属区域: 省 › 市 › 区县 loaded a level at a time, where any level may be
 * chosen — an event may concern a whole city (郑州市) or one county (新郑市).
 */
export function RegionSelect({ value, onChange, id, width = 240, placeholder = '请选择省/市/区县' }: RegionSelectProps) {
  const { options, loadData, ensurePath } = useRegionOptions();
  // A region kept from an earlier visit, or the one an edited event has, needs its levels loaded to be shown.
  useEffect(() => {
    if (value) void ensurePath(regionPath(value)).catch(() => undefined);
  }, [value, ensurePath]);
  return (
    <Cascader<RegionOption>
      id={id}
      options={options}
      loadData={loadData}
      changeOnSelect
      value={value ? regionPath(value) : []}
      onChange={(path) => onChange?.(path && path.length > 0 ? String(path[path.length - 1]) : undefined)}
      placeholder={placeholder}
      allowClear
      style={{ width }}
    />
  );
}
