import {
  ACTIVITY_DESC_TEXT_MAX,
  ACTIVITY_TYPE_LABELS,
  ACTIVITY_TYPE_VALUES,
  MONEY_MESSAGE,
  MONEY_PATTERN,
  activityApi,
  activityProblems,
  centsToYuan,
  stationApi,
  stationCourseApi,
  type ActivityDetail,
  type AddressValue,
} from '@hrbd/contract';
import { Alert, Button, Checkbox, Empty, Form, Input, InputNumber, Select, Space, Spin, Steps, Typography, type FormInstance, type FormRule } from 'antd';
import { useState } from 'react';
import { AddressField, addressOf, placeFieldsOf } from '../../../components/address-picker';
import { ImageUploader } from '../../../components/image-uploader';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { RichTextEditor, richTextRule } from '../../../components/rich-text';
import { TimeRangePicker, type TimeRange } from '../../../components/time-range-picker';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { ACTIVITY_QUERIES } from '../shared/queries';

const body = activityApi.addActivity.body;

interface ParticipantValue {
  cmpyCode: string;
  jobCodes: string[];
  courseCodes: string[];
}

export interface ActivityFormValues {
  stationNo: string;
  activityName: string;
  activityType: number;
  period: TimeRange;
  place: AddressValue;
  posterKey?: string;
  description: string;
  contactPerson: string;
  contactPhone: string;
  participants: ParticipantValue[];
  planRecruit: number;
  planTrain: number;
  budget: string;
  hirePrice: string;
  trainPrice: string;
}

/** Each step's fields: 下一步 checks only these. */
const STEP_FIELDS: ReadonlyArray<ReadonlyArray<keyof ActivityFormValues>> = [
  ['stationNo', 'activityName', 'activityType', 'period', 'place', 'description', 'contactPerson', 'contactPhone'],
  ['participants'],
  ['planRecruit', 'planTrain', 'budget', 'hirePrice', 'trainPrice'],
];

const PERIOD_RULE: FormRule = {
  validator: async (_rule, value: TimeRange | null | undefined) => {
    const problem = activityProblems({ beginTime: value?.[0], endTime: value?.[1] })[0];
    if (problem) throw new Error(problem.message);
  },
};

/** Yuan with at most two decimals (MONEY_PATTERN); `positive` refuses 0. */
const yuanRules = (label: string, positive: boolean): FormRule[] => [
  { required: true, message: `请输入${label}` },
  {
    validator: async (_rule, value: string | undefined) => {
      if (value === undefined || value === '') return;
      if (!MONEY_PATTERN.test(value)) throw new Error(MONEY_MESSAGE);
      if (positive && Number(value) <= 0) throw new Error(`${label}应大于0`);
    },
  },
];

function valuesOf(a: ActivityDetail): Partial<ActivityFormValues> {
  return {
    stationNo: a.stationNo,
    activityName: a.activityName,
    activityType: a.activityType,
    period: [a.beginTime, a.endTime],
    place: addressOf(a),
    posterKey: a.posterKey || undefined,
    description: a.description,
    contactPerson: a.contactPerson,
    contactPhone: a.contactPhone,
    participants: a.participants.map((p) => ({ cmpyCode: p.cmpyCode, jobCodes: p.jobs.map((j) => j.jobCode), courseCodes: p.courses.map((c) => c.courseCode) })),
    planRecruit: a.planRecruit,
    planTrain: a.planTrain,
    budget: centsToYuan(a.budget),
    hirePrice: centsToYuan(a.hirePrice),
    trainPrice: centsToYuan(a.trainPrice),
  };
}

export function toActivityBody(v: ActivityFormValues) {
  return {
    stationNo: v.stationNo,
    activityName: v.activityName,
    activityType: v.activityType,
    beginTime: v.period[0],
    endTime: v.period[1],
    ...placeFieldsOf(v.place),
    posterKey: v.posterKey ?? '',
    description: v.description,
    contactPerson: v.contactPerson,
    contactPhone: v.contactPhone,
    participants: (v.participants ?? []).filter((p) => p.cmpyCode),
    planRecruit: v.planRecruit,
    planTrain: v.planTrain,
    budget: v.budget,
    hirePrice: v.hirePrice,
    trainPrice: v.trainPrice,
  };
}

/** A station picker of 运营中 stations (getActivitiStationList); choosing one offers its address as the place. */
function StationSelect({ value, onChange, onPicked, disabled }: { value?: string; onChange?: (v: string) => void; onPicked: (place: AddressValue | undefined) => void; disabled?: boolean }) {
  const [name, setName] = useState('');
  const stations = useApiQuery(stationApi.getActivitiStationList, { query: { stationName: name } });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setName }}
      value={value}
      disabled={disabled}
      placeholder="搜索运营中的驿站"
      loading={stations.isFetching}
      style={{ width: 320 }}
      notFoundContent={stations.isFetching ? <Spin size="small" /> : '暂无运营中的驿站'}
      options={(stations.data ?? []).map((s) => ({ value: s.stationNo, label: `${s.stationName}（${s.countyName}）` }))}
      onChange={(v: string) => {
        onChange?.(v);
        const s = stations.data?.find((x) => x.stationNo === v);
        onPicked(
          s && addressOf({ ...s, provinceName: '', cityName: '', countyName: s.countyName, gcj02Lng: s.gcj02Lng, gcj02Lat: s.gcj02Lat }),
        );
      }}
    />
  );
}

/** One participating company: its jobs on the station's board and its online courses (暂无可选课程 when it has none). */
function ParticipantRow({ name, companies }: { name: number; companies: ReadonlyArray<{ cmpyCode: string; cmpyName: string; jobs: ReadonlyArray<{ jobCode: string; jobName: string }> }> }) {
  const form = Form.useFormInstance<ActivityFormValues>();
  const cmpyCode = Form.useWatch(['participants', name, 'cmpyCode'], form);
  const courses = useApiQuery(stationCourseApi.getCouseByCmpyCode, { query: { cmpyCode: cmpyCode ?? '' } }, { enabled: Boolean(cmpyCode) });
  const company = companies.find((c) => c.cmpyCode === cmpyCode);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Form.Item name={[name, 'cmpyCode']} label="参与企业" rules={[{ required: true, message: '请选择参与企业' }]}>
        <Select style={{ width: 320 }} placeholder="请选择企业" options={companies.map((c) => ({ value: c.cmpyCode, label: c.cmpyName }))} />
      </Form.Item>
      <Form.Item name={[name, 'jobCodes']} label="参与岗位">
        <Checkbox.Group options={(company?.jobs ?? []).map((j) => ({ value: j.jobCode, label: j.jobName }))} />
      </Form.Item>
      <Form.Item name={[name, 'courseCodes']} label="培训课程">
        {cmpyCode && (courses.data ?? []).length === 0 && !courses.isFetching ? (
          <Typography.Text type="secondary">暂无可选课程</Typography.Text>
        ) : (
          <Checkbox.Group options={(courses.data ?? []).map((c) => ({ value: c.courseCode, label: c.courseName }))} />
        )}
      </Form.Item>
    </Space>
  );
}

function ParticipantsStep({ form }: { form: FormInstance<ActivityFormValues> }) {
  const stationNo = Form.useWatch('stationNo', form);
  const companies = useApiQuery(activityApi.getAllCmpyByCode, { query: { stationNo: stationNo ?? '' } }, { enabled: Boolean(stationNo) });
  if (!stationNo) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先在基本信息中选择驿站" />;
  if (companies.isLoading) return <Spin />;
  const list = companies.data ?? [];
  return (
    <>
      {list.length === 0 && <Alert type="info" showIcon title="该驿站暂无正在招聘的企业，可不选参与企业" style={{ marginBottom: 12 }} />}
      <Form.List name="participants">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((f) => (
              <div key={f.key} style={{ border: '1px solid #f0f0f0', padding: 12, borderRadius: 6 }}>
                <ParticipantRow name={f.name} companies={list} />
                <Button danger size="small" onClick={() => remove(f.name)}>
                  移除该企业
                </Button>
              </div>
            ))}
            <Button disabled={list.length === 0} onClick={() => add({ cmpyCode: undefined, jobCodes: [], courseCodes: [] })}>
              添加参与企业
            </Button>
          </Space>
        )}
      </Form.List>
    </>
  );
}

export interface ActivityFormProps {
  /** `undefined` closed, `null` 新增活动, a code 修改 that activity. */
  activityCode: string | null | undefined;
  onClose: () => void;
}

/** 新增活动 / 修改活动 in three steps: 基本信息 → 参与企业与岗位/课程 → 经费 (yuan typed, cents sent as the contract reads them). */
export function ActivityForm({ activityCode, onClose }: ActivityFormProps) {
  const editing = typeof activityCode === 'string';
  const detail = useApiQuery(activityApi.queryActivityInfo, { query: { activityCode: activityCode ?? '', type: 0 } }, { enabled: editing });
  const activity = editing && detail.data && 'participants' in detail.data && detail.data.activityCode === activityCode ? detail.data : undefined;
  const open = activityCode === null || activity !== undefined;
  const add = useApiMutation(activityApi.addActivity, { invalidates: ACTIVITY_QUERIES });
  const edit = useApiMutation(activityApi.editActivity, { invalidates: ACTIVITY_QUERIES });
  const [step, setStep] = useState(0);
  const close = () => {
    setStep(0);
    onClose();
  };
  const submit = (values: ActivityFormValues) =>
    activity ? edit.mutateAsync({ body: { activityCode: activity.activityCode, ...toActivityBody(values) } }) : add.mutateAsync({ body: toActivityBody(values) });

  return (
    <ModalForm<ActivityFormValues>
      title={editing ? '修改活动' : '新增活动'}
      open={open}
      onClose={close}
      width={960}
      labelWidth={120}
      initialValues={activity ? valuesOf(activity) : { activityType: 1, participants: [], planRecruit: 0, planTrain: 0, hirePrice: '0', trainPrice: '0' }}
      onSubmit={submit}
    >
      {(form) => (
        <>
          <Steps current={step} onChange={setStep} items={[{ title: '基本信息' }, { title: '参与企业与岗位/课程' }, { title: '经费' }]} style={{ marginBottom: 24 }} />
          <div style={{ display: step === 0 ? 'block' : 'none' }}>
            <Form.Item name="stationNo" label="所属驿站" rules={[{ required: true, message: '请选择驿站' }]}>
              <StationSelect disabled={editing} onPicked={(place) => place && form.setFieldValue('place', place)} />
            </Form.Item>
            <Form.Item name="activityName" label="活动名称" rules={contractRules(body, 'activityName', { required: '请输入活动名称' })}>
              <Input placeholder="如：龙湖镇春风行动专场招聘" count={contractCount(body, 'activityName')} />
            </Form.Item>
            <Form.Item name="activityType" label="活动类型" rules={[{ required: true, message: '请选择活动类型' }]}>
              <Select style={{ width: 200 }} options={ACTIVITY_TYPE_VALUES.map((value) => ({ value, label: ACTIVITY_TYPE_LABELS[value] }))} />
            </Form.Item>
            <Form.Item name="period" label="活动时间" rules={[{ required: true, message: '请选择开始时间和结束时间' }, PERIOD_RULE]} extra="最长31天">
              <TimeRangePicker />
            </Form.Item>
            <Form.Item name="place" label="活动地点" rules={[{ required: true, message: '请选择活动地点' }]} extra="默认为驿站地址，可修改">
              <AddressField />
            </Form.Item>
            <Form.Item name="posterKey" label="活动海报">
              <ImageUploader />
            </Form.Item>
            <Form.Item name="description" label="活动介绍" rules={[{ required: true, message: '请输入活动介绍' }, richTextRule(ACTIVITY_DESC_TEXT_MAX)]}>
              <RichTextEditor placeholder="活动主题、参与方式等" height={140} maxLength={ACTIVITY_DESC_TEXT_MAX} />
            </Form.Item>
            <Space size={24} wrap style={{ display: 'flex' }}>
              <Form.Item name="contactPerson" label="联系人" rules={contractRules(body, 'contactPerson', { required: '请输入联系人' })}>
                <Input style={{ width: 200 }} count={contractCount(body, 'contactPerson')} />
              </Form.Item>
              <Form.Item name="contactPhone" label="联系电话" rules={contractRules(body, 'contactPhone', { required: '请输入联系电话' })}>
                <Input style={{ width: 220 }} placeholder="手机号或带区号的固定电话" />
              </Form.Item>
            </Space>
          </div>
          <div style={{ display: step === 1 ? 'block' : 'none' }}>
            <ParticipantsStep form={form} />
          </div>
          <div style={{ display: step === 2 ? 'block' : 'none' }}>
            <Space size={24} wrap style={{ display: 'flex' }}>
              <Form.Item name="planRecruit" label="计划招聘人数" rules={[{ required: true, message: '请输入计划招聘人数' }]}>
                <InputNumber min={0} max={100000} precision={0} addonAfter="人" />
              </Form.Item>
              <Form.Item name="planTrain" label="计划培训人数" rules={[{ required: true, message: '请输入计划培训人数' }]}>
                <InputNumber min={0} max={100000} precision={0} addonAfter="人" />
              </Form.Item>
            </Space>
            <Form.Item name="budget" label="预算金额" rules={yuanRules('预算金额', true)}>
              <Input addonAfter="元" style={{ width: 240 }} placeholder="如：20000.00" />
            </Form.Item>
            <Space size={24} wrap style={{ display: 'flex' }}>
              <Form.Item name="hirePrice" label="每录用一人补贴" rules={yuanRules('每录用一人补贴', false)}>
                <Input addonAfter="元" style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name="trainPrice" label="每培训一人补贴" rules={yuanRules('每培训一人补贴', false)}>
                <Input addonAfter="元" style={{ width: 200 }} />
              </Form.Item>
            </Space>
            <Typography.Text type="secondary">结算金额 = min（预算金额，录用人数 × 每录用一人补贴 + 培训人数 × 每培训一人补贴）</Typography.Text>
          </div>
          <Space style={{ marginTop: 16 }}>
            {step > 0 && <Button onClick={() => setStep(step - 1)}>上一步</Button>}
            {step < 2 && (
              <Button
                type="primary"
                ghost
                onClick={() =>
                  form
                    .validateFields([...STEP_FIELDS[step]])
                    .then(() => setStep(step + 1))
                    .catch(() => undefined)
                }
              >
                下一步
              </Button>
            )}
          </Space>
        </>
      )}
    </ModalForm>
  );
}
