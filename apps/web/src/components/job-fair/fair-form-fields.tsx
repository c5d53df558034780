import { JOB_FAIR_SHARED_LABELS as S, JOB_FAIR_TYPE_LABELS, JOB_FAIR_TYPES, jobFairFields, jobFairRangeProblems, type AddressValue, type JobFairDetail } from '@hrbd/contract';
import { Alert, Form, Input, Radio, Space, type FormRule } from 'antd';
import { AddressField, addressOf, placeFieldsOf } from '../address-picker';
import { contractCount, contractRules } from '../modal-form';
import { RegionCascader } from '../region-cascader';
import { RichTextEditor } from '../rich-text';
import type { TimeRange } from '../time-range-picker';
import { participantCodes, ParticipantsField, type ParticipantValue } from './participants-field';

/**
 * The form fields every job fair has, for recruitment's 招聘会 form and the
 * colleges' 校园招聘会 form alike: each form lays them out with its own
 * fields (a campus fair's college and booths) and words (placeholders, the
 * lock notices), passed in.
 */
export interface FairFormValues {
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

/** A fair's detail as both fairs' details answer it (recruitment's adds its resume count). */
export type FairDetailValues = Omit<JobFairDetail, 'resumeCount'>;

/** The form's values of a stored fair. */
export function fairFormValuesOf(fair: FairDetailValues): FairFormValues {
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
function placeOf(values: FairFormValues) {
  if (values.fairType === JOB_FAIR_TYPES.offline && values.venue) {
    return placeFieldsOf(values.venue);
  }
  const county = values.countyCode ?? '';
  // GB/T 2260: a county's province and city are its code cut to two and four digits.
  return { provinceCode: `${county.slice(0, 2)}0000`, cityCode: `${county.slice(0, 4)}00`, countyCode: county };
}

/** The body's fields every fair sends (JOB_FAIR_FIELD_SHAPE). */
export function fairBodyOf(values: FairFormValues) {
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

/** 举办时间's rules: required, and the contract's time rules across fields (结束时间须晚于开始时间, at most 366 days). */
export const FAIR_PERIOD_RULES: FormRule[] = [
  { required: true, message: '请选择开始时间和结束时间' },
  {
    validator: async (_rule, value: TimeRange | null | undefined) => {
      const problem = jobFairRangeProblems({ startTime: value?.[0], endTime: value?.[1] })[0];
      if (problem) throw new Error(problem.message);
    },
  },
];

/** What the fair's status locks, said above the form (each form words it for what it locks). */
export function FairLockNotice({ status, notices }: { status: number | undefined; notices: Readonly<Record<number, string>> }) {
  const notice = status === undefined ? undefined : notices[status];
  return notice ? <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} /> : null;
}

export function FairNameItem({ placeholder }: { placeholder: string }) {
  return (
    <Form.Item name="fairName" label={S.fairName.label} rules={contractRules(jobFairFields, 'fairName', { required: '请输入招聘会名称' })}>
      <Input placeholder={placeholder} count={contractCount(jobFairFields, 'fairName')} />
    </Form.Item>
  );
}

export function FairTypeItem({ disabled }: { disabled: boolean }) {
  return (
    <Form.Item name="fairType" label={S.fairType.label} rules={[{ required: true, message: '请选择举办形式' }]}>
      <Radio.Group disabled={disabled} options={[JOB_FAIR_TYPES.offline, JOB_FAIR_TYPES.online].map((value) => ({ value, label: JOB_FAIR_TYPE_LABELS[value] }))} />
    </Form.Item>
  );
}

/** 举办地址 of an on-site fair, or the county an online fair serves. */
export function FairPlaceItem({ disabled, venueExtra }: { disabled: boolean; venueExtra?: string }) {
  return (
    <Form.Item noStyle dependencies={['fairType']}>
      {({ getFieldValue }) =>
        getFieldValue('fairType') === JOB_FAIR_TYPES.online ? (
          <Form.Item name="countyCode" label="所在地区" extra="线上招聘会服务的区县" rules={[{ required: true, message: '请选择省/市/区县' }]}>
            <RegionCascader />
          </Form.Item>
        ) : (
          <Form.Item name="venue" label={S.address.label} extra={venueExtra} rules={[{ required: true, message: '请选择举办地址' }]}>
            <AddressField disabled={disabled} />
          </Form.Item>
        )
      }
    </Form.Item>
  );
}

/** 主办单位, 承办单位, 联系人 and 联系电话, two to a row. */
export function FairOrganizerItems() {
  return (
    <>
      <Space size={24} wrap style={{ display: 'flex' }}>
        <Form.Item name="organizer" label={S.organizer.label} rules={contractRules(jobFairFields, 'organizer', { required: '请输入主办单位' })}>
          <Input placeholder="请输入主办单位" count={contractCount(jobFairFields, 'organizer')} style={{ width: 300 }} />
        </Form.Item>
        <Form.Item name="undertaker" label={S.undertaker.label} rules={contractRules(jobFairFields, 'undertaker')}>
          <Input placeholder="请输入承办单位" count={contractCount(jobFairFields, 'undertaker')} style={{ width: 300 }} />
        </Form.Item>
      </Space>
      <Space size={24} wrap style={{ display: 'flex' }}>
        <Form.Item name="contactPerson" label={S.contactPerson.label} rules={contractRules(jobFairFields, 'contactPerson', { required: '请输入联系人' })}>
          <Input placeholder="请输入联系人" count={contractCount(jobFairFields, 'contactPerson')} style={{ width: 300 }} />
        </Form.Item>
        <Form.Item name="contactPhone" label={S.contactPhone.label} rules={contractRules(jobFairFields, 'contactPhone', { required: '请输入联系电话' })}>
          <Input placeholder="手机号或带区号的固定电话" count={contractCount(jobFairFields, 'contactPhone')} style={{ width: 300 }} />
        </Form.Item>
      </Space>
    </>
  );
}

/** 参会企业及岗位: the jobs offered are those still recruiting when the fair starts. */
export function FairParticipantsItem({ disabled }: { disabled: boolean }) {
  return (
    <Form.Item noStyle dependencies={['period']}>
      {({ getFieldValue }) => (
        <Form.Item name="participants" label="参会企业及岗位">
          <ParticipantsField fairStartTime={(getFieldValue('period') as TimeRange | undefined)?.[0]} disabled={disabled} />
        </Form.Item>
      )}
    </Form.Item>
  );
}

export function FairDescriptionItem({ placeholder }: { placeholder: string }) {
  return (
    <Form.Item name="description" label={S.description.label} rules={contractRules(jobFairFields, 'description', { required: '请输入招聘会简介' })}>
      <RichTextEditor placeholder={placeholder} height={160} />
    </Form.Item>
  );
}
