import { OUTSOURCE_STATE_LABELS, type OutsourceRecord, type OutsourceState } from '@hrbd/contract';
import { Tooltip } from 'antd';
import { LabelTag } from '../../../components/label-tag';

const COLORS: Record<OutsourceState, string> = { 0: 'processing', 1: 'success', 2: 'default' };

/** 待上岗 / 在岗 / 已离职, with when and why for one who has left. */
export function OutsourceStateTag({ record }: { record: Pick<OutsourceRecord, 'state' | 'leaveDate' | 'leaveReason' | 'contractEnd'> }) {
  const tag = <LabelTag<number> value={record.state} labels={OUTSOURCE_STATE_LABELS} colors={COLORS} />;
  if (record.state !== 2) return tag;
  const when = record.leaveDate ?? record.contractEnd;
  return <Tooltip title={`${when} ${record.leaveReason}`}>{tag}</Tooltip>;
}
