import { applyStatusLabel, type PaymentView } from '@hrbd/contract';
import { Tag } from 'antd';

const COLORS: Record<number, string> = { 0: 'processing', 1: 'cyan', 2: 'error', 3: 'success', 4: 'error', 5: 'warning' };

/** A state as the view names it (5 is 待支付 to approvers, 支付中 to payers). */
export function ApplyStatusTag({ value, view }: { value: number; view: PaymentView }) {
  return <Tag color={COLORS[value]}>{applyStatusLabel(view, value) || applyStatusLabel('approval', value)}</Tag>;
}
