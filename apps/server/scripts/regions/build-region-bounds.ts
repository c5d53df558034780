/**
 * Builds `apps/server/data/region-bounds.json`: the bounding box of every city and county outline
 * in the console's offline map (`apps/web/public/geo/`, made by
 * build-region-boundaries.ts), so the server can tell whether a point picked
 * on that map lies in the region chosen with it. Run it again whenever the
 * boundary files are rebuilt:
 *
 *   npx tsx apps/server/scripts/regions/build-region-bounds.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDataFile } from './data-file.js';

interface Geometry {
  bbox?: [number, number, number, number];
  properties?: { code?: string; level?: string };
}
interface Topology {
  objects: Record<string, { geometries: Geometry[] }>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const geo = path.resolve(here, '../../../web/public/geo');

function boxesIn(dir: string, level: string): Record<string, readonly number[]> {
  const boxes: Record<string, readonly number[]> = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const topology = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Topology;
    for (const object of Object.values(topology.objects)) {
      for (const geometry of object.geometries) {
        const code = geometry.properties?.code;
        if (code && geometry.bbox && geometry.properties?.level === level) boxes[code] = geometry.bbox;
      }
    }
  }
  return boxes;
}

const cities = boxesIn(path.join(geo, 'province'), 'city');
const counties = boxesIn(path.join(geo, 'city'), 'county');
const out = writeDataFile('region-bounds.json', { cities, counties });
console.log(`${Object.keys(cities).length} cities, ${Object.keys(counties).length} counties → ${out}`);
