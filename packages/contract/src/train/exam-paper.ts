import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, isRealTime, textFilter, timeField, timeText } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineLabels, field, labelTexts } from '../core/labels.js';
import { defineStateMachine } from '../core/state-machine.js';
import { perm } from '../system/resource-tree.js';
import { TOPIC_DIFFICULTY_VALUES, TOPIC_TYPE_VALUES } from './exam-topic.js';

/**
 * 试卷管理: papers composed from the question bank, by hand (手动选题: the
 * questions and a score each) or by rules (规则抽题: type, skill label,
 * difficulty, how many and the score each, drawn by a generator seeded with
 * the paper's code, so the same paper and bank draw the same questions).
 * Either way the questions are copied into the paper: a later edit of the
 * bank does not change a paper. Learners sit a paper in the learner app while
 * it is 已开放 and inside its window; their attempts (答卷) give 参考人数,
 * 及格率 and 平均分 here.
 */

/** A paper's fields, in list order (state and time early): the table, the detail and the 400 messages read them. */
export const PAPER_LABELS = defineLabels({
  paperName: field.name('试卷名称'),
  openStatus: field.state('开放状态'),
  resitStatus: field.state('补考状态'),
  beginTime: field.time('考试开始时间'),
  endTime: field.time('考试结束时间'),
  composeType: field.dict('组卷方式'),
  topicCount: field.number('题数'),
  totalScore: field.number('总分'),
  passScore: field.number('及格分'),
  duration: field.number('考试时长'),
  examineeCount: field.number('参考人数'),
  creatorName: field.person('创建人'),
  paperCode: field.code('试卷编号', { secondary: true }),
  resitTimes: field.number('补考次数', { secondary: true }),
  createTime: field.time('创建时间', { secondary: true }),
  updateTime: field.time('更新时间', { secondary: true }),
});

/** The label texts for messages, the form and the drawer: the record's, and those of a paper's parts (试题, 抽题规则) and results. */
export const PAPER_FIELDS = {
  ...labelTexts(PAPER_LABELS),
  /** 开始 至 结束 as one row of the detail (and one picker of the form). */
  window: '考试时间',
  topics: '试题',
  topicCode: '试题',
  score: '分值',
  rules: '抽题规则',
  topicType: '题型',
  labelCode: '技能标签',
  difficulty: '难度',
  count: '题数',
  passRate: '及格率',
  averageScore: '平均分',
};
const F = PAPER_FIELDS;

export const COMPOSE_TYPES = { manual: 1, rules: 2 } as const;
export const COMPOSE_TYPE_LABELS: Readonly<Record<number, string>> = { 1: '手动选题', 2: '规则抽题' };

export const PAPER_OPEN_STATUS = { closed: 0, open: 1 } as const;
export const PAPER_OPEN_STATUS_LABELS: Readonly<Record<0 | 1, string>> = { 0: '未开放', 1: '已开放' };
export const PAPER_RESIT_STATUS = { forbidden: 0, allowed: 1 } as const;
export const PAPER_RESIT_STATUS_LABELS: Readonly<Record<0 | 1, string>> = { 0: '不允许补考', 1: '允许补考' };

/**
 * 开放状态. A paper is composed and edited while 未开放 (and only while no
 * learner has answered it); 开放 needs questions and a window that has not
 * ended; 取消开放 takes it back from the learner app.
 */
export const PAPER_OPEN_MACHINE = defineStateMachine({
  subject: '试卷',
  states: PAPER_OPEN_STATUS_LABELS,
  actions: { open: '开放', close: '取消开放', edit: '编辑' },
  transitions: [
    { action: 'open', from: [0], to: 1 },
    { action: 'close', from: [1], to: 0 },
    { action: 'edit', from: [0], to: 0 },
  ],
});

/** 补考状态: whether a learner who failed may sit the paper again, and how many more times (补考次数 1–3). */
export const PAPER_RESIT_MACHINE = defineStateMachine({
  subject: '试卷',
  states: PAPER_RESIT_STATUS_LABELS,
  actions: { allow: '设为允许补考', forbid: '设为不允许补考', retime: '修改补考次数' },
  transitions: [
    { action: 'allow', from: [0], to: 1 },
    { action: 'forbid', from: [1], to: 0 },
    { action: 'retime', from: [1], to: 1 },
  ],
});

export const PAPER_NAME_MAX = 60;
export const PAPER_TOPICS_MAX = 200;
export const PAPER_RULES_MAX = 20;
export const TOPIC_SCORE_MAX = 100;
export const PAPER_DURATION_MAX = 600;
export const RESIT_TIMES_MIN = 1;
export const RESIT_TIMES_MAX = 3;

const intIn = (label: string, min: number, max: number) =>
  z
    .number()
    .int({ error: `${label}应为整数` })
    .min(min, { error: `${label}不能小于${min}` })
    .max(max, { error: `${label}不能大于${max}` })
    .describe(label);

const oneOf = (label: string, values: readonly number[]) =>
  z
    .number()
    .int()
    .refine((v) => values.includes(v), { error: `${label}取值应为 ${values.join('、')} 之一` })
    .describe(label);

export const pickedTopic = z.object({
  topicCode: code32(F.topicCode),
  score: intIn(F.score, 1, TOPIC_SCORE_MAX),
});

export const drawRule = z.object({
  topicType: oneOf(F.topicType, TOPIC_TYPE_VALUES),
  labelCode: code32(F.labelCode),
  /** Absent: any difficulty. */
  difficulty: oneOf(F.difficulty, TOPIC_DIFFICULTY_VALUES).nullable().optional(),
  count: intIn(F.count, 1, PAPER_TOPICS_MAX),
  score: intIn(F.score, 1, TOPIC_SCORE_MAX),
});
export type DrawRule = z.infer<typeof drawRule>;

/** 总分: the sum of the questions' scores, whichever way the paper is composed (the form shows it as it is typed). */
export function paperTotal(input: { composeType: number; topics?: ReadonlyArray<{ score?: number | null }> | null; rules?: ReadonlyArray<{ count?: number | null; score?: number | null }> | null }): number {
  if (input.composeType === COMPOSE_TYPES.rules) return (input.rules ?? []).reduce((sum, r) => sum + (r.count ?? 0) * (r.score ?? 0), 0);
  return (input.topics ?? []).reduce((sum, t) => sum + (t.score ?? 0), 0);
}

/** A rule's pool: type, label and difficulty (any difficulty when none). Two rules may not name the same pool. */
export const ruleKey = (rule: Pick<DrawRule, 'topicType' | 'labelCode' | 'difficulty'>) => `${rule.topicType}|${rule.labelCode}|${rule.difficulty ?? ''}`;

export const paperSaveInput = z
  .object({
    paperCode: code32(F.paperCode).optional(),
    paperName: z.string().trim().min(1, { error: '请输入试卷名称' }).max(PAPER_NAME_MAX).describe(F.paperName),
    composeType: oneOf(F.composeType, [1, 2]),
    topics: z.array(pickedTopic).max(PAPER_TOPICS_MAX, { error: `试题最多${PAPER_TOPICS_MAX}道` }).optional().describe(F.topics),
    rules: z.array(drawRule).max(PAPER_RULES_MAX, { error: `抽题规则最多${PAPER_RULES_MAX}条` }).optional().describe(F.rules),
    passScore: intIn(F.passScore, 1, PAPER_TOPICS_MAX * TOPIC_SCORE_MAX),
    duration: intIn(F.duration, 1, PAPER_DURATION_MAX),
    beginTime: timeField(F.beginTime),
    endTime: timeField(F.endTime),
  })
  .superRefine((value, ctx) => {
    // Judged only between two real times: a malformed one is its own field's message.
    if (isRealTime(value.beginTime) && isRealTime(value.endTime) && value.endTime <= value.beginTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: '考试结束时间须晚于考试开始时间' });
    if (value.composeType === COMPOSE_TYPES.manual) {
      const topics = value.topics ?? [];
      if (topics.length === 0) ctx.addIssue({ code: 'custom', path: ['topics'], message: '请选择试题' });
      const codes = topics.map((t) => t.topicCode);
      if (new Set(codes).size !== codes.length) ctx.addIssue({ code: 'custom', path: ['topics'], message: '试题不能重复选择' });
    } else {
      const rules = value.rules ?? [];
      if (rules.length === 0) ctx.addIssue({ code: 'custom', path: ['rules'], message: '请添加抽题规则' });
      if (new Set(rules.map(ruleKey)).size !== rules.length) ctx.addIssue({ code: 'custom', path: ['rules'], message: '抽题规则不能重复（题型、技能标签和难度相同）' });
      const drawn = rules.reduce((sum, r) => sum + r.count, 0);
      if (drawn > PAPER_TOPICS_MAX) ctx.addIssue({ code: 'custom', path: ['rules'], message: `抽题总数不能超过${PAPER_TOPICS_MAX}道` });
    }
    const total = paperTotal(value);
    if (total > 0 && value.passScore > total) ctx.addIssue({ code: 'custom', path: ['passScore'], message: `及格分不能大于总分（${total}分）` });
  });
export type PaperSaveInput = z.infer<typeof paperSaveInput>;

export const paperRecord = z.object({
  paperCode: z.string(),
  paperName: z.string(),
  composeType: z.number().int(),
  topicCount: z.number().int(),
  totalScore: z.number().int(),
  passScore: z.number().int(),
  duration: z.number().int(),
  beginTime: timeText,
  endTime: timeText,
  openStatus: z.number().int(),
  resitStatus: z.number().int(),
  resitTimes: z.number().int(),
  /** Learners who submitted at least one attempt. */
  examineeCount: z.number().int(),
  creatorName: z.string(),
  createTime: timeText,
  updateTime: timeText,
});
export type PaperRecord = z.infer<typeof paperRecord>;

/** A question as the paper holds it: a copy made when the paper was saved. */
export const paperTopic = z.object({
  sort: z.number().int(),
  topicCode: z.string(),
  topicType: z.number().int(),
  stem: z.string(),
  options: z.array(z.string()),
  answers: z.array(z.string()),
  analysis: z.string(),
  difficulty: z.number().int(),
  score: z.number().int(),
});
export type PaperTopic = z.infer<typeof paperTopic>;

export const paperDetail = paperRecord.extend({
  rules: z.array(drawRule.extend({ labelName: z.string() })),
  topics: z.array(paperTopic),
  /** Every submitted attempt, resits included. */
  attemptCount: z.number().int(),
  /** Share (0–100, two decimals) of examinees whose best score reaches the pass score; null without examinees. */
  passRate: z.number().nullable(),
  /** Mean of each examinee's best score, two decimals; null without examinees. */
  averageScore: z.number().nullable(),
});
export type PaperDetail = z.infer<typeof paperDetail>;

/** A skill label with how many enabled questions it has per type and difficulty: what the rules may draw. */
export const paperLabel = z.object({
  labelCode: z.string(),
  labelName: z.string(),
  counts: z.array(z.object({ topicType: z.number().int(), difficulty: z.number().int(), count: z.number().int() })),
});
export type PaperLabel = z.infer<typeof paperLabel>;

const EDIT = { permission: perm.train.exam.paper.edit } as const;
const LIST = { permission: perm.train.exam.paper.list } as const;

export const examPaperApi = defineEndpoints('train', 'examPaper', {
  queryEPaperList: {
    method: 'POST',
    path: '/train/examination-paper/queryEPaperList',
    summary: '分页查询试卷',
    access: LIST,
    audit: false,
    body: pageQuery.extend({
      paperName: textFilter(F.paperName, PAPER_NAME_MAX),
      openStatus: enumFilter(F.openStatus, [0, 1]),
      resitStatus: enumFilter(F.resitStatus, [0, 1]),
      composeType: enumFilter(F.composeType, [1, 2]),
    }),
    response: pageOf(paperRecord),
  },
  saveEPaper: {
    method: 'POST',
    path: '/train/examination-paper/saveEPaper',
    summary: '新增或编辑试卷（手动选题或规则抽题）',
    access: { permission: perm.train.exam.paper.add },
    audit: true,
    body: paperSaveInput,
    response: z.object({ paperCode: z.string(), topicCount: z.number().int(), totalScore: z.number().int() }),
  },
  updateOpenStatus: {
    method: 'POST',
    path: '/train/examination-paper/updateOpenStatus',
    summary: '开放或取消开放试卷',
    access: EDIT,
    audit: true,
    body: z.object({ paperCode: code32(F.paperCode), openStatus: z.union([z.literal(0), z.literal(1)], { error: '开放状态取值应为 0、1 之一' }).describe(F.openStatus) }),
    response: z.object({ paperCode: z.string(), openStatus: z.number().int() }),
  },
  updateResitStatus: {
    method: 'POST',
    path: '/train/examination-paper/updateResitStatus',
    summary: '设置试卷补考状态与补考次数',
    access: EDIT,
    audit: true,
    body: z
      .object({
        paperCode: code32(F.paperCode),
        resitStatus: z.union([z.literal(0), z.literal(1)], { error: '补考状态取值应为 0、1 之一' }).describe(F.resitStatus),
        resitTimes: intIn(F.resitTimes, RESIT_TIMES_MIN, RESIT_TIMES_MAX).optional(),
      })
      .superRefine((value, ctx) => {
        if (value.resitStatus === 1 && value.resitTimes === undefined) ctx.addIssue({ code: 'custom', path: ['resitTimes'], message: '请输入补考次数' });
      }),
    response: z.object({ paperCode: z.string(), resitStatus: z.number().int(), resitTimes: z.number().int() }),
  },
  queryEPaperInfo: {
    method: 'GET',
    path: '/train/examination-paper/queryEPaperInfo',
    summary: '查询试卷详情（含参考人数、及格率、平均分）',
    access: LIST,
    audit: false,
    query: z.object({ paperCode: code32(F.paperCode) }),
    response: paperDetail,
  },
  queryEPaperLabel: {
    method: 'GET',
    path: '/train/examination-paper/queryEPaperLabel',
    summary: '查询技能标签及其各题型可抽试题数',
    access: LIST,
    audit: false,
    response: z.array(paperLabel),
  },
});
