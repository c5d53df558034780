import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

/** One labelled value of a detail view; `render` gets the value of its own field. */
export type DetailField<R> = {
  [K in Extract<keyof R, string>]: {
    /** The record's field. */
    key: K;
    label: string;
    /** A contract label map (status, gender …): the value's label is shown instead of its code. */
    labels?: Readonly<Partial<Record<string | number, string>>>;
    /** Anything else: tags, links, amounts in yuan. Empty results still show '-'. */
    render?: (value: R[K], record: R) => ReactNode;
    /** Columns the value spans (long texts take the whole row). */
    span?: number;
  };
}[Extract<keyof R, string>];

export interface DetailViewProps<R> {
  fields: ReadonlyArray<DetailField<R>>;
  record: R;
  column?: number;
  title?: ReactNode;
  extra?: ReactNode;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

function show<R>(field: DetailField<R>, record: R): ReactNode {
  const value = record[field.key];
  if (field.render) {
    // The union over keys loses which key this is; the field's own value is what its render takes.
    const render = field.render as (v: typeof value, r: R) => ReactNode;
    const rendered = render(value, record);
    return isEmpty(rendered) ? '-' : rendered;
  }
  if (isEmpty(value)) return '-';
  if (field.labels) return field.labels[value as string | number] ?? String(value);
  if (Array.isArray(value)) return value.join('、');
  return String(value);
}

/**
 * The labelled detail view of spec §2: a record's fields as antd
 * Descriptions, driven by one fields definition, '-' for anything empty and
 * coded values read through the contract's label maps.
 */
export function DetailView<R>({ fields, record, column = 2, title, extra }: DetailViewProps<R>) {
  return (
    <Descriptions
      className="detail-view"
      bordered
      size="small"
      column={column}
      title={title}
      extra={extra}
      // A label stays on one line: a long value (a course name, a 32-character code) otherwise squeezes it to a character a line.
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={fields.map((field) => ({ key: field.key, label: field.label, span: field.span, children: show(field, record) }))}
    />
  );
}
