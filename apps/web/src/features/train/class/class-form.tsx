import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { classProblems, courseApi, DEFAULT_PASS_RATE, examPaperApi, SIGN_RADIUS_MAX, trainClassApi, type ClassDetail } from '@hrbd/contract';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { AddressField, addressOf, placeFieldsOf } from '../../../components/address-picker';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { TIME_FORMAT, type TimeRange } from '../../../components/time-range-picker';
import dayjs from '../../../lib/dayjs';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { CompanySelect } from '../../../components/company-select';

const body = trainClassApi.save.body;
const DATE_FORMAT = 'YYYY-MM-DD';

interface ClassFormValues {
  className: string;
  courseCode: string;
  cmpyCode: string;
  teachers: string[];
  capacity: number;
  dates: [string, string];
  sessions: TimeRange[];
  place: ReturnType<typeof addressOf>;
  signRadius: number;
  paperCode?: string;
  passRate: number;
}

/** Courses a class may run: 已通过 and 已上线. */
function CourseSelect({ value, onChange, id, initialName, disabled }: { value?: string; onChange?: (v?: string) => void; id?: string; initialName?: string; disabled?: boolean }) {
  const passed = useApiQuery(courseApi.getBDCourseList, { query: { pageNum: 1, pageSize: 100, approveType: 5 } });
  const online = useApiQuery(courseApi.getBDCourseList, { query: { pageNum: 1, pageSize: 100, approveType: 1 } });
  const options = [...(passed.data?.records ?? []), ...(online.data?.records ?? [])].map((c) => ({ value: c.courseCode, label: c.courseName }));
  if (value && initialName && !options.some((o) => o.value === value)) options.unshift({ value, label: initialName });
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      options={options}
      disabled={disabled}
      loading={passed.isFetching || online.isFetching}
      placeholder="请选择已通过或已上线的课程"
      style={{ width: 320 }}
    />
  );
}

function PaperSelect({ value, onChange, id }: { value?: string; onChange?: (v?: string) => void; id?: string }) {
  const { data } = useApiQuery(examPaperApi.queryEPaperList, { body: { pageNum: 1, pageSize: 100 } });
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      options={(data?.records ?? []).map((p) => ({ value: p.paperCode, label: p.paperName }))}
      placeholder="不设结业考试"
      style={{ width: 320 }}
    />
  );
}

function DatesPicker({ value, onChange, id }: { value?: [string, string]; onChange?: (v: [string, string] | null) => void; id?: string }) {
  return (
    <DatePicker.RangePicker
      id={id}
      separator="至"
      placeholder={['开班日期', '结束日期']}
      value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
      onChange={(d) => onChange?.(d?.[0] && d[1] ? [d[0].format(DATE_FORMAT), d[1].format(DATE_FORMAT)] : null)}
    />
  );
}

function SessionPicker({ value, onChange, id, disabled, label }: { value?: TimeRange; onChange?: (v: TimeRange | null) => void; id?: string; disabled?: boolean; label: string }) {
  return (
    <DatePicker.RangePicker
      id={id}
      aria-label={label}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      separator="至"
      placeholder={['开始时间', '结束时间']}
      disabled={disabled}
      value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
      onChange={(d) => onChange?.(d?.[0] && d[1] ? [d[0].second(0).format(TIME_FORMAT), d[1].second(0).format(TIME_FORMAT)] : null)}
      style={{ width: 360 }}
    />
  );
}

const sessionsRule = (getDates: () => [string, string] | undefined) => ({
  validator: async (_rule: unknown, sessions: Array<TimeRange | undefined> | undefined) => {
    const dates = getDates();
    const list = (sessions ?? []).filter((s): s is TimeRange => !!s).map(([beginTime, endTime]) => ({ beginTime, endTime }));
    if (list.length === 0) throw new Error('请添加课次');
    const problem = classProblems({ beginDate: dates?.[0], endDate: dates?.[1], sessions: list }).find((p) => p.field === 'sessions');
    if (problem) throw new Error(problem.message);
  },
});

const valuesOf = (c: ClassDetail): Partial<ClassFormValues> => ({
  className: c.className,
  courseCode: c.courseCode,
  cmpyCode: c.cmpyCode,
  teachers: c.teachers,
  capacity: c.capacity,
  dates: [c.beginDate, c.endDate],
  sessions: c.sessions.map((s) => [s.beginTime, s.endTime] as TimeRange),
  place: addressOf(c),
  signRadius: c.signRadius,
  paperCode: c.paperCode || undefined,
  passRate: c.passRate,
});

export interface ClassFormProps {
  /** `undefined` = closed, `null` = 新增, a class = 编辑. */
  klass: ClassDetail | null | undefined;
  onClose: () => void;
}

/**
 * 新增班级 / 编辑班级: course (已通过/已上线), organisation, teachers,
 * capacity, dates and the sessions within them, the place and its sign-in
 * radius, an optional 结业考试 and the attendance needed to 结业. Once the
 * class has started its course and organisation, and the sessions begun, stay.
 */
export function ClassForm({ klass, onClose }: ClassFormProps) {
  const invalidates = [trainClassApi.list, trainClassApi.info];
  const save = useApiMutation(trainClassApi.save, { invalidates });
  const update = useApiMutation(trainClassApi.update, { invalidates });
  const now = dayjs().format(TIME_FORMAT);
  const started = !!klass && klass.status !== 1;
  const submit = (v: ClassFormValues) => {
    const input = {
      className: v.className,
      courseCode: v.courseCode,
      cmpyCode: v.cmpyCode,
      teachers: v.teachers,
      capacity: v.capacity,
      beginDate: v.dates[0],
      endDate: v.dates[1],
      sessions: v.sessions.map(([beginTime, endTime]) => ({ beginTime, endTime })),
      ...placeFieldsOf(v.place!),
      signRadius: v.signRadius,
      paperCode: v.paperCode || undefined,
      passRate: v.passRate,
    };
    return klass ? update.mutateAsync({ body: { ...input, classCode: klass.classCode } }) : save.mutateAsync({ body: input });
  };
  return (
    <ModalForm<ClassFormValues>
      title={klass ? '编辑班级' : '新增班级'}
      open={klass !== undefined}
      onClose={onClose}
      width={860}
      labelWidth={110}
      initialValues={klass ? valuesOf(klass) : { teachers: [''], capacity: 30, sessions: [undefined as unknown as TimeRange], signRadius: 500, passRate: DEFAULT_PASS_RATE }}
      onSubmit={submit}
    >
      {(form) => (
        <>
          <Form.Item name="className" label="班级名称" rules={contractRules(body, 'className', { required: '请输入班级名称' })}>
            <Input placeholder="请输入班级名称" count={contractCount(body, 'className')} />
          </Form.Item>
          <Form.Item name="courseCode" label="培训课程" rules={[{ required: true, message: '请选择培训课程' }]} extra={started ? '班级已开班，不能修改培训课程' : undefined}>
            <CourseSelect initialName={klass?.courseName} disabled={started} />
          </Form.Item>
          <Form.Item name="cmpyCode" label="培训机构" rules={[{ required: true, message: '请选择培训机构' }]}>
            <CompanySelect initialName={klass?.cmpyName} placeholder="请输入机构名称搜索" width={320} />
          </Form.Item>
          <Form.List name="teachers">
            {(fields, { add, remove }) => (
              <Form.Item label="授课讲师" required>
                <Space wrap>
                  {fields.map((field, i) => (
                    <Space key={field.key} size={4}>
                      <Form.Item name={field.name} noStyle rules={[{ required: true, whitespace: true, message: '请输入讲师姓名' }]}>
                        <Input placeholder="讲师姓名" style={{ width: 120 }} aria-label={`授课讲师${i + 1}`} />
                      </Form.Item>
                      {fields.length > 1 && <MinusCircleOutlined aria-label="删除讲师" onClick={() => remove(field.name)} />}
                    </Space>
                  ))}
                  {fields.length < 10 && (
                    <Button size="small" icon={<PlusOutlined />} onClick={() => add('')}>
                      添加讲师
                    </Button>
                  )}
                </Space>
              </Form.Item>
            )}
          </Form.List>
          <Space size={24} wrap style={{ display: 'flex' }}>
            <Form.Item name="capacity" label="班级容量" rules={[{ required: true, message: '请输入班级容量' }]}>
              <InputNumber<number> min={1} max={1000} precision={0} addonAfter="人" style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="passRate" label="结业出勤率" rules={[{ required: true, message: '请输入结业出勤率' }]}>
              <InputNumber<number> min={1} max={100} precision={0} addonAfter="%" style={{ width: 140 }} />
            </Form.Item>
          </Space>
          <Form.Item name="dates" label="开班日期" rules={[{ required: true, message: '请选择开班日期和结束日期' }]}>
            <DatesPicker />
          </Form.Item>
          <Form.List name="sessions" rules={[sessionsRule(() => form.getFieldValue('dates') as [string, string] | undefined)]}>
            {(fields, { add, remove }, { errors }) => (
              <Form.Item label="课次安排" required>
                {fields.map((field, i) => {
                  const value = form.getFieldValue(['sessions', field.name]) as TimeRange | undefined;
                  const begun = !!klass && !!value && klass.sessions.some((s) => s.beginTime === value[0]) && value[0] <= now;
                  return (
                    <Space key={field.key} align="baseline" style={{ display: 'flex', marginBottom: 8 }}>
                      <span style={{ width: 56, display: 'inline-block' }}>第{i + 1}课次</span>
                      <Form.Item name={field.name} noStyle rules={[{ required: true, message: `请选择第${i + 1}课次的时间` }]}>
                        <SessionPicker label={`第${i + 1}课次`} disabled={begun} />
                      </Form.Item>
                      {!begun && fields.length > 1 && <MinusCircleOutlined aria-label={`删除第${i + 1}课次`} onClick={() => remove(field.name)} />}
                    </Space>
                  );
                })}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
                  添加课次
                </Button>
                <Form.ErrorList errors={errors} />
              </Form.Item>
            )}
          </Form.List>
          <Form.Item name="place" label="上课地点" rules={[{ required: true, message: '请选择上课地点' }]}>
            <AddressField />
          </Form.Item>
          <Space size={24} wrap style={{ display: 'flex' }}>
            <Form.Item name="signRadius" label="签到范围" extra={`0 为不限，否则 50–${SIGN_RADIUS_MAX} 米`} rules={[{ required: true, message: '请输入签到范围' }]}>
              <InputNumber<number> min={0} max={SIGN_RADIUS_MAX} precision={0} addonAfter="米" style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="paperCode" label="结业考试">
              <PaperSelect />
            </Form.Item>
          </Space>
        </>
      )}
    </ModalForm>
  );
}
