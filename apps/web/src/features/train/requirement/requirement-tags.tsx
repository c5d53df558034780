import { REQUIRE_STATE_LABELS } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const STATE_COLORS: Record<number, string> = { 0: 'warning', 1: 'processing', 2: 'success', 3: 'default' };

/** 待处理 / 处理中 / 已完成 / 不予受理. */
export const RequireStateTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={REQUIRE_STATE_LABELS} colors={STATE_COLORS} />;
