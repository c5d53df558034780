import { Tag } from 'antd';

interface LabelTagProps<V extends string | number> {
  value: V | null | undefined;
  /** The contract's labels for the value (e.g. USER_STATUS_LABELS). */
  labels: Partial<Record<V, string>>;
  /** antd tag colour per value; values without one get the neutral tag. */
  colors?: Partial<Record<V, string>>;
}

/** A state or type shown as a coloured tag with its contract label. */
export function LabelTag<V extends string | number>({ value, labels, colors }: LabelTagProps<V>) {
  if (value === null || value === undefined) return <>-</>;
  return <Tag color={colors?.[value]}>{labels[value] ?? String(value)}</Tag>;
}

/** Select options from a contract label map, in the order given (e.g. 成功 before 失败). */
export function labelOptions<V extends string | number>(labels: Partial<Record<V, string>>, order: readonly V[]): Array<{ label: string; value: V }> {
  return order.map((value) => ({ label: labels[value] ?? String(value), value }));
}
