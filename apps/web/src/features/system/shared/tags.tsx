import { RESULT_LABELS, USER_STATUS_LABELS } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const RESULT_COLORS: Record<number, string> = { 1: 'success', 0: 'error' };
const STATUS_COLORS: Record<number, string> = { 1: 'success', 0: 'default' };

/** 成功 / 失败 of a logged call or login attempt. */
export function ResultTag({ value }: { value: number }) {
  return <LabelTag value={value} labels={RESULT_LABELS} colors={RESULT_COLORS} />;
}

/** 已启用 / 已禁用 of a user account. */
export function UserStatusTag({ value }: { value: number }) {
  return <LabelTag value={value} labels={USER_STATUS_LABELS} colors={STATUS_COLORS} />;
}
