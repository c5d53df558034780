import { regionApi } from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../lib/api';
import { queryKeyOf } from '../../lib/query';

/** A node of the 省 › 市 › 区县 cascader. */
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
 * The region tree, loaded a level at a time from the region endpoints (spec
 * §3: proCode/proName, cityCode/cityName, countryCode/countryName). Answers
 * are cached by the query client for the session: regions do not change.
 */
export function useRegionOptions() {
  const client = useQueryClient();
  const [options, setOptions] = useState<RegionOption[]>([]);

  const fetchChildren = useCallback(
    async (path: readonly string[]): Promise<RegionOption[]> => {
      const fetchOnce = <T,>(key: readonly unknown[], fn: () => Promise<T>) => client.fetchQuery({ queryKey: key, queryFn: fn, staleTime: Infinity });
      if (path.length === 0) {
        const input = {};
        const rows = await fetchOnce(queryKeyOf(regionApi.selectAllProvince, input), () => callApi(regionApi.selectAllProvince, input));
        return rows.map((r) => ({ value: r.proCode, label: r.proName, isLeaf: false }));
      }
      if (path.length === 1) {
        const input = { query: { proCode: path[0] } };
        const rows = await fetchOnce(queryKeyOf(regionApi.selectByProvinceCode, input), () => callApi(regionApi.selectByProvinceCode, input));
        return rows.map((r) => ({ value: r.cityCode, label: r.cityName, isLeaf: false }));
      }
      const input = { query: { cityCode: path[1] } };
      const rows = await fetchOnce(queryKeyOf(regionApi.selectByCityCode, input), () => callApi(regionApi.selectByCityCode, input));
      return rows.map((r) => ({ value: r.countryCode, label: r.countryName, isLeaf: true }));
    },
    [client],
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

  /** Loads the levels along a chosen path (a history entry, an address being edited), so the cascader can show it. */
  const ensurePath = useCallback(
    async (codes: readonly string[]) => {
      const provinces = await fetchChildren([]);
      const cities = await fetchChildren(codes.slice(0, 1));
      const counties = await fetchChildren(codes.slice(0, 2));
      setOptions((current) => {
        let next = current.length > 0 ? current : provinces;
        if (!childrenAt(next, codes.slice(0, 1))) next = withChildren(next, codes.slice(0, 1), cities);
        if (!childrenAt(next, codes.slice(0, 2))) next = withChildren(next, codes.slice(0, 2), counties);
        return next;
      });
    },
    [fetchChildren],
  );

  return { options, loadData, ensurePath };
}
