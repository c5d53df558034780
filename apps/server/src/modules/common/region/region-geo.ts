import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RegionBounds, RegionCentres } from './region-centres.types.js';

/**
 * Reads one of the generated region files of `apps/server/data/` (made by
 * `apps/server/scripts/regions/`) once, at start. `src/` and `dist/` lie at the
 * same depth below apps/server, so one relative path finds it from either.
 */
function readData<T>(file: string, maps: readonly (keyof T & string)[]): T {
  const url = new URL(`../../../../data/${file}`, import.meta.url);
  const value: unknown = JSON.parse(fs.readFileSync(url, 'utf8'));
  const isMap = (key: string) => typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'object';
  if (!maps.every(isMap)) throw new Error(`区域数据文件格式不符：${fileURLToPath(url)}`);
  return value as T;
}

/** GCJ-02 centres of provinces, cities and counties (`build-region-centres.ts`). */
export const REGION_CENTRES = readData<RegionCentres>('region-centres.json', ['provinces', 'cities', 'counties']);

/** Bounding boxes of the offline map's city and county outlines (`build-region-bounds.ts`). */
export const REGION_BOUNDS = readData<RegionBounds>('region-bounds.json', ['cities', 'counties']);
