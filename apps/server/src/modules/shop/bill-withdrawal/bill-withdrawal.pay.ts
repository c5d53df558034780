import { WITHDRAWAL_MACHINE, billWithdrawalApi, type BodyOf, type ToPayStoreResult, type WithdrawalAction } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, conflict } from '../../../platform/errors.js';
import { paymentChannelFor, type PayoutOrder, type PayoutOutcome } from '../../../platform/payments/payment-channel.js';
import { keepTransferInstruction, transferInstructionUrl } from '../../../platform/payments/transfer-instruction.js';
import { assertMove, moveStates } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import * as repo from './bill-withdrawal.repository.js';
import type { WithdrawalChanges, WithdrawalPayRow } from './bill-withdrawal.table.js';
import { recordMoves, WITHDRAWAL_STATE, withdrawalInScope } from './bill-withdrawal.service.js';

type PayInput = BodyOf<typeof billWithdrawalApi.toPayStore>;

const VOUCHER_USED = '凭证号已使用';

function orderOf(w: repo.WithdrawalWithStore): PayoutOrder {
  return { orderCode: w.withdrawalCode, amount: w.amount, payeeName: w.accountName, payeeAccount: w.accountNo, payeeBank: w.bankName, purpose: '商户提现' };
}

/** What a pay call answered, rebuilt from its stored record (a repeated request number gets exactly this). */
function answerOf(deps: AppDeps, withdrawalCode: string, pay: WithdrawalPayRow): ToPayStoreResult {
  return { withdrawalCode, status: pay.toState, instructionUrl: transferInstructionUrl(deps.fileUrls, pay.instructionKey), failReason: pay.failReason };
}

/** The first answer to a request number already used, for this withdrawal only (409 for another). */
async function earlierAnswer(deps: AppDeps, db: DbOrTrx, w: repo.WithdrawalWithStore, requestNo: string): Promise<ToPayStoreResult | null> {
  const pay = await repo.payByRequestNo(db, requestNo);
  if (!pay) return null;
  if (pay.withdrawalId !== w.id) throw conflict('请求号已用于其他提现申请');
  return answerOf(deps, w.withdrawalCode, pay);
}

/**
 * Moves a withdrawal by what the channel answered: `sent` stays 打款中,
 * `paid` → 已打款 with the voucher, `failed` → 打款失败 with the bank's reason.
 */
async function settleOutcome(trx: DbOrTrx, w: repo.WithdrawalWithStore, from: number, outcome: PayoutOutcome, actor: Actor, now: string): Promise<number> {
  if (outcome.status === 'sent') return from;
  const action: WithdrawalAction = outcome.status === 'paid' ? 'succeed' : 'fail';
  const changes: WithdrawalChanges =
    outcome.status === 'paid'
      ? { payTime: outcome.receipt.payTime, voucherNo: outcome.receipt.voucherNo, failReason: '', updateTime: now }
      : { failReason: outcome.reason, updateTime: now };
  const extra = outcome.status === 'paid' ? { voucherNo: outcome.receipt.voucherNo } : { reason: outcome.reason };
  const [moved] = await moveStates(trx, WITHDRAWAL_STATE, {
    action,
    rows: [{ key: w.id, state: from }],
    changes,
    record: (t, m) => recordMoves(t, m, action, actor, now, extra),
  });
  return moved.to;
}

/** A unique violation on the pay record: the same request number raced in (answer it) or the voucher was taken. */
async function onUnique<T>(deps: AppDeps, w: repo.WithdrawalWithStore, requestNo: string, write: () => Promise<T>): Promise<T | ToPayStoreResult> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error) !== 'unique') throw error;
    const earlier = await earlierAnswer(deps, deps.db, w, requestNo);
    if (earlier) return earlier;
    throw conflict(VOUCHER_USED);
  }
}

/**
 * 打款, in the PaymentChannel's two steps. 发起 (待打款 or 打款失败): the
 * transfer instruction PDF is printed and kept, the order goes to the channel
 * and the withdrawal is 打款中 (or at once 已打款 / 打款失败 when the channel
 * says so). 登记结果 (打款中): the voucher (unique, its amount the
 * withdrawal's) → 已打款, or the bank's reason → 打款失败. Every call carries a
 * request number: a repeat answers the first result and moves nothing.
 */
export async function toPayStore(deps: AppDeps, actor: Actor, input: PayInput): Promise<ToPayStoreResult> {
  const w = await withdrawalInScope(deps.db, input.withdrawalCode, actor.scope);
  const earlier = await earlierAnswer(deps, deps.db, w, input.requestNo);
  if (earlier) return earlier;
  const channel = paymentChannelFor(deps.config);
  const order = orderOf(w);
  const now = nowText();

  if (input.step === 1) {
    assertMove(WITHDRAWAL_MACHINE, 'pay', w.status);
    const instructionKey = await keepTransferInstruction(deps, { ...order, requestNo: input.requestNo, requestedAt: now, operatorName: actor.realName });
    const outcome = await channel.sendPayout(order);
    return onUnique(deps, w, input.requestNo, () =>
      deps.db.transaction().execute(async (trx) => {
        const [sent] = await moveStates(trx, WITHDRAWAL_STATE, {
          action: 'pay',
          rows: [{ key: w.id, state: w.status }],
          changes: { failReason: '', updateTime: now },
          record: (t, m) => recordMoves(t, m, 'pay', actor, now),
        });
        const status = await settleOutcome(trx, w, sent.to, outcome, actor, now);
        const receipt = outcome.status === 'paid' ? outcome.receipt : null;
        const pay = {
          requestNo: input.requestNo,
          withdrawalId: w.id,
          step: 1,
          toState: status,
          voucherNo: receipt?.voucherNo ?? null,
          amount: w.amount,
          payTime: receipt?.payTime ?? '',
          receiptKey: receipt?.receiptKey ?? '',
          instructionKey,
          failReason: outcome.status === 'failed' ? outcome.reason : '',
          operatorName: actor.realName,
          createTime: now,
        };
        await repo.insertPay(trx, pay);
        return answerOf(deps, w.withdrawalCode, { id: 0, ...pay });
      }),
    );
  }

  const action: WithdrawalAction = input.success ? 'succeed' : 'fail';
  assertMove(WITHDRAWAL_MACHINE, action, w.status);
  if (input.success && input.payTime && input.payTime > now) throw badRequest('打款时间不能晚于当前时间');
  const outcome = channel.registerPayoutResult(
    order,
    input.success
      ? { ok: true, payment: { voucherNo: input.voucherNo ?? '', amount: input.amount ?? 0, payTime: input.payTime ?? '', receiptKey: input.receiptKey ?? '' } }
      : { ok: false, reason: input.failReason ?? '' },
  );
  if (outcome.status === 'paid' && (await repo.payByVoucher(deps.db, outcome.receipt.voucherNo))) throw conflict(VOUCHER_USED);
  return onUnique(deps, w, input.requestNo, () =>
    deps.db.transaction().execute(async (trx) => {
      const status = await settleOutcome(trx, w, w.status, outcome, actor, now);
      const receipt = outcome.status === 'paid' ? outcome.receipt : null;
      const pay = {
        requestNo: input.requestNo,
        withdrawalId: w.id,
        step: 2,
        toState: status,
        voucherNo: receipt?.voucherNo ?? null,
        amount: receipt?.paidAmount ?? 0,
        payTime: receipt?.payTime ?? '',
        receiptKey: receipt?.receiptKey ?? '',
        instructionKey: '',
        failReason: outcome.status === 'failed' ? outcome.reason : '',
        operatorName: actor.realName,
        createTime: now,
      };
      await repo.insertPay(trx, pay);
      return answerOf(deps, w.withdrawalCode, { id: 0, ...pay });
    }),
  );
}
