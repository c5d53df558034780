import { z } from 'zod';
import { timeField } from '../core/fields.js';
import { moneyYuan } from './numbers.js';

/**
 * The request number every pay step carries (提现打款, 电子卡充值, 支付申请): made by the console once per
 * opened dialog, so a repeated submission answers the first result instead of paying twice.
 */
export const REQUEST_NO_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const requestNoField = () => z.string().trim().regex(REQUEST_NO_PATTERN, { error: '请求号应为 8–64 位字母、数字、_ 或 -' }).describe('请求号');

/** The parts of a registered payment (登记结果, 结算): the voucher, the amount, when it was paid (to the second) and the receipt. */
export type PaidPart = 'voucherNo' | 'amount' | 'payTime' | 'receiptKey';

/** Each part in the area's own words (转账凭证号, 打款金额 …): the field's label, and the 400 naming it. */
export type PaidLabels = Record<PaidPart, string>;

const VOUCHER_MAX = 64;
const RECEIPT_KEY_MAX = 200;

/** A voucher number ('' until the step's result asks for it). */
export const voucherNoField = (label: string) => z.string().trim().max(VOUCHER_MAX).default('').describe(label);
/** The object key of an uploaded receipt ('' until the step's result asks for it). */
export const receiptKeyField = (label: string) => z.string().trim().max(RECEIPT_KEY_MAX).default('').describe(label);
/** A voucher number every call must carry: 请输入<label> when empty. */
export const requiredVoucherNo = (label: string) => z.string().trim().min(1, { error: `请输入${label}` }).max(VOUCHER_MAX).describe(label);
/** A receipt every call must carry: 请上传<label> when empty. */
export const requiredReceiptKey = (label: string) =>
  z.string().trim().min(1, { error: `请上传${label}` }).max(RECEIPT_KEY_MAX).describe(label);

/**
 * A registered payment's fields, labelled in the area's words. Each may be left out by the schema
 * (a failed payment or a first step has none); `requirePaid` asks for them when the money was paid.
 */
export const paidFields = (labels: PaidLabels) => ({
  voucherNo: voucherNoField(labels.voucherNo),
  /** In yuan, read as cents. */
  amount: moneyYuan(labels.amount).optional(),
  payTime: timeField(labels.payTime).optional(),
  receiptKey: receiptKeyField(labels.receiptKey),
});

const ASK: Record<PaidPart, string> = { voucherNo: '请输入', amount: '请输入', payTime: '请选择', receiptKey: '请上传' };
const PARTS: readonly PaidPart[] = ['voucherNo', 'amount', 'payTime', 'receiptKey'];

/**
 * Refuses a paid result that leaves a part out, naming each missing one by its label, in the parts' order
 * (请输入转账凭证号, 请选择打款时间, 请上传打款回单). `missing` says, for each part the area asks for, whether
 * the input lacks it (each area judges its own: a voucher '' or absent, an amount absent or not above 0);
 * `keys` names a part whose input field is called otherwise (充值's amount is `payMoney`).
 */
export function requirePaid(
  ctx: z.RefinementCtx,
  labels: PaidLabels,
  missing: Partial<Record<PaidPart, boolean>>,
  keys: Partial<Record<PaidPart, string>> = {},
) {
  for (const part of PARTS) {
    if (missing[part]) ctx.addIssue({ code: 'custom', path: [keys[part] ?? part], message: `${ASK[part]}${labels[part]}` });
  }
}
