export { RegionMap, DEFAULT_ZOOM, type MapDot, type RegionMapProps, type RegionPath } from './region-map';
export { MapPoint, type MapPointProps } from './map-point';
export type { LngLat } from './topojson';
export { PlaceView, type PlaceViewProps } from './place-view';
