import { exportHeaders, type FieldKind, type Labels } from '@hrbd/contract';
import type { ReactNode } from 'react';
import type { FilterSpec } from './filter-form';
import type { ListColumn } from './list-page';

/**
 * Column widths (px) by the field's kind, measured at the console's 14 px
 * font with the table's middle density (8 px either side): a time is 19
 * characters, an identifier 18, a phone 11, a state tag up to 4 Chinese
 * characters. Names and free text get a fixed width and are cut short with an
 * ellipsis (the whole text on hover), so every row stays one line.
 */
export const KIND_WIDTH: Readonly<Record<FieldKind, number>> = {
  code: 170,
  phone: 120,
  person: 96,
  name: 190,
  dict: 96,
  number: 76,
  money: 130,
  date: 110,
  period: 206,
  time: 166,
  state: 96,
  text: 170,
};

const RIGHT_ALIGNED: ReadonlySet<FieldKind> = new Set(['number', 'money']);

/** The class a column's cells carry: lets the fit check (e2e list-fit) find the state and time columns. */
export const kindClass = (kind: FieldKind) => `list-col--${kind}`;

type WithoutLabel<F> = F extends FilterSpec ? Omit<F, 'label'> & { label?: string } : never;

/** What a screen adds to a labelled column: its cell, its filter (labelled by the field unless it says otherwise), its side. */
export type ColumnExtra<R> = Omit<Partial<ListColumn<R>>, 'filter' | 'title'> & { filter?: WithoutLabel<FilterSpec> };

/**
 * A record's list columns from its contract labels, in the labels' order:
 * the title is the label, the width comes from the kind, cells are one line
 * with an ellipsis. Secondary fields come as columns hidden until a person
 * shows them in 列设置 (their filters still show). `extras` adds a field's
 * render, filter, `fixed` …
 */
export function labelColumns<R, L extends Labels>(labels: L, extras: { readonly [K in keyof L]?: ColumnExtra<R> } = {}): ListColumn<R>[] {
  return Object.keys(labels).map((key) => {
    const { label, kind, secondary } = labels[key];
    const extra: ColumnExtra<R> = extras[key as keyof L] ?? {};
    const { filter, ...rest } = extra;
    return {
      key,
      dataIndex: key,
      title: label,
      width: KIND_WIDTH[kind],
      ellipsis: true,
      align: RIGHT_ALIGNED.has(kind) ? 'right' : undefined,
      className: kindClass(kind),
      fieldKind: kind,
      secondary,
      ...rest,
      ...(filter && { filter: { ...filter, label: filter.label ?? label } as FilterSpec }),
    } as ListColumn<R>;
  });
}

/** One action link: its text at 14 px and the small link button's 7 px either side. */
const actionWidth = (label: string) => label.length * 14 + 14;

/**
 * The 操作 column, fixed on the right and as wide as the most a row shows:
 * `widest` names the links of the row with the most (查看, 编辑, 删除 …).
 */
export function actionsColumn<R>(widest: readonly string[], render: (row: R) => ReactNode): ListColumn<R> {
  return {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    width: Math.max(64, widest.reduce((sum, label) => sum + actionWidth(label), 0) + 16),
    className: 'list-col--actions',
    render: (_: unknown, row: R) => render(row),
  };
}

/** The titles a list shows by default, in order: its columns but the secondary ones and 操作. */
export function defaultTitles<R>(columns: ReadonlyArray<ListColumn<R>>): string[] {
  return columns.filter((column) => !column.secondary && column.key !== 'actions').map((column) => String(column.title));
}

/**
 * The list's default titles beside the export's first headers (as many): equal
 * when the file's first columns say what the screen shows, in the same order.
 */
export function exportBesideList<R>(columns: ReadonlyArray<ListColumn<R>>, labels: Labels): { titles: string[]; headers: string[] } {
  const titles = defaultTitles(columns);
  return { titles, headers: exportHeaders(labels).slice(0, titles.length) };
}
