import { COURSE_APPROVE_TYPE_LABELS, COURSE_NATURE_LABELS, COURSE_TYPE_LABELS, LABEL_TYPES, labelApi } from '@hrbd/contract';
import { InputNumber, Space, Tag } from 'antd';
import { LabelTag } from '../../../components/label-tag';
import { useApiQuery } from '../../../lib/query';

const APPROVE_COLORS: Record<number, string> = { 0: 'processing', 2: 'error', 5: 'cyan', 1: 'success', 4: 'default', 9: 'warning' };
const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'purple' };
const NATURE_COLORS: Record<number, string> = { 1: 'geekblue', 2: 'orange', 3: 'default' };

/** 审核中 / 已驳回 / 已通过 / 已上线 / 已下线 / 强制下线. */
export const CourseApproveTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={COURSE_APPROVE_TYPE_LABELS} colors={APPROVE_COLORS} />;
/** 线上课程 / 线下课程. */
export const CourseTypeTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={COURSE_TYPE_LABELS} colors={TYPE_COLORS} />;
/** 平台课程 / 机构课程 / 自定义课程. */
export const CourseNatureTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={COURSE_NATURE_LABELS} colors={NATURE_COLORS} />;

export const CourseLabels = ({ labels }: { labels: ReadonlyArray<{ labelCode: string; labelName: string }> }) => (
  <Space size={[0, 4]}>
    {labels.map((l) => (
      <Tag key={l.labelCode}>{l.labelName}</Tag>
    ))}
  </Space>
);

/** The course labels as select options: 线上 (com_label type 1), 线下 (type 2), or both when the type is open. */
export function useCourseLabelOptions(courseType: number | undefined): Array<{ label: string; value: string }> {
  const online = useApiQuery(labelApi.getLabels, { query: { labelType: LABEL_TYPES.onlineCourse } }, { staleTime: 60_000, enabled: courseType !== 2 });
  const offline = useApiQuery(labelApi.getLabels, { query: { labelType: LABEL_TYPES.offlineCourse } }, { staleTime: 60_000, enabled: courseType !== 1 });
  return [...(courseType !== 2 ? (online.data ?? []) : []), ...(courseType !== 1 ? (offline.data ?? []) : [])].map((label) => ({
    label: label.labelName,
    value: label.labelCode,
  }));
}

/** A price typed in yuan (0 is 免费), kept in cents as the server stores it. */
export function PriceInput({ value, onChange, placeholder, id }: { value?: number | null; onChange?: (cents: number | null) => void; placeholder?: string; id?: string }) {
  return (
    <InputNumber<number>
      id={id}
      min={0}
      max={1_000_000}
      precision={2}
      step={1}
      suffix="元"
      placeholder={placeholder}
      style={{ width: 160 }}
      value={value === null || value === undefined ? null : value / 100}
      onChange={(yuan) => onChange?.(yuan === null ? null : Math.round(yuan * 100))}
    />
  );
}
