import { AimOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useGeoFile, useGeoFiles } from './geo-data';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, project, unproject } from './mercator';
import { tileUrl, tilesOf } from './tiles';
import { intersects, type Bounds, type LngLat, type RegionShape } from './topojson';
import './map.css';

/** The region to outline, with its parents (they say which boundary file holds it). */
export interface RegionPath {
  provinceCode: string;
  cityCode?: string | null;
  countyCode?: string | null;
}

export interface RegionMapProps {
  /** Where to look. The map moves there whenever this (or `zoom`) changes; in between, people pan freely. */
  center: LngLat;
  /** Zoom level (spec §9: 8 by default). */
  zoom?: number;
  /** The point shown, GCJ-02. */
  marker?: LngLat | null;
  /** Makes the point movable: dragged, or placed by a click on the map (地图选点). */
  onMarkerChange?: (point: LngLat) => void;
  highlight?: RegionPath | null;
  /** Places shown as coloured dots (租赁概览's communities by occupancy), each named by its title on hover. */
  points?: ReadonlyArray<MapDot>;
  height?: number;
  /** Name of the map for assistive technology. */
  label?: string;
}

/** A dot on the map: where, its colour and what it is. */
export interface MapDot {
  key: string;
  at: LngLat;
  color: string;
  title: string;
}

export const DEFAULT_ZOOM = 8;
/** From this zoom the cities of the provinces in view are drawn, … */
const CITY_ZOOM = 6;
/** … and from this one the counties of the cities in view. */
const COUNTY_ZOOM = 9;
/** Paths are projected once at this zoom and scaled to the view's. */
const PATH_ZOOM = 10;
/** County files loaded for one view at most (each is a city's counties). */
const MAX_COUNTY_FILES = 16;
/** A press that moves less than this is a click, not a drag. */
const CLICK_SLOP = 4;

const pathCache = new WeakMap<RegionShape, string>();

/** SVG path of a shape in PATH_ZOOM pixels, built once per shape. */
function pathOf(shape: RegionShape): string {
  let d = pathCache.get(shape);
  if (d === undefined) {
    d = shape.rings
      .map((ring) => {
        const points = ring.map((p) => {
          const [x, y] = project(p, PATH_ZOOM);
          return `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`;
        });
        return `M${points.join('L')}Z`;
      })
      .join('');
    pathCache.set(shape, d);
  }
  return d;
}

/** One layer of regions; memoised so panning only moves the group around it. */
const ShapeLayer = memo(function ShapeLayer({ shapes, className }: { shapes: readonly RegionShape[]; className: string }) {
  return (
    <>
      {shapes.map((shape, i) => (
        <path key={`${shape.properties.code ?? shape.properties.name}-${i}`} className={className} d={pathOf(shape)} fillRule="evenodd" vectorEffect="non-scaling-stroke">
          <title>{shape.properties.name}</title>
        </path>
      ))}
    </>
  );
});

const unique = (items: ReadonlyArray<string | null | undefined>): string[] => [...new Set(items.filter((i): i is string => !!i))].sort();

/** Labels that would overlap an earlier one are left out, so a crowded view stays readable. */
function placeLabels(candidates: ReadonlyArray<{ text: string; x: number; y: number }>, width: number, height: number) {
  const placed: Array<{ text: string; x: number; y: number; box: Bounds }> = [];
  for (const c of candidates) {
    const w = c.text.length * 12 + 4;
    const box: Bounds = [c.x - w / 2, c.y - 8, c.x + w / 2, c.y + 8];
    if (box[2] < 0 || box[0] > width || box[3] < 0 || box[1] > height) continue;
    if (placed.some((p) => intersects(p.box, box))) continue;
    placed.push({ ...c, box });
  }
  return placed;
}

type Drag =
  | { kind: 'pan'; x: number; y: number; origin: [number, number]; zoom: number; moved: boolean }
  | { kind: 'marker'; x: number; y: number; moved: boolean };

/**
 * A map that works offline: region boundaries (provinces, then the cities and
 * counties in view as one zooms in) drawn as SVG from the console's own data,
 * in Web Mercator like AMap; AMap's tiles underneath when a tile URL is
 * configured. Pan by dragging, zoom with the wheel or the buttons; the point
 * can be dragged or placed by a click when `onMarkerChange` is given.
 */
export function RegionMap({ center, zoom = DEFAULT_ZOOM, marker, onMarkerChange, highlight, points, height = 360, label = '地图' }: RegionMapProps) {
  const [view, setView] = useState({ center, zoom: clampZoom(zoom) });
  // A new requested centre or zoom moves the map; panning in between is the person's own.
  const requested = `${center[0]},${center[1]},${zoom}`;
  const [lastRequested, setLastRequested] = useState(requested);
  if (requested !== lastRequested) {
    setLastRequested(requested);
    setView({ center, zoom: clampZoom(zoom) });
  }

  const boxRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(600);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setWidth(box.clientWidth || 600);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const z = view.zoom;
  const [cx, cy] = project(view.center, z);
  const originX = cx - width / 2;
  const originY = cy - height / 2;
  const toScreen = (p: LngLat): [number, number] => {
    const [x, y] = project(p, z);
    return [x - originX, y - originY];
  };
  const toLngLat = (sx: number, sy: number): LngLat => unproject([originX + sx, originY + sy], z);
  const [west, south] = toLngLat(0, height);
  const [east, north] = toLngLat(width, 0);
  const bounds: Bounds = [west, south, east, north];
  const inView = (s: RegionShape) => intersects(s.bbox, bounds);

  const provinces = useGeoFile('china.json');
  const provinceFiles = unique([
    ...(z >= CITY_ZOOM ? (provinces ?? []).filter(inView).map((s) => s.properties.children) : []),
    highlight?.cityCode ? `province/${highlight.provinceCode}.json` : null,
  ]);
  const provinceData = useGeoFiles(provinceFiles);
  const cities = useMemo(() => provinceData.flatMap((d) => d ?? []), [provinceData]);
  const loadedProvinceFiles = new Set(provinceFiles.filter((_, i) => provinceData[i]));

  const countyFiles = unique([
    ...(z >= COUNTY_ZOOM ? cities.filter(inView).map((s) => s.properties.children).slice(0, MAX_COUNTY_FILES) : []),
    highlight?.countyCode && highlight.cityCode ? `city/${highlight.cityCode}.json` : null,
  ]);
  const countyData = useGeoFiles(countyFiles);
  const counties = useMemo(() => countyData.flatMap((d) => d ?? []), [countyData]);
  const loadedCountyFiles = new Set(countyFiles.filter((_, i) => countyData[i]));

  const highlighted = useMemo(() => {
    if (!highlight) return undefined;
    if (highlight.countyCode) return counties.find((s) => s.properties.code === highlight.countyCode);
    if (highlight.cityCode) return cities.find((s) => s.properties.code === highlight.cityCode);
    return provinces?.find((s) => s.properties.code === highlight.provinceCode);
  }, [highlight, counties, cities, provinces]);

  // Each layer is drawn where it is the finest loaded: a province's border until its cities have loaded.
  const visibleProvinces = (provinces ?? []).filter(inView);
  const outlinedProvinces = visibleProvinces.filter((p) => z < CITY_ZOOM || !p.properties.children || !loadedProvinceFiles.has(p.properties.children));
  const visibleCities = z >= CITY_ZOOM ? cities.filter(inView) : [];
  const visibleCounties = z >= COUNTY_ZOOM ? counties.filter(inView) : [];
  // The coarser city borders would run beside their counties' finer ones: a city is outlined until its counties are in.
  const outlinedCities = visibleCities.filter((c) => z < COUNTY_ZOOM || !c.properties.children || !loadedCountyFiles.has(c.properties.children));

  const labelSource = z >= COUNTY_ZOOM + 1 ? visibleCounties : z >= CITY_ZOOM + 1 ? visibleCities : z < CITY_ZOOM ? visibleProvinces : [];
  const labels = placeLabels(
    labelSource.flatMap((s) => (s.properties.cp ? [{ text: s.properties.name, ...xy(toScreen(s.properties.cp)) }] : [])),
    width,
    height,
  );

  // ------------------------------------------------------------------ interaction
  const drag = useRef<Drag | null>(null);
  const [dragPoint, setDragPoint] = useState<LngLat | null>(null);
  const editable = onMarkerChange !== undefined;

  const local = (e: { clientX: number; clientY: number }): [number, number] => {
    const rect = svgRef.current?.getBoundingClientRect();
    return [e.clientX - (rect?.left ?? 0), e.clientY - (rect?.top ?? 0)];
  };

  const zoomAt = (sx: number, sy: number, next: number) => {
    const target = clampZoom(next);
    if (target === z) return;
    // Keep the place under the pointer where it is.
    const anchor = toLngLat(sx, sy);
    const [ax, ay] = project(anchor, target);
    setView({ center: unproject([ax - (sx - width / 2), ay - (sy - height / 2)], target), zoom: target });
  };

  // The wheel needs a non-passive listener to keep the page from scrolling; it reads the latest render.
  const zoomAtRef = useRef(zoomAt);
  useLayoutEffect(() => {
    zoomAtRef.current = zoomAt;
  });
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = svg.getBoundingClientRect();
      zoomAtRef.current(e.clientX - rect.left, e.clientY - rect.top, view.zoom + (e.deltaY < 0 ? 1 : -1));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [view.zoom]);

  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const onMarker = editable && (e.target as Element).closest('.region-map__marker') !== null;
    drag.current = onMarker
      ? { kind: 'marker', x: e.clientX, y: e.clientY, moved: false }
      : { kind: 'pan', x: e.clientX, y: e.clientY, origin: [cx, cy], zoom: z, moved: false };
    svgRef.current?.setPointerCapture?.(e.pointerId);
  };

  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
    d.moved = true;
    if (d.kind === 'pan') setView({ center: unproject([d.origin[0] - dx, d.origin[1] - dy], d.zoom), zoom: d.zoom });
    else setDragPoint(toLngLat(...local(e)));
  };

  const onPointerUp = (e: ReactPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    drag.current = null;
    svgRef.current?.releasePointerCapture?.(e.pointerId);
    if (!d) return;
    if (d.kind === 'marker') {
      setDragPoint(null);
      if (d.moved) onMarkerChange?.(toLngLat(...local(e)));
    } else if (!d.moved && editable) {
      onMarkerChange(toLngLat(...local(e)));
    }
  };

  const shownMarker = dragPoint ?? marker ?? null;
  const [mx, my] = shownMarker ? toScreen(shownMarker) : [0, 0];
  const k = 2 ** (z - PATH_ZOOM);
  const transform = `translate(${-originX} ${-originY}) scale(${k})`;
  const tiles = tileUrl ? tilesOf(originX, originY, width, height, z) : [];

  return (
    <div ref={boxRef} className="region-map" style={{ height }}>
      {tiles.length > 0 && (
        <div className="region-map__tiles" aria-hidden>
          {tiles.map((t) => (
            <img key={t.key} src={t.url} alt="" draggable={false} style={{ left: t.left, top: t.top }} />
          ))}
        </div>
      )}
      <svg
        ref={svgRef}
        className={`region-map__canvas${tiles.length > 0 ? ' region-map__canvas--tiled' : ''}${editable ? ' region-map__canvas--editable' : ''}`}
        width={width}
        height={height}
        role="application"
        aria-label={label}
        data-zoom={z}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          setDragPoint(null);
        }}
        onDoubleClick={(e) => zoomAt(...local(e), z + 1)}
      >
        <g transform={transform}>
          <ShapeLayer shapes={visibleProvinces} className="region-map__land" />
          <ShapeLayer shapes={visibleCounties} className="region-map__county" />
          <ShapeLayer shapes={outlinedCities} className="region-map__city" />
          <ShapeLayer shapes={outlinedProvinces} className="region-map__province" />
          {highlighted && <ShapeLayer shapes={[highlighted]} className="region-map__highlight" />}
        </g>
        <g className="region-map__labels" aria-hidden>
          {labels.map((l) => (
            <text key={`${l.text}-${l.x}-${l.y}`} x={l.x} y={l.y} textAnchor="middle" dominantBaseline="central">
              {l.text}
            </text>
          ))}
        </g>
        {points && points.length > 0 && (
          <g className="region-map__dots">
            {points.map((p) => {
              const [px, py] = toScreen(p.at);
              return (
                <circle key={p.key} cx={Math.round(px)} cy={Math.round(py)} r={6} fill={p.color} role="img" aria-label={p.title}>
                  <title>{p.title}</title>
                </circle>
              );
            })}
          </g>
        )}
        {shownMarker && (
          <g
            className={`region-map__marker${editable ? ' region-map__marker--draggable' : ''}`}
            transform={`translate(${mx} ${my})`}
            role="img"
            aria-label="坐标点"
            data-lng={shownMarker[0].toFixed(6)}
            data-lat={shownMarker[1].toFixed(6)}
          >
            <path d="M0 0C-2-7-11-12-11-21a11 11 0 1 1 22 0C11-12 2-7 0 0Z" />
            <circle cx={0} cy={-21} r={4} />
          </g>
        )}
      </svg>
      <div className="region-map__controls">
        <Tooltip title="放大" placement="left">
          <Button size="small" icon={<PlusOutlined />} aria-label="放大" disabled={z >= MAX_ZOOM} onClick={() => zoomAt(width / 2, height / 2, z + 1)} />
        </Tooltip>
        <Tooltip title="缩小" placement="left">
          <Button size="small" icon={<MinusOutlined />} aria-label="缩小" disabled={z <= MIN_ZOOM} onClick={() => zoomAt(width / 2, height / 2, z - 1)} />
        </Tooltip>
        <Tooltip title="地图定位" placement="left">
          <Button
            size="small"
            icon={<AimOutlined />}
            aria-label="地图定位"
            disabled={!marker}
            onClick={() => marker && setView({ center: marker, zoom: Math.max(z, DEFAULT_ZOOM) })}
          />
        </Tooltip>
      </div>
      <div className="region-map__attribution">{tiles.length > 0 ? '© 高德地图' : '边界数据：高德 DataV'}</div>
    </div>
  );
}

const xy = ([x, y]: [number, number]) => ({ x: Math.round(x), y: Math.round(y) });
