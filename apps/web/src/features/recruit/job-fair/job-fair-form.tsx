import {
  JOB_FAIR_STATUSES,
  JOB_FAIR_TYPE_LABELS,
  JOB_FAIR_TYPES,
  jobFairApi,
  jobFairRangeProblems,
  type AddressValue,
  type JobFairDetail,
} from '@hrbd/contract';
import { Alert, DatePicker, Form, Input, Radio, Space, type FormRule } from 'antd';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { AddressField, addressOf, placeFieldsOf } from '../../../components/address-picker';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { RichTextEditor } from '../../../components/rich-text';
import { TIME_FORMAT, type TimeRange } from '../../../components/time-range-picker';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { RegionCascader } from '../../../components/region-cascader';
import { participantCodes, ParticipantsField, type ParticipantValue } from '../../../components/job-fair';
const body = jobFairApi.add.body;
/** Everything an edit may change on screen: the list, the detail and its tabs. */
export const JOB_FAIR_QUERIES = [jobFairApi.list, jobFairApi.info, jobFairApi.getCmpyList, jobFairApi.getJobList, jobFairApi.getResumeList] as const;

export interface JobFairFormValues {
  fairName: string;
  fairType: 1 | 2;
  organizer: string;
  undertaker?: string;
  contactPerson: string;
  contactPhone: string;
  /** 开始时间 至 结束时间 as the server's time strings. */
  period: TimeRange;
  /** The venue of an on-site fair. */
  venue?: AddressValue;
  /** The county an online fair serves. */
  countyCode?: string;
  description: string;
  participants: ParticipantValue[];
}

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

/** The contract's time rules across fields (结束时间须晚于开始时间, at most 366 days). */
const PERIOD_RULE: FormRule = {
  validator: async (_rule, value: TimeRange | null | undefined) => {
    const problem = jobFairRangeProblems({ startTime: value?.[0], endTime: value?.[1] })[0];
    if (problem) throw new Error(problem.message);
  },
};

function valuesOf(fair: JobFairDetail): Partial<JobFairFormValues> {
  const online = fair.fairType === JOB_FAIR_TYPES.online;
  return {
    fairName: fair.fairName,
    fairType: online ? 1 : 2,
    organizer: fair.organizer,
    undertaker: fair.undertaker,
    contactPerson: fair.contactPerson,
    contactPhone: fair.contactPhone,
    period: [fair.startTime, fair.endTime],
    venue: online ? undefined : addressOf(fair),
    countyCode: online ? fair.countyCode : undefined,
    description: fair.description,
    participants: fair.participants.map((p) => ({
      cmpyCode: p.cmpyCode,
      cmpyName: p.cmpyName,
      jobCodes: p.jobs.map((j) => j.jobCode),
      kept: p.jobs.map((j) => ({ jobCode: j.jobCode, jobName: j.jobName, salaryMin: j.salaryMin, salaryMax: j.salaryMax })),
    })),
  };
}

/** Where the fair is, as the endpoints take it: the venue's place, or the county an online fair serves. */
function placeOf(values: JobFairFormValues) {
  if (values.fairType === JOB_FAIR_TYPES.offline && values.venue) {
    return placeFieldsOf(values.venue);
  }
  const county = values.countyCode ?? '';
  // GB/T 2260: a county's province and city are its code cut to two and four digits.
  return { provinceCode: `${county.slice(0, 2)}0000`, cityCode: `${county.slice(0, 4)}00`, countyCode: county };
}

export function toJobFairBody(values: JobFairFormValues) {
  return {
    fairName: values.fairName,
    fairType: values.fairType,
    organizer: values.organizer,
    undertaker: values.undertaker ?? '',
    contactPerson: values.contactPerson,
    contactPhone: values.contactPhone,
    ...placeOf(values),
    startTime: values.period[0],
    endTime: values.period[1],
    description: values.description,
    ...participantCodes(values.participants),
  };
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
    fair ? edit.mutateAsync({ body: { fairCode: fair.fairCode, ...toJobFairBody(values) } }) : add.mutateAsync({ body: toJobFairBody(values) });

  return (
    <ModalForm<JobFairFormValues>
      title={editing ? '编辑招聘会' : '新增招聘会'}
      open={open}
      onClose={onClose}
      width={960}
      labelWidth={110}
      initialValues={fair ? valuesOf(fair) : { fairType: JOB_FAIR_TYPES.offline, participants: [] }}
      onSubmit={submit}
    >
      {fair && LOCK_NOTICES[fair.status] && <Alert type="info" showIcon title={LOCK_NOTICES[fair.status]} style={{ marginBottom: 16 }} />}
      <Form.Item name="fairName" label="招聘会名称" rules={contractRules(body, 'fairName', { required: '请输入招聘会名称' })}>
        <Input placeholder="如：2026年新郑市“春风行动”专场招聘会" count={contractCount(body, 'fairName')} />
      </Form.Item>
      <Form.Item name="fairType" label="举办形式" rules={[{ required: true, message: '请选择举办形式' }]}>
        <Radio.Group
          disabled={locked.has('fairType')}
          options={[JOB_FAIR_TYPES.offline, JOB_FAIR_TYPES.online].map((value) => ({ value, label: JOB_FAIR_TYPE_LABELS[value] }))}
        />
      </Form.Item>
      <Form.Item
        name="period"
        label="举办时间"
        rules={[{ required: true, message: '请选择开始时间和结束时间' }, PERIOD_RULE]}
        extra={locked.has('startTime') && !locked.has('endTime') ? '招聘会已开始，只能调整结束时间' : undefined}
      >
        <PeriodPicker disabled={[locked.has('startTime'), locked.has('endTime')]} />
      </Form.Item>
      <Form.Item noStyle dependencies={['fairType']}>
        {({ getFieldValue }) =>
          getFieldValue('fairType') === JOB_FAIR_TYPES.online ? (
            <Form.Item name="countyCode" label="所在地区" extra="线上招聘会服务的区县" rules={[{ required: true, message: '请选择省/市/区县' }]}>
              <RegionCascader />
            </Form.Item>
          ) : (
            <Form.Item name="venue" label="举办地址" rules={[{ required: true, message: '请选择举办地址' }]}>
              <AddressField disabled={locked.has('place')} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Space size={24} wrap style={{ display: 'flex' }}>
        <Form.Item name="organizer" label="主办单位" rules={contractRules(body, 'organizer', { required: '请输入主办单位' })}>
          <Input placeholder="请输入主办单位" count={contractCount(body, 'organizer')} style={{ width: 300 }} />
        </Form.Item>
        <Form.Item name="undertaker" label="承办单位" rules={contractRules(body, 'undertaker')}>
          <Input placeholder="请输入承办单位" count={contractCount(body, 'undertaker')} style={{ width: 300 }} />
        </Form.Item>
      </Space>
      <Space size={24} wrap style={{ display: 'flex' }}>
        <Form.Item name="contactPerson" label="联系人" rules={contractRules(body, 'contactPerson', { required: '请输入联系人' })}>
          <Input placeholder="请输入联系人" count={contractCount(body, 'contactPerson')} style={{ width: 300 }} />
        </Form.Item>
        <Form.Item name="contactPhone" label="联系电话" rules={contractRules(body, 'contactPhone', { required: '请输入联系电话' })}>
          <Input placeholder="手机号或带区号的固定电话" count={contractCount(body, 'contactPhone')} style={{ width: 300 }} />
        </Form.Item>
      </Space>
      <Form.Item noStyle dependencies={['period']}>
        {({ getFieldValue }) => (
          <Form.Item name="participants" label="参会企业及岗位">
            <ParticipantsField fairStartTime={(getFieldValue('period') as TimeRange | undefined)?.[0]} disabled={locked.has('participants')} />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item name="description" label="招聘会简介" rules={contractRules(body, 'description', { required: '请输入招聘会简介' })}>
        <RichTextEditor placeholder="请输入招聘会简介（活动主题、服务对象、参与方式等）" height={160} />
      </Form.Item>
    </ModalForm>
  );
}
