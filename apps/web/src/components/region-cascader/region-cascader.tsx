import { Cascader } from 'antd';
import { useEffect } from 'react';
import { useRegionOptions, type RegionOption } from '../address-picker';

export interface RegionCascaderProps {
  /** The county's six-digit code, as the lists filter by it. */
  value?: string;
  onChange?: (countyCode: string | undefined) => void;
  id?: string;
}

/** The province and city codes above a county (GB/T 2260: 410184 › 410100 › 410000). */
const pathOfCounty = (code: string) => [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code];

/** 所在区县: 省 › 市 › 区县 loaded a level at a time (the address dialog's regions), giving the county's code. */
export function RegionCascader({ value, onChange, id }: RegionCascaderProps) {
  const { options, loadData, ensurePath } = useRegionOptions();
  // A county kept from an earlier visit needs its levels loaded to be shown.
  useEffect(() => {
    if (value) void ensurePath(pathOfCounty(value)).catch(() => undefined);
  }, [value, ensurePath]);
  return (
    <Cascader<RegionOption>
      id={id}
      options={options}
      loadData={loadData}
      value={value ? pathOfCounty(value) : []}
      onChange={(path) => onChange?.(path && path.length === 3 ? String(path[2]) : undefined)}
      placeholder="请选择省/市/区县"
      allowClear
      style={{ width: 220 }}
    />
  );
}
