import { CAMPUS_FAIR_LABELS, campusFairApi, JOB_FAIR_SHARED_LABELS, JOB_FAIR_STATUSES, JOB_FAIR_TYPES, type CampusFairDetail } from '@hrbd/contract';
import { Form, InputNumber, Space, type FormInstance } from 'antd';
import { addressOf } from '../../../components/address-picker';
import { FAIR_PERIOD_RULES, fairBodyOf, FairDescriptionItem, fairFormValuesOf, FairLockNotice, FairNameItem, FairOrganizerItems, FairParticipantsItem, FairPlaceItem, FairTypeItem, type FairFormValues } from '../../../components/job-fair/fair-form-fields';
import { ModalForm } from '../../../components/modal-form';
import { TimeRangePicker } from '../../../components/time-range-picker';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { CollegeSelect, usePassedColleges } from '../shared/college-select';

/** Everything a save changes on screen: the list and an open detail. */
export const CAMPUS_FAIR_QUERIES = [campusFairApi.queryJobFairList, campusFairApi.queryJobFair] as const;

/** A job fair's fields (components/job-fair) and the campus fair's own: its host and booths. */
export interface CampusFairFormValues extends FairFormValues {
  collegeCode: string;
  boothCount?: number;
}

function valuesOf(fair: CampusFairDetail): Partial<CampusFairFormValues> {
  return { ...fairFormValuesOf(fair), collegeCode: fair.collegeCode, boothCount: fair.boothCount };
}

function toBody(values: CampusFairFormValues) {
  return { ...fairBodyOf(values), collegeCode: values.collegeCode, boothCount: values.boothCount ?? 0 };
}

const LOCK_NOTICES: Record<number, string> = {
  [JOB_FAIR_STATUSES.ongoing]: '招聘会正在进行，举办形式、开始时间和举办院校不能修改；结束时间可以延后，参会企业及岗位可以调整。',
  [JOB_FAIR_STATUSES.ended]: '招聘会已结束，举办时间、举办地点和参会企业及岗位不能修改。',
};

/** The college chosen brings its address as the venue (and its name as organiser) when they are still empty. */
function CollegeField({ form, disabled }: { form: FormInstance<CampusFairFormValues>; disabled: boolean }) {
  const { options } = usePassedColleges();
  return (
    <Form.Item name="collegeCode" label={CAMPUS_FAIR_LABELS.collegeName.label} rules={[{ required: true, message: '请选择举办院校' }]}>
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
          <FairLockNotice status={fair?.status} notices={LOCK_NOTICES} />
          <CollegeField form={form} disabled={started} />
          <FairNameItem placeholder="如：2026届毕业生秋季双选会" />
          <Space size={24} wrap style={{ display: 'flex' }}>
            <FairTypeItem disabled={locked.has('fairType')} />
            <Form.Item name="boothCount" label={CAMPUS_FAIR_LABELS.boothCount.label}>
              <InputNumber min={0} max={2000} precision={0} style={{ width: 120 }} />
            </Form.Item>
          </Space>
          <Form.Item name="period" label={JOB_FAIR_SHARED_LABELS.period.label} rules={FAIR_PERIOD_RULES}>
            <TimeRangePicker disabled={locked.has('startTime') && locked.has('endTime')} />
          </Form.Item>
          <FairPlaceItem disabled={locked.has('place')} venueExtra="默认为举办院校的地址" />
          <FairOrganizerItems />
          <FairParticipantsItem disabled={locked.has('participants')} />
          <FairDescriptionItem placeholder="请输入招聘会简介（面向届别、参会须知等）" />
        </>
      )}
    </ModalForm>
  );
}
