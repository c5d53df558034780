import {
  ADDRESS_TYPES,
  describeIssue,
  JOB_DESCRIPTION_TEXT_MAX,
  JOB_LABELS_MAX,
  jobApi,
  jobLabelApi,
  jobRangeProblems,
  type AddressValue,
  type JobDetail,
  type JobRangeValues,
} from '@hrbd/contract';
import { Form, Input, Select, Space, type FormRule } from 'antd';
import { useMemo } from 'react';
import { AddressField, addressOf, placeFieldsOf } from '../../../components/address-picker';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { IntegerInput, integerRule, NumberRangeInput, type IntegerValue, type NumberRange } from '../../../components/number-input';
import { PinyinSelect } from '../../../components/pinyin-select';
import { RichTextEditor, richTextRule } from '../../../components/rich-text';
import { TimeRangePicker, type TimeRange } from '../../../components/time-range-picker';
import { useApiQuery } from '../../../lib/query';
import { CodeCascader } from '../../../components/code-cascader';
import { CompanySelect } from '../../../components/company-select';
import type { CodeOption, DictOptions } from '../../../lib/reference-data';
import type { JobCommands } from './use-job-commands';
const body = jobApi.saveJobInfo.body;

export interface JobFormValues {
  jobName: string;
  jobCategoryCode: string;
  cmpyCode: string;
  /** 最低月薪 至 最高月薪, whole yuan. */
  salary: NumberRange;
  education: number;
  headcount: IntegerValue;
  labelCodes: string[];
  place: AddressValue;
  description: string;
  /** 开始时间 至 结束时间 as the server's time strings. */
  period: TimeRange;
}

/** The form's range fields as the contract's cross-field rules read them. */
function rangeValues(get: (name: keyof JobFormValues) => unknown): Partial<JobRangeValues> {
  const salary = get('salary') as NumberRange | undefined;
  const period = get('period') as TimeRange | null | undefined;
  return { salaryMin: salary?.[0] ?? undefined, salaryMax: salary?.[1] ?? undefined, beginTime: period?.[0], endTime: period?.[1] };
}

/** The contract's cross-field rule reported on `field` (最高月薪不能低于最低月薪, 结束时间须晚于开始时间). */
const rangeRule =
  (field: 'salaryMax' | 'endTime'): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const problem = jobRangeProblems(rangeValues(getFieldValue)).find((p) => p.field === field);
      if (problem) throw new Error(problem.message);
    },
  });

/** The salary pair judged bound by bound by the contract's own fields (最低月薪, 最高月薪), with their messages. */
const SALARY_RULES: FormRule[] = [
  {
    validator: async (_rule, value: NumberRange | undefined) => {
      if (value?.[0] === null || value?.[0] === undefined) throw new Error('请输入最低月薪');
      if (value[1] === null || value[1] === undefined) throw new Error('请输入最高月薪');
      for (const [field, bound] of [['salaryMin', value[0]], ['salaryMax', value[1]]] as const) {
        const result = body?.shape[field].safeParse(bound);
        // An endpoint without a body has no fields to judge by (saveJobInfo has one).
        if (!result || result.success) continue;
        throw new Error(describeIssue(body, { ...result.error.issues[0], path: [field] }));
      }
    },
  },
  rangeRule('salaryMax'),
];

const [HEADCOUNT_REQUIRED, HEADCOUNT_CONTRACT] = contractRules(body, 'headcount', { required: '请输入招聘人数' });

function valuesOf(job: JobDetail): Partial<JobFormValues> {
  return {
    jobName: job.jobName,
    jobCategoryCode: job.jobCategoryCode,
    cmpyCode: job.cmpyCode,
    salary: [job.salaryMin, job.salaryMax],
    education: job.education,
    headcount: job.headcount,
    labelCodes: job.labels.map((l) => l.labelCode),
    place: addressOf(job),
    description: job.description,
    period: [job.beginTime, job.endTime],
  };
}

/** What the form holds once validated, as the job endpoints take it. */
export function toJobBody(values: JobFormValues) {
  return {
    jobName: values.jobName,
    jobCategoryCode: values.jobCategoryCode,
    cmpyCode: values.cmpyCode,
    salaryMin: Number(values.salary[0]),
    salaryMax: Number(values.salary[1]),
    education: values.education,
    headcount: Number(values.headcount),
    labelCodes: values.labelCodes ?? [],
    ...placeFieldsOf(values.place),
    description: values.description,
    beginTime: values.period[0],
    endTime: values.period[1],
  };
}

/** The labels to choose from, grouped by the pinyin initial of their names. */
function useLabelOptions() {
  const { data } = useApiQuery(jobLabelApi.queryJobLabel, { query: {} });
  return useMemo(() => (data ?? []).map((l) => ({ value: l.labelCode, label: l.labelName })), [data]);
}

export interface JobFormProps {
  /** `undefined` = closed, `null` = 新增, a code = 编辑 that job. */
  jobCode: string | null | undefined;
  categoryOptions: CodeOption[];
  education: DictOptions;
  commands: JobCommands;
  onClose: () => void;
}

/**
 * 新增岗位 / 编辑岗位: checked as it is filled in by the contract's own rules
 * (each field's schema and the cross-field ones), then sent for review —
 * an edit sends the job back to 审核中.
 */
export function JobForm({ jobCode, categoryOptions, education, commands, onClose }: JobFormProps) {
  const editing = typeof jobCode === 'string';
  const detail = useApiQuery(jobApi.queryJobInfoDetail, { params: { jobCode: jobCode ?? '' } }, { enabled: editing });
  const labelOptions = useLabelOptions();
  const job = editing && detail.data?.jobCode === jobCode ? detail.data : undefined;
  // An edit opens once its job is loaded: the form takes its values when it opens.
  const open = jobCode === null || job !== undefined;

  const submit = (values: JobFormValues) =>
    job
      ? commands.edit({ jobCode: job.jobCode, ...toJobBody(values) })
      : commands.save(toJobBody(values));

  return (
    <ModalForm<JobFormValues>
      title={editing ? '编辑岗位' : '新增岗位'}
      open={open}
      onClose={onClose}
      width={860}
      labelWidth={110}
      initialValues={job ? valuesOf(job) : { labelCodes: [], headcount: 1 }}
      onSubmit={submit}
    >
      {(form) => (
        <>
          <Form.Item name="jobName" label="岗位名称" rules={contractRules(body, 'jobName', { required: '请输入岗位名称' })}>
            <Input placeholder="请输入岗位名称" count={contractCount(body, 'jobName')} />
          </Form.Item>
          <Form.Item name="jobCategoryCode" label="岗位类别" rules={[{ required: true, message: '请选择岗位类别' }]}>
            <CodeCascader options={categoryOptions} placeholder="请选择岗位类别" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="cmpyCode" label="所属企业" rules={[{ required: true, message: '请选择所属企业' }]}>
            <CompanySelect initialName={job?.cmpyName} width={360} placeholder="请输入已通过审核的企业名称搜索" />
          </Form.Item>
          <Form.Item name="salary" label="月薪（元）" required rules={SALARY_RULES}>
            <NumberRangeInput min={1} precision={0} placeholder={['最低月薪', '最高月薪']} unit="元" />
          </Form.Item>
          <Space size={24} wrap>
            <Form.Item name="education" label="学历要求" rules={[{ required: true, message: '请选择学历要求' }]}>
              <Select options={education.options} placeholder="请选择学历要求" style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="headcount" label="招聘人数" validateFirst rules={[HEADCOUNT_REQUIRED, integerRule, HEADCOUNT_CONTRACT]}>
              <IntegerInput placeholder="请输入招聘人数" suffix="人" style={{ width: 180 }} />
            </Form.Item>
          </Space>
          <Form.Item name="labelCodes" label="岗位标签" extra={`最多选择${JOB_LABELS_MAX}个`} rules={contractRules(body, 'labelCodes')}>
            <PinyinSelect multiple options={labelOptions} height={180} />
          </Form.Item>
          <Form.Item noStyle dependencies={['cmpyCode']}>
            {() => (
              <Form.Item name="place" label="工作地址" rules={[{ required: true, message: '请选择工作地址' }]}>
                <AddressField cmpyCode={form.getFieldValue('cmpyCode') as string | undefined} addressType={ADDRESS_TYPES.work} />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item name="period" label="招聘时间" rules={[{ required: true, message: '请选择开始时间和结束时间' }, rangeRule('endTime')]}>
            <TimeRangePicker />
          </Form.Item>
          <Form.Item
            name="description"
            label="岗位描述"
            rules={[...contractRules(body, 'description', { required: '请输入岗位描述' }), richTextRule(JOB_DESCRIPTION_TEXT_MAX)]}
          >
            <RichTextEditor placeholder="请输入岗位描述（岗位职责、任职要求等）" height={180} maxLength={JOB_DESCRIPTION_TEXT_MAX} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
