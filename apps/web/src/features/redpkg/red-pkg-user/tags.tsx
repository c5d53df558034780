import { CHECK_TYPE_LABELS, GRANT_STATE_LABELS } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const CHECK_COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };
const GRANT_COLORS: Record<number, string> = { 0: 'default', 1: 'warning', 2: 'success' };

/** 待提交 … 审核不通过. */
export const CheckTypeTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={CHECK_TYPE_LABELS} colors={CHECK_COLORS} />;
/** 未发放 / 发放中 / 已发放. */
export const GrantStateTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={GRANT_STATE_LABELS} colors={GRANT_COLORS} />;
