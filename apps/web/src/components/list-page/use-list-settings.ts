import type { Key } from 'react';
import { useCallback, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';

/** Row height of the table: antd's large, middle (the console's usual) and small. */
export type Density = 'large' | 'middle' | 'small';

/**
 * How one person arranged one list: columns hidden, secondary columns shown
 * (those are hidden until a person asks for them), their order (empty: as
 * defined) and the density.
 */
export interface ListSettings {
  hidden: string[];
  shown: string[];
  order: string[];
  density: Density;
}

export const DEFAULT_LIST_SETTINGS: ListSettings = { hidden: [], shown: [], order: [], density: 'middle' };

const DENSITIES: readonly Density[] = ['large', 'middle', 'small'];

/**
 * Kept in localStorage per signed-in user and list. The browser is where the
 * choice is made and the endpoint catalogue has no place for preferences; the
 * user's code in the key keeps a colleague on the same computer from
 * inheriting someone else's columns.
 */
export const settingsStorageKey = (userCode: string, listKey: string) => `hrbd.list.${userCode}.${listKey}`;

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function load(key: string): ListSettings {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return DEFAULT_LIST_SETTINGS;
    const { hidden, shown, order, density } = stored as Record<string, unknown>;
    return {
      hidden: isStrings(hidden) ? hidden : [],
      shown: isStrings(shown) ? shown : [],
      order: isStrings(order) ? order : [],
      density: DENSITIES.find((d) => d === density) ?? DEFAULT_LIST_SETTINGS.density,
    };
  } catch {
    return DEFAULT_LIST_SETTINGS;
  }
}

/** The signed-in user's settings of the list `listKey`, and a way to change (or, with null, forget) them. */
export function useListSettings(listKey: string): [ListSettings, (change: Partial<ListSettings> | null) => void] {
  const { info } = useCurrentUser();
  const key = settingsStorageKey(info.user.userCode, listKey);
  const [stored, setStored] = useState(() => ({ key, settings: load(key) }));
  // Another user (or another list) in the same place: read theirs, not the previous one's.
  const settings = stored.key === key ? stored.settings : load(key);
  if (stored.key !== key) setStored({ key, settings });

  const update = useCallback(
    (change: Partial<ListSettings> | null) => {
      setStored((current) => {
        const settings = change === null ? DEFAULT_LIST_SETTINGS : { ...(current.key === key ? current.settings : load(key)), ...change };
        try {
          if (change === null) localStorage.removeItem(key);
          else localStorage.setItem(key, JSON.stringify(settings));
        } catch {
          // Storage may be full or blocked: the choice still holds until the page is left.
        }
        return { key, settings };
      });
    },
    [key],
  );
  return [settings, update];
}

/** The parts of a table column the arrangement reads. */
export interface ArrangeableColumn {
  key?: Key;
  dataIndex?: unknown;
  title?: unknown;
  fixed?: unknown;
  /** A secondary field's column: hidden until the person shows it. */
  secondary?: boolean;
}

/** A column's name in the settings: its key, else its field (dataIndex), else its place. */
export function columnId(column: ArrangeableColumn, index: number): string {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  if (Array.isArray(column.dataIndex)) return column.dataIndex.join('.');
  if (typeof column.dataIndex === 'string' || typeof column.dataIndex === 'number') return String(column.dataIndex);
  return `#${index}`;
}

/** Columns fixed on the left stay first and those fixed on the right last, whatever order a person chose. */
export const fixedSide = (column: ArrangeableColumn): 0 | 1 | 2 => (column.fixed === 'left' || column.fixed === true ? 0 : column.fixed === 'right' ? 2 : 1);

/**
 * The columns in the order a person chose: a column the list has gained since
 * keeps its place after the column it follows in the definition.
 */
export function orderColumns<C extends ArrangeableColumn>(columns: readonly C[], order: readonly string[]): Array<{ id: string; column: C }> {
  const all = columns.map((column, index) => ({ id: columnId(column, index), column }));
  const byId = new Map(all.map((entry) => [entry.id, entry]));
  const arranged = order.flatMap((id) => byId.get(id) ?? []);
  all.forEach((entry, index) => {
    if (arranged.includes(entry)) return;
    const before = index === 0 ? -1 : arranged.indexOf(all[index - 1]);
    arranged.splice(before + 1, 0, entry);
  });
  return arranged
    .map((entry, place) => ({ entry, place }))
    .sort((a, b) => fixedSide(a.entry.column) - fixedSide(b.entry.column) || a.place - b.place)
    .map(({ entry }) => entry);
}

/** The columns hidden now: those the person hid, and the secondary ones they have not shown. */
export function hiddenColumns(columns: readonly ArrangeableColumn[], settings: Pick<ListSettings, 'hidden' | 'shown'>): string[] {
  const shown = new Set(settings.shown);
  const secondary = columns.flatMap((column, index) => (column.secondary && !shown.has(columnId(column, index)) ? [columnId(column, index)] : []));
  return [...new Set([...settings.hidden, ...secondary])];
}

/** A change of the hidden columns as settings: the person's hidden list for the usual columns, the shown list for the secondary ones. */
export function hiddenChange(columns: readonly ArrangeableColumn[], hidden: readonly string[]): Pick<ListSettings, 'hidden' | 'shown'> {
  const ids = columns.map((column, index) => ({ id: columnId(column, index), secondary: column.secondary === true }));
  return {
    hidden: ids.filter((c) => !c.secondary && hidden.includes(c.id)).map((c) => c.id),
    shown: ids.filter((c) => c.secondary && !hidden.includes(c.id)).map((c) => c.id),
  };
}

/** What the table shows: the columns in the chosen order, without the hidden ones (secondary ones included until shown). */
export function arrangeColumns<C extends ArrangeableColumn>(columns: readonly C[], settings: Pick<ListSettings, 'hidden' | 'order'> & { shown?: string[] }): C[] {
  const hidden = new Set(hiddenColumns(columns, { hidden: settings.hidden, shown: settings.shown ?? [] }));
  return orderColumns(columns, settings.order)
    .filter((entry) => !hidden.has(entry.id))
    .map((entry) => entry.column);
}
