import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { perm } from '../system/resource-tree.js';

/**
 * 培训需求: a person or a company asks, from the public side, for a training
 * (name, contact phone, company optional, county, the occupation wanted, how
 * many people, a description). The console works them off: 0 待处理 → 1 处理中
 * or 3 不予受理 (a reason required); 1 处理中 → 2 已完成 or 3 不予受理. Every
 * move is kept as a record (who, when, from → to, reason). The phone is
 * always shown masked (138****5678), as the hot events' public submissions are.
 */

export const REQUIRE_STATES = { pending: 0, processing: 1, done: 2, rejected: 3 } as const;
export type RequireState = (typeof REQUIRE_STATES)[keyof typeof REQUIRE_STATES];
export const REQUIRE_STATE_LABELS: Readonly<Record<RequireState, string>> = { 0: '待处理', 1: '处理中', 2: '已完成', 3: '不予受理' };
/** The tabs, in the order work flows. */
export const REQUIRE_STATE_VALUES = [0, 1, 2, 3] as const satisfies readonly RequireState[];

export const REQUIRE_MACHINE = defineStateMachine({
  subject: '培训需求',
  states: REQUIRE_STATE_LABELS,
  actions: { accept: '受理', finish: '完成', reject: '不予受理' },
  transitions: [
    { action: 'accept', from: [0], to: 1 },
    { action: 'finish', from: [1], to: 2 },
    { action: 'reject', from: [0, 1], to: 3 },
  ],
});
export type RequireAction = 'accept' | 'finish' | 'reject';
/** The action that leads to each state a person may choose in 处理. */
export const REQUIRE_ACTION_TO: Readonly<Record<Exclude<RequireState, 0>, RequireAction>> = { 1: 'accept', 2: 'finish', 3: 'reject' };

export const REQUIRE_REASON_MAX = 500;

/** A requirement's fields, in list order (state and time early). */
export const REQUIRE_LABELS = defineLabels({
  name: field.person('需求人'),
  state: field.state('处理状态'),
  sendTime: field.time('提交时间'),
  phone: field.phone('联系电话'),
  countyName: field.dict('所属区县'),
  occupation: field.name('培训工种'),
  peopleNum: field.number('培训人数'),
  cmpyName: field.name('所在单位'),
  description: field.text('需求描述'),
  handlerName: field.person('处理人', { secondary: true }),
  handleTime: field.time('处理时间', { secondary: true }),
});

export const requireRecord = z.object({
  requireCode: z.string(),
  name: z.string(),
  /** Masked: 138****5678. */
  phone: z.string(),
  cmpyName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  occupation: z.string(),
  peopleNum: z.number().int(),
  description: z.string(),
  sendTime: timeText,
  state: z.number().int(),
  handlerName: z.string(),
  handleTime: timeText.nullable(),
});
export type RequireRecord = z.infer<typeof requireRecord>;

export const requireStateCount = z.object({ state: z.number().int(), label: z.string(), count: z.number().int() });

export const requireMoveRecord = z.object({
  fromState: z.number().int(),
  toState: z.number().int(),
  reason: z.string(),
  operatorName: z.string(),
  operateTime: timeText,
});
export type RequireMoveRecord = z.infer<typeof requireMoveRecord>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const countyFilter = z
  .preprocess(blankToUndefined, z.string().regex(/^\d{6}$/, { error: '所属区县应为6位区划代码' }).optional())
  .describe('所属区县');

export const requireListQuery = pageQuery
  .extend({
    state: enumFilter(REQUIRE_LABELS.state.label, REQUIRE_STATE_VALUES),
    /** The requester's name, the company or the occupation contains it. */
    keyword: textFilter('关键词', 50),
    countyCode: countyFilter,
    beginTime: z.preprocess(blankToUndefined, timeFilter('提交开始时间').optional()).describe('提交开始时间'),
    endTime: z.preprocess(blankToUndefined, timeFilter('提交结束时间').optional()).describe('提交结束时间'),
  })
  .superRefine((value, ctx) => {
    if (value.beginTime && value.endTime && value.beginTime.slice(0, 10) > value.endTime.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: '提交结束时间不能早于提交开始时间' });
    }
  });

const LIST = { permission: perm.train.requirement.list } as const;

export const trainRequireApi = defineEndpoints('train', 'trainRequire', {
  trainRequireList: {
    method: 'GET',
    path: '/train/trainRequireGather/trainRequireList',
    summary: '分页查询培训需求（含各处理状态数量）',
    access: LIST,
    audit: false,
    query: requireListQuery,
    /** `stateCounts`: every state under the same filters, whatever the tab, for the tabs' counts. */
    response: pageOf(requireRecord).extend({ stateCounts: z.array(requireStateCount) }),
  },

  updateState: {
    method: 'POST',
    path: '/train/trainRequireGather/updateState',
    summary: '处理培训需求（更新处理状态）',
    access: { permission: perm.train.requirement.edit },
    audit: true,
    body: z
      .object({
        requireCode: code32('需求编号'),
        state: z
          .number({ error: '请选择处理结果' })
          .int()
          .refine((v) => v === 1 || v === 2 || v === 3, { error: '处理结果取值应为 1、2、3 之一' })
          .describe('处理结果'),
        reason: multiLine(z.string().trim().max(REQUIRE_REASON_MAX).describe('处理说明')).optional(),
      })
      .superRefine((value, ctx) => {
        if (value.state === REQUIRE_STATES.rejected && !value.reason) {
          ctx.addIssue({ code: 'custom', path: ['reason'], message: '请输入不予受理的原因' });
        }
      }),
    response: z.object({ requireCode: z.string(), state: z.number().int(), handlerName: z.string(), handleTime: timeText }),
  },

  trainRequireRecordList: {
    method: 'GET',
    path: '/train/trainRequireGather/trainRequireRecordList',
    summary: '查询培训需求的处理记录',
    access: LIST,
    audit: false,
    query: z.object({ requireCode: code32('需求编号') }),
    response: z.array(requireMoveRecord),
  },
});
