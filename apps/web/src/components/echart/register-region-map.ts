import { useEffect, useState } from 'react';
import { decodeTopology, isTopoFile, type RegionShape } from '../map/topojson';

/**
 * ECharts maps from the console's own boundary files (`public/geo/`, the
 * offline map's TopoJSON, decoded by components/map/topojson.ts): one shared
 * registration per file, named by the file, for every page that draws a map
 * (院校统计's 生源地, the big screen). The map runtime (MapChart, geo,
 * visualMap) loads with the first map, never with a page that draws none.
 */
const registered = new Map<string, Promise<RegisteredMap>>();

export interface RegisteredMap {
  /** The name to give `series.map`. */
  name: string;
  /** Each region drawn: its code and name as the file has them. */
  regions: ReadonlyArray<{ code: string; name: string }>;
}

/** `province/410000.json` for a province's cities, `city/410100.json` for a city's counties, `china.json` for the provinces. */
export function geoFileOf(code: string | null): string {
  if (!code) return 'china.json';
  return code.endsWith('0000') ? `province/${code}.json` : `city/${code}.json`;
}

/** GeoJSON from decoded shapes: each ring a polygon of its own (holes are rare in these outlines and drawn over). */
function featureCollection(shapes: readonly RegionShape[]) {
  return {
    type: 'FeatureCollection' as const,
    features: shapes.map((shape) => ({
      type: 'Feature' as const,
      properties: { name: shape.properties.name, code: shape.properties.code },
      geometry: { type: 'MultiPolygon' as const, coordinates: shape.rings.map((ring) => [ring]) },
    })),
  };
}

async function load(file: string): Promise<RegisteredMap> {
  const [response, runtime] = await Promise.all([fetch(`${import.meta.env.BASE_URL}geo/${file}`), import('./region-map-runtime')]);
  if (!response.ok) throw new Error(`边界数据加载失败：${file}`);
  const body: unknown = await response.json();
  if (!isTopoFile(body)) throw new Error(`边界数据格式不符：${file}`);
  const shapes = decodeTopology(body);
  const name = `region:${file}`;
  runtime.registerMap(name, featureCollection(shapes) as unknown as Parameters<typeof runtime.registerMap>[1]);
  return { name, regions: shapes.map((s) => ({ code: s.properties.code ?? '', name: s.properties.name })) };
}

/** Registers the boundary file of `code`'s parts (see geoFileOf) with ECharts once; answers the map's name and regions. */
export function registerRegionMap(code: string | null): Promise<RegisteredMap> {
  const file = geoFileOf(code);
  let entry = registered.get(file);
  if (!entry) {
    entry = load(file);
    // A failed load (network) may be tried again.
    entry.catch(() => registered.delete(file));
    registered.set(file, entry);
  }
  return entry;
}

/**
 * The map of `code`'s parts, registered once and shared by every page that
 * draws it (院校统计's 生源地, the big screen's 区域分布): null until loaded,
 * the error when the boundary file could not be read.
 */
export function useRegionMap(code: string | null): { map: RegisteredMap | null; error: Error | null } {
  const [state, setState] = useState<{ code: string | null; map: RegisteredMap | null; error: Error | null }>({ code, map: null, error: null });
  useEffect(() => {
    let live = true;
    registerRegionMap(code).then(
      (map) => live && setState({ code, map, error: null }),
      (e: unknown) => live && setState({ code, map: null, error: e instanceof Error ? e : new Error(String(e)) }),
    );
    return () => {
      live = false;
    };
  }, [code]);
  // A map of the code asked before this one is not this one's.
  return state.code === code ? { map: state.map, error: state.error } : { map: null, error: null };
}
