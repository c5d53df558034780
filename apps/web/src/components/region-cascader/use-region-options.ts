import { REGION_LEVELS, regionApi, type RegionLevel } from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../lib/api';
import { queryKeyOf } from '../../lib/query';

/** A node of the 省 › 市 › 区县 (› 乡镇街道) cascader. */
export interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

/** Replaces the children of the option at `path` (codes from the top), leaving the rest of the tree as it is. */
function withChildren(options: RegionOption[], path: readonly string[], children: RegionOption[]): RegionOption[] {
  const [head, ...rest] = path;
  return options.map((option) => {
    if (option.value !== head) return option;
    if (rest.length === 0) return { ...option, children };
    return { ...option, children: withChildren(option.children ?? [], rest, children) };
  });
}

function childrenAt(options: readonly RegionOption[], path: readonly string[]): RegionOption[] | undefined {
  let level: readonly RegionOption[] | undefined = options;
  let node: RegionOption | undefined;
  for (const code of path) {
    node = level?.find((o) => o.value === code);
    level = node?.children;
  }
  return node?.children;
}

/**
 * The region tree down to `level`, loaded a level at a time from the region
 * endpoints (spec §3: proCode/proName, cityCode/cityName, countryCode/countryName,
 * streetCode/streetName). Answers are cached by the query client for the
 * session: regions do not change.
 */
export function useRegionOptions(level: RegionLevel = 'county') {
  const client = useQueryClient();
  const [options, setOptions] = useState<RegionOption[]>([]);
  const deepest = REGION_LEVELS.indexOf(level);

  /** The children of the node at `path`: provinces for [], cities of a province, counties of a city, streets of a county. */
  const fetchChildren = useCallback(
    async (path: readonly string[]): Promise<RegionOption[]> => {
      const fetchOnce = <T,>(key: readonly unknown[], fn: () => Promise<T>) => client.fetchQuery({ queryKey: key, queryFn: fn, staleTime: Infinity });
      const isLeaf = path.length >= deepest;
      if (path.length === 0) {
        const input = {};
        const rows = await fetchOnce(queryKeyOf(regionApi.selectAllProvince, input), () => callApi(regionApi.selectAllProvince, input));
        return rows.map((r) => ({ value: r.proCode, label: r.proName, isLeaf }));
      }
      if (path.length === 1) {
        const input = { query: { proCode: path[0] } };
        const rows = await fetchOnce(queryKeyOf(regionApi.selectByProvinceCode, input), () => callApi(regionApi.selectByProvinceCode, input));
        return rows.map((r) => ({ value: r.cityCode, label: r.cityName, isLeaf }));
      }
      if (path.length === 2) {
        const input = { query: { cityCode: path[1] } };
        const rows = await fetchOnce(queryKeyOf(regionApi.selectByCityCode, input), () => callApi(regionApi.selectByCityCode, input));
        return rows.map((r) => ({ value: r.countryCode, label: r.countryName, isLeaf }));
      }
      const input = { query: { countryCode: path[2] } };
      const rows = await fetchOnce(queryKeyOf(regionApi.selectByCountryCode, input), () => callApi(regionApi.selectByCountryCode, input));
      return rows.map((r) => ({ value: r.streetCode, label: r.streetName, isLeaf: true }));
    },
    [client, deepest],
  );

  useEffect(() => {
    let live = true;
    fetchChildren([])
      .then((provinces) => live && setOptions((current) => (current.length > 0 ? current : provinces)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [fetchChildren]);

  /** The cascader's `loadData`: the children of the option just opened. */
  const loadData = useCallback(
    (selected: ReadonlyArray<{ value?: string | number | null }>) => {
      const path = selected.map((o) => String(o.value));
      void fetchChildren(path).then((children) => setOptions((current) => withChildren(current, path, children)));
    },
    [fetchChildren],
  );

  /**
   * Loads the levels along a chosen path (a kept filter, a history entry, a
   * record being edited), so the cascader can name every step of it.
   */
  const ensurePath = useCallback(
    async (codes: readonly string[]) => {
      const levels = await Promise.all(codes.map((_, depth) => fetchChildren(codes.slice(0, depth))));
      setOptions((current) => {
        let next = current.length > 0 ? current : levels[0];
        for (let depth = 1; depth < levels.length; depth++) {
          const above = codes.slice(0, depth);
          if (!childrenAt(next, above)) next = withChildren(next, above, levels[depth]);
        }
        return next;
      });
    },
    [fetchChildren],
  );

  return { options, loadData, ensurePath };
}
