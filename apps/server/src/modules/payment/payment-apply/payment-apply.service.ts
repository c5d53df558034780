import {
  applyStatusLabel,
  maskAccount,
  PAYMENT_APPLY_MACHINE,
  VIEW_STATUSES,
  type BodyOf,
  type PaymentApplyAction,
  type PaymentApplyDetail,
  type PaymentApplyRecord,
  type paymentApplyApi,
} from '@hrbd/contract';
import type { Transaction } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { sourceOf, type PaymentSource } from '../../../platform/payments/payment-source.js';
import { paymentChannelFor, type PaymentChannel, type PayoutOrder, type PayoutOutcome } from '../../../platform/payments/payment-channel.js';
import { keepTransferInstruction, transferInstructionUrl, type InstructionFiles } from '../../../platform/payments/transfer-instruction.js';
import { assertMove, moveStates, type Moved } from '../../../platform/state-move.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { inTransaction } from '../../../platform/transaction.js';
import * as repo from './payment-apply.repository.js';
import type { PaymentApplyRow } from './payment-apply.table.js';

type ListInput = BodyOf<typeof paymentApplyApi.page>;
type CountInput = BodyOf<typeof paymentApplyApi.countByStatus>;
type ApproveInput = BodyOf<typeof paymentApplyApi.approve>;
type PayInput = BodyOf<typeof paymentApplyApi.pay>;

const NOT_FOUND = '支付申请不存在';
const APPLY_STATE = { table: 'paymentApply', key: 'id', state: 'applyStatus', machine: PAYMENT_APPLY_MACHINE } as const;
const RAISE_ACTION = 'raise';
const ACTION_NAMES: Readonly<Record<string, string>> = { ...PAYMENT_APPLY_MACHINE.actions, [RAISE_ACTION]: '提交申请' };

/**
 * What the payment rules need: the database (or the caller's transaction),
 * the sources that complete on 支付成功, the channel that moves money and
 * where 发起 keeps its 转账指令. Routes take it from the deps; the demo seed
 * names its sources itself and prints no instructions (`files` left out).
 */
export interface PaymentEnv {
  db: DbOrTrx;
  sources: readonly PaymentSource[];
  channel: PaymentChannel;
  files?: InstructionFiles;
}

export const paymentEnvOf = (deps: AppDeps): PaymentEnv => ({ db: deps.db, sources: deps.lookups.paymentSources, channel: paymentChannelFor(deps.config), files: deps });

/** Who acts: a person, or 系统. */
export type PaymentOperator = Pick<Actor, 'userId' | 'realName'>;

// ---------------------------------------------------------------------------
// Raising (called by a source area's service, inside its transaction)
// ---------------------------------------------------------------------------

export interface RaiseInput {
  sourceType: string;
  sourceCode: string;
  purpose: string;
  payeeName: string;
  payeeAccount: string;
  payeeBank: string;
  /** Cents: the sum of the source's lines. */
  amount: number;
  lineCount: number;
}

/** raisePaymentApply: a source's lines become one 支付申请 (审批中), in the source's transaction. */
export async function raisePaymentApply(trx: Transaction<Database>, input: RaiseInput, applicant: PaymentOperator, now = nowText(), applyCode = randomCode()): Promise<string> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw badRequest('支付金额应大于0');
  const id = await repo.insertApply(trx, {
    applyCode,
    ...input,
    applyStatus: 0,
    applicantId: applicant.userId || null,
    applicantName: applicant.realName,
    applyTime: now,
    updateTime: now,
  });
  await repo.insertOperations(trx, [{ applyId: id, action: RAISE_ACTION, fromStatus: null, toStatus: 0, operatorName: applicant.realName, voucherNo: '', reason: '', createTime: now }]);
  return applyCode;
}

// ---------------------------------------------------------------------------
// Lists and counts
// ---------------------------------------------------------------------------

function recordOf(row: PaymentApplyRow, sources: readonly PaymentSource[]): PaymentApplyRecord {
  return {
    applyCode: row.applyCode,
    purpose: row.purpose,
    sourceType: row.sourceType,
    sourceName: sources.find((s) => s.type === row.sourceType)?.name ?? row.sourceType,
    sourceCode: row.sourceCode,
    payeeName: row.payeeName,
    payeeAccount: maskAccount(row.payeeAccount),
    payeeBank: row.payeeBank,
    amount: Number(row.amount),
    lineCount: Number(row.lineCount),
    applyStatus: Number(row.applyStatus),
    opinion: row.opinion,
    failReason: row.failReason,
    applicantName: row.applicantName,
    applyTime: row.applyTime,
    approverName: row.approverName,
    approveTime: row.approveTime,
    voucherNo: row.voucherNo,
    payTime: row.payTime,
  };
}

function filterOf(input: CountInput & { applyStatus?: number }): repo.PaymentFilter {
  const statuses = VIEW_STATUSES[input.view];
  if (input.applyStatus !== undefined && !statuses.includes(input.applyStatus as never)) {
    throw badRequest(`${input.view === 'payment' ? '支付' : '审批'}视图没有该申请状态`);
  }
  return {
    statuses,
    applyStatus: input.applyStatus,
    purpose: input.purpose,
    payeeName: input.payeeName,
    sourceType: input.sourceType,
    applyFrom: input.applyFrom && startOfFilter(input.applyFrom),
    applyTo: input.applyTo && endOfFilter(input.applyTo),
  };
}

export async function pageApplies(deps: AppDeps, input: ListInput) {
  const page = await repo.pageApplies(deps.db, filterOf(input), input);
  return { total: page.total, records: page.records.map((r) => recordOf(r, deps.lookups.paymentSources)) };
}

/** countByStatus: the view's states in its order, each with its label there. */
export async function countByStatus(deps: AppDeps, input: CountInput) {
  const counts = await repo.countByStatus(deps.db, filterOf(input));
  return VIEW_STATUSES[input.view].map((applyStatus) => ({ applyStatus, label: applyStatusLabel(input.view, applyStatus), num: counts.get(applyStatus) ?? 0 }));
}

export async function applyInfo(deps: AppDeps, applyCode: string): Promise<PaymentApplyDetail> {
  const row = found(await repo.findByCode(deps.db, applyCode), NOT_FOUND);
  const [operations, pays] = await Promise.all([repo.operationsOf(deps.db, row.id), repo.paysOf(deps.db, row.id)]);
  return {
    ...recordOf(row, deps.lookups.paymentSources),
    operations: operations.map((o) => ({
      action: o.action,
      actionName: ACTION_NAMES[o.action] ?? o.action,
      fromStatus: o.fromStatus === null ? null : Number(o.fromStatus),
      toStatus: Number(o.toStatus),
      operatorName: o.operatorName,
      voucherNo: o.voucherNo,
      reason: o.reason,
      createTime: o.createTime,
    })),
    payments: pays.map((p) => ({
      requestNo: p.requestNo,
      step: p.step,
      outcome: p.outcome,
      amount: Number(p.amount),
      voucherNo: p.voucherNo,
      payDate: p.payDate,
      payTime: p.payTime,
      receiptKey: p.receiptKey,
      instructionUrl: transferInstructionUrl(deps.fileUrls, p.instructionKey),
      reason: p.reason,
      operatorName: p.operatorName,
      createTime: p.createTime,
    })),
  };
}

// ---------------------------------------------------------------------------
// 审批 (batch, all or nothing)
// ---------------------------------------------------------------------------

const recordMoves =
  (action: string, operator: PaymentOperator, now: string, extra: { voucherNo?: string; reason?: string } = {}) =>
  (trx: DbOrTrx, moved: readonly Moved<number>[]) =>
    repo.insertOperations(
      trx,
      moved.map((m) => ({ applyId: m.key, action, fromStatus: m.from, toStatus: m.to, operatorName: operator.realName, voucherNo: extra.voucherNo ?? '', reason: extra.reason ?? '', createTime: now })),
    );

const settledOf = (row: PaymentApplyRow, operator: PaymentOperator) => ({ applyCode: row.applyCode, sourceCode: row.sourceCode, amount: Number(row.amount), operatorName: operator.realName });

export async function approve(env: PaymentEnv, operator: PaymentOperator, input: ApproveInput, now = nowText()) {
  const action: PaymentApplyAction = input.pass === 1 ? 'pass' : 'reject';
  const run = async (trx: Transaction<Database>) => {
    const rows = await repo.findByCodes(trx, input.applyCodes);
    const moved = await moveStates(trx, APPLY_STATE, {
      action,
      batch: true,
      requested: input.applyCodes,
      rows: rows.map((r) => ({ key: Number(r.id), state: Number(r.applyStatus), code: r.applyCode, name: r.purpose })),
      changes: { opinion: input.opinion, approverName: operator.realName, approveTime: now, updateTime: now },
      record: recordMoves(action, operator, now, { reason: input.opinion }),
    });
    // A refusal releases the source's lines in the same transaction.
    if (action === 'reject') for (const row of rows) await sourceOf(env.sources, row.sourceType).refused(trx, settledOf(row, operator), now);
    return { applyCodes: rows.map((r) => r.applyCode), applyStatus: moved[0]?.to ?? (action === 'pass' ? 1 : 2) };
  };
  return inTransaction(env.db, run);
}

// ---------------------------------------------------------------------------
// 支付: 发起 and 登记结果, once per requestNo
// ---------------------------------------------------------------------------

const orderOf = (row: PaymentApplyRow): PayoutOrder => ({
  orderCode: row.applyCode,
  amount: Number(row.amount),
  payeeName: row.payeeName,
  payeeAccount: row.payeeAccount,
  payeeBank: row.payeeBank,
  purpose: row.purpose,
});

export interface PayResult {
  applyCode: string;
  applyStatus: number;
  requestNo: string;
  outcome: string;
  reason: string;
  /** 发起: the signed link to the 转账指令 it printed; '' otherwise. */
  instructionUrl: string;
}

const instructionUrlOf = (env: PaymentEnv, key: string) => (env.files ? transferInstructionUrl(env.files.fileUrls, key) : '');

/** The first answer to a requestNo, as recorded. */
async function repeatOf(env: PaymentEnv, input: PayInput): Promise<PayResult | null> {
  const done = await repo.payByRequestNo(env.db, input.requestNo);
  if (!done) return null;
  const apply = await repo.findById(env.db, Number(done.applyId));
  if (!apply || apply.applyCode !== input.applyCode) throw conflict('请求号已用于其他支付申请');
  return {
    applyCode: apply.applyCode,
    applyStatus: Number(done.toStatus),
    requestNo: done.requestNo,
    outcome: done.outcome,
    reason: done.reason,
    instructionUrl: instructionUrlOf(env, done.instructionKey),
  };
}

/**
 * 发起 prints its 转账指令 and keeps it before the transaction (drawing takes a
 * moment and needs no lock), for an application that may be sent; a 发起 then
 * beaten by a racing one leaves its file unreferenced, as 提现's does.
 */
async function printInstruction(env: PaymentEnv, operator: PaymentOperator, input: PayInput, now: string): Promise<string> {
  if (input.step !== 'send' || !env.files) return '';
  const row = found(await repo.findByCode(env.db, input.applyCode), NOT_FOUND);
  assertMove(PAYMENT_APPLY_MACHINE, 'send', Number(row.applyStatus));
  return keepTransferInstruction(env.files, { ...orderOf(row), requestNo: input.requestNo, requestedAt: now, operatorName: operator.realName });
}

/**
 * pay: 发起 prints the 转账指令 (kept, answered as a signed link) and sends the
 * order to the channel (offline: the money is then with the bank, 5);
 * 登记结果 records the bank's answer. A requestNo answers its first result
 * again; a voucher pays once (409); 支付成功 completes the source in the same
 * transaction.
 */
export async function pay(env: PaymentEnv, operator: PaymentOperator, input: PayInput, now = nowText()): Promise<PayResult> {
  const first = await repeatOf(env, input);
  if (first) return first;
  const instructionKey = await printInstruction(env, operator, input, now);
  try {
    return await inTransaction(env.db, async (trx) => {
      const row = found(await repo.findByCode(trx, input.applyCode), NOT_FOUND);
      const state = Number(row.applyStatus);
      const order = orderOf(row);
      let outcome: PayoutOutcome;
      if (input.step === 'send') {
        assertMove(PAYMENT_APPLY_MACHINE, 'send', state);
        outcome = await env.channel.sendPayout(order);
      } else {
        assertMove(PAYMENT_APPLY_MACHINE, 'paid', state);
        if (input.ok) {
          if (await repo.payByVoucher(trx, input.voucherNo)) throw conflict('凭证号已使用');
          const payTime = input.payTime ?? '';
          if (payTime > now) throw badRequest('支付时间不能晚于当前时间');
          outcome = env.channel.registerPayoutResult(order, { ok: true, payment: { voucherNo: input.voucherNo, amount: input.amount, payTime, receiptKey: input.receiptKey } });
        } else {
          outcome = env.channel.registerPayoutResult(order, { ok: false, reason: input.reason });
        }
      }
      const action: PaymentApplyAction =
        input.step === 'send'
          ? outcome.status === 'sent'
            ? 'send'
            : outcome.status === 'paid'
              ? 'sendPaid'
              : 'sendFailed'
          : outcome.status === 'paid'
            ? 'paid'
            : 'fail';
      const voucherNo = outcome.status === 'paid' ? outcome.receipt.voucherNo : '';
      const reason = outcome.status === 'failed' ? outcome.reason : '';
      const [moved] = await moveStates(trx, APPLY_STATE, {
        action,
        rows: [{ key: Number(row.id), state }],
        changes: (to) => ({
          updateTime: now,
          ...(to === 3 && outcome.status === 'paid' && { voucherNo, payTime: outcome.receipt.payTime, failReason: '' }),
          ...(to === 4 && { failReason: reason }),
        }),
        record: recordMoves(action, operator, now, { voucherNo, reason }),
      });
      await repo.insertPay(trx, {
        applyId: Number(row.id),
        requestNo: input.requestNo,
        step: input.step,
        outcome: outcome.status,
        toStatus: moved.to,
        amount: outcome.status === 'paid' ? outcome.receipt.paidAmount : input.step === 'register' ? input.amount : 0,
        voucherNo,
        payDate: outcome.status === 'paid' ? outcome.receipt.payTime.slice(0, 10) : '',
        payTime: outcome.status === 'paid' ? outcome.receipt.payTime : '',
        receiptKey: outcome.status === 'paid' ? outcome.receipt.receiptKey : '',
        instructionKey,
        reason,
        operatorId: operator.userId || null,
        operatorName: operator.realName,
        createTime: now,
      });
      if (moved.to === 3) await sourceOf(env.sources, row.sourceType).complete(trx, settledOf(row, operator), now);
      return { applyCode: row.applyCode, applyStatus: moved.to, requestNo: input.requestNo, outcome: outcome.status, reason, instructionUrl: instructionUrlOf(env, instructionKey) };
    });
  } catch (error) {
    // Two calls with one requestNo raced: the loser answers the winner's result; a voucher raced is 409 as above.
    if (constraintViolation(error) === 'unique') {
      const again = await repeatOf(env, input);
      if (again) return again;
      if (input.voucherNo && (await repo.payByVoucher(env.db, input.voucherNo))) throw conflict('凭证号已使用');
    }
    throw error;
  }
}
