import {
  PAPER_OPEN_STATUS_LABELS,
  PAPER_RESIT_STATUS_LABELS,
  TOPIC_DIFFICULTY_LABELS,
  TOPIC_STATUS_LABELS,
  TOPIC_TYPE_LABELS,
  labelApi,
  LABEL_TYPES,
} from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';
import { useApiQuery } from '../../../lib/query';

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'cyan' };
const DIFFICULTY_COLORS: Record<number, string> = { 1: 'green', 2: 'gold', 3: 'red' };
const STATUS_COLORS: Record<number, string> = { 1: 'success', 0: 'default' };
const OPEN_COLORS: Record<number, string> = { 1: 'success', 0: 'default' };
const RESIT_COLORS: Record<number, string> = { 1: 'processing', 0: 'default' };

/** 单选题 / 多选题 / 判断题. */
export const TopicTypeTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={TOPIC_TYPE_LABELS} colors={TYPE_COLORS} />;
/** 容易 / 中等 / 困难. */
export const DifficultyTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={TOPIC_DIFFICULTY_LABELS} colors={DIFFICULTY_COLORS} />;
/** 已启用 / 已停用. */
export const TopicStatusTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={TOPIC_STATUS_LABELS} colors={STATUS_COLORS} />;
/** 未开放 / 已开放. */
export const OpenStatusTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={PAPER_OPEN_STATUS_LABELS} colors={OPEN_COLORS} />;
/** 不允许补考 / 允许补考. */
export const ResitStatusTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={PAPER_RESIT_STATUS_LABELS} colors={RESIT_COLORS} />;

/** The skill labels (职业技能) questions carry, as select options. */
export function useSkillLabelOptions(): Array<{ label: string; value: string }> {
  const { data } = useApiQuery(labelApi.getLabels, { query: { labelType: LABEL_TYPES.skill } }, { staleTime: 60_000 });
  return (data ?? []).map((label) => ({ label: label.labelName, value: label.labelCode }));
}
