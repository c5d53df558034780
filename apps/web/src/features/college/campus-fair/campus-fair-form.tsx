import {
  campusFairApi,
  JOB_FAIR_STATUSES,
  JOB_FAIR_TYPE_LABELS,
  JOB_FAIR_TYPES,
  jobFairRangeProblems,
  type AddressValue,
  type CampusFairDetail,
} from '@hrbd/contract';
import { Alert, Form, Input, InputNumber, Radio, Space, type FormInstance, type FormRule } from 'antd';
import { AddressField, addressOf, placeFieldsOf } from '../../../components/address-picker';
import { participantCodes, ParticipantsField, type ParticipantValue } from '../../../components/job-fair';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { RegionCascader } from '../../../components/region-cascader';
import { RichTextEditor } from '../../../components/rich-text';
import { TimeRangePicker, type TimeRange } from '../../../components/time-range-picker';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { CollegeSelect, usePassedColleges } from '../shared/college-select';

const body = campusFairApi.saveJobFairYj.body;
/** Everything a save changes on screen: the list and an open detail. */
export const CAMPUS_FAIR_QUERIES = [campusFairApi.queryJobFairList, campusFairApi.queryJobFair] as const;

export interface CampusFairFormValues {
  collegeCode: string;
  fairName: string;
  fairType: 1 | 2;
  boothCount?: number;
  organizer: string;
  undertaker?: string;
  contactPerson: string;
  contactPhone: string;
  period: TimeRange;
  venue?: AddressValue;
  countyCode?: string;
  description: string;
  participants: ParticipantValue[];
}

const PERIOD_RULE: FormRule = {
  validator: async (_rule, value: TimeRange | null | undefined) => {
    const problem = jobFairRangeProblems({ startTime: value?.[0], endTime: value?.[1] })[0];
    if (problem) throw new Error(problem.message);
  },
};

function valuesOf(fair: CampusFairDetail): Partial<CampusFairFormValues> {
  const online = fair.fairType === JOB_FAIR_TYPES.online;
  return {
    collegeCode: fair.collegeCode,
    fairName: fair.fairName,
    fairType: online ? 1 : 2,
    boothCount: fair.boothCount,
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

function toBody(values: CampusFairFormValues) {
  const online = values.fairType === JOB_FAIR_TYPES.online || !values.venue;
  const county = values.countyCode ?? '';
  const place = online
    ? { provinceCode: `${county.slice(0, 2)}0000`, cityCode: `${county.slice(0, 4)}00`, countyCode: county }
    : placeFieldsOf(values.venue as AddressValue);
  return {
    collegeCode: values.collegeCode,
    fairName: values.fairName,
    fairType: values.fairType,
    boothCount: values.boothCount ?? 0,
    organizer: values.organizer,
    undertaker: values.undertaker ?? '',
    contactPerson: values.contactPerson,
    contactPhone: values.contactPhone,
    ...place,
    startTime: values.period[0],
    endTime: values.period[1],
    description: values.description,
    ...participantCodes(values.participants),
  };
}

const LOCK_NOTICES: Record<number, string> = {
  [JOB_FAIR_STATUSES.ongoing]: '招聘会正在进行，举办形式、开始时间和举办院校不能修改；结束时间可以延后，参会企业及岗位可以调整。',
  [JOB_FAIR_STATUSES.ended]: '招聘会已结束，举办时间、举办地点和参会企业及岗位不能修改。',
};

/** The college chosen brings its address as the venue (and its name as organiser) when they are still empty. */
function CollegeField({ form, disabled }: { form: FormInstance<CampusFairFormValues>; disabled: boolean }) {
  const { options } = usePassedColleges();
  return (
    <Form.Item name="collegeCode" label="举办院校" rules={[{ required: true, message: '请选择举办院校' }]}>
      <CollegeSelect
        allowClear={false}
        style={{ width: 320 }}
        disabled={disabled}
        onChange={(code) => {
          form.setFieldValue('collegeCode', code);
          const college = options.find((o) => o.value === code)?.college;
          if (!college) return;
          if (!form.getFieldValue('venue')) form.setFieldValue('venue', addressOf(college));
          if (!form.getFieldValue('organizer')) form.setFieldValue('organizer', college.collegeName);
          if (!form.getFieldValue('contactPerson')) form.setFieldValue('contactPerson', college.contactPerson);
          if (!form.getFieldValue('contactPhone')) form.setFieldValue('contactPhone', college.contactPhone);
        }}
      />
    </Form.Item>
  );
}

export interface CampusFairFormProps {
  /** `undefined` = closed, `null` = 新增, a code = 编辑. */
  fairCode: string | null | undefined;
  onClose: () => void;
}

/**
 * 新增招聘会 / 编辑招聘会 of a college: the host (passed colleges only; its
 * address is the venue unless changed in the address dialog), when and where,
 * who takes part. What the fair's status locks is shown but not editable.
 */
export function CampusFairForm({ fairCode, onClose }: CampusFairFormProps) {
  const editing = typeof fairCode === 'string';
  const detail = useApiQuery(campusFairApi.queryJobFair, { body: { fairCode: fairCode ?? '' } }, { enabled: editing });
  const fair = editing && detail.data?.fairCode === fairCode ? detail.data : undefined;
  const open = fairCode === null || fair !== undefined;
  const add = useApiMutation(campusFairApi.saveJobFairYj, { invalidates: CAMPUS_FAIR_QUERIES });
  const edit = useApiMutation(campusFairApi.editJobFairYj, { invalidates: CAMPUS_FAIR_QUERIES });
  const locked = new Set(fair?.lockedFields ?? []);
  const started = fair !== undefined && fair.status !== JOB_FAIR_STATUSES.notStarted;

  const submit = (values: CampusFairFormValues) =>
    fair ? edit.mutateAsync({ body: { fairCode: fair.fairCode, ...toBody(values) } }) : add.mutateAsync({ body: toBody(values) });

  return (
    <ModalForm<CampusFairFormValues>
      title={editing ? '编辑招聘会' : '新增招聘会'}
      open={open}
      onClose={onClose}
      width={960}
      labelWidth={110}
      initialValues={fair ? valuesOf(fair) : { fairType: JOB_FAIR_TYPES.offline, participants: [], boothCount: 60 }}
      onSubmit={submit}
    >
      {(form) => (
        <>
          {fair && LOCK_NOTICES[fair.status] && <Alert type="info" showIcon title={LOCK_NOTICES[fair.status]} style={{ marginBottom: 16 }} />}
          <CollegeField form={form} disabled={started} />
          <Form.Item name="fairName" label="招聘会名称" rules={contractRules(body, 'fairName', { required: '请输入招聘会名称' })}>
            <Input placeholder="如：2026届毕业生秋季双选会" count={contractCount(body, 'fairName')} />
          </Form.Item>
          <Space size={24} wrap style={{ display: 'flex' }}>
            <Form.Item name="fairType" label="举办形式" rules={[{ required: true, message: '请选择举办形式' }]}>
              <Radio.Group disabled={locked.has('fairType')} options={[JOB_FAIR_TYPES.offline, JOB_FAIR_TYPES.online].map((value) => ({ value, label: JOB_FAIR_TYPE_LABELS[value] }))} />
            </Form.Item>
            <Form.Item name="boothCount" label="展位数">
              <InputNumber min={0} max={2000} precision={0} style={{ width: 120 }} />
            </Form.Item>
          </Space>
          <Form.Item name="period" label="举办时间" rules={[{ required: true, message: '请选择开始时间和结束时间' }, PERIOD_RULE]}>
            <TimeRangePicker disabled={locked.has('startTime') && locked.has('endTime')} />
          </Form.Item>
          <Form.Item noStyle dependencies={['fairType']}>
            {({ getFieldValue }) =>
              getFieldValue('fairType') === JOB_FAIR_TYPES.online ? (
                <Form.Item name="countyCode" label="所在地区" extra="线上招聘会服务的区县" rules={[{ required: true, message: '请选择省/市/区县' }]}>
                  <RegionCascader />
                </Form.Item>
              ) : (
                <Form.Item name="venue" label="举办地址" extra="默认为举办院校的地址" rules={[{ required: true, message: '请选择举办地址' }]}>
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
            <RichTextEditor placeholder="请输入招聘会简介（面向届别、参会须知等）" height={160} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
