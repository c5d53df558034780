import { APPLY_STATE_LABELS, JOB_APPROVE_TYPE_LABELS, JOB_LABEL_HOT, JOB_LABEL_HOT_BADGE, type JobApproveType } from '@hrbd/contract';
import { Space, Tag } from 'antd';
import { LabelTag } from '../../../components/label-tag';

const JOB_COLORS: Record<JobApproveType, string> = { 0: 'processing', 1: 'error', 2: 'cyan', 3: 'success', 4: 'default', 5: 'volcano' };

const APPLY_COLORS: Record<number, string> = { 0: 'processing', 3: 'cyan', 5: 'purple', 4: 'success', 6: 'default' };

/** 新简历 … 不合适 of an application. */
export function ApplyStateTag({ value }: { value: number }) {
  return <LabelTag<number> value={value} labels={APPLY_STATE_LABELS} colors={APPLY_COLORS} />;
}

/** 审核中 … 强制结束 of a job. */
export function JobApproveTag({ value }: { value: number }) {
  return <LabelTag<number> value={value} labels={JOB_APPROVE_TYPE_LABELS} colors={JOB_COLORS} />;
}

/** The 热门 badge of a hot label. */
export function HotBadge() {
  return <Tag color="red">{JOB_LABEL_HOT_BADGE}</Tag>;
}

/** A job's labels, hot ones marked. */
export function JobLabels({ labels }: { labels: ReadonlyArray<{ labelCode: string; labelName: string; labelHot: number }> }) {
  if (labels.length === 0) return <>-</>;
  return (
    <Space size={[0, 4]} wrap>
      {labels.map((l) => (
        <Tag key={l.labelCode} color={l.labelHot === JOB_LABEL_HOT.hot ? 'red' : 'blue'}>
          {l.labelName}
        </Tag>
      ))}
    </Space>
  );
}
