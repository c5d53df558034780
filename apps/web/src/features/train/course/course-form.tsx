import {
  COURSE_NATURE_LABELS,
  COURSE_NATURE_VALUES,
  COURSE_NATURES,
  COURSE_TYPE_LABELS,
  COURSE_TYPE_VALUES,
  courseApi,
  courseProblems,
  SKILL_LEVEL_LABELS,
  SKILL_LEVEL_VALUES,
  type AddressValue,
  type CourseDetail,
} from '@hrbd/contract';
import { App, DatePicker, Form, Input, InputNumber, Radio, Select, Space, type FormRule } from 'antd';
import { useEffect } from 'react';
import dayjs from '../../../lib/dayjs';
import { AddressField, addressOf, placeFieldsOf } from '../../../components/address-picker';
import { CodeCascader } from '../../../components/code-cascader';
import { ImageUploader } from '../../../components/image-uploader';
import { labelOptions } from '../../../components/label-tag';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { RichTextEditor } from '../../../components/rich-text';
import { TIME_FORMAT, type TimeRange } from '../../../components/time-range-picker';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { useJobCategoryOptions } from '../../../lib/reference-data';
import { PriceInput, useCourseLabelOptions } from './course-tags';
import { CompanySelect } from '../../../components/company-select';
import { COURSE_QUERIES } from './use-course-commands';
import type { CourseView } from './course-views';
import { COURSE_LOAD_FAILED } from './columns';

const body = courseApi.addBDCourse.body;

export interface CourseFormValues {
  courseName: string;
  courseType: number;
  courseNature: number;
  cmpyCode?: string;
  occupationCode?: string;
  skillLevel?: number;
  labelCodes: string[];
  coverKey?: string;
  introduction: string;
  price: number | null;
  classHours: number | null;
  applyPeriod: TimeRange;
  place: AddressValue;
  formCode?: string;
}

function valuesOf(course: CourseDetail): Partial<CourseFormValues> {
  return {
    courseName: course.courseName,
    courseType: course.courseType,
    courseNature: course.courseNature,
    cmpyCode: course.cmpyCode || undefined,
    occupationCode: course.occupationCode || undefined,
    skillLevel: course.skillLevel ?? undefined,
    labelCodes: course.labels.map((l) => l.labelCode),
    coverKey: course.coverKey || undefined,
    introduction: course.introduction,
    price: course.price,
    classHours: course.classHours,
    applyPeriod: [course.applyBeginTime, course.applyEndTime],
    place: addressOf(course),
    formCode: course.formCode || undefined,
  };
}

export function toCourseBody(values: CourseFormValues) {
  const custom = values.courseNature === COURSE_NATURES.custom;
  return {
    courseName: values.courseName,
    courseType: values.courseType,
    courseNature: values.courseNature,
    cmpyCode: values.courseNature === COURSE_NATURES.organisation ? values.cmpyCode : undefined,
    occupationCode: custom ? undefined : values.occupationCode,
    skillLevel: custom ? undefined : values.skillLevel,
    labelCodes: values.labelCodes ?? [],
    coverKey: values.coverKey ?? '',
    introduction: values.introduction,
    price: values.price ?? 0,
    classHours: values.classHours ?? 0,
    applyBeginTime: values.applyPeriod[0],
    applyEndTime: values.applyPeriod[1],
    ...placeFieldsOf(values.place),
    formCode: values.formCode || undefined,
  };
}

const PERIOD_RULE: FormRule = {
  validator: async (_rule, value: TimeRange | null | undefined) => {
    const problem = courseProblems({ applyBeginTime: value?.[0], applyEndTime: value?.[1] })[0];
    if (problem) throw new Error(problem.message);
  },
};

function PeriodPicker({ value, onChange, id }: { value?: TimeRange | null; onChange?: (value: TimeRange | null) => void; id?: string }) {
  return (
    <DatePicker.RangePicker
      id={id}
      showTime={{ format: 'HH:mm', defaultValue: [dayjs('09:00:00', 'HH:mm:ss'), dayjs('18:00:00', 'HH:mm:ss')] }}
      format="YYYY-MM-DD HH:mm"
      separator="至"
      placeholder={['报名开始时间', '报名结束时间']}
      value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
      onChange={(dates) => onChange?.(dates?.[0] && dates[1] ? [dates[0].format(TIME_FORMAT), dates[1].format(TIME_FORMAT)] : null)}
      style={{ width: 380 }}
    />
  );
}

export interface CourseFormProps {
  view: CourseView;
  /** `undefined` = closed, `null` = 新增, a code = 编辑 that course. */
  courseCode: string | null | undefined;
  onClose: () => void;
}

/**
 * 新增课程 / 编辑课程: one form for every view. 线上课程 fixes the type,
 * 自定义课程 the nature; 所属职业 and 技能等级 are asked of 平台/机构课程 only,
 * 所属机构 of 机构课程. Saving sends the course (back) to review.
 */
export function CourseForm({ view, courseCode, onClose }: CourseFormProps) {
  const editing = typeof courseCode === 'string';
  const detail = useApiQuery(courseApi.getBDCourseInfo, { query: { courseCode: courseCode ?? '' } }, { enabled: editing });
  const course = editing && detail.data?.courseCode === courseCode ? detail.data : undefined;
  const open = courseCode === null || course !== undefined;
  const add = useApiMutation(courseApi.addBDCourse, { invalidates: COURSE_QUERIES });
  const edit = useApiMutation(courseApi.saveCourseInfo, { invalidates: COURSE_QUERIES });
  const addOnline = useApiMutation(courseApi.addOnlineCourse, { invalidates: COURSE_QUERIES });
  const editOnline = useApiMutation(courseApi.editOnlineCourse, { invalidates: COURSE_QUERIES });
  const occupations = useJobCategoryOptions();
  const { message } = App.useApp();
  useEffect(() => {
    if (editing && detail.error) {
      void message.error(`${COURSE_LOAD_FAILED}：${detail.error.message}`);
      onClose();
    }
  }, [editing, detail.error, message, onClose]);

  const submit = (values: CourseFormValues) => {
    const { courseType: _type, ...rest } = toCourseBody({ ...values, ...view.fixed });
    const full = { ...rest, courseType: view.fixed.courseType ?? values.courseType };
    if (view.online) return course ? editOnline.mutateAsync({ body: { courseCode: course.courseCode, ...rest } }) : addOnline.mutateAsync({ body: rest });
    return course ? edit.mutateAsync({ body: { courseCode: course.courseCode, ...full } }) : add.mutateAsync({ body: full });
  };

  return (
    <ModalForm<CourseFormValues>
      title={editing ? '编辑课程' : '新增课程'}
      open={open}
      onClose={onClose}
      width={960}
      labelWidth={110}
      initialValues={course ? valuesOf(course) : { courseType: 2, courseNature: 1, labelCodes: [], price: 0, ...view.fixed }}
      onSubmit={submit}
    >
      <Form.Item name="courseName" label="课程名称" rules={contractRules(body, 'courseName', { required: '请输入课程名称' })}>
        <Input placeholder="如：低压电工作业培训班" count={contractCount(body, 'courseName')} />
      </Form.Item>
      <Space size={24} wrap style={{ display: 'flex' }}>
        <Form.Item name="courseType" label="课程类型" rules={[{ required: true, message: '请选择课程类型' }]}>
          <Radio.Group disabled={view.fixed.courseType !== undefined} options={labelOptions(COURSE_TYPE_LABELS, COURSE_TYPE_VALUES)} />
        </Form.Item>
        <Form.Item name="courseNature" label="课程性质" rules={[{ required: true, message: '请选择课程性质' }]}>
          <Radio.Group disabled={view.fixed.courseNature !== undefined} options={labelOptions(COURSE_NATURE_LABELS, COURSE_NATURE_VALUES)} />
        </Form.Item>
      </Space>
      <Form.Item noStyle dependencies={['courseNature', 'courseType']}>
        {({ getFieldValue }) => {
          const nature = getFieldValue('courseNature') as number;
          return (
            <>
              {nature === COURSE_NATURES.organisation && (
                <Form.Item name="cmpyCode" label="所属机构" rules={[{ required: true, message: '机构课程请选择所属机构' }]}>
                  <CompanySelect initialName={course?.cmpyName} placeholder="请输入机构名称搜索" width={320} />
                </Form.Item>
              )}
              {nature !== COURSE_NATURES.custom && (
                <Space size={24} wrap style={{ display: 'flex' }}>
                  <Form.Item name="occupationCode" label="所属职业" rules={[{ required: true, message: '请选择所属职业' }]}>
                    <CodeCascader options={occupations} placeholder="请选择所属职业" style={{ width: 300 }} />
                  </Form.Item>
                  <Form.Item name="skillLevel" label="技能等级" rules={[{ required: true, message: '请选择技能等级' }]}>
                    <Select placeholder="请选择技能等级" options={labelOptions(SKILL_LEVEL_LABELS, SKILL_LEVEL_VALUES)} style={{ width: 200 }} />
                  </Form.Item>
                </Space>
              )}
              <CourseLabelField courseType={getFieldValue('courseType') as number} />
            </>
          );
        }}
      </Form.Item>
      <Space size={24} wrap style={{ display: 'flex' }}>
        <Form.Item name="price" label="课程价格" extra="0 元为免费" rules={[{ required: true, message: '请输入课程价格' }]}>
          <PriceInput placeholder="请输入价格" />
        </Form.Item>
        <Form.Item name="classHours" label="学时" rules={[{ required: true, message: '请输入学时' }]}>
          <InputNumber<number> min={1} max={999} precision={0} placeholder="请输入学时" style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Form.Item name="applyPeriod" label="报名时间" rules={[{ required: true, message: '请选择报名开始时间和报名结束时间' }, PERIOD_RULE]}>
        <PeriodPicker />
      </Form.Item>
      <Form.Item name="place" label="培训地址" rules={[{ required: true, message: '请选择培训地址' }]}>
        <AddressField />
      </Form.Item>
      <Form.Item name="coverKey" label="课程封面" rules={[{ required: true, message: '请上传课程封面' }]}>
        <ImageUploader />
      </Form.Item>
      <Form.Item name="formCode" label="培训表单" rules={contractRules(body, 'formCode')}>
        <Input placeholder="培训表单编号（选填）" style={{ width: 300 }} />
      </Form.Item>
      <Form.Item name="introduction" label="课程介绍" rules={contractRules(body, 'introduction', { required: '请输入课程介绍' })}>
        <RichTextEditor placeholder="请输入课程介绍（培训对象、培训内容、培训安排等）" height={200} />
      </Form.Item>
    </ModalForm>
  );
}

function CourseLabelField({ courseType }: { courseType: number }) {
  const options = useCourseLabelOptions(courseType);
  return (
    <Form.Item name="labelCodes" label="课程标签">
      <Select mode="multiple" maxCount={10} placeholder="请选择课程标签" options={options} style={{ width: 520 }} />
    </Form.Item>
  );
}
