import { CLASS_STATUS_LABELS, STUDENT_FINISH_LABELS, SIGN_RESULT_LABELS } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const CLASS_COLORS: Record<number, string> = { 1: 'default', 2: 'processing', 3: 'warning', 4: 'success' };
const STUDENT_COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };
const SIGN_COLORS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning', 3: 'purple', 4: 'error' };

/** 未开班 / 开班中 / 已结束 / 已结业. */
export const ClassStatusTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={CLASS_STATUS_LABELS} colors={CLASS_COLORS} />;
/** 学习中 / 已结业 / 未结业. */
export const StudentFinishTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={STUDENT_FINISH_LABELS} colors={STUDENT_COLORS} />;
/** 未签到 / 已签到 / 迟到 / 补签 / 缺勤. */
export const SignResultTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={SIGN_RESULT_LABELS} colors={SIGN_COLORS} />;

/** 0 is no check. */
export const radiusText = (metres: number): string => (metres === 0 ? '不限' : `${metres} 米`);
