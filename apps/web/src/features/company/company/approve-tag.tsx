import { COMPANY_APPROVE_TYPE_LABELS, type CompanyApproveType } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const COMPANY_COLORS: Record<CompanyApproveType, string> = { 0: 'processing', 1: 'success', 2: 'error' };

/** 待审核 / 已通过 / 已驳回 of a company. */
export function CompanyApproveTag({ value }: { value: number }) {
  return <LabelTag<number> value={value} labels={COMPANY_APPROVE_TYPE_LABELS} colors={COMPANY_COLORS} />;
}
