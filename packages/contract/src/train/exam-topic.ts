import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeText } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineLabels, field, labelTexts } from '../core/labels.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { perm } from '../system/resource-tree.js';

/**
 * 题库管理: the question bank (试题) papers are composed from. A question is
 * a 单选题 (one right option), a 多选题 (two or more) or a 判断题 (正确/错误);
 * it has a stem, 2–8 distinct options, an explanation (解析), a difficulty
 * and 1–5 skill labels (com_label, 职业技能). Questions are 启用/停用, never
 * deleted: a paper keeps its own copy of each question it holds.
 */

/** A question's fields, in list order (the 400 messages, the form, the table and the detail read them). */
export const TOPIC_LABELS = defineLabels({
  stem: field.text('题干'),
  topicType: field.dict('题型'),
  status: field.state('启用状态'),
  updateTime: field.time('更新时间'),
  labels: field.name('技能标签'),
  difficulty: field.dict('难度'),
  answers: field.dict('正确答案'),
  creatorName: field.person('创建人'),
  topicCode: field.code('试题编号', { secondary: true }),
  options: field.text('选项', { secondary: true }),
  analysis: field.text('解析', { secondary: true }),
  createTime: field.time('创建时间', { secondary: true }),
});

export const TOPIC_TYPES = { single: 1, multiple: 2, judge: 3 } as const;
export type TopicType = (typeof TOPIC_TYPES)[keyof typeof TOPIC_TYPES];
export const TOPIC_TYPE_LABELS: Readonly<Record<TopicType, string>> = { 1: '单选题', 2: '多选题', 3: '判断题' };
export const TOPIC_TYPE_VALUES = [1, 2, 3] as const satisfies readonly TopicType[];

export const TOPIC_DIFFICULTIES = { easy: 1, medium: 2, hard: 3 } as const;
export type TopicDifficulty = (typeof TOPIC_DIFFICULTIES)[keyof typeof TOPIC_DIFFICULTIES];
export const TOPIC_DIFFICULTY_LABELS: Readonly<Record<TopicDifficulty, string>> = { 1: '容易', 2: '中等', 3: '困难' };
export const TOPIC_DIFFICULTY_VALUES = [1, 2, 3] as const satisfies readonly TopicDifficulty[];

export const TOPIC_STATUS = { disabled: 0, enabled: 1 } as const;
export type TopicStatus = (typeof TOPIC_STATUS)[keyof typeof TOPIC_STATUS];
export const TOPIC_STATUS_LABELS: Readonly<Record<TopicStatus, string>> = { 1: '已启用', 0: '已停用' };

/** 启用/停用: only an enabled question is offered to a paper; a disabled one stays in the papers that copied it. */
export const TOPIC_MACHINE = defineStateMachine({
  subject: '试题',
  states: TOPIC_STATUS_LABELS,
  actions: { enable: '启用', disable: '停用' },
  transitions: [
    { action: 'enable', from: [0], to: 1 },
    { action: 'disable', from: [1], to: 0 },
  ],
});

/** Options are lettered by position: A is the first. */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 8;
/** A 判断题's two options, as the form fills them in. */
export const JUDGE_OPTIONS = ['正确', '错误'] as const;

/** How a right answer reads: a 判断题's as 正确 or 错误, the others by their letters (ACD). */
export function answerText(topicType: number, answers: readonly string[]): string {
  if (topicType !== TOPIC_TYPES.judge) return answers.join('');
  return answers.map((key) => JUDGE_OPTIONS[OPTION_KEYS.indexOf(key as (typeof OPTION_KEYS)[number])] ?? key).join('');
}
export const TOPIC_STEM_MAX = 500;
export const TOPIC_OPTION_MAX = 200;
export const TOPIC_ANALYSIS_MAX = 1000;
export const TOPIC_LABELS_MIN = 1;
export const TOPIC_LABELS_MAX = 5;

/** The parts of a question the answer rules judge together. */
export interface TopicAnswerParts {
  topicType: number;
  options: readonly string[];
  answers: readonly string[];
}

/**
 * What is wrong with a question's options and answers together, on the field
 * a person would correct, or null. Shared by the save's schema, the server's
 * check of a partial edit and the console's form.
 */
export function topicProblem({ topicType, options, answers }: TopicAnswerParts): { field: 'options' | 'answers'; message: string } | null {
  const seen = new Set<string>();
  for (const option of options) {
    const text = option.trim();
    if (seen.has(text)) return { field: 'options', message: `选项不能重复：“${text}”` };
    seen.add(text);
  }
  if (topicType === TOPIC_TYPES.judge && options.length !== 2) return { field: 'options', message: '判断题只能有两个选项' };
  const keys = OPTION_KEYS.slice(0, options.length) as readonly string[];
  const stray = answers.find((answer) => !keys.includes(answer));
  if (stray !== undefined) return { field: 'answers', message: `正确答案“${stray}”不在选项中` };
  if (new Set(answers).size !== answers.length) return { field: 'answers', message: '正确答案不能重复' };
  if (answers.length === 0) return { field: 'answers', message: '请选择正确答案' };
  if (topicType === TOPIC_TYPES.multiple && answers.length < 2) return { field: 'answers', message: '多选题至少有两个正确答案' };
  if (topicType !== TOPIC_TYPES.multiple && answers.length !== 1) {
    return { field: 'answers', message: `${TOPIC_TYPE_LABELS[topicType as TopicType] ?? '该题型'}只能有一个正确答案` };
  }
  return null;
}

const oneOf = (label: string, values: readonly number[]) =>
  z
    .number()
    .int()
    .refine((v) => values.includes(v), { error: `${label}取值应为 ${values.join('、')} 之一` })
    .describe(label);

/** The label texts for messages and the form; the form's 技能标签 (codes) is named as the list's. */
export const TOPIC_FIELDS = { ...labelTexts(TOPIC_LABELS), labelCodes: TOPIC_LABELS.labels.label };
const F = TOPIC_FIELDS;
const topicFieldShape = {
  topicType: oneOf(F.topicType, TOPIC_TYPE_VALUES),
  stem: multiLine(z.string().trim().min(1, { error: '请输入题干' }).max(TOPIC_STEM_MAX).describe(F.stem)),
  options: z
    .array(z.string().trim().min(1, { error: '选项内容不能为空' }).max(TOPIC_OPTION_MAX).describe(F.options))
    .min(OPTIONS_MIN, { error: `选项至少${OPTIONS_MIN}个` })
    .max(OPTIONS_MAX, { error: `选项最多${OPTIONS_MAX}个` })
    .describe(F.options),
  answers: z
    .array(z.enum(OPTION_KEYS, { error: `正确答案应为 A–H 的选项字母` }).describe(F.answers))
    .min(1, { error: '请选择正确答案' })
    .describe(F.answers),
  analysis: multiLine(z.string().trim().max(TOPIC_ANALYSIS_MAX).describe(F.analysis)),
  difficulty: oneOf(F.difficulty, TOPIC_DIFFICULTY_VALUES),
  labelCodes: z
    .array(code32(F.labelCodes))
    .min(TOPIC_LABELS_MIN, { error: '请选择技能标签' })
    .max(TOPIC_LABELS_MAX, { error: `技能标签最多选择${TOPIC_LABELS_MAX}个` })
    .refine((codes) => new Set(codes).size === codes.length, { error: '技能标签不能重复' })
    .describe(F.labelCodes),
  status: z.union([z.literal(0), z.literal(1)], { error: '启用状态取值应为 0、1 之一' }).describe(F.status),
};

/** What a new question must have; an edit sends what it changes. */
const REQUIRED_FOR_NEW = ['topicType', 'stem', 'options', 'answers', 'difficulty', 'labelCodes'] as const;
const MISSING: Record<(typeof REQUIRED_FOR_NEW)[number], string> = {
  topicType: '请选择题型',
  stem: '请输入题干',
  options: '请输入选项',
  answers: '请选择正确答案',
  difficulty: '请选择难度',
  labelCodes: '请选择技能标签',
};

/**
 * saveETopic: without `topicCode` a new question (every field but 解析 and
 * 启用状态 required; it starts 已启用 unless `status` says otherwise); with it
 * an edit of the fields sent, the rest kept. `{ topicCode, status }` alone is
 * 启用/停用 — a move of TOPIC_MACHINE, refused (409) when the question is
 * already there.
 */
export const topicSaveInput = z
  .object({
    topicCode: code32(F.topicCode).optional(),
    topicType: topicFieldShape.topicType.optional(),
    stem: topicFieldShape.stem.optional(),
    options: topicFieldShape.options.optional(),
    answers: topicFieldShape.answers.optional(),
    analysis: topicFieldShape.analysis.optional(),
    difficulty: topicFieldShape.difficulty.optional(),
    labelCodes: topicFieldShape.labelCodes.optional(),
    status: topicFieldShape.status.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.topicCode === undefined) {
      for (const field of REQUIRED_FOR_NEW) {
        if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: MISSING[field] });
      }
    }
    if (value.topicType !== undefined && value.options !== undefined && value.answers !== undefined) {
      const problem = topicProblem({ topicType: value.topicType, options: value.options, answers: value.answers });
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
export type TopicSaveInput = z.infer<typeof topicSaveInput>;

export const topicLabel = z.object({ labelCode: z.string(), labelName: z.string() });

export const topicRecord = z.object({
  topicCode: z.string(),
  topicType: z.number().int(),
  stem: z.string(),
  options: z.array(z.string()),
  answers: z.array(z.string()),
  analysis: z.string(),
  difficulty: z.number().int(),
  labels: z.array(topicLabel),
  status: z.number().int(),
  creatorName: z.string(),
  createTime: timeText,
  updateTime: timeText,
});
export type TopicRecord = z.infer<typeof topicRecord>;

export const topicListQuery = pageQuery.extend({
  stem: textFilter(F.stem, 50),
  topicType: enumFilter(F.topicType, TOPIC_TYPE_VALUES),
  labelCode: textFilter(F.labelCodes),
  difficulty: enumFilter(F.difficulty, TOPIC_DIFFICULTY_VALUES),
  status: enumFilter(F.status, [0, 1]),
});

export const examTopicApi = defineEndpoints('train', 'examTopic', {
  queryETopicList: {
    method: 'POST',
    path: '/train/examination-topic/queryETopicList',
    summary: '分页查询题库试题',
    access: { permission: perm.train.exam.topic.list },
    audit: false,
    body: topicListQuery,
    response: pageOf(topicRecord),
  },
  saveETopic: {
    method: 'POST',
    path: '/train/examination-topic/saveETopic',
    summary: '新增、编辑、启用或停用试题',
    access: { permission: perm.train.exam.topic.add },
    audit: true,
    body: topicSaveInput,
    response: z.object({ topicCode: z.string(), status: z.number().int() }),
  },
  queryTopicInfo: {
    method: 'GET',
    path: '/train/examination-topic/queryTopicInfo',
    summary: '查询试题详情',
    access: { permission: perm.train.exam.topic.list },
    audit: false,
    query: z.object({ topicCode: code32(F.topicCode) }),
    response: topicRecord,
  },
});
