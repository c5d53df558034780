import { JOB_FAIR_STATUS_LABELS, JOB_FAIR_TYPE_LABELS, type JobFairStatus, type JobFairType } from '@hrbd/contract';
import { LabelTag } from '../label-tag';

const STATUS_COLORS: Record<JobFairStatus, string> = { 0: 'processing', 1: 'success', 2: 'default' };
const TYPE_COLORS: Record<JobFairType, string> = { 1: 'cyan', 2: 'geekblue' };

/** 待开始 / 进行中 / 已结束 of a fair. */
export function FairStatusTag({ value }: { value: number }) {
  return <LabelTag<number> value={value} labels={JOB_FAIR_STATUS_LABELS} colors={STATUS_COLORS} />;
}

/** 线上 / 线下. */
export function FairTypeTag({ value }: { value: number }) {
  return <LabelTag<number> value={value} labels={JOB_FAIR_TYPE_LABELS} colors={TYPE_COLORS} />;
}

