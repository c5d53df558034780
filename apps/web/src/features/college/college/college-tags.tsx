import { COLLEGE_APPROVE_TYPE_LABELS, type CollegeApproveType } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const COLORS: Record<CollegeApproveType, string> = { 1: 'processing', 2: 'success', 3: 'error' };

/** 待审核 / 已通过 / 已驳回 of a college or of one 入驻申请. */
export function CollegeApproveTag({ value }: { value: number }) {
  return <LabelTag<number> value={value} labels={COLLEGE_APPROVE_TYPE_LABELS} colors={COLORS} />;
}
