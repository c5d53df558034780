/**
 * The offline map's boundary files (`public/geo/`, written by the server's
 * `build-region-boundaries.ts`): TopoJSON with one GeometryCollection of
 * MultiPolygons, arcs quantised and delta-encoded. Decoded here into plain
 * rings; the few lines it takes do not justify a dependency.
 */

/** [longitude, latitude], GCJ-02 (AMap's datum, as all coordinates of the console). */
export type LngLat = [number, number];
/** [west, south, east, north]. */
export type Bounds = [number, number, number, number];

export type RegionLevel = 'province' | 'city' | 'county';

export interface RegionProperties {
  /** Six-digit code; null for a shape no region of today matches. */
  code: string | null;
  name: string;
  level: RegionLevel;
  /** Label point (a county's seat). */
  cp: LngLat | null;
  /** The file with this region's parts, relative to geo/. */
  children: string | null;
}

export interface RegionShape {
  properties: RegionProperties;
  bbox: Bounds;
  /** Outer rings and holes alike (drawn with the even-odd rule), each closed. */
  rings: LngLat[][];
}

export interface TopoFile {
  type: 'Topology';
  transform: { scale: [number, number]; translate: [number, number] };
  objects: { regions: { type: 'GeometryCollection'; geometries: TopoGeometry[] } };
  arcs: Array<Array<[number, number]>>;
}

interface TopoGeometry {
  type: 'MultiPolygon';
  bbox: Bounds;
  properties: RegionProperties;
  /** Polygons → rings → arc indexes; `~i` (that is, -i - 1) is arc i walked backwards. */
  arcs: number[][][];
}

export function isTopoFile(value: unknown): value is TopoFile {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<TopoFile>;
  return v.type === 'Topology' && Array.isArray(v.arcs) && Array.isArray(v.objects?.regions?.geometries);
}

export function decodeTopology(topo: TopoFile): RegionShape[] {
  const [sx, sy] = topo.transform.scale;
  const [tx, ty] = topo.transform.translate;
  const arcs = topo.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]): LngLat => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty];
    });
  });
  const ring = (indexes: number[]): LngLat[] => {
    const points: LngLat[] = [];
    for (const index of indexes) {
      const arc = index >= 0 ? arcs[index] : [...arcs[~index]].reverse();
      // Each arc starts where the previous one ended.
      points.push(...(points.length > 0 ? arc.slice(1) : arc));
    }
    return points;
  };
  return topo.objects.regions.geometries.map((geometry) => ({
    properties: geometry.properties,
    bbox: geometry.bbox,
    rings: geometry.arcs.flatMap((polygon) => polygon.map(ring)),
  }));
}

export function intersects(a: Bounds, b: Bounds): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}
