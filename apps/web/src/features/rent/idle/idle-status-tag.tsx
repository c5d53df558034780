import { IDLE_HOUSE_STATUS_LABELS } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'default' };

/** 待出租 / 已出租 / 已下架. */
export const IdleStatusTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={IDLE_HOUSE_STATUS_LABELS} colors={COLORS} />;
