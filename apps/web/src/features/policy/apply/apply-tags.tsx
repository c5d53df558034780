import { POLICY_APPLY_STATE_LABELS } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const STATE_COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error' };

/** 审核中 / 已通过 / 已驳回. */
export const ApplyStateTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={POLICY_APPLY_STATE_LABELS} colors={STATE_COLORS} />;

/** 分 as 元 with two decimals. */
export const yuan = (cents: number) => `${(cents / 100).toFixed(2)}元`;
