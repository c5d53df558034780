import { TRAIN_APPLY_STATE_LABELS } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const STATE_COLORS: Record<number, string> = { 0: 'default', 1: 'warning', 2: 'success' };

/** 意向登记 / 线上未支付 / 线上已支付. */
export const ApplyStateTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={TRAIN_APPLY_STATE_LABELS} colors={STATE_COLORS} />;
