import { ACTIVITY_STATUS_LABELS, STATION_STATE_LABELS } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const STATION_COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 3: 'error' };
const ACTIVITY_COLORS: Record<number, string> = { 0: 'cyan', 1: 'processing', 2: 'error', 3: 'success', 4: 'warning', 5: 'purple', 6: 'default' };

/** 待审核 / 运营中 / 已驳回. */
export const StationStateTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={STATION_STATE_LABELS} colors={STATION_COLORS} />;
/** 待开始 … 已结束. */
export const ActivityStatusTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={ACTIVITY_STATUS_LABELS} colors={ACTIVITY_COLORS} />;
