import { z } from 'zod';
import { idCardProblem, normalizeIdCard } from '../common/id-card.js';
import { moneyCents } from '../common/numbers.js';
import { requiredReceiptKey, requiredVoucherNo } from '../common/pay-step.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, MOBILE_PATTERN, textFilter, timeField, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';
import { formField, type FormField } from './train-form.js';
import { orderDetail } from './train-order.js';

/**
 * 报名管理: a person's application (报名) to a course, one per person and
 * course, sent from the learner app with the answers to the course's 培训表单.
 * The console lists, counts, exports and edits them (name, phone, remark,
 * answers, 分班) and registers offline payments (线下缴费登记).
 */
export const TRAIN_APPLY_LABELS = defineLabels({
  applyState: field.state('报名状态'),
  applyTime: field.time('报名时间'),
  usrName: field.person('姓名'),
  usrPhe: field.phone('手机号'),
  idCard: field.code('身份证号'),
  courseName: field.name('课程名称'),
  classCode: field.code('班级编号'),
  amount: field.money('订单金额'),
  remark: field.text('备注', { secondary: true }),
  applyCode: field.code('报名编号', { secondary: true }),
  courseCode: field.code('课程编号', { secondary: true }),
});

/** 报名详情's rows only the detail shows (not list columns, not export columns). */
export const TRAIN_APPLY_DETAIL_LABELS = defineLabels({
  updateTime: field.time('更新时间'),
});

export const TRAIN_APPLY_STATES = { intent: 0, unpaid: 1, paid: 2 } as const;
export type TrainApplyState = (typeof TRAIN_APPLY_STATES)[keyof typeof TRAIN_APPLY_STATES];
export const TRAIN_APPLY_STATE_LABELS: Readonly<Record<TrainApplyState, string>> = { 0: '意向登记', 1: '线上未支付', 2: '线上已支付' };
/** The tabs, in flow order. */
export const TRAIN_APPLY_TAB_ORDER: readonly TrainApplyState[] = [0, 1, 2];

/**
 * 0 意向登记 → 线上下单 → 1 线上未支付 → 支付 → 2 (final); 1 → 关闭订单 (unpaid
 * 24 h, by the scheduler) → 0; 0 → 线下缴费登记 → 2. 编辑 and 分班 keep the
 * state and are refused while an online order waits for its payment (1).
 */
export const TRAIN_APPLY_MACHINE = defineStateMachine({
  subject: '报名',
  states: TRAIN_APPLY_STATE_LABELS,
  actions: { order: '线上下单', pay: '支付', close: '关闭订单', offlinePay: '线下缴费登记', edit: '编辑', assignClass: '分班' },
  transitions: [
    { action: 'order', from: [0], to: 1 },
    { action: 'pay', from: [1], to: 2 },
    { action: 'close', from: [1], to: 0 },
    { action: 'offlinePay', from: [0], to: 2 },
    { action: 'edit', from: [0], to: 0 },
    { action: 'edit', from: [1], to: 1 },
    { action: 'edit', from: [2], to: 2 },
    { action: 'assignClass', from: [0], to: 0 },
    { action: 'assignClass', from: [2], to: 2 },
  ],
});
export type TrainApplyAction = keyof typeof TRAIN_APPLY_MACHINE.actions;

/** An answer: text for most fields, the options chosen for a 多选. */
export const formAnswerValue = z.union([z.string().max(500), z.array(z.string().max(100)).max(20)]);
export type FormAnswers = Record<string, string | string[]>;
export const formAnswers = z.record(z.string().max(32), formAnswerValue).describe('表单填写');

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What is wrong with answers to a form, naming the field a person would
 * correct, or null: every key a field of the form, required ones answered,
 * choices among the options, ID numbers, phones, numbers and dates well formed.
 * Shared by the server's check and the console's form.
 */
export function answersProblem(fields: readonly FormField[], answers: FormAnswers): string | null {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const key of Object.keys(answers)) if (!byKey.has(key)) return `表单中没有字段“${key}”`;
  for (const f of fields) {
    const raw = answers[f.key];
    const values = raw === undefined ? [] : (Array.isArray(raw) ? raw : [raw]).map((v) => v.trim()).filter((v) => v !== '');
    if (values.length === 0) {
      if (f.required) return `请填写“${f.label}”`;
      continue;
    }
    if (f.type !== 'checkbox' && Array.isArray(raw)) return `“${f.label}”只能填写一项`;
    const value = values[0];
    switch (f.type) {
      case 'select':
      case 'radio':
      case 'checkbox': {
        const stray = values.find((v) => !f.options.includes(v));
        if (stray !== undefined) return `“${f.label}”的选项“${stray}”不存在`;
        break;
      }
      case 'idCard': {
        const problem = idCardProblem(normalizeIdCard(value));
        if (problem) return `“${f.label}”：${problem}`;
        break;
      }
      case 'phone':
        if (!MOBILE_PATTERN.test(value)) return `“${f.label}”应为11位手机号`;
        break;
      case 'number':
        if (!/^-?\d+(\.\d+)?$/.test(value)) return `“${f.label}”应为数字`;
        break;
      case 'date':
        if (!DATE_PATTERN.test(value)) return `“${f.label}”格式应为 YYYY-MM-DD`;
        break;
      default:
        break;
    }
  }
  return null;
}

const F = { ...Object.fromEntries(Object.entries(TRAIN_APPLY_LABELS).map(([k, v]) => [k, v.label])) } as Record<keyof typeof TRAIN_APPLY_LABELS, string>;
const mobile = (label: string) => z.string().trim().regex(MOBILE_PATTERN, { error: `${label}应为11位手机号` }).describe(label);

/** The list's filters, shared by the GET list, the form POST list, both counts and the export. */
export const trainApplyFilter = z.object({
  courseCode: textFilter('课程'),
  usrName: textFilter(F.usrName, 20),
  usrPhe: textFilter(F.usrPhe, 11),
  applyState: enumFilter(F.applyState, [0, 1, 2]),
  classCode: textFilter(F.classCode),
  beginTime: timeFilter('报名开始时间').optional(),
  endTime: timeFilter('报名结束时间').optional(),
});
export const trainApplyListQuery = pageQuery.extend(trainApplyFilter.shape);
/** The counts ignore the state filter: every tab is counted under the others. */
export const trainApplyCountQuery = trainApplyFilter.omit({ applyState: true });

export const trainApplyRecord = z.object({
  applyCode: z.string(),
  courseCode: z.string(),
  courseName: z.string(),
  usrName: z.string(),
  /** Masked (138****5678) unless the caller holds 查看完整证件号和手机号. */
  usrPhe: z.string(),
  idCard: z.string(),
  applyState: z.number().int(),
  classCode: z.string(),
  remark: z.string(),
  /** Cents: the current order's amount, or the course's price without one. */
  amount: z.number().int(),
  applyTime: timeText,
});
export type TrainApplyRecord = z.infer<typeof trainApplyRecord>;

export const trainApplyDetail = trainApplyRecord.extend({
  formCode: z.string(),
  /** The course's form as it is now, for the answers and the edit dialog. */
  formFields: z.array(formField),
  answers: z.record(z.string(), formAnswerValue),
  /** The course's price (cents), what an offline payment must pay. */
  coursePrice: z.number().int(),
  /** The latest order, null before any. */
  order: orderDetail.nullable(),
  /** The class by its code; classes are another area, so only the code is known here. */
  classInfo: z.object({ classCode: z.string() }).nullable(),
  updateTime: timeText,
});
export type TrainApplyDetail = z.infer<typeof trainApplyDetail>;

export const stateCount = z.object({ applyState: z.number().int(), label: z.string(), count: z.number().int() });

export const offlinePaymentInput = z.object({
  voucherNo: requiredVoucherNo('缴费凭证号'),
  amount: moneyCents('缴费金额'),
  payTime: timeField('缴费时间'),
  receiptKey: requiredReceiptKey('缴费凭证图片'),
});
export type OfflinePaymentInput = z.infer<typeof offlinePaymentInput>;

/** editApplyInfo: the fields sent change, the rest stay; `payment` registers an offline payment (0 → 2). */
export const trainApplyEditInput = z.object({
  applyCode: code32(F.applyCode),
  usrName: z.string().trim().min(1, { error: '请输入姓名' }).max(20).describe(F.usrName).optional(),
  usrPhe: mobile(F.usrPhe).optional(),
  remark: multiLine(z.string().trim().max(200).describe(F.remark)).optional(),
  answers: formAnswers.optional(),
  /** '' takes the application out of its class. */
  classCode: z.string().trim().max(64).describe(F.classCode).optional(),
  payment: offlinePaymentInput.describe('线下缴费登记').optional(),
});
export type TrainApplyEditInput = z.infer<typeof trainApplyEditInput>;

const LIST = { permission: perm.train.apply.list };

export const trainApplyApi = defineEndpoints('train', 'trainApply', {
  getApplyBDList: {
    method: 'GET',
    path: '/train/apply/getApplyBDList',
    summary: '分页查询课程报名',
    access: LIST,
    audit: false,
    query: trainApplyListQuery,
    response: pageOf(trainApplyRecord),
  },
  countByApplyState: {
    method: 'GET',
    path: '/train/apply/countByApplyState',
    summary: '按报名状态统计报名数（同列表筛选条件）',
    access: LIST,
    audit: false,
    query: trainApplyCountQuery,
    response: z.array(stateCount),
  },
  export: {
    method: 'GET',
    path: '/train/apply/export',
    summary: '导出课程报名（按筛选条件）',
    access: { permission: perm.train.apply.export },
    // Who took personal data out, and under which filter, is worth a log row.
    audit: true,
    responseKind: 'file',
    query: trainApplyFilter,
    response: z.null(),
    export: { permission: perm.train.apply.export, name: '课程报名', asciiName: 'course-applications', labels: TRAIN_APPLY_LABELS },
  },
  getApplyInfo: {
    method: 'GET',
    path: '/train/apply/pc/getApplyInfo',
    summary: '查询报名详情（含订单和班级）',
    access: LIST,
    audit: false,
    query: z.object({ applyCode: code32(F.applyCode) }),
    response: trainApplyDetail,
  },
  getApplyBDListByForm: {
    method: 'POST',
    path: '/train/apply/getApplyBDListByForm',
    summary: '分页查询课程报名（表单提交）',
    access: LIST,
    audit: false,
    body: trainApplyListQuery,
    response: pageOf(trainApplyRecord),
  },
  countApllyBDNumbersByForm: {
    method: 'POST',
    path: '/train/apply/countApllyBDNumbersByForm',
    summary: '按报名状态统计报名数（表单提交）',
    access: LIST,
    audit: false,
    body: trainApplyCountQuery,
    response: z.array(stateCount),
  },
  editApplyInfo: {
    method: 'POST',
    path: '/train/apply/editApplyInfo',
    summary: '编辑报名信息、分班或线下缴费登记',
    access: { permission: perm.train.apply.edit },
    audit: true,
    body: trainApplyEditInput,
    response: z.object({ applyCode: z.string(), applyState: z.number().int() }),
  },
});
