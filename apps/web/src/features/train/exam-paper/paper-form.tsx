import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  COMPOSE_TYPES,
  COMPOSE_TYPE_LABELS,
  PAPER_DURATION_MAX,
  PAPER_FIELDS,
  PAPER_RULES_MAX,
  TOPIC_DIFFICULTY_LABELS,
  TOPIC_DIFFICULTY_VALUES,
  TOPIC_SCORE_MAX,
  TOPIC_TYPE_LABELS,
  TOPIC_TYPE_VALUES,
  examPaperApi,
  examTopicApi,
  paperTotal,
  type PaperDetail,
} from '@hrbd/contract';
import { Alert, Button, Form, Input, InputNumber, Radio, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { TimeRangePicker, type TimeRange } from '../../../components/time-range-picker';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { TopicTypeTag } from '../shared/tags';

const F = PAPER_FIELDS;
const body = examPaperApi.saveEPaper.body;

interface PickedRow {
  topicCode: string;
  score: number;
  /** Shown only; the server copies the question as it is when saved. */
  stem: string;
  topicType: number;
}

interface RuleRow {
  topicType: number;
  labelCode: string;
  difficulty?: number | null;
  count: number;
  score: number;
}

export interface PaperFormValues {
  paperName: string;
  composeType: number;
  window: TimeRange;
  duration: number;
  passScore: number;
  topics?: PickedRow[];
  rules?: RuleRow[];
}

const valuesOf = (paper: PaperDetail): PaperFormValues => ({
  paperName: paper.paperName,
  composeType: paper.composeType,
  window: [paper.beginTime, paper.endTime],
  duration: paper.duration,
  passScore: paper.passScore,
  topics: paper.composeType === COMPOSE_TYPES.manual ? paper.topics.map((t) => ({ topicCode: t.topicCode, score: t.score, stem: t.stem, topicType: t.topicType })) : [],
  rules: paper.rules.map((r) => ({ topicType: r.topicType, labelCode: r.labelCode, difficulty: r.difficulty ?? null, count: r.count, score: r.score })),
});

/** 选择试题: enabled questions found by their stem, added to the paper with a score. */
function TopicPicker({ onPick, picked }: { onPick: (row: PickedRow) => void; picked: readonly string[] }) {
  const [stem, setStem] = useState('');
  const found = useApiQuery(examTopicApi.queryETopicList, { body: { status: 1, stem, pageSize: 20 } });
  const options = (found.data?.records ?? [])
    .filter((t) => !picked.includes(t.topicCode))
    .map((t) => ({ value: t.topicCode, label: `【${TOPIC_TYPE_LABELS[t.topicType as 1 | 2 | 3]}】${t.stem}`, topic: t }));
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setStem }}
      value={null}
      placeholder="输入题干关键词，选择已启用的试题"
      style={{ width: '100%' }}
      loading={found.isFetching}
      options={options}
      aria-label="选择试题"
      onChange={(code: string) => {
        const topic = options.find((o) => o.value === code)?.topic;
        if (topic) onPick({ topicCode: topic.topicCode, score: topic.topicType === 2 ? 4 : 2, stem: topic.stem, topicType: topic.topicType });
      }}
    />
  );
}

export interface PaperFormProps {
  /** `undefined` = closed, `null` = 新增, a paper = 编辑. */
  paper: PaperDetail | null | undefined;
  onClose: () => void;
}

/**
 * 新增试卷 / 编辑试卷: 手动选题 (questions and a score each) or 规则抽题
 * (type, skill label, difficulty, count and score; each rule shows how many
 * enabled questions its pool has). 总分 follows what is typed; 及格分 may not
 * exceed it. The server copies the questions in when saved.
 */
export function PaperForm({ paper, onClose }: PaperFormProps) {
  const labels = useApiQuery(examPaperApi.queryEPaperLabel, {}, { enabled: paper !== undefined });
  const save = useApiMutation(examPaperApi.saveEPaper, { invalidates: [examPaperApi.queryEPaperList, examPaperApi.queryEPaperInfo, examPaperApi.queryEPaperLabel] });
  const available = (rule: Partial<RuleRow> | undefined) => {
    const label = labels.data?.find((l) => l.labelCode === rule?.labelCode);
    if (!label || !rule?.topicType) return undefined;
    return label.counts.filter((c) => c.topicType === rule.topicType && (rule.difficulty == null || c.difficulty === rule.difficulty)).reduce((s, c) => s + c.count, 0);
  };
  const submit = (values: PaperFormValues) =>
    save.mutateAsync({
      body: {
        ...(paper && { paperCode: paper.paperCode }),
        paperName: values.paperName,
        composeType: values.composeType,
        beginTime: values.window[0],
        endTime: values.window[1],
        duration: values.duration,
        passScore: values.passScore,
        ...(values.composeType === COMPOSE_TYPES.manual
          ? { topics: (values.topics ?? []).map((t) => ({ topicCode: t.topicCode, score: t.score })) }
          : { rules: (values.rules ?? []).map((r) => ({ ...r, difficulty: r.difficulty ?? null })) }),
      },
    });

  return (
    <ModalForm<PaperFormValues>
      title={paper ? '编辑试卷' : '新增试卷'}
      open={paper !== undefined}
      onClose={onClose}
      width={980}
      labelWidth={100}
      initialValues={paper ? valuesOf(paper) : { composeType: COMPOSE_TYPES.rules, duration: 60, topics: [], rules: [{ topicType: 1, count: 10, score: 2 } as RuleRow] }}
      onSubmit={submit}
    >
      {(form) => (
        <>
          <Form.Item name="paperName" label={F.paperName} rules={contractRules(body, 'paperName', { required: '请输入试卷名称' })}>
            <Input placeholder="如：电工初级理论知识考试（第1期）" count={contractCount(body, 'paperName')} />
          </Form.Item>
          <Form.Item name="window" label="考试时间" rules={[{ required: true, message: '请选择考试开始时间和结束时间' }]}>
            <TimeRangePicker />
          </Form.Item>
          <Form.Item name="duration" label={F.duration} rules={[{ required: true, message: '请输入考试时长' }]}>
            <InputNumber min={1} max={PAPER_DURATION_MAX} precision={0} addonAfter="分钟" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="composeType" label={F.composeType}>
            <Radio.Group options={labelOptions(COMPOSE_TYPE_LABELS, [COMPOSE_TYPES.rules, COMPOSE_TYPES.manual])} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() => {
              const values = form.getFieldsValue(true) as PaperFormValues;
              const manual = values.composeType === COMPOSE_TYPES.manual;
              const total = paperTotal({ composeType: values.composeType, topics: values.topics, rules: values.rules });
              return (
                <>
                  {manual ? (
                    <Form.List name="topics">
                      {(fields, { add, remove }) => (
                        <Form.Item label={F.topics} required>
                          <TopicPicker picked={(values.topics ?? []).map((t) => t.topicCode)} onPick={(row) => add(row)} />
                          <Table<{ key: number; name: number }>
                            size="small"
                            style={{ marginTop: 8 }}
                            pagination={false}
                            rowKey="key"
                            dataSource={fields.map((f) => ({ key: f.key, name: f.name }))}
                            locale={{ emptyText: '请选择试题' }}
                            columns={[
                              { title: '序号', key: 'sort', width: 60, render: (_, __, i) => i + 1 },
                              { title: '题型', key: 'type', width: 80, render: (_, f) => <TopicTypeTag value={form.getFieldValue(['topics', f.name, 'topicType']) as number} /> },
                              { title: '题干', key: 'stem', ellipsis: true, render: (_, f) => form.getFieldValue(['topics', f.name, 'stem']) as string },
                              {
                                title: F.score,
                                key: 'score',
                                width: 110,
                                render: (_, f) => (
                                  <Form.Item name={[f.name, 'score']} noStyle rules={[{ required: true, message: '请输入分值' }]}>
                                    <InputNumber min={1} max={TOPIC_SCORE_MAX} precision={0} aria-label={`第${f.name + 1}题分值`} style={{ width: 80 }} />
                                  </Form.Item>
                                ),
                              },
                              { title: '操作', key: 'remove', width: 60, render: (_, f) => <Typography.Link onClick={() => remove(f.name)}>移除</Typography.Link> },
                            ]}
                          />
                        </Form.Item>
                      )}
                    </Form.List>
                  ) : (
                    <Form.List name="rules">
                      {(fields, { add, remove }) => (
                        <Form.Item label={F.rules} required>
                          {fields.map((f) => {
                            const rule = values.rules?.[f.name];
                            const left = available(rule);
                            const short = left !== undefined && rule?.count !== undefined && left < rule.count;
                            return (
                              <Space key={f.key} align="baseline" wrap style={{ display: 'flex', marginBottom: 8 }}>
                                <Form.Item name={[f.name, 'topicType']} noStyle rules={[{ required: true, message: '请选择题型' }]}>
                                  <Select options={labelOptions(TOPIC_TYPE_LABELS, TOPIC_TYPE_VALUES)} style={{ width: 100 }} aria-label="题型" />
                                </Form.Item>
                                <Form.Item name={[f.name, 'labelCode']} noStyle rules={[{ required: true, message: '请选择技能标签' }]}>
                                  <Select
                                    showSearch={{ optionFilterProp: 'label' }}
                                    placeholder="技能标签"
                                    style={{ width: 150 }}
                                    aria-label="技能标签"
                                    options={(labels.data ?? []).map((l) => ({ value: l.labelCode, label: l.labelName }))}
                                  />
                                </Form.Item>
                                <Form.Item name={[f.name, 'difficulty']} noStyle>
                                  <Select allowClear placeholder="不限难度" style={{ width: 110 }} aria-label="难度" options={labelOptions(TOPIC_DIFFICULTY_LABELS, TOPIC_DIFFICULTY_VALUES)} />
                                </Form.Item>
                                <Form.Item name={[f.name, 'count']} noStyle rules={[{ required: true, message: '请输入题数' }]}>
                                  <InputNumber min={1} precision={0} addonBefore="抽" addonAfter="道" style={{ width: 140 }} aria-label="题数" />
                                </Form.Item>
                                <Form.Item name={[f.name, 'score']} noStyle rules={[{ required: true, message: '请输入分值' }]}>
                                  <InputNumber min={1} max={TOPIC_SCORE_MAX} precision={0} addonBefore="每题" addonAfter="分" style={{ width: 160 }} aria-label="每题分值" />
                                </Form.Item>
                                {left !== undefined && <Typography.Text type={short ? 'danger' : 'secondary'}>可抽 {left} 道</Typography.Text>}
                                {fields.length > 1 && <MinusCircleOutlined aria-label="删除规则" onClick={() => remove(f.name)} />}
                              </Space>
                            );
                          })}
                          {fields.length < PAPER_RULES_MAX && (
                            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ topicType: 1, count: 10, score: 2 })}>
                              添加规则
                            </Button>
                          )}
                        </Form.Item>
                      )}
                    </Form.List>
                  )}
                  <Form.Item label={F.totalScore}>
                    <Typography.Text strong data-testid="paper-total">
                      {total} 分
                    </Typography.Text>
                  </Form.Item>
                  <Form.Item
                    name="passScore"
                    label={F.passScore}
                    rules={[
                      { required: true, message: '请输入及格分' },
                      {
                        validator: async (_rule, value: number | null) => {
                          if (value != null && total > 0 && value > total) throw new Error(`及格分不能大于总分（${total}分）`);
                        },
                      },
                    ]}
                  >
                    <InputNumber min={1} precision={0} addonAfter="分" style={{ width: 160 }} />
                  </Form.Item>
                </>
              );
            }}
          </Form.Item>
          {paper && <Alert type="info" showIcon message="保存后将按当前题库重新复制试题；按规则抽题的试卷，同一试卷在题库不变时抽到的试题相同。" />}
        </>
      )}
    </ModalForm>
  );
}
