import type { CityItem, CountyItem, ProvinceItem, RegionArea, RegionLevel, StreetItem } from '@hrbd/contract';
import type { Db } from '../../../db/database.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { LEVEL } from './region-data.js';
import * as repo from './region.repository.js';
import { REGION_BOUNDS } from './region-geo.js';
import type { Position } from './region-centres.types.js';

export interface RegionNode {
  level: RegionLevel;
  code: string;
  name: string;
  parent: RegionNode | null;
  children: RegionNode[];
  /** GCJ-02 centre; null for streets and the few regions the boundary data does not name. */
  centre: readonly [number, number] | null;
}

const LEVEL_NAMES: Record<number, RegionLevel> = {
  [LEVEL.province]: 'province',
  [LEVEL.city]: 'city',
  [LEVEL.county]: 'county',
  [LEVEL.street]: 'street',
};

/**
 * All 44,703 regions in memory, with every answer the lookups give prepared
 * once: lookups never touch the database after the first call.
 */
export class RegionIndex {
  readonly provinces: RegionNode[] = [];
  private readonly byLevel: Record<RegionLevel, Map<string, RegionNode>> = {
    province: new Map(),
    city: new Map(),
    county: new Map(),
    street: new Map(),
  };
  readonly provinceItems: ProvinceItem[];
  private readonly cityItems = new Map<string, CityItem[]>();
  private readonly countyItems = new Map<string, CountyItem[]>();
  private readonly streetItems = new Map<string, StreetItem[]>();

  constructor(rows: Awaited<ReturnType<typeof repo.listAllRegions>>) {
    const parentLevel: Record<RegionLevel, RegionLevel | null> = { province: null, city: 'province', county: 'city', street: 'county' };
    for (const row of rows) {
      const level = LEVEL_NAMES[row.level];
      const up = parentLevel[level];
      const parent = up ? (this.byLevel[up].get(row.parentCode) ?? null) : null;
      const centre = row.gcj02Lng !== null && row.gcj02Lat !== null ? ([Number(row.gcj02Lng), Number(row.gcj02Lat)] as const) : null;
      const node: RegionNode = { level, code: row.code, name: row.name, parent, children: [], centre };
      this.byLevel[level].set(node.code, node);
      if (parent) parent.children.push(node);
      else if (level === 'province') this.provinces.push(node);
    }
    this.provinceItems = this.provinces.map((p) => ({ proCode: p.code, proName: p.name }));
    for (const p of this.provinces) {
      this.cityItems.set(p.code, p.children.map((c) => ({ cityCode: c.code, cityName: c.name, proCode: p.code })));
      for (const c of p.children) {
        this.countyItems.set(c.code, c.children.map((a) => ({ countryCode: a.code, countryName: a.name, cityCode: c.code })));
        for (const a of c.children) {
          this.streetItems.set(a.code, a.children.map((s) => ({ streetCode: s.code, streetName: s.name, countryCode: a.code })));
        }
      }
    }
  }

  private readonly areas = new Map<RegionNode, RegionArea>();

  /** `toArea(node)`, built once per region: answers are serialised, never changed. */
  area(node: RegionNode): RegionArea {
    let area = this.areas.get(node);
    if (!area) {
      area = toArea(node);
      this.areas.set(node, area);
    }
    return area;
  }

  node(level: RegionLevel, code: string): RegionNode | undefined {
    return this.byLevel[level].get(code);
  }

  nodes(level: RegionLevel): IterableIterator<RegionNode> {
    return this.byLevel[level].values();
  }

  citiesOf(proCode: string): CityItem[] | undefined {
    return this.cityItems.get(padRegionCode(proCode, 2));
  }

  countiesOf(cityCode: string): CountyItem[] | undefined {
    return this.countyItems.get(padRegionCode(cityCode, 4));
  }

  streetsOf(countyCode: string): StreetItem[] | undefined {
    return this.streetItems.get(countyCode);
  }

  /**
   * Any code's region with its parent chain. A six-digit code names the
   * deepest region that has it: 441900 is 东莞's only county as well as the
   * city, and the county's chain holds the city.
   */
  find(code: string): RegionNode | undefined {
    if (code.length === 9) return this.node('street', code);
    if (code.length === 2) return this.node('province', padRegionCode(code, 2));
    if (code.length === 4) return this.node('city', padRegionCode(code, 4));
    if (code.length !== 6) return undefined;
    return this.node('county', code) ?? this.node('city', code) ?? this.node('province', code);
  }
}

/** The short NBS forms 41 and 4101 stand for 410000 and 410100. */
export function padRegionCode(code: string, shortLength: 2 | 4): string {
  return code.length === shortLength ? code.padEnd(6, '0') : code;
}

/** The chain from the province down to `node`. */
export function chainOf(node: RegionNode): Partial<Record<RegionLevel, RegionNode>> {
  const chain: Partial<Record<RegionLevel, RegionNode>> = {};
  for (let n: RegionNode | null = node; n; n = n.parent) chain[n.level] = n;
  return chain;
}

export function toArea(node: RegionNode): RegionArea {
  const chain = chainOf(node);
  const province = chain.province;
  if (!province) throw new Error(`行政区划 ${node.code} 缺少所属省份`);
  return {
    level: node.level,
    proCode: province.code,
    proName: province.name,
    cityCode: chain.city?.code ?? null,
    cityName: chain.city?.name ?? null,
    countryCode: chain.county?.code ?? null,
    countryName: chain.county?.name ?? null,
    streetCode: chain.street?.code ?? null,
    streetName: chain.street?.name ?? null,
    gcj02Lng: node.centre?.[0] ?? null,
    gcj02Lat: node.centre?.[1] ?? null,
  };
}

// One index per database handle: a server has one, each test server its own.
const indexes = new WeakMap<Db, Promise<RegionIndex>>();

/** The in-memory region index, read from the database on first use. */
export function regionIndex(db: Db): Promise<RegionIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = repo.listAllRegions(db).then((rows) => new RegionIndex(rows));
    // A failed first load (database briefly away) must not be remembered.
    index.catch(() => indexes.delete(db));
    indexes.set(db, index);
  }
  return index;
}

/** A county's name by its code (the code itself when the index has no such county), for lists that show 所属区县. */
export async function countyNamer(db: Db): Promise<(code: string) => string> {
  const index = await regionIndex(db);
  return (code) => index.node('county', code)?.name ?? code;
}

export async function allProvinces(db: Db): Promise<ProvinceItem[]> {
  return (await regionIndex(db)).provinceItems;
}

export async function citiesOfProvince(db: Db, proCode: string): Promise<CityItem[]> {
  const cities = (await regionIndex(db)).citiesOf(proCode);
  if (!cities) throw notFound(`省份编码“${proCode}”不存在`);
  return cities;
}

export async function countiesOfCity(db: Db, cityCode: string): Promise<CountyItem[]> {
  const counties = (await regionIndex(db)).countiesOf(cityCode);
  if (!counties) throw notFound(`城市编码“${cityCode}”不存在`);
  return counties;
}

export async function streetsOfCounty(db: Db, countryCode: string): Promise<StreetItem[]> {
  const streets = (await regionIndex(db)).streetsOf(countryCode);
  if (!streets) throw notFound(`区县编码“${countryCode}”不存在`);
  return streets;
}

export async function street(db: Db, streetCode: string): Promise<RegionArea> {
  const index = await regionIndex(db);
  const node = index.node('street', streetCode);
  if (!node) throw notFound(`乡镇街道编码“${streetCode}”不存在`);
  return index.area(node);
}

export async function areaByCode(db: Db, code: string): Promise<RegionArea> {
  const index = await regionIndex(db);
  const node = index.find(code);
  if (!node) throw notFound(`行政区划编码“${code}”不存在`);
  return index.area(node);
}

/** Province, city and county codes of a saved address (company, job …), as the address dialog picks them. */
export interface PlaceCodes {
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  /** The point picked with them, when there is one: it must lie in (or just beside) the county. */
  gcj02Lng?: number | null;
  gcj02Lat?: number | null;
}

export interface PlaceNames {
  provinceName: string;
  cityName: string;
  countyName: string;
}

/**
 * Checks that the county lies in the city and the city in the province, and
 * names them; a wrong code is a 400 naming the field, as the form shows it.
 */
export async function resolvePlace(db: Db, codes: PlaceCodes): Promise<PlaceNames> {
  const index = await regionIndex(db);
  const province = index.node('province', codes.provinceCode);
  if (!province) throw badRequest(`所在省份编码“${codes.provinceCode}”不存在`);
  const city = index.node('city', codes.cityCode);
  if (!city) throw badRequest(`所在城市编码“${codes.cityCode}”不存在`);
  if (city.parent !== province) throw badRequest(`所在城市“${city.name}”不属于${province.name}`);
  const county = index.node('county', codes.countyCode);
  // 东莞 and the like are their own only county: the county node is looked up among the city's children.
  const inCity = city.children.find((c) => c.code === codes.countyCode);
  if (!county && !inCity) throw badRequest(`所在区县编码“${codes.countyCode}”不存在`);
  if (!inCity) throw badRequest(`所在区县“${county?.name ?? codes.countyCode}”不属于${city.name}`);
  if (codes.gcj02Lng != null && codes.gcj02Lat != null && !nearRegion(codes, [codes.gcj02Lng, codes.gcj02Lat])) {
    throw badRequest(`所选位置（经度${codes.gcj02Lng}，纬度${codes.gcj02Lat}）不在${city.name}${inCity.name}范围内，请在地图上重新选择`);
  }
  return { provinceName: province.name, cityName: city.name, countyName: inCity.name };
}

/** How far outside a region's outline a point may be: a venue on the border road, a map click a little off. */
const NEAR_KM = 5;
const KM_PER_DEGREE = 111.32;

/**
 * Whether a point lies within the bounding box of the county's outline (or,
 * for a county the boundary data does not have, its city's), widened by
 * NEAR_KM. A region with no outline at all is not judged.
 */
function nearRegion(codes: PlaceCodes, [lng, lat]: Position): boolean {
  const box = REGION_BOUNDS.counties[codes.countyCode] ?? REGION_BOUNDS.cities[codes.cityCode];
  if (!box) return true;
  const [west, south, east, north] = box;
  const latMargin = NEAR_KM / KM_PER_DEGREE;
  const lngMargin = NEAR_KM / (KM_PER_DEGREE * Math.cos((((south + north) / 2) * Math.PI) / 180));
  return lng >= west - lngMargin && lng <= east + lngMargin && lat >= south - latMargin && lat <= north + latMargin;
}

/** Names of places already saved (lists and details); a code no longer in the table shows as itself. */
export async function placeNamer(db: Db): Promise<(codes: PlaceCodes) => PlaceNames> {
  const index = await regionIndex(db);
  return (codes) => ({
    provinceName: index.node('province', codes.provinceCode)?.name ?? codes.provinceCode,
    cityName: index.node('city', codes.cityCode)?.name ?? codes.cityCode,
    countyName: index.node('county', codes.countyCode)?.name ?? codes.countyCode,
  });
}
