import { MODEL_ENABLE_LABELS, MODEL_STATE_LABELS, SIGN_STATE_LABELS } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const MODEL_COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };
const ENABLE_COLORS: Record<number, string> = { 0: 'default', 1: 'success' };
const SIGN_COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error', 3: 'default' };

/** 待审核 / 已通过 / 已驳回. */
export const ModelStateTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={MODEL_STATE_LABELS} colors={MODEL_COLORS} />;
/** 未启用 / 已启用. */
export const EnableTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={MODEL_ENABLE_LABELS} colors={ENABLE_COLORS} />;
/** 待签署 / 已签署 / 已拒签 / 已过期. */
export const SignStateTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={SIGN_STATE_LABELS} colors={SIGN_COLORS} />;
