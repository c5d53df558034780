import { z } from 'zod';
import { placeFields, placeRecord } from '../company/place.js';
import { MONEY_MESSAGE, MONEY_PATTERN, yuanToCents } from '../common/numbers.js';
import { receiptKeyField, voucherNoField } from '../common/pay-step.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, dateField, decimal, enumFilter, textFilter, timeField, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { CONTACT_PHONE_PATTERN } from '../recruit/apply-info.js';
import { perm } from '../system/resource-tree.js';
import { stationOperation } from './station.js';

/**
 * 驿站活动 (招聘 and 培训 events a station runs, with a budget) and their
 * settlement (结算管理): the station is paid per hire and per trainee, capped
 * by the budget, in integer cents.
 */

export const ACTIVITY_TYPE_LABELS: Readonly<Record<number, string>> = { 1: '招聘', 2: '培训', 3: '招聘+培训' };
export const ACTIVITY_TYPE_VALUES = [1, 2, 3] as const;

export const ACTIVITY_STATUSES = { waiting: 0, review: 1, rejected: 2, running: 3, toSettle: 4, settling: 5, ended: 6 } as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[keyof typeof ACTIVITY_STATUSES];
export const ACTIVITY_STATUS_LABELS: Readonly<Record<ActivityStatus, string>> = {
  0: '待开始',
  1: '审核中',
  2: '已驳回',
  3: '进行中',
  4: '待结算',
  5: '结算审核中',
  6: '已结束',
};
/** 驿站活动's tabs: the organisation's view first, then where review happens. */
export const ACTIVITY_TAB_ORDER: readonly ActivityStatus[] = [0, 3, 4, 6, 1, 2];
/** 结算管理's tabs: 待结算 (opens here), 结算审核中, 已结束. */
export const SETTLEMENT_TAB_ORDER: readonly ActivityStatus[] = [4, 5, 6];
/** 删除 is allowed only before the activity passed review. */
export const ACTIVITY_DELETABLE: readonly number[] = [1, 2];

/**
 * An activity's life (issue 15's table). `pass` is the review passing before
 * the start time, `passStarted` after it (straight to 进行中); `clockStart`
 * and `clockEnd` are the scheduler's. Deleting is not a move (the row goes),
 * but its refusal reads as the machine's: `activityRemoveRefusal`.
 */
export const ACTIVITY_MACHINE = defineStateMachine({
  subject: '活动',
  states: ACTIVITY_STATUS_LABELS,
  actions: {
    edit: '修改',
    pass: '审核通过',
    passStarted: '审核通过',
    reject: '审核驳回',
    submit: '提交审核',
    stop: '停止上线',
    clockStart: '开始',
    clockEnd: '结束',
    submitSettle: '提交结算',
    agree: '同意结算',
    disagree: '不同意结算',
    settle: '结算',
  },
  transitions: [
    { action: 'edit', from: [1, 0], to: 1 },
    { action: 'edit', from: [2], to: 2 },
    { action: 'pass', from: [1], to: 0 },
    { action: 'passStarted', from: [1], to: 3 },
    { action: 'reject', from: [1], to: 2 },
    { action: 'submit', from: [2], to: 1 },
    { action: 'stop', from: [0], to: 6 },
    { action: 'stop', from: [3], to: 4 },
    { action: 'clockStart', from: [0], to: 3 },
    { action: 'clockEnd', from: [3], to: 4 },
    { action: 'submitSettle', from: [4], to: 5 },
    { action: 'agree', from: [5], to: 5 },
    { action: 'disagree', from: [5], to: 4 },
    { action: 'settle', from: [5], to: 6 },
  ],
});
export type ActivityAction = keyof typeof ACTIVITY_MACHINE.actions;
/** A row action: a move, or deleting. */
export type ActivityRowAction = ActivityAction | 'remove';

/** 活动当前为“进行中”状态，不能删除 (409), as the machine words its refusals. */
export const activityRemoveRefusal = (status: number): string => `${ACTIVITY_MACHINE.subject}当前为“${ACTIVITY_MACHINE.label(status)}”状态，不能删除`;

/** The row actions a person takes on the 驿站活动 screen (the clock's and settlement's are elsewhere). */
export const ACTIVITY_SCREEN_ACTIONS: readonly ActivityRowAction[] = ['edit', 'pass', 'reject', 'submit', 'stop', 'remove'];
export const SETTLEMENT_SCREEN_ACTIONS: readonly ActivityRowAction[] = ['submitSettle', 'agree', 'disagree', 'settle'];

/** 结算单's agreement: 0 awaiting, 1 已同意. A refusal (2) returns the activity to 待结算 and its 结算单 is closed. */
export const SETTLE_AGREE_STATES = { pending: 0, agreed: 1, refused: 2 } as const;
export const SETTLE_AGREE_LABELS: Readonly<Record<number, string>> = { 0: '待审核', 1: '已同意', 2: '未同意' };

/**
 * The actions of a row in `status`, deleting included. Under 结算审核中 the
 * status alone does not say which move is next: its 结算单 does
 * (`settleAgreeState`, the record's) — 同意结算 / 不同意 while it awaits a
 * decision, 结算 once agreed (the server refuses the others with 409).
 */
export const activityActionsFrom = (status: number, settleAgreeState: number | null = null): ActivityRowAction[] => {
  let actions: ActivityRowAction[] = ACTIVITY_MACHINE.actionsFrom(status).filter((a) => a !== 'passStarted' && !a.startsWith('clock'));
  if (status === 5) {
    const agreed = settleAgreeState === SETTLE_AGREE_STATES.agreed;
    actions = actions.filter((a) => (a === 'settle' ? agreed : a === 'agree' || a === 'disagree' ? !agreed : true));
  }
  return ACTIVITY_DELETABLE.includes(status) ? [...actions, 'remove'] : actions;
};

export const ACTIVITY_NAME_MAX = 50;
export const ACTIVITY_DESC_MAX = 20_000;
/** The description as people read it (text characters). */
export const ACTIVITY_DESC_TEXT_MAX = 2000;
export const ACTIVITY_DAYS_MAX = 31;
export const ACTIVITY_REASON_MAX = 200;
/** 五百万元 in cents: more than any station budget. */
export const ACTIVITY_MONEY_MAX = 500_000_000;

/** Yuan typed with at most two decimals (MONEY_PATTERN), read as integer cents; `positive` refuses 0. */
export const yuanCents = (label: string, positive: boolean) =>
  z
    .union([z.number(), z.string().trim()], { error: `请输入${label}` })
    .refine((v) => MONEY_PATTERN.test(String(v)), { error: MONEY_MESSAGE })
    .transform((v) => yuanToCents(String(v)))
    .refine((cents) => !positive || cents > 0, { error: `${label}应大于0` })
    .refine((cents) => cents <= ACTIVITY_MONEY_MAX, { error: `${label}不能超过 ${ACTIVITY_MONEY_MAX / 100} 元` })
    .describe(label);

const oneOf = (label: string, values: readonly number[]) =>
  z
    .number({ error: `请选择${label}` })
    .int()
    .refine((v) => values.includes(v), { error: `${label}取值应为 ${values.join('、')} 之一` })
    .describe(label);

const count = (label: string) => z.number({ error: `请输入${label}` }).int({ error: `${label}应为整数` }).min(0).max(100_000).describe(label);

export const activityParticipantInput = z.object({
  cmpyCode: code32('参与企业'),
  jobCodes: z.array(code32('参与岗位')).max(100).default([]).describe('参与岗位'),
  courseCodes: z.array(code32('培训课程')).max(100).default([]).describe('培训课程'),
});

const activityFieldShape = {
  stationNo: code32('所属驿站'),
  activityName: z.string({ error: '请输入活动名称' }).trim().min(1, { error: '请输入活动名称' }).max(ACTIVITY_NAME_MAX).describe('活动名称'),
  activityType: oneOf('活动类型', ACTIVITY_TYPE_VALUES),
  beginTime: timeField('开始时间'),
  endTime: timeField('结束时间'),
  ...placeFields,
  posterKey: z.string().trim().max(200).default('').describe('活动海报'),
  description: multiLine(z.string({ error: '请输入活动介绍' }).trim().min(1, { error: '请输入活动介绍' }).max(ACTIVITY_DESC_MAX).describe('活动介绍')),
  contactPerson: z.string({ error: '请输入联系人' }).trim().min(1, { error: '请输入联系人' }).max(20).describe('联系人'),
  contactPhone: z.string({ error: '请输入联系电话' }).trim().regex(CONTACT_PHONE_PATTERN, { error: '联系电话应为手机号或带区号的固定电话' }).describe('联系电话'),
  participants: z.array(activityParticipantInput).max(100).default([]).describe('参与企业'),
  planRecruit: count('计划招聘人数'),
  planTrain: count('计划培训人数'),
  budget: yuanCents('预算金额', true),
  hirePrice: yuanCents('每录用一人补贴', false),
  trainPrice: yuanCents('每培训一人补贴', false),
};

export interface ActivityRuleValues {
  beginTime: string;
  endTime: string;
}

const DAY_MS = 86_400_000;
const msOf = (t: string) => Date.parse(`${t.replace(' ', 'T')}+08:00`);

/** Rules across fields, on the field a person would correct (the form checks them too). */
export function activityProblems(value: Partial<ActivityRuleValues>): Array<{ field: keyof ActivityRuleValues; message: string }> {
  const problems: Array<{ field: keyof ActivityRuleValues; message: string }> = [];
  if (value.beginTime && value.endTime) {
    if (value.endTime <= value.beginTime) problems.push({ field: 'endTime', message: '结束时间不能早于开始时间' });
    else if (msOf(value.endTime) - msOf(value.beginTime) > ACTIVITY_DAYS_MAX * DAY_MS) {
      problems.push({ field: 'endTime', message: `活动时长不能超过${ACTIVITY_DAYS_MAX}天` });
    }
  }
  return problems;
}

function checkRules(value: ActivityRuleValues, ctx: z.RefinementCtx): void {
  for (const { field: path, message } of activityProblems(value)) ctx.addIssue({ code: 'custom', path: [path], message });
}

export const activityInput = z.object(activityFieldShape).superRefine(checkRules);
export const activityEditInput = z.object({ activityCode: code32('活动编号'), ...activityFieldShape }).superRefine(checkRules);
export type ActivityInput = z.infer<typeof activityInput>;

/** 驿站活动's and 结算管理's list and export columns. */
export const ACTIVITY_LABELS = defineLabels({
  activityName: field.name('活动名称'),
  status: field.state('活动状态'),
  beginTime: field.time('开始时间'),
  endTime: field.time('结束时间'),
  stationName: field.name('所属驿站'),
  activityType: field.dict('活动类型'),
  countyName: field.dict('所在区县'),
  budget: field.money('预算金额'),
  hirePrice: field.money('每录用一人补贴', { secondary: true }),
  trainPrice: field.money('每培训一人补贴', { secondary: true }),
  planRecruit: field.number('计划招聘人数', { secondary: true }),
  planTrain: field.number('计划培训人数', { secondary: true }),
  contactPerson: field.person('联系人', { secondary: true }),
  contactPhone: field.phone('联系电话', { secondary: true }),
  createTime: field.time('创建时间', { secondary: true }),
  activityCode: field.code('活动编号', { secondary: true }),
});

/** 活动详情's rows only the detail shows (not list columns, not export columns). */
export const ACTIVITY_DETAIL_LABELS = defineLabels({
  creatorName: field.person('创建人'),
  rejectDesc: field.text('驳回原因'),
  stopReason: field.text('停止原因'),
});

export const activityRecord = z.object({
  activityCode: z.string(),
  activityName: z.string(),
  activityType: z.number().int(),
  stationNo: z.string(),
  stationName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  beginTime: timeText,
  endTime: timeText,
  status: z.number().int(),
  budget: z.number().int(),
  hirePrice: z.number().int(),
  trainPrice: z.number().int(),
  planRecruit: z.number().int(),
  planTrain: z.number().int(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  rejectDesc: z.string(),
  createTime: timeText,
  /** The latest 结算单's agreement (SETTLE_AGREE_STATES); null before the first 提交结算. What 结算审核中 offers next. */
  settleAgreeState: z.number().int().nullable(),
});
export type ActivityRecord = z.infer<typeof activityRecord>;

export const activityParticipant = z.object({
  cmpyCode: z.string(),
  cmpyName: z.string(),
  jobs: z.array(z.object({ jobCode: z.string(), jobName: z.string() })),
  courses: z.array(z.object({ courseCode: z.string(), courseName: z.string() })),
});
export type ActivityParticipant = z.infer<typeof activityParticipant>;

export const activityDetail = activityRecord.extend({
  ...placeRecord,
  posterKey: z.string(),
  posterUrl: z.string(),
  description: z.string(),
  participants: z.array(activityParticipant),
  stopReason: z.string(),
  creatorName: z.string(),
  updateTime: timeText,
  operations: z.array(stationOperation),
});
export type ActivityDetail = z.infer<typeof activityDetail>;

/** A 结算单 as frozen by 提交结算. */
export const settleSheet = z.object({
  settleCode: z.string(),
  hires: z.number().int(),
  trainees: z.number().int(),
  hireAmount: z.number().int(),
  trainAmount: z.number().int(),
  payable: z.number().int(),
  capped: z.boolean(),
  agreeState: z.number().int(),
  agreeReason: z.string(),
  hireCodes: z.array(z.string()),
  trainCodes: z.array(z.string()),
  submitterName: z.string(),
  submitTime: timeText,
  agreeName: z.string(),
  agreeTime: z.string(),
  voucherNo: z.string(),
  /** 付款日期: the date the bank paid, as typed at 结算 (YYYY-MM-DD); '' until paid, and for a zero payable. */
  payDate: z.string(),
  payeeAccount: z.string(),
  receiptKey: z.string(),
  receiptUrl: z.string(),
  paidAmount: z.number().int(),
  settleTime: z.string(),
});
export type SettleSheet = z.infer<typeof settleSheet>;

/** queryActivityInfo type 1 (结算余额): counted now, or as frozen once submitted. */
export const activityBalance = z.object({
  activityCode: z.string(),
  status: z.number().int(),
  budget: z.number().int(),
  hirePrice: z.number().int(),
  trainPrice: z.number().int(),
  hires: z.number().int(),
  trainees: z.number().int(),
  hireAmount: z.number().int(),
  trainAmount: z.number().int(),
  payable: z.number().int(),
  capped: z.boolean(),
  settledAmount: z.number().int(),
  balance: z.number().int(),
  /** The open or last 结算单; null before the first submission. */
  sheet: settleSheet.nullable(),
});
export type ActivityBalance = z.infer<typeof activityBalance>;

/** payable = min(budget, hires × hirePrice + trainees × trainPrice), all in cents. */
export function payableOf(input: { budget: number; hirePrice: number; trainPrice: number; hires: number; trainees: number }) {
  const hireAmount = input.hires * input.hirePrice;
  const trainAmount = input.trainees * input.trainPrice;
  const sum = hireAmount + trainAmount;
  return { hireAmount, trainAmount, payable: Math.min(input.budget, sum), capped: sum > input.budget };
}

const activityFilters = {
  stationNo: textFilter('所属驿站'),
  activityName: textFilter('活动名称', 50),
  activityType: enumFilter('活动类型', ACTIVITY_TYPE_VALUES),
  countyCode: textFilter('所在区县', 6),
  beginFrom: timeFilter('开始时间起').optional(),
  beginTo: timeFilter('开始时间止').optional(),
};
const statusFilter = enumFilter('活动状态', [0, 1, 2, 3, 4, 5, 6]);
export const activityListQuery = pageQuery.extend({ ...activityFilters, status: statusFilter });
export const activityCountQuery = z.object(activityFilters);
export const activityStateCount = z.object({ status: z.number().int(), label: z.string(), count: z.number().int() });
export const activityState = z.object({ activityCode: z.string(), status: z.number().int() });

const activityCodeQuery = z.object({ activityCode: code32('活动编号') });
const reasonField = (label: string) => multiLine(z.string().trim().max(ACTIVITY_REASON_MAX).default('').describe(label));
const flag = (label: string) =>
  decimal(
    z
      .number({ error: `请选择${label}` })
      .int()
      .refine((v) => v === 0 || v === 1, { error: `${label}取值应为 0、1 之一` }),
  ).describe(label);

/** Rows of the two settlement exports. */
export const RECRUIT_INFO_LABELS = defineLabels({
  cmpyName: field.name('企业名称'),
  jobName: field.name('岗位名称'),
  usrName: field.person('求职者'),
  usrPhe: field.phone('手机号'),
  applyTime: field.time('投递时间'),
  state: field.state('投递状态'),
  counted: field.dict('计入结算'),
});
export const TRAIN_INFO_LABELS = defineLabels({
  cmpyName: field.name('培训机构'),
  courseName: field.name('课程名称'),
  usrName: field.person('学员'),
  usrPhe: field.phone('手机号'),
  applyTime: field.time('报名时间'),
  applyState: field.state('报名状态'),
  counted: field.dict('计入结算'),
});

const ACTIVITY = perm.recruit.station.activity;
const SETTLEMENT = perm.recruit.station.settlement;

export const activityApi = defineEndpoints('station', 'activity', {
  addActivity: {
    method: 'POST',
    path: '/recruit/station/activity/addActivity',
    summary: '新增驿站活动（提交审核）',
    access: { permission: ACTIVITY.add },
    audit: true,
    body: activityInput,
    response: activityState,
  },
  editActivity: {
    method: 'POST',
    path: '/recruit/station/activity/editActivity',
    summary: '修改驿站活动',
    access: { permission: ACTIVITY.edit },
    audit: true,
    body: activityEditInput,
    response: activityState,
  },
  queryPageActivity: {
    method: 'POST',
    path: '/recruit/station/activity/queryPageActivity',
    summary: '分页查询驿站活动',
    access: { permission: ACTIVITY.list },
    audit: false,
    body: activityListQuery,
    response: pageOf(activityRecord),
  },
  queryStateCount: {
    method: 'POST',
    path: '/recruit/station/activity/queryStateCount',
    summary: '按活动状态统计活动数（同列表筛选条件）',
    access: { permission: ACTIVITY.list },
    audit: false,
    body: activityCountQuery,
    response: z.array(activityStateCount),
  },
  queryActivityInfo: {
    method: 'GET',
    path: '/recruit/station/activity/queryActivityInfo',
    summary: '查询活动详情（0 详情，1 结算余额）',
    access: { permission: ACTIVITY.list },
    audit: false,
    query: z.object({ activityCode: code32('活动编号'), type: flag('查询类型') }),
    response: z.union([activityDetail, activityBalance]),
  },
  deleteActivity: {
    method: 'GET',
    path: '/recruit/station/activity/deleteActivity',
    summary: '删除驿站活动',
    access: { permission: ACTIVITY.remove },
    audit: true,
    query: activityCodeQuery,
    response: z.object({ activityCode: z.string() }),
  },
  getAllCmpyByCode: {
    method: 'GET',
    path: '/recruit/station/activity/getAllCmpyByCode',
    summary: '驿站上正在招聘的企业及其岗位',
    access: { permission: ACTIVITY.list },
    audit: false,
    query: z.object({ stationNo: code32('驿站编号') }),
    response: z.array(z.object({ cmpyCode: z.string(), cmpyName: z.string(), jobs: z.array(z.object({ jobCode: z.string(), jobName: z.string() })) })),
  },
  auditActivity: {
    method: 'GET',
    path: '/recruit/station/activity/auditActivity',
    summary: '审核驿站活动（通过或驳回）',
    access: { permission: ACTIVITY.review },
    audit: true,
    query: z
      .object({ activityCode: code32('活动编号'), pass: flag('审核结果'), rejectDesc: reasonField('驳回原因') })
      .superRefine((v, ctx) => {
        if (v.pass === 0 && !v.rejectDesc) ctx.addIssue({ code: 'custom', path: ['rejectDesc'], message: '请输入驳回原因' });
      }),
    response: activityState,
  },
  submitSettleActivity: {
    method: 'GET',
    path: '/recruit/station/activity/submitSettleActivity',
    summary: '提交结算',
    access: { permission: SETTLEMENT.submitSettle },
    audit: true,
    query: activityCodeQuery,
    response: activityState.extend({ settleCode: z.string(), payable: z.number().int() }),
  },
  agreeSettleActivity: {
    method: 'GET',
    path: '/recruit/station/activity/agreeSettleActivity',
    summary: '结算审核（同意或不同意）',
    access: { permission: SETTLEMENT.agree },
    audit: true,
    query: z
      .object({ activityCode: code32('活动编号'), agree: flag('是否同意'), reason: reasonField('不同意原因') })
      .superRefine((v, ctx) => {
        if (v.agree === 0 && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '请输入不同意原因' });
      }),
    response: activityState,
  },
  settleActivity: {
    method: 'GET',
    path: '/recruit/station/activity/settleActivity',
    summary: '结算（登记付款凭证）',
    access: { permission: SETTLEMENT.settle },
    audit: true,
    query: z.object({
      activityCode: code32('活动编号'),
      amount: z.string({ error: '请输入付款金额' }).trim().regex(MONEY_PATTERN, { error: MONEY_MESSAGE }).describe('付款金额'),
      voucherNo: voucherNoField('付款凭证号'),
      payDate: dateField('付款日期').optional(),
      payeeAccount: z.string().trim().max(64).default('').describe('收款账号'),
      receiptKey: receiptKeyField('付款回单'),
    }),
    response: activityState.extend({ paidAmount: z.number().int() }),
  },
  exportRecruitInfos: {
    method: 'GET',
    path: '/recruit/station/activity/exportRecruitInfos',
    summary: '导出活动招聘明细',
    access: { permission: SETTLEMENT.export },
    audit: true,
    responseKind: 'file',
    query: activityCodeQuery,
    response: z.null(),
    export: { permission: SETTLEMENT.export, name: '活动招聘明细', asciiName: 'activity-recruits', labels: RECRUIT_INFO_LABELS },
  },
  exportTrainInfos: {
    method: 'GET',
    path: '/recruit/station/activity/exportTrainInfos',
    summary: '导出活动培训明细',
    access: { permission: SETTLEMENT.export },
    audit: true,
    responseKind: 'file',
    query: activityCodeQuery,
    response: z.null(),
    export: { permission: SETTLEMENT.export, name: '活动培训明细', asciiName: 'activity-trainees', labels: TRAIN_INFO_LABELS },
  },
  stopActivity: {
    method: 'GET',
    path: '/recruit/station/activity/stopActivity',
    summary: '停止上线',
    access: { permission: ACTIVITY.stop },
    audit: true,
    query: z
      .object({ activityCode: code32('活动编号'), reason: reasonField('停止原因') })
      .superRefine((v, ctx) => {
        if (!v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '请输入停止原因' });
      }),
    response: activityState,
  },
  submitActivity: {
    method: 'GET',
    path: '/recruit/station/activity/submitActivity',
    summary: '提交审核',
    access: { permission: ACTIVITY.submit },
    audit: true,
    query: activityCodeQuery,
    response: activityState,
  },
});

/** /train/course/getCouseByCmpyCode: served by the station domain (the activity form's 培训课程). */
export const stationCourseApi = defineEndpoints('station', 'course', {
  getCouseByCmpyCode: {
    method: 'GET',
    path: '/train/course/getCouseByCmpyCode',
    summary: '企业的线上课程（驿站活动选择）',
    access: { permission: ACTIVITY.list },
    audit: false,
    query: z.object({ cmpyCode: code32('企业编号') }),
    response: z.array(z.object({ courseCode: z.string(), courseName: z.string() })),
  },
});
