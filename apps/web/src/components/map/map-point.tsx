import { RegionMap, DEFAULT_ZOOM, type RegionPath } from './region-map';
import { EmptyData } from '../empty-data';
import type { LngLat } from './topojson';

export interface MapPointProps {
  /** The point to show, GCJ-02; without one the map gives way to the empty-data notice. */
  point: LngLat | null | undefined;
  zoom?: number;
  /** The region the point lies in, outlined. */
  region?: RegionPath | null;
  height?: number;
}

/**
 * A read-only map of one point on the offline boundary map, e.g. a
 * company's address in its detail view. 地图定位 brings the point back into
 * view after panning away.
 */
export function MapPoint({ point, zoom = DEFAULT_ZOOM + 4, region, height = 240 }: MapPointProps) {
  if (!point) return <EmptyData description="暂无坐标" />;
  return <RegionMap center={point} zoom={zoom} marker={point} highlight={region} height={height} label="坐标位置地图" />;
}
