import { z } from 'zod';
import { MONEY_MESSAGE, MONEY_PATTERN, yuanToCents } from '../common/numbers.js';
import { paidFields, requestNoField, requirePaid, type PaidLabels } from '../common/pay-step.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, decimal, enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { perm } from '../system/resource-tree.js';

/**
 * 支付申请审批: money the platform pays out for a source (红包补贴发放 …),
 * approved, then paid in two steps through the PaymentChannel (发起, 登记结果).
 * One machine, two views: approvers and payers name the same states differently.
 */

export const APPLY_STATUSES = { approving: 0, approved: 1, refused: 2, paid: 3, failed: 4, paying: 5 } as const;
export type ApplyStatus = (typeof APPLY_STATUSES)[keyof typeof APPLY_STATUSES];

/** 审批 view: every state; in 5 the money is with the bank, unconfirmed (待支付 to approvers). */
export const APPROVAL_VIEW_LABELS: Readonly<Record<ApplyStatus, string>> = { 0: '审批中', 1: '审批通过', 2: '审批不通过', 3: '支付成功', 4: '支付失败', 5: '待支付' };
/** 支付 view: only approved applications. */
export const PAYMENT_VIEW_LABELS: Readonly<Partial<Record<ApplyStatus, string>>> = { 1: '待支付', 5: '支付中', 3: '成功', 4: '失败' };
export const PAYMENT_VIEWS = ['approval', 'payment'] as const;
export type PaymentView = (typeof PAYMENT_VIEWS)[number];
export const PAYMENT_VIEW_NAMES: Readonly<Record<PaymentView, string>> = { approval: '审批', payment: '支付' };
/** Each view's tabs, in its order. */
export const VIEW_STATUSES: Readonly<Record<PaymentView, readonly ApplyStatus[]>> = { approval: [0, 1, 2, 5, 3, 4], payment: [1, 5, 3, 4] };

/** A state's label in a view ('' when the view does not show it). */
export const applyStatusLabel = (view: PaymentView, status: number): string =>
  (view === 'approval' ? APPROVAL_VIEW_LABELS : PAYMENT_VIEW_LABELS)[status as ApplyStatus] ?? '';

/**
 * The table of issue 14. 发起 leaves the money with the bank (5) or, when the
 * channel answers at once, lands on 3/4; 登记结果 settles a 5.
 */
export const PAYMENT_APPLY_MACHINE = defineStateMachine({
  subject: '支付申请',
  states: APPROVAL_VIEW_LABELS,
  actions: { pass: '审批通过', reject: '审批不通过', send: '发起支付', sendPaid: '发起支付', sendFailed: '发起支付', paid: '登记支付结果', fail: '登记支付结果' },
  transitions: [
    { action: 'pass', from: [0], to: 1 },
    { action: 'reject', from: [0], to: 2 },
    { action: 'send', from: [1, 4], to: 5 },
    { action: 'sendPaid', from: [1, 4], to: 3 },
    { action: 'sendFailed', from: [1, 4], to: 4 },
    { action: 'paid', from: [5], to: 3 },
    { action: 'fail', from: [5], to: 4 },
  ],
});
export type PaymentApplyAction = keyof typeof PAYMENT_APPLY_MACHINE.actions;

/** What a row offers on the screen: 审批 in 0, 发起支付 in 1/4, 登记结果 in 5. */
export type PaymentRowAction = 'approve' | 'send' | 'register';
export function paymentActionsFrom(status: number): PaymentRowAction[] {
  if (status === 0) return ['approve'];
  if (status === 1 || status === 4) return ['send'];
  if (status === 5) return ['register'];
  return [];
}

/** A payee's account as lists show it: the last four digits. */
export const maskAccount = (account: string): string => (account.length <= 4 ? account : `${'*'.repeat(Math.min(account.length - 4, 12))}${account.slice(-4)}`);

export const PAYMENT_APPLY_LABELS = defineLabels({
  purpose: field.name('支付用途'),
  applyStatus: field.state('申请状态'),
  applyTime: field.time('申请时间'),
  amount: field.money('支付金额'),
  lineCount: field.number('明细笔数'),
  sourceName: field.dict('来源'),
  payeeName: field.name('收款方'),
  payeeAccount: field.code('收款账号', { secondary: true }),
  payTime: field.time('支付时间', { secondary: true }),
  voucherNo: field.code('凭证号', { secondary: true }),
  payeeBank: field.name('开户银行', { secondary: true }),
  applicantName: field.person('申请人', { secondary: true }),
  approverName: field.person('审批人', { secondary: true }),
  approveTime: field.time('审批时间', { secondary: true }),
  opinion: field.text('审批意见', { secondary: true }),
  applyCode: field.code('申请编号', { secondary: true }),
});

/** 支付申请详情's rows only the detail shows (not list columns, not export columns). */
export const PAYMENT_APPLY_DETAIL_LABELS = defineLabels({
  failReason: field.text('失败原因'),
});

export const paymentApplyRecord = z.object({
  applyCode: z.string(),
  purpose: z.string(),
  sourceType: z.string(),
  sourceName: z.string(),
  sourceCode: z.string(),
  payeeName: z.string(),
  /** Masked: the last four digits. */
  payeeAccount: z.string(),
  payeeBank: z.string(),
  amount: z.number().int(),
  lineCount: z.number().int(),
  applyStatus: z.number().int(),
  opinion: z.string(),
  failReason: z.string(),
  applicantName: z.string(),
  applyTime: timeText,
  approverName: z.string(),
  approveTime: z.string(),
  voucherNo: z.string(),
  payTime: z.string(),
});
export type PaymentApplyRecord = z.infer<typeof paymentApplyRecord>;

/** One step of an application's timeline (operator, time, from → to, voucher). */
export const paymentOperation = z.object({
  action: z.string(),
  actionName: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  operatorName: z.string(),
  voucherNo: z.string(),
  reason: z.string(),
  createTime: timeText,
});
export type PaymentOperation = z.infer<typeof paymentOperation>;

/** A pay call as recorded (one per requestNo). */
export const paymentRecord = z.object({
  requestNo: z.string(),
  step: z.string(),
  outcome: z.string(),
  amount: z.number().int(),
  voucherNo: z.string(),
  payDate: z.string(),
  /** When the bank paid, to the second ('' for a call recorded before times were kept: its payDate alone). */
  payTime: z.string(),
  receiptKey: z.string(),
  /** 发起: a signed link to the 转账指令 PDF it printed (kept in the file store); '' for 登记结果 and for calls made before it was kept. */
  instructionUrl: z.string(),
  reason: z.string(),
  operatorName: z.string(),
  createTime: timeText,
});

export const paymentApplyDetail = paymentApplyRecord.extend({
  operations: z.array(paymentOperation),
  payments: z.array(paymentRecord),
});
export type PaymentApplyDetail = z.infer<typeof paymentApplyDetail>;

const viewField = z.enum(PAYMENT_VIEWS, { error: '视图取值应为 approval、payment 之一' }).default('approval').describe('视图');
const paymentFilters = {
  view: viewField,
  purpose: textFilter('支付用途', 50),
  payeeName: textFilter('收款方', 50),
  sourceType: textFilter('来源', 20),
  applyFrom: timeFilter('申请时间起').optional(),
  applyTo: timeFilter('申请时间止').optional(),
};
export const paymentListQuery = pageQuery.extend({ ...paymentFilters, applyStatus: enumFilter('申请状态', [0, 1, 2, 3, 4, 5]) });
export const paymentCountQuery = z.object(paymentFilters);
export const paymentStatusCount = z.object({ applyStatus: z.number().int(), label: z.string(), num: z.number().int() });

export const paymentApproveInput = z
  .object({
    applyCodes: z.array(code32('申请编号'), { error: '请选择支付申请' }).min(1, { error: '请选择支付申请' }).max(200).describe('支付申请'),
    pass: decimal(
      z
        .number({ error: '请选择审批结果' })
        .int()
        .refine((v) => v === 0 || v === 1, { error: '审批结果取值应为 0、1 之一' }),
    ).describe('审批结果'),
    opinion: multiLine(z.string().trim().max(200).default('').describe('审批意见')),
  })
  .superRefine((v, ctx) => {
    if (v.pass === 0 && !v.opinion) ctx.addIssue({ code: 'custom', path: ['opinion'], message: '请输入不通过原因' });
  });

/** 登记结果's parts in 支付申请's words; the receipt is taken but not asked for. */
const PAYMENT_PAID: PaidLabels = { voucherNo: '凭证号', amount: '支付金额', payTime: '支付时间', receiptKey: '支付回单' };
const PAYMENT_PAID_FIELDS = paidFields(PAYMENT_PAID);

/** 发起 (step send) or 登记结果 (step register: ok with voucher, amount, date, receipt; or the bank's reason). */
export const paymentPayInput = z
  .object({
    applyCode: code32('申请编号'),
    requestNo: requestNoField(),
    step: z.enum(['send', 'register'], { error: '支付步骤取值应为 send、register 之一' }).describe('支付步骤'),
    ok: z.boolean().optional().describe('支付结果'),
    voucherNo: PAYMENT_PAID_FIELDS.voucherNo,
    /** '' (the first step) reads as 0. */
    amount: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || MONEY_PATTERN.test(v), { error: MONEY_MESSAGE })
      .transform((v) => (v === '' ? 0 : yuanToCents(v)))
      .describe(PAYMENT_PAID.amount),
    payTime: PAYMENT_PAID_FIELDS.payTime,
    receiptKey: PAYMENT_PAID_FIELDS.receiptKey,
    reason: multiLine(z.string().trim().max(200).default('').describe('失败原因')),
  })
  .superRefine((v, ctx) => {
    if (v.step !== 'register') return;
    if (v.ok === undefined) ctx.addIssue({ code: 'custom', path: ['ok'], message: '请选择支付结果' });
    else if (v.ok) requirePaid(ctx, PAYMENT_PAID, { voucherNo: !v.voucherNo, amount: v.amount <= 0, payTime: !v.payTime });
    else if (!v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '请输入失败原因' });
  });

export const paymentPayResult = z.object({
  applyCode: z.string(),
  applyStatus: z.number().int(),
  requestNo: z.string(),
  outcome: z.string(),
  reason: z.string(),
  /** 发起: a signed link to the 转账指令 PDF it printed, as 提现's `instructionUrl`; '' for 登记结果. */
  instructionUrl: z.string(),
});

const PAY = perm.oddjobMarket.payment;
const P = '/consume/payment-apply';

export const paymentApplyApi = defineEndpoints('payment', 'paymentApply', {
  page: {
    method: 'POST',
    path: `${P}/page`,
    summary: '分页查询支付申请（审批视图或支付视图）',
    access: { permission: PAY.list },
    audit: false,
    body: paymentListQuery,
    response: pageOf(paymentApplyRecord),
  },
  countByStatus: {
    method: 'POST',
    path: `${P}/countByStatus`,
    summary: '按申请状态统计（按视图的标签和顺序）',
    access: { permission: PAY.list },
    audit: false,
    body: paymentCountQuery,
    response: z.array(paymentStatusCount),
  },
  approve: {
    method: 'POST',
    path: `${P}/approve`,
    summary: '审批支付申请（批量，全部成功或全部不变）',
    access: { permission: PAY.review },
    audit: true,
    body: paymentApproveInput,
    response: z.object({ applyCodes: z.array(z.string()), applyStatus: z.number().int() }),
  },
  pay: {
    method: 'POST',
    path: `${P}/pay`,
    summary: '支付（发起，或登记支付结果；同一请求号只执行一次）',
    access: { permission: PAY.pay },
    audit: true,
    body: paymentPayInput,
    response: paymentPayResult,
  },
  info: {
    method: 'GET',
    path: `${P}/info`,
    summary: '支付申请详情（含时间线和支付记录）',
    access: { permission: PAY.list },
    audit: false,
    query: z.object({ applyCode: code32('申请编号') }),
    response: paymentApplyDetail,
  },
});
