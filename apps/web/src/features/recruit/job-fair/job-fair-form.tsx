import { JOB_FAIR_SHARED_LABELS, JOB_FAIR_STATUSES, JOB_FAIR_TYPES, jobFairApi } from '@hrbd/contract';
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { ModalForm } from '../../../components/modal-form';
import { TIME_FORMAT, type TimeRange } from '../../../components/time-range-picker';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { FAIR_PERIOD_RULES, fairBodyOf, FairDescriptionItem, fairFormValuesOf, FairLockNotice, FairNameItem, FairOrganizerItems, FairParticipantsItem, FairPlaceItem, FairTypeItem, type FairFormValues } from '../../../components/job-fair/fair-form-fields';

/** Everything an edit may change on screen: the list, the detail and its tabs. */
export const JOB_FAIR_QUERIES = [jobFairApi.list, jobFairApi.info, jobFairApi.getCmpyList, jobFairApi.getJobList, jobFairApi.getResumeList] as const;

/** A job fair's form holds the fields every fair has (components/job-fair). */
export type JobFairFormValues = FairFormValues;

// Picking days without touching the clock: a fair's day runs from 09:00 to 17:00 unless set otherwise.
const DAY_START = dayjs('09:00:00', 'HH:mm:ss');
const DAY_END = dayjs('17:00:00', 'HH:mm:ss');

interface PeriodPickerProps {
  value?: TimeRange | null;
  onChange?: (value: TimeRange | null) => void;
  /** Start and end locked separately: a running fair keeps its start but may end later. */
  disabled?: [boolean, boolean];
  id?: string;
}

/** 开始时间 至 结束时间 with each end lockable on its own. */
function PeriodPicker({ value, onChange, disabled, id }: PeriodPickerProps) {
  const shown: [Dayjs, Dayjs] | null = value ? [dayjs(value[0]), dayjs(value[1])] : null;
  return (
    <DatePicker.RangePicker
      id={id}
      showTime={{ defaultValue: [DAY_START, DAY_END], format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      separator="至"
      placeholder={['开始时间', '结束时间']}
      disabled={disabled}
      value={shown}
      onChange={(dates) => onChange?.(dates?.[0] && dates[1] ? [dates[0].format(TIME_FORMAT), dates[1].format(TIME_FORMAT)] : null)}
      style={{ width: 380 }}
    />
  );
}

export interface JobFairFormProps {
  /** `undefined` = closed, `null` = 新增, a code = 编辑 that fair. */
  fairCode: string | null | undefined;
  onClose: () => void;
}

const LOCK_NOTICES: Record<number, string> = {
  [JOB_FAIR_STATUSES.ongoing]: '招聘会正在进行，举办形式和开始时间不能修改；结束时间可以延后，参会企业及岗位可以调整。',
  [JOB_FAIR_STATUSES.ended]: '招聘会已结束，举办时间、举办地点和参会企业及岗位不能修改，只能更正名称、主办/承办单位、联系人和简介。',
};

/**
 * 新增招聘会 / 编辑招聘会: the fair, where and when, and who takes part. What
 * the fair's status no longer lets change (the server's lockedFields) is
 * shown but not editable; everything is checked by the contract's own rules.
 */
export function JobFairForm({ fairCode, onClose }: JobFairFormProps) {
  const editing = typeof fairCode === 'string';
  const detail = useApiQuery(jobFairApi.info, { query: { fairCode: fairCode ?? '' } }, { enabled: editing });
  const fair = editing && detail.data?.fairCode === fairCode ? detail.data : undefined;
  const open = fairCode === null || fair !== undefined;
  const add = useApiMutation(jobFairApi.add, { invalidates: JOB_FAIR_QUERIES });
  const edit = useApiMutation(jobFairApi.edit, { invalidates: JOB_FAIR_QUERIES });
  const locked = new Set(fair?.lockedFields ?? []);

  const submit = (values: JobFairFormValues) =>
    fair ? edit.mutateAsync({ body: { fairCode: fair.fairCode, ...fairBodyOf(values) } }) : add.mutateAsync({ body: fairBodyOf(values) });

  return (
    <ModalForm<JobFairFormValues>
      title={editing ? '编辑招聘会' : '新增招聘会'}
      open={open}
      onClose={onClose}
      width={960}
      labelWidth={110}
      initialValues={fair ? fairFormValuesOf(fair) : { fairType: JOB_FAIR_TYPES.offline, participants: [] }}
      onSubmit={submit}
    >
      <FairLockNotice status={fair?.status} notices={LOCK_NOTICES} />
      <FairNameItem placeholder="如：2026年新郑市“春风行动”专场招聘会" />
      <FairTypeItem disabled={locked.has('fairType')} />
      <Form.Item
        name="period"
        label={JOB_FAIR_SHARED_LABELS.period.label}
        rules={FAIR_PERIOD_RULES}
        extra={locked.has('startTime') && !locked.has('endTime') ? '招聘会已开始，只能调整结束时间' : undefined}
      >
        <PeriodPicker disabled={[locked.has('startTime'), locked.has('endTime')]} />
      </Form.Item>
      <FairPlaceItem disabled={locked.has('place')} />
      <FairOrganizerItems />
      <FairParticipantsItem disabled={locked.has('participants')} />
      <FairDescriptionItem placeholder="请输入招聘会简介（活动主题、服务对象、参与方式等）" />
    </ModalForm>
  );
}
