import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  JUDGE_OPTIONS,
  OPTION_KEYS,
  OPTIONS_MAX,
  TOPIC_DIFFICULTY_LABELS,
  TOPIC_DIFFICULTY_VALUES,
  TOPIC_FIELDS,
  TOPIC_LABELS_MAX,
  TOPIC_TYPES,
  TOPIC_TYPE_LABELS,
  TOPIC_TYPE_VALUES,
  examTopicApi,
  topicProblem,
  type TopicRecord,
} from '@hrbd/contract';
import { Button, Checkbox, Form, Input, Radio, Select, Space, type FormInstance } from 'antd';
import { labelOptions } from '../../../components/label-tag';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { useApiMutation } from '../../../lib/query';
import { useSkillLabelOptions } from '../shared/tags';

const body = examTopicApi.saveETopic.body;
type OptionKey = (typeof OPTION_KEYS)[number];
const F = TOPIC_FIELDS;

export interface TopicFormValues {
  topicType: number;
  stem: string;
  options: string[];
  answers: OptionKey[];
  analysis?: string;
  difficulty: number;
  labelCodes: string[];
}

const blank = (): Partial<TopicFormValues> => ({ topicType: TOPIC_TYPES.single, options: ['', '', '', ''], answers: [], difficulty: 1, labelCodes: [] });

const valuesOf = (topic: TopicRecord): TopicFormValues => ({
  topicType: topic.topicType,
  stem: topic.stem,
  options: topic.options,
  answers: topic.answers as OptionKey[],
  analysis: topic.analysis,
  difficulty: topic.difficulty,
  labelCodes: topic.labels.map((l) => l.labelCode),
});

/** 正确答案: one letter (单选、判断) or several (多选), among the options there are. */
function AnswerPicker({ topicType, count, value, onChange }: { topicType: number; count: number; value?: OptionKey[]; onChange?: (v: OptionKey[]) => void }) {
  const letters = OPTION_KEYS.slice(0, count).map((key) => ({ label: key, value: key }));
  if (topicType === TOPIC_TYPES.multiple) return <Checkbox.Group options={letters} value={value} onChange={(v) => onChange?.(v as OptionKey[])} />;
  return <Radio.Group options={letters} value={value?.[0]} onChange={(e) => onChange?.([e.target.value as OptionKey])} />;
}

/** The contract's rule on options and answers together, on the field it names. */
const answerRule = (form: FormInstance<TopicFormValues>, field: 'options' | 'answers') => ({
  validator: async () => {
    const { topicType, options = [], answers = [] } = form.getFieldsValue();
    if (field === 'answers' && answers.length === 0) throw new Error('请选择正确答案');
    const problem = topicProblem({ topicType, options: options.map((o) => o ?? ''), answers });
    if (problem?.field === field) throw new Error(problem.message);
  },
});

export interface TopicFormProps {
  /** `undefined` = closed, `null` = 新增, a question = 编辑. */
  topic: TopicRecord | null | undefined;
  onClose: () => void;
}

/**
 * 新增试题 / 编辑试题: the type decides the options (a 判断题 has 正确/错误)
 * and how many answers (单选、判断 one, 多选 two or more); options are added
 * and removed (2–8), and the answers follow them.
 */
export function TopicForm({ topic, onClose }: TopicFormProps) {
  const labels = useSkillLabelOptions();
  const save = useApiMutation(examTopicApi.saveETopic, { invalidates: [examTopicApi.queryETopicList, examTopicApi.queryTopicInfo] });
  return (
    <ModalForm<TopicFormValues>
      title={topic ? '编辑试题' : '新增试题'}
      open={topic !== undefined}
      onClose={onClose}
      width={760}
      labelWidth={90}
      initialValues={topic ? valuesOf(topic) : blank()}
      onSubmit={(values) => save.mutateAsync({ body: { ...(topic && { topicCode: topic.topicCode }), ...values, analysis: values.analysis ?? '' } })}
    >
      {(form) => (
        <>
          <Form.Item name="topicType" label={F.topicType} rules={[{ required: true, message: '请选择题型' }]}>
            <Radio.Group
              options={labelOptions(TOPIC_TYPE_LABELS, TOPIC_TYPE_VALUES)}
              onChange={(e) => {
                const type = e.target.value as number;
                const options = form.getFieldValue('options') as string[];
                form.setFieldsValue({
                  options: type === TOPIC_TYPES.judge ? [...JUDGE_OPTIONS] : options.length === 2 && options.join() === JUDGE_OPTIONS.join() ? ['', '', '', ''] : options,
                  answers: [],
                });
              }}
            />
          </Form.Item>
          <Form.Item name="stem" label={F.stem} rules={contractRules(body, 'stem', { required: '请输入题干' })}>
            <Input.TextArea rows={3} placeholder="请输入题干" count={contractCount(body, 'stem')} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.topicType !== b.topicType}>
            {() => {
              const judge = form.getFieldValue('topicType') === TOPIC_TYPES.judge;
              return (
                <Form.List name="options" rules={[answerRule(form, 'options')]}>
                  {(fields, { add, remove }, { errors }) => (
                    <Form.Item label={F.options} required>
                      {fields.map((field, i) => (
                        <Space key={field.key} align="baseline" style={{ display: 'flex', marginBottom: 8 }}>
                          <strong style={{ width: 16, display: 'inline-block' }}>{OPTION_KEYS[i]}</strong>
                          <Form.Item name={field.name} noStyle rules={[{ required: true, whitespace: true, message: `请输入选项${OPTION_KEYS[i]}` }]}>
                            <Input placeholder={`选项${OPTION_KEYS[i]}`} style={{ width: 480 }} disabled={judge} aria-label={`选项${OPTION_KEYS[i]}`} />
                          </Form.Item>
                          {!judge && fields.length > 2 && (
                            <MinusCircleOutlined
                              aria-label={`删除选项${OPTION_KEYS[i]}`}
                              onClick={() => {
                                remove(field.name);
                                form.setFieldValue('answers', []);
                              }}
                            />
                          )}
                        </Space>
                      ))}
                      {!judge && fields.length < OPTIONS_MAX && (
                        <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} style={{ width: 200 }}>
                          添加选项
                        </Button>
                      )}
                      <Form.ErrorList errors={errors} />
                    </Form.Item>
                  )}
                </Form.List>
              );
            }}
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.topicType !== b.topicType || a.options?.length !== b.options?.length}>
            {() => (
              <Form.Item name="answers" label={F.answers} required rules={[answerRule(form, 'answers')]}>
                <AnswerPicker topicType={form.getFieldValue('topicType') as number} count={(form.getFieldValue('options') as string[] | undefined)?.length ?? 0} />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item name="analysis" label={F.analysis} rules={contractRules(body, 'analysis')}>
            <Input.TextArea rows={3} placeholder="请输入解析（选填）" count={contractCount(body, 'analysis')} />
          </Form.Item>
          <Form.Item name="difficulty" label={F.difficulty} rules={[{ required: true, message: '请选择难度' }]}>
            <Radio.Group options={labelOptions(TOPIC_DIFFICULTY_LABELS, TOPIC_DIFFICULTY_VALUES)} />
          </Form.Item>
          <Form.Item
            name="labelCodes"
            label={F.labelCodes}
            extra={`选择 1–${TOPIC_LABELS_MAX} 个职业技能标签`}
            rules={[{ required: true, type: 'array', min: 1, message: '请选择技能标签' }]}
          >
            <Select mode="multiple" maxCount={TOPIC_LABELS_MAX} options={labels} placeholder="请选择技能标签" optionFilterProp="label" />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
