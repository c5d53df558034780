import {
  HOT_EVENT_ENABLED_LABELS,
  HOT_EVENT_PHASE_LABELS,
  HOT_EVENT_TYPE_LABELS,
  HOT_EVENT_VALUE_STATE_LABELS,
  type HotEventType,
} from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const TYPE_COLORS: Record<HotEventType, string> = { 1: 'red', 2: 'green', 3: 'blue', 4: 'cyan', 5: 'purple', 9: 'default' };
const PHASE_COLORS: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };
const ENABLED_COLORS: Record<number, string> = { 1: 'success', 0: 'default' };
const HANDLE_COLORS: Record<number, string> = { 0: 'warning', 1: 'success' };

/** 规模性裁员 … 其他. */
export function EventTypeTag({ value }: { value: number }) {
  return <LabelTag<number> value={value} labels={HOT_EVENT_TYPE_LABELS} colors={TYPE_COLORS} />;
}

/** 待开始 / 进行中 / 已结束, as of now. */
export function EventPhaseTag({ value }: { value: number }) {
  return <LabelTag<number> value={value} labels={HOT_EVENT_PHASE_LABELS} colors={PHASE_COLORS} />;
}

/** 已启用 / 已禁用. */
export function EventEnabledTag({ value }: { value: number }) {
  return <LabelTag<number> value={value} labels={HOT_EVENT_ENABLED_LABELS} colors={ENABLED_COLORS} />;
}

/** 待处理 / 已处理 of an item. */
export function HandleStateTag({ value }: { value: number }) {
  return <LabelTag<number> value={value} labels={HOT_EVENT_VALUE_STATE_LABELS} colors={HANDLE_COLORS} />;
}
