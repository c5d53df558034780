import { TILE_SIZE } from './mercator';

/**
 * Raster tiles under the boundaries, only when configured: without a tile
 * URL the map never touches the network. For AMap's road map (GCJ-02, as the
 * boundary data) set, at build time,
 *
 *   VITE_MAP_TILE_URL=https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}
 *
 * `{s}` is a server number 1–4, spread over the tiles.
 */
const configured: unknown = import.meta.env.VITE_MAP_TILE_URL;
export const tileUrl: string | null = typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : null;

export interface Tile {
  key: string;
  url: string;
  left: number;
  top: number;
}

/** The tiles covering a view whose top-left corner is at (originX, originY) world pixels. */
export function tilesOf(originX: number, originY: number, width: number, height: number, zoom: number, template = tileUrl): Tile[] {
  if (!template) return [];
  const count = 2 ** zoom;
  const tiles: Tile[] = [];
  for (let ty = Math.floor(originY / TILE_SIZE); ty <= Math.floor((originY + height) / TILE_SIZE); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(originX / TILE_SIZE); tx <= Math.floor((originX + width) / TILE_SIZE); tx++) {
      const x = ((tx % count) + count) % count;
      const url = template
        .replace('{x}', String(x))
        .replace('{y}', String(ty))
        .replace('{z}', String(zoom))
        .replace('{s}', String(1 + ((x + ty) % 4)));
      tiles.push({ key: `${zoom}/${tx}/${ty}`, url, left: tx * TILE_SIZE - originX, top: ty * TILE_SIZE - originY });
    }
  }
  return tiles;
}
