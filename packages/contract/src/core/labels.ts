/**
 * A record's field labels, written once: the console's list columns, filter
 * labels and detail views and the server's xlsx headers all read them, so a
 * list and its export cannot name a field differently.
 *
 * Each field has a kind, which decides how wide the console draws its column
 * and how wide the export's column is; a `secondary` field is shown in the
 * record's detail (and the export) but is not a list column until a person
 * turns it on in 列设置.
 */

/**
 * - `code`: an identifier read character by character (身份证号, 信用代码, IP);
 * - `phone`: a telephone number;
 * - `person`: a person's or account's name (姓名, 用户名);
 * - `name`: a longer name (企业名称, 岗位名称, 接口地址);
 * - `dict`: a short word from a dictionary or fixed list (性别, 学历, 来源);
 * - `number`: a count or an age; `money`: an amount or range of yuan;
 * - `date`: a day; `period`: two days (合同期限); `time`: a moment (投递时间);
 * - `state`: a record's state, shown as a tag (审核状态);
 * - `text`: free text (备注, 说明), cut short in a list.
 */
export const FIELD_KINDS = ['code', 'phone', 'person', 'name', 'dict', 'number', 'money', 'date', 'period', 'time', 'state', 'text'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldLabel {
  readonly label: string;
  readonly kind: FieldKind;
  /** Shown in the detail and the export, not as a list column by default. */
  readonly secondary: boolean;
}

export interface FieldOptions {
  secondary?: boolean;
}

const kind =
  (k: FieldKind) =>
  (label: string, options: FieldOptions = {}): FieldLabel =>
    Object.freeze({ label, kind: k, secondary: options.secondary ?? false });

/** `field.code('身份证号')`, `field.state('审核状态')`, `field.text('备注', { secondary: true })` … */
export const field = {
  code: kind('code'),
  phone: kind('phone'),
  person: kind('person'),
  name: kind('name'),
  dict: kind('dict'),
  number: kind('number'),
  money: kind('money'),
  date: kind('date'),
  period: kind('period'),
  time: kind('time'),
  state: kind('state'),
  text: kind('text'),
} as const;

/** A record's labels by field, in the order its list shows them. */
export type Labels = Readonly<Record<string, FieldLabel>>;

/**
 * One record's labels. The order is the list's column order (state and time
 * early, so they are on screen at 1440 px) and the export's; a key need not be
 * a field of the record when the column is made of several (合同期限).
 */
export function defineLabels<const T extends Record<string, FieldLabel>>(fields: T): Readonly<T> {
  return Object.freeze({ ...fields });
}

/** The label texts by field, for schema descriptions and form items (`texts.stem` is 题干). */
export function labelTexts<L extends Labels>(labels: L): { readonly [K in keyof L]: string } {
  return Object.fromEntries(Object.entries(labels).map(([key, l]) => [key, l.label])) as { [K in keyof L]: string };
}

/** The list's columns (fields not secondary), in order. */
export function listFields<L extends Labels>(labels: L): Array<keyof L & string> {
  return Object.keys(labels).filter((key) => !labels[key].secondary);
}

/** An export's columns: the list's, in the list's order, then the secondary fields. */
export function exportFields<L extends Labels>(labels: L): Array<keyof L & string> {
  return [...listFields(labels), ...Object.keys(labels).filter((key) => labels[key].secondary)];
}

/** The export's header row: what a person compares with the list's column titles. */
export const exportHeaders = (labels: Labels): string[] => exportFields(labels).map((key) => labels[key].label);

/** The labels of `keys` in that order, for a detail view (`{ key, label }` rows). */
export function detailFields<L extends Labels, K extends keyof L & string>(labels: L, keys: readonly K[]): Array<{ key: K; label: string }> {
  return keys.map((key) => ({ key, label: labels[key].label }));
}

/** The same field, shown only in the detail and the export in this record (a list that has no room for it). */
export const asSecondary = (label: FieldLabel): FieldLabel => Object.freeze({ ...label, secondary: true });
