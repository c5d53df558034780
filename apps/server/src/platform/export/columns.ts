import { exportFields, type FieldKind, type Labels } from '@hrbd/contract';
import type { CellValue, XlsxColumn } from './xlsx.js';

/** A cell's value for each labelled field: the type asks for every one, so an export cannot leave a list column out. */
export type ValuesOf<L extends Labels, R> = { readonly [K in keyof L]: (row: R) => CellValue };

/** Sheet column widths in characters (a Chinese character counts two) by the field's kind. */
const KIND_WIDTH: Readonly<Record<FieldKind, number>> = {
  code: 22,
  phone: 14,
  person: 12,
  name: 30,
  dict: 12,
  number: 8,
  money: 14,
  date: 12,
  period: 26,
  time: 20,
  state: 12,
  text: 30,
};

/** One labelled field as a sheet column: the header is its label, the width its kind's. */
function columnOf<R>(labels: Labels, key: string, value: (row: R) => CellValue): XlsxColumn<R> {
  const { label, kind } = labels[key];
  return { header: label, width: Math.max(KIND_WIDTH[kind], label.length * 2 + 2), value };
}

/**
 * A record's export columns from its labels: the list's columns in the list's
 * order, then the secondary fields (exportFields), each headed by its label.
 */
export function xlsxColumns<L extends Labels, R>(labels: L, values: ValuesOf<L, R>): Array<XlsxColumn<R>> {
  return exportFields(labels).map((key) => columnOf(labels, key, values[key]));
}

/** Some of a record's labelled fields, in the order given: for another export of the same records (投递记录及面试安排). */
export function pickColumns<L extends Labels, R, K extends keyof L & string>(labels: L, keys: readonly K[], values: { readonly [P in K]: (row: R) => CellValue }): Array<XlsxColumn<R>> {
  return keys.map((key) => columnOf(labels, key, values[key]));
}
