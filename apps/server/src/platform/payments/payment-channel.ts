import type { PaymentChannelCode } from '../../config.js';
import { badRequest } from '../errors.js';

/**
 * The platform's one way money is taken (培训 orders today; stations and the
 * operations center later): a PaymentChannel. Every area registers and
 * confirms payments through `paymentChannelFor(config)`, never by talking to
 * a provider itself.
 *
 * The default channel is offline registration (线下缴费登记): the payer paid
 * at a counter or by transfer, an operator types the voucher number, amount
 * and time and attaches the receipt's picture; no outside service is called.
 * `PAYMENT_CHANNEL` selects another channel; an online provider (微信支付,
 * 支付宝) would implement `startOnline` (the pay request for the learner app)
 * and `verifyNotify` (its signed notify route, keys from its own env
 * variables). None is built yet, so config refuses any value but `offline`
 * at start rather than failing at the first payment.
 *
 * Money sent (payouts: withdrawals, payment applications) goes the same way
 * in two steps, 发起 (`sendPayout`) and 登记结果 (`registerPayoutResult`);
 * README.md beside this file lists the rules every area keeps around them.
 */

/** What an offline payment registration carries (amounts in cents). */
export interface OfflinePayment {
  voucherNo: string;
  amount: number;
  payTime: string;
  receiptKey: string;
}

/** A payment the channel accepted: what the order records. */
export interface PaymentReceipt {
  channel: string;
  /** The voucher number (offline) or the provider's transaction number (online). */
  voucherNo: string;
  paidAmount: number;
  payTime: string;
  receiptKey: string;
}

/** A provider's notify call, verified: which order was paid, how much, when. */
export interface VerifiedNotify {
  orderCode: string;
  receipt: PaymentReceipt;
}

export interface PaymentChannel {
  /** Stored on the order (`channel`). */
  readonly code: string;
  readonly name: string;
  /** Registers a payment made outside the system for an order owing `owed` cents; refuses (400) what the channel does not accept. */
  registerOffline(order: { orderCode: string; owed: number }, payment: OfflinePayment): PaymentReceipt;
  /** Online providers only: whether the learner app may pay online. */
  readonly online: boolean;
  /** Online providers only: checks a notify request's signature and reads it; null when it is not genuine. */
  verifyNotify?(headers: Record<string, string | string[] | undefined>, body: string): VerifiedNotify | null;
  /**
   * 发起 a payout (money sent: a store's withdrawal, a payment application).
   * `sent` means the order is with the bank and its result is not known yet;
   * a provider that answers at once may say `paid` or `failed`.
   */
  sendPayout(order: PayoutOrder): Promise<PayoutOutcome>;
  /**
   * 登记结果 of a payout that was `sent`: the bank's voucher (the amount must
   * be exactly the order's, else 400) or the bank's reason for refusing it.
   */
  registerPayoutResult(order: PayoutOrder, result: PayoutResult): PayoutOutcome;
}

/** Money sent to a payee (amount in cents). `orderCode` is the area's own record code. */
export interface PayoutOrder {
  orderCode: string;
  amount: number;
  payeeName: string;
  payeeAccount: string;
  payeeBank: string;
  /** 用途, printed on the transfer instruction (e.g. 商户提现、红包补贴发放). */
  purpose: string;
}

/** What the bank said about a payout: its voucher, or its refusal. */
export type PayoutResult = { ok: true; payment: OfflinePayment } | { ok: false; reason: string };

/** Where a payout stands: with the bank (`sent`), paid with a receipt, or refused with the bank's reason. */
export type PayoutOutcome = { status: 'sent' } | { status: 'paid'; receipt: PaymentReceipt } | { status: 'failed'; reason: string };

/** 线下缴费登记: the default; the amount must be exactly what the order owes. */
export const offlineChannel: PaymentChannel = {
  code: 'offline',
  name: '线下缴费',
  online: false,
  registerOffline(order, payment) {
    if (payment.amount !== order.owed) {
      throw badRequest(`缴费金额应与订单金额一致（${(order.owed / 100).toFixed(2)} 元）`);
    }
    return { channel: 'offline', voucherNo: payment.voucherNo, paidAmount: payment.amount, payTime: payment.payTime, receiptKey: payment.receiptKey };
  },
  // Offline, 发起 hands the transfer to a person: the area prints the transfer
  // instruction (transfer-instruction.ts) and the result is registered later.
  async sendPayout() {
    return { status: 'sent' };
  },
  registerPayoutResult(order, result) {
    if (!result.ok) {
      const reason = result.reason.trim();
      if (!reason) throw badRequest('请填写打款失败原因');
      return { status: 'failed', reason };
    }
    const { payment } = result;
    if (payment.amount !== order.amount) {
      throw badRequest(`打款金额应与应付金额一致（${(order.amount / 100).toFixed(2)} 元）`);
    }
    return { status: 'paid', receipt: { channel: 'offline', voucherNo: payment.voucherNo, paidAmount: payment.amount, payTime: payment.payTime, receiptKey: payment.receiptKey } };
  },
};

const CHANNELS: Readonly<Record<PaymentChannelCode, PaymentChannel>> = { offline: offlineChannel };

/** The channel config selected (PAYMENT_CHANNEL, offline by default). */
export function paymentChannelFor(config: { paymentChannel: PaymentChannelCode }): PaymentChannel {
  return CHANNELS[config.paymentChannel];
}
