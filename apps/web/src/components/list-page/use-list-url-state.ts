import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@hrbd/contract';
import dayjs from '../../lib/dayjs';
import { useCallback, useEffect, useMemo, useRef, useTransition } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FilterSpec, FilterValues } from './filter-form';

/** What a list shows: its status tab, filters and page. */
export interface ListUrlState {
  pageNum: number;
  pageSize: number;
  filters: FilterValues;
  tab?: number;
}

/** The tabs as far as the address is concerned: which values exist and which one opens first. */
export interface UrlTabs {
  items: ReadonlyArray<{ value: number | undefined }>;
  defaultValue?: number;
}

export interface ListUrlOptions {
  filters: readonly FilterSpec[];
  tabs?: UrlTabs;
  /** Names this list's fields in the address when a screen holds two lists (`runs.pageNum`). */
  prefix?: string;
}

/** The address word for a tab: its value, or `all` for the tab without one. */
export const tabKey = (value: number | undefined): string => (value === undefined ? 'all' : String(value));

const defaultTab = (tabs: UrlTabs | undefined) => (tabs ? (tabs.defaultValue ?? tabs.items[0]?.value) : undefined);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// dayjs rolls 2025-02-30 over to March: a real day reads back as itself.
const isDay = (text: string | null): text is string => text !== null && DAY.test(text) && dayjs(text).format('YYYY-MM-DD') === text;

/** Reads the list's state from the address; anything missing or not understood is the default. */
export function readListState(search: string, { filters, tabs, prefix }: ListUrlOptions): ListUrlState {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(prefix ? `${prefix}.${name}` : name);

  const values: FilterValues = {};
  for (const spec of filters) {
    if (spec.kind === 'dateRange') {
      const [from, to] = spec.names.map(get);
      // Half a range, or a day that is not one, is no filter (the form could not show it).
      if (isDay(from) && isDay(to)) [values[spec.names[0]], values[spec.names[1]]] = [from, to];
    } else if (spec.kind === 'numberRange') {
      for (const name of spec.names) {
        const raw = get(name);
        if (raw !== null && raw !== '' && Number.isFinite(Number(raw))) values[name] = Number(raw);
      }
    } else {
      const raw = get(spec.name);
      if (raw === null || raw === '') continue;
      // A select's option keeps its type (学历 1, not '1'), so the form shows its label; an unknown one stays text.
      values[spec.name] = spec.kind === 'select' ? (spec.options.find((o) => String(o.value) === raw)?.value ?? raw) : raw;
    }
  }

  let tab = defaultTab(tabs);
  const tabWord = get('tab');
  const chosen = tabWord === null ? undefined : tabs?.items.find((item) => tabKey(item.value) === tabWord);
  if (chosen) tab = chosen.value;

  const pageNum = Number(get('pageNum'));
  const pageSize = Number(get('pageSize'));
  return {
    pageNum: Number.isInteger(pageNum) && pageNum >= 1 ? pageNum : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    filters: values,
    tab,
  };
}

/** The address with the list's state written in: defaults left out, other fields of the address kept. */
export function writeListState(search: string, state: ListUrlState, { filters, tabs, prefix }: ListUrlOptions): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: string | number | undefined, fallback?: string | number) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (value === undefined || value === '' || value === fallback) params.delete(key);
    else params.set(key, String(value));
  };
  for (const spec of filters) {
    for (const name of spec.kind === 'dateRange' || spec.kind === 'numberRange' ? spec.names : [spec.name]) set(name, state.filters[name]);
  }
  if (tabs) set('tab', state.tab === defaultTab(tabs) ? undefined : tabKey(state.tab));
  set('pageNum', state.pageNum, 1);
  set('pageSize', state.pageSize, DEFAULT_PAGE_SIZE);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Lists mounted per address and prefix: two lists on one screen must not write the same fields. */
const mounted = new Map<string, number>();

/**
 * The list's tab, filters and page live in the address (RuoYi / ProTable's
 * syncToUrl): each change is a history entry, so back and forward step
 * through them, a copied link opens the same view and a reload keeps it.
 *
 * The state is read from the page's own location, never copied: a page kept
 * open behind another tag sees its tag's address, so the page, its tag and
 * the browser's address cannot disagree.
 *
 * The router shows a new address in a transition: the address changes at
 * once, the list a render later. `switching` is true in between, so the list
 * can say it is busy rather than show the view before as the one asked for.
 */
export function useListUrlState(options: ListUrlOptions): [ListUrlState, (next: Partial<ListUrlState>) => boolean, boolean] {
  const location = useLocation();
  const navigate = useNavigate();
  const [switching, startSwitch] = useTransition();
  const { filters, tabs, prefix } = options;
  // Kept by value, the filters apart: the filter form resets its fields when its values change, which must not
  // wipe what a person has typed and not yet searched for when they only change the tab or the page.
  const { filters: values, ...place } = readListState(location.search, { filters, tabs, prefix });
  const valuesText = JSON.stringify(values);
  const placeText = JSON.stringify(place);
  const stableValues = useMemo(() => JSON.parse(valuesText) as FilterValues, [valuesText]);
  const state = useMemo(() => ({ ...(JSON.parse(placeText) as Omit<ListUrlState, 'filters'>), filters: stableValues }), [placeText, stableValues]);

  // What this list last wrote, from which address: until the router shows it, a second change builds on it.
  const written = useRef<{ from: string; to: string } | null>(null);
  useEffect(() => {
    // Shown (or left by back and forward): the address is again the one to build on.
    if (written.current && written.current.from !== location.search) written.current = null;
  }, [location.search]);

  useEffect(() => {
    const id = `${location.pathname} ${prefix ?? ''}`;
    const count = (mounted.get(id) ?? 0) + 1;
    mounted.set(id, count);
    if (count > 1) console.error(`Two lists on ${location.pathname} share the address fields${prefix ? ` of "${prefix}"` : ''}: give one a urlPrefix.`);
    return () => {
      const left = (mounted.get(id) ?? 1) - 1;
      if (left > 0) mounted.set(id, left);
      else mounted.delete(id);
    };
  }, [location.pathname, prefix]);

  /** Moves the list to a new view; answers false when the address already shows it (so the caller may reload instead). */
  const change = useCallback(
    (next: Partial<ListUrlState>) => {
      // Two quick changes (a tab, then 查询) come before the page has rendered the first: the second keeps it.
      const pending = written.current;
      const base = pending && pending.from === location.search ? pending.to : location.search;
      const options = { filters, tabs, prefix };
      const search = writeListState(base, { ...readListState(base, options), ...next }, options);
      if (search === base) return false;
      written.current = { from: location.search, to: search };
      startSwitch(() => navigate({ pathname: location.pathname, search }));
      return true;
    },
    [location.pathname, location.search, filters, tabs, prefix, navigate],
  );

  return [state, change, switching];
}
