import { REGION_LEVEL_LABELS, REGION_LEVELS, type RegionLevel } from '@hrbd/contract';
import { Cascader } from 'antd';
import { useEffect } from 'react';
import { useRegionOptions, type RegionOption } from './use-region-options';

export interface RegionCascaderProps {
  /** A region code (GB/T 2260): six digits for a province, city or county, nine for a street (乡镇街道). */
  value?: string;
  onChange?: (regionCode: string | undefined) => void;
  id?: string;
  /** The deepest level offered: 省, 市, 区县 (the default) or 乡镇街道. */
  level?: RegionLevel;
  /**
   * A level above `level` may be chosen too: an event may concern a whole city
   * (郑州市) or one county (新郑市). Without it only a region of `level` is a value.
   */
  anyLevel?: boolean;
  width?: number | string;
  placeholder?: string;
}

/** How deep a code sits: 410000 a province, 410100 a city, 410184 a county, 410184100 a street. */
function depthOfCode(code: string): number {
  if (code.length > 6) return 3;
  if (code === `${code.slice(0, 2)}0000`) return 0;
  if (code === `${code.slice(0, 4)}00`) return 1;
  return 2;
}

/**
 * The codes from the province down to `code` (410184 › 410100 › 410000 reversed).
 * Without `anyLevel` the code is of `level` itself: 东莞市's one county has the
 * city's own code (441900 › 441900), which only the level tells apart.
 */
export function regionPath(code: string, level: RegionLevel = 'county', anyLevel = false): string[] {
  const depth = anyLevel ? depthOfCode(code) : REGION_LEVELS.indexOf(level);
  const steps = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code.slice(0, 6), code];
  return steps.slice(0, depth + 1);
}

/** 请选择省/市/区县 for the levels offered. */
const placeholderFor = (level: RegionLevel) =>
  `请选择${REGION_LEVELS.slice(0, REGION_LEVELS.indexOf(level) + 1)
    .map((l) => REGION_LEVEL_LABELS[l])
    .join('/')}`;

/**
 * The one region picker of the console: 省 › 市 › 区县 (› 乡镇街道), loaded a
 * level at a time, giving the chosen region's code. Filters by county (所在区县),
 * regions of any level (所属区域, 数据权限) and streets all use it through `level`
 * and `anyLevel`.
 */
export function RegionCascader({ value, onChange, id, level = 'county', anyLevel = false, width = 220, placeholder }: RegionCascaderProps) {
  const { options, loadData, ensurePath } = useRegionOptions(level);
  // A region kept from an earlier visit (a filter in the address, a record being edited) needs its levels loaded to be named.
  useEffect(() => {
    if (value) void ensurePath(regionPath(value, level, anyLevel)).catch(() => undefined);
  }, [value, level, anyLevel, ensurePath]);
  return (
    <Cascader<RegionOption>
      id={id}
      options={options}
      loadData={loadData}
      changeOnSelect={anyLevel}
      value={value ? regionPath(value, level, anyLevel) : []}
      onChange={(path) => onChange?.(path && path.length > 0 ? String(path[path.length - 1]) : undefined)}
      placeholder={placeholder ?? placeholderFor(level)}
      allowClear
      style={{ width }}
    />
  );
}
