import { useQueries, useQuery } from '@tanstack/react-query';
import { decodeTopology, isTopoFile, type RegionShape } from './topojson';

/**
 * Boundary files are static assets of the console (`public/geo/`), fetched
 * when a view first needs them and kept for the session: they never change
 * while the console runs.
 */
async function loadGeo(path: string, signal: AbortSignal): Promise<RegionShape[]> {
  const response = await fetch(`${import.meta.env.BASE_URL}geo/${path}`, { signal });
  if (!response.ok) throw new Error(`边界数据加载失败：${path}`);
  const body: unknown = await response.json();
  if (!isTopoFile(body)) throw new Error(`边界数据格式不符：${path}`);
  return decodeTopology(body);
}

const geoQuery = (path: string) => ({
  queryKey: ['geo', path] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => loadGeo(path, signal),
  staleTime: Infinity,
  gcTime: 30 * 60_000,
  retry: 1,
});

export function useGeoFile(path: string | null): RegionShape[] | undefined {
  return useQuery({ ...geoQuery(path ?? ''), enabled: path !== null }).data;
}

// Module-level, so TanStack Query keeps the combined array while no file changes.
const dataOf = (results: ReadonlyArray<{ data?: RegionShape[] }>) => results.map((r) => r.data);

/** Each of `paths`' shapes once loaded, in the same order (undefined while loading or failed). */
export function useGeoFiles(paths: readonly string[]): Array<RegionShape[] | undefined> {
  return useQueries({ queries: paths.map(geoQuery), combine: dataOf });
}
