import { createRequire } from 'node:module';
import { ETHNIC_GROUPS, type GeocodeLevel, type GeocodeResult } from '@hrbd/contract';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { chainOf, padRegionCode, regionIndex, type RegionIndex, type RegionNode } from '../region/region.service.js';

const AMAP_TIMEOUT_MS = 3000;
/** The part of gcoord used here (GCJ-02 → BD-09). */
interface Gcoord {
  GCJ02: string;
  BD09: string;
  transform(input: [number, number], from: string, to: string): [number, number];
}
// gcoord is CommonJS, but its typings declare an ES default export that does not exist at
// run time under Node's ESM loader; required directly, it is exactly its module.exports.
const gcoord = createRequire(import.meta.url)('gcoord') as Gcoord;

export interface GeocodeQuery {
  address: string;
  cityCode?: string;
}

/**
 * Resolves address text to coordinates: AMap's geocoding service when a key
 * is configured, otherwise (or when AMap fails) the centre of the deepest
 * region the text names, from bundled boundary data. Coordinates are never
 * made up: a text that names no region is refused.
 */
export async function geocode(deps: AppDeps, query: GeocodeQuery, log?: { warn(obj: object, msg: string): void }): Promise<GeocodeResult> {
  const index = await regionIndex(deps.db);
  const { key, apiBase } = deps.config.amap;
  if (key) {
    try {
      const found = await geocodeWithAmap(index, apiBase, key, query);
      if (found) return found;
    } catch (error) {
      // AMap down or refusing the key: the region centre is still a true answer, if coarser.
      log?.warn({ err: error }, '高德地理编码失败，改用行政区划中心点');
    }
  }
  const node = resolveRegion(index, query.address, query.cityCode);
  if (!node) throw notFound('未能从地址中识别出省、市或区县，请补充省市区后重试');
  return regionResult(node, query.address);
}

// ---------------------------------------------------------------- offline: region names in the text

const ETHNIC_SUFFIX = new RegExp(`(?:${[...ETHNIC_GROUPS].sort((a, b) => b.length - a.length).join('|')})+$`);

/** The name people write without its administrative suffix: 河南省 → 河南, 恩施土家族苗族自治州 → 恩施, 新郑市 → 新郑. */
export function shortName(node: RegionNode): string {
  const bare = node.name.replace(/(特别行政区|自治区|自治州|自治县|自治旗|地区|省|市|盟|县|区|旗)$/, '');
  const withoutEthnic = bare.replace(ETHNIC_SUFFIX, '');
  return withoutEthnic.length >= 2 ? withoutEthnic : bare;
}

/**
 * The region among `candidates` that the text names: a full name first (the
 * longest one found), else a short name found for exactly one candidate.
 */
function named(text: string, candidates: Iterable<RegionNode>): RegionNode | undefined {
  let best: RegionNode | undefined;
  const byShort: RegionNode[] = [];
  for (const node of candidates) {
    if (text.includes(node.name)) {
      if (!best || node.name.length > best.name.length) best = node;
    } else {
      const short = shortName(node);
      if (short.length >= 2 && short !== node.name && text.includes(short)) byShort.push(node);
    }
  }
  if (best) return best;
  if (byShort.length === 0) return undefined;
  const longest = Math.max(...byShort.map((n) => shortName(n).length));
  const top = byShort.filter((n) => shortName(n).length === longest);
  return top.length === 1 ? top[0] : undefined;
}

const countiesUnder = (nodes: RegionNode[]): RegionNode[] => nodes.flatMap((n) => (n.level === 'county' ? [n] : countiesUnder(n.children)));

/** The deepest province, city or county the text names; a city code, when given, stands in for a city the text leaves out. */
export function resolveRegion(index: RegionIndex, text: string, cityHint?: string): RegionNode | undefined {
  const compact = text.replace(/\s+/g, '');
  const province = named(compact, index.provinces);
  let city = named(compact, province ? province.children : index.nodes('city'));
  if (!city && cityHint) {
    const hinted = index.node('city', padRegionCode(cityHint, 4));
    if (hinted && (!province || hinted.parent === province)) city = hinted;
  }
  const scopes: RegionNode[][] = [];
  if (city) scopes.push(city.children);
  const provinceOfScope = province ?? city?.parent ?? undefined;
  // A county may sit under another city group than the one named (重庆市城口县 is under 重庆郊县).
  if (provinceOfScope) scopes.push(countiesUnder(provinceOfScope.children));
  let county: RegionNode | undefined;
  for (const scope of scopes) {
    county = named(compact, scope);
    if (county) break;
  }
  if (!county && !province && !city) {
    // Only a county name: accept it when the name is unique in the country.
    const matches = [...index.nodes('county')].filter((n) => compact.includes(n.name));
    if (matches.length === 1) county = matches[0];
  }
  return county ?? city ?? province;
}

function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

function toBd09(lng: number, lat: number): [number, number] {
  const [bdLng, bdLat] = gcoord.transform([lng, lat], gcoord.GCJ02, gcoord.BD09);
  return [round6(bdLng), round6(bdLat)];
}

function chainFields(node: RegionNode | undefined) {
  const chain = node ? chainOf(node) : {};
  return {
    provinceCode: chain.province?.code ?? null,
    provinceName: chain.province?.name ?? null,
    cityCode: chain.city?.code ?? null,
    cityName: chain.city?.name ?? null,
    countyCode: chain.county?.code ?? null,
    countyName: chain.county?.name ?? null,
  };
}

function regionResult(node: RegionNode, address: string): GeocodeResult {
  // The deepest region with a known centre: a county the boundary data lacks lends its city's.
  let withCentre: RegionNode | null = node;
  while (withCentre && !withCentre.centre) withCentre = withCentre.parent;
  if (!withCentre?.centre) throw notFound('该地区暂无中心点坐标，请补充更详细的地址');
  const [lng, lat] = withCentre.centre;
  const [bd09Lng, bd09Lat] = toBd09(lng, lat);
  const chain = chainOf(node);
  const formattedAddress = [chain.province, chain.city, chain.county]
    .filter((n): n is RegionNode => n !== undefined)
    .map((n) => n.name)
    // 北京市北京市东城区 reads as 北京市东城区.
    .filter((name, i, names) => names.indexOf(name) === i)
    .join('');
  return {
    source: 'region',
    level: node.level as GeocodeLevel,
    precision: withCentre.level as GeocodeLevel,
    ...chainFields(node),
    formattedAddress: formattedAddress || address,
    gcj02Lng: lng,
    gcj02Lat: lat,
    bd09Lng,
    bd09Lat,
  };
}

// ---------------------------------------------------------------- online: AMap web service

/** AMap writes absent parts as empty arrays rather than empty strings. */
const amapText = z.union([z.string(), z.array(z.unknown())]).transform((v) => (typeof v === 'string' ? v : ''));
const amapResponse = z.object({
  status: z.string(),
  info: z.string().optional(),
  geocodes: z
    .array(
      z.object({
        formatted_address: amapText.optional(),
        adcode: amapText.optional(),
        location: z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/),
      }),
    )
    .optional(),
});

async function geocodeWithAmap(index: RegionIndex, apiBase: string, key: string, query: GeocodeQuery): Promise<GeocodeResult | undefined> {
  const url = new URL('/v3/geocode/geo', apiBase);
  url.searchParams.set('key', key);
  url.searchParams.set('address', query.address);
  if (query.cityCode) url.searchParams.set('city', padRegionCode(query.cityCode, 4));
  const response = await fetch(url, { signal: AbortSignal.timeout(AMAP_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`AMap HTTP ${response.status}`);
  const body = amapResponse.parse(await response.json());
  if (body.status !== '1') throw new Error(`AMap: ${body.info ?? body.status}`);
  const hit = body.geocodes?.[0];
  if (!hit) return undefined; // AMap knows no such place; the region names may still help
  const [lng, lat] = hit.location.split(',').map(Number);
  const region = hit.adcode ? index.find(hit.adcode) : undefined;
  const [bd09Lng, bd09Lat] = toBd09(lng, lat);
  return {
    source: 'amap',
    level: 'address',
    precision: 'address',
    ...chainFields(region),
    formattedAddress: hit.formatted_address || query.address,
    gcj02Lng: round6(lng),
    gcj02Lat: round6(lat),
    bd09Lng,
    bd09Lat,
  };
}
