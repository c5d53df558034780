import { z } from 'zod';
import { paidFields, requestNoField, requirePaid, type PaidLabels } from '../common/pay-step.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { perm } from '../system/resource-tree.js';

/**
 * 提现管理: a store withdraws from its balance (settled trades − withdrawals
 * not rejected) in the merchant app; applying freezes the amount. The
 * operations center approves, pays through the platform's PaymentChannel in
 * two steps (发起 → 打款中, 登记结果 → 已打款 / 打款失败) and may reject one
 * not yet paid, which unfreezes it.
 */

export const WITHDRAWAL_STATUS = { checking: 0, toPay: 1, rejected: 2, paying: 3, paid: 4, failed: 5 } as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUS)[keyof typeof WITHDRAWAL_STATUS];
export const WITHDRAWAL_STATUS_LABELS: Readonly<Record<WithdrawalStatus, string>> = {
  0: '待审核',
  1: '待打款',
  2: '已驳回',
  3: '打款中',
  4: '已打款',
  5: '打款失败',
};
/** 提现管理's tabs, in the flow's order. */
export const WITHDRAWAL_TAB_ORDER: readonly WithdrawalStatus[] = [0, 1, 3, 5, 4, 2];

export const WITHDRAWAL_MACHINE = defineStateMachine({
  subject: '提现申请',
  states: WITHDRAWAL_STATUS_LABELS,
  actions: { pass: '审核通过', reject: '驳回', pay: '打款', succeed: '登记打款成功', fail: '登记打款失败' },
  transitions: [
    { action: 'pass', from: [0], to: 1 },
    { action: 'reject', from: [0, 5], to: 2 },
    { action: 'pay', from: [1, 5], to: 3 },
    { action: 'succeed', from: [3], to: 4 },
    { action: 'fail', from: [3], to: 5 },
  ],
});
export type WithdrawalAction = keyof typeof WITHDRAWAL_MACHINE.actions;

/** Withdrawal applications a store may make per month unless WITHDRAW_TIMES_PER_MONTH says otherwise. */
export const WITHDRAW_TIMES_DEFAULT = 4;
export const WITHDRAWAL_REASON_MAX = 200;
export const WITHDRAWAL_APPROVE_MAX = 100;

export const WITHDRAWAL_LABELS = defineLabels({
  storeName: field.name('商户名称'),
  status: field.state('提现状态'),
  applyTime: field.time('申请时间'),
  amount: field.money('提现金额'),
  accountName: field.name('收款户名'),
  bankName: field.name('开户银行'),
  accountNo: field.code('收款账号'),
  countyName: field.dict('所在区县'),
  payTime: field.time('打款时间', { secondary: true }),
  voucherNo: field.code('凭证号', { secondary: true }),
  auditName: field.person('审核人', { secondary: true }),
  auditTime: field.time('审核时间', { secondary: true }),
  rejectDesc: field.text('驳回原因', { secondary: true }),
  failReason: field.text('失败原因', { secondary: true }),
  withdrawalCode: field.code('提现单号', { secondary: true }),
});

/** A move on a withdrawal's timeline (who, when, from → to, voucher, why); the first has no from. */
export const withdrawalStep = z.object({
  action: z.string(),
  actionName: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int(),
  reason: z.string(),
  voucherNo: z.string(),
  operatorName: z.string(),
  createTime: timeText,
});
export type WithdrawalStep = z.infer<typeof withdrawalStep>;

export const withdrawalRecord = z.object({
  withdrawalCode: z.string(),
  storeCode: z.string(),
  storeName: z.string(),
  countyName: z.string(),
  amount: z.number().int(),
  accountName: z.string(),
  bankName: z.string(),
  /** Masked unless the caller may see it whole. */
  accountNo: z.string(),
  status: z.number().int(),
  applyTime: timeText,
  auditName: z.string(),
  auditTime: z.string(),
  rejectDesc: z.string(),
  payTime: z.string(),
  voucherNo: z.string(),
  failReason: z.string(),
  timeline: z.array(withdrawalStep),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

const withdrawalFilters = {
  storeName: textFilter('商户名称', 50),
  withdrawalCode: textFilter('提现单号'),
  regionCode: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().regex(/^\d{6}$/, { error: '所在地区编码应为6位数字' }).optional())
    .describe('所在地区'),
  beginTime: timeFilter('申请开始时间').optional(),
  endTime: timeFilter('申请结束时间').optional(),
};
export const withdrawalListQuery = pageQuery.extend({ ...withdrawalFilters, status: enumFilter('提现状态', WITHDRAWAL_TAB_ORDER) });

export const withdrawalStatusCount = z.object({ status: z.number().int(), label: z.string(), num: z.number().int() });
export const withdrawalPage = z.object({
  records: z.array(withdrawalRecord),
  total: z.number().int(),
  /** Every status, in the tabs' order, under the same filters (the tab aside). */
  counts: z.array(withdrawalStatusCount),
});
export type WithdrawalPage = z.infer<typeof withdrawalPage>;

export const withdrawalApproveInput = z
  .object({
    withdrawalCodes: z
      .array(code32('提现单号'), { error: '请选择提现申请' })
      .min(1, { error: '请选择提现申请' })
      .max(WITHDRAWAL_APPROVE_MAX, { error: `一次最多审核${WITHDRAWAL_APPROVE_MAX}条提现申请` })
      .describe('提现申请'),
    approveType: z
      .number({ error: '请选择审核结果' })
      .int()
      .refine((v) => v === 1 || v === 2, { error: '审核结果取值应为 1、2 之一' })
      .describe('审核结果'),
    rejectDesc: multiLine(z.string().trim().max(WITHDRAWAL_REASON_MAX).default('').describe('驳回原因')),
  })
  .superRefine((v, ctx) => {
    if (v.approveType === 2 && !v.rejectDesc) ctx.addIssue({ code: 'custom', path: ['rejectDesc'], message: '请输入驳回原因' });
  });

/** 打款's two steps: 1 发起 (the order goes to the bank), 2 登记结果 (the bank's answer). */
export const PAY_STEPS = { send: 1, result: 2 } as const;

/** 登记结果's parts in 打款's words. */
const WITHDRAWAL_PAID: PaidLabels = { voucherNo: '凭证号', amount: '打款金额', payTime: '打款时间', receiptKey: '打款回单' };

export const toPayStoreInput = z
  .object({
    withdrawalCode: code32('提现单号'),
    /** The caller's id for this call: a repeat with the same one answers the first result and pays nothing twice. */
    requestNo: requestNoField(),
    step: z
      .number({ error: '请选择打款步骤' })
      .int()
      .refine((v) => v === 1 || v === 2, { error: '打款步骤取值应为 1、2 之一' })
      .describe('打款步骤'),
    /** Step 2: whether the bank paid. */
    success: z.boolean().optional().describe('打款结果'),
    ...paidFields(WITHDRAWAL_PAID),
    failReason: multiLine(z.string().trim().max(WITHDRAWAL_REASON_MAX).optional().describe('失败原因')),
  })
  .superRefine((v, ctx) => {
    if (v.step !== 2) return;
    const blank = (key: keyof typeof v) => v[key] === undefined || v[key] === '';
    const need = (key: keyof typeof v, message: string) => {
      if (blank(key)) ctx.addIssue({ code: 'custom', path: [key], message });
    };
    if (v.success === undefined) return need('success', '请选择打款结果');
    if (v.success) requirePaid(ctx, WITHDRAWAL_PAID, { voucherNo: blank('voucherNo'), amount: blank('amount'), payTime: blank('payTime'), receiptKey: blank('receiptKey') });
    else need('failReason', '请输入失败原因');
  });

export const toPayStoreResult = z.object({
  withdrawalCode: z.string(),
  status: z.number().int(),
  /** The transfer instruction (转账指令) of step 1, a signed link to its PDF; '' for step 2. */
  instructionUrl: z.string(),
  failReason: z.string(),
});
export type ToPayStoreResult = z.infer<typeof toPayStoreResult>;

export const remainingTimesResult = z.object({ month: z.string(), limit: z.number().int(), used: z.number().int(), remaining: z.number().int() });

export const reportQuery = pageQuery.extend({
  beginMonth: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '开始月份格式应为 YYYY-MM' }).optional())
    .describe('开始月份'),
  endMonth: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '结束月份格式应为 YYYY-MM' }).optional())
    .describe('结束月份'),
  storeName: textFilter('商户名称', 50),
  regionCode: withdrawalFilters.regionCode,
});

export const REPORT_LABELS = defineLabels({
  month: field.date('月份'),
  storeName: field.name('商户名称'),
  countyName: field.dict('所在区县'),
  tradeAmount: field.money('交易金额'),
  redPacketAmount: field.money('其中红包'),
  withdrawnAmount: field.money('申请提现'),
  paidAmount: field.money('已打款'),
  balance: field.money('月末余额'),
});

export const reportRow = z.object({
  /** month + store: the row's own key. */
  rowKey: z.string(),
  month: z.string(),
  storeCode: z.string(),
  storeName: z.string(),
  countyName: z.string(),
  tradeAmount: z.number().int(),
  redPacketAmount: z.number().int(),
  withdrawnAmount: z.number().int(),
  paidAmount: z.number().int(),
  /** The store's balance at the month's end: settled trades − withdrawals not rejected, both up to then. */
  balance: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRow>;
export const reportTotals = reportRow.pick({ tradeAmount: true, redPacketAmount: true, withdrawnAmount: true, paidAmount: true, balance: true });

const WITHDRAWAL = perm.oddjobMarket.shop.withdrawal;

export const billWithdrawalApi = defineEndpoints('shop', 'billWithdrawal', {
  billList: {
    method: 'GET',
    path: '/consume/bill-withdrawal/pc/billList',
    summary: '分页查询提现申请（含各状态条数）',
    access: { permission: WITHDRAWAL.list },
    audit: false,
    query: withdrawalListQuery,
    response: withdrawalPage,
    export: { permission: WITHDRAWAL.export, name: '提现申请', asciiName: 'withdrawals', labels: WITHDRAWAL_LABELS },
  },
  billReport: {
    method: 'GET',
    path: '/consume/bill-withdrawal/pc/billReport',
    summary: '商户月度账单报表（交易、红包、提现、打款、余额）',
    access: { permission: perm.oddjobMarket.shop.bill.list },
    audit: false,
    query: reportQuery,
    response: z.object({ records: z.array(reportRow), total: z.number().int(), totals: reportTotals }),
  },
  remainingTimes: {
    method: 'GET',
    path: '/consume/bill-withdrawal/pc/remainingTimes',
    summary: '查询商户本月剩余提现次数',
    access: { permission: WITHDRAWAL.list },
    audit: false,
    query: z.object({ storeCode: code32('商户编号') }),
    response: remainingTimesResult,
  },
  approve: {
    method: 'POST',
    path: '/consume/bill-withdrawal/pc/approve',
    summary: '审核提现申请（批量通过或驳回）',
    access: { permission: WITHDRAWAL.review },
    audit: true,
    body: withdrawalApproveInput,
    response: z.object({ count: z.number().int(), status: z.number().int() }),
  },
  toPayStore: {
    method: 'POST',
    path: '/consume/bill-withdrawal/pc/toPayStore',
    summary: '打款（发起或登记结果）',
    access: { permission: WITHDRAWAL.pay },
    audit: true,
    body: toPayStoreInput,
    response: toPayStoreResult,
  },
});
