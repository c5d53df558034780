import {
  centsToYuan,
  WITHDRAWAL_LABELS,
  WITHDRAWAL_MACHINE,
  WITHDRAWAL_STATUS_LABELS,
  WITHDRAWAL_TAB_ORDER,
  billWithdrawalApi,
  perm,
  type BodyOf,
  type QueryOf,
  type ReportRow,
  type StoreBalance,
  type WithdrawalAction,
  type WithdrawalPage,
  type WithdrawalRecord,
  type WithdrawalStep,
} from '@hrbd/contract';
import type { Config } from '../../../config.js';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { disclosureFor, type Disclosure } from '../../../platform/disclosure.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates, type Moved } from '../../../platform/state-move.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { placeNamer, type PlaceNames } from '../../common/region/region.service.js';
import { settledAmountOf } from '../bill-trade/bill-trade.service.js';
import * as repo from './bill-withdrawal.repository.js';
import type { NewWithdrawal, NewWithdrawalOperation, NewWithdrawalPay, WithdrawalChanges } from './bill-withdrawal.table.js';

type ListInput = QueryOf<typeof billWithdrawalApi.billList>;
type ApproveInput = BodyOf<typeof billWithdrawalApi.approve>;
type ReportInput = QueryOf<typeof billWithdrawalApi.billReport>;

export const WITHDRAWAL_STATE = { table: 'shopWithdrawal', key: 'id', state: 'status', machine: WITHDRAWAL_MACHINE } as const;
const NOT_FOUND = '提现申请不存在';
const MERCHANT = '商户';

/** Who moved it: a console user, or the merchant app. */
export type Operator = Pick<Actor, 'realName'> | null;

export function recordMoves(
  db: DbOrTrx,
  moved: ReadonlyArray<Omit<Moved<number>, 'from'> & { from: number | null }>,
  action: string,
  operator: Operator,
  now: string,
  extra: { reason?: string; voucherNo?: string } = {},
): Promise<void> {
  return repo.insertOperations(
    db,
    moved.map(
      (m): NewWithdrawalOperation => ({
        withdrawalId: m.key,
        action,
        fromState: m.from,
        toState: m.to,
        reason: extra.reason ?? '',
        voucherNo: extra.voucherNo ?? '',
        operatorName: operator?.realName ?? MERCHANT,
        createTime: now,
      }),
    ),
  );
}

// ---------------------------------------------------------------------------
// Balance and the merchant app's application
// ---------------------------------------------------------------------------

/** Settled trades − withdrawals not rejected; what is applied for but not yet paid is frozen. */
export async function balanceOf(db: DbOrTrx, storeId: number): Promise<StoreBalance> {
  const [tradeAmount, amounts] = await Promise.all([settledAmountOf(db, storeId), repo.amountsByStatus(db, storeId)]);
  const frozenAmount = repo.FROZEN_STATUSES.reduce((sum: number, s) => sum + (amounts.get(s) ?? 0), 0);
  const paidAmount = amounts.get(repo.PAID_STATUS) ?? 0;
  return { tradeAmount, frozenAmount, paidAmount, available: tradeAmount - frozenAmount - paidAmount };
}

/** The first second of the month `now` falls in. */
const monthStart = (now: string) => `${now.slice(0, 7)}-01 00:00:00`;

/** This month's allowance of a store: applications not rejected count. */
async function allowance(db: DbOrTrx, config: Pick<Config, 'withdrawTimesPerMonth'>, storeId: number, now: string) {
  const used = await repo.countApplications(db, storeId, monthStart(now));
  const limit = config.withdrawTimesPerMonth;
  return { month: now.slice(0, 7), limit, used, remaining: Math.max(0, limit - used) };
}

/**
 * A store's application (merchant app; no catalogue row): 已认证 stores only,
 * within this month's allowance and the available balance, which it freezes
 * at once. The store's row is touched first so two applications of one store
 * cannot both spend the same balance.
 */
export async function applyWithdrawal(
  deps: { db: DbOrTrx; config: Pick<Config, 'withdrawTimesPerMonth'> },
  input: { storeCode: string; amount: number },
  now = nowText(),
): Promise<{ withdrawalCode: string; status: number }> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw badRequest('提现金额应大于 0');
  const run = async (trx: DbOrTrx) => {
    const store = found(await repo.storeForWithdrawal(trx, input.storeCode, { regionCode: null }), '商户不存在');
    if (store.approveType !== 1) throw conflict(`商户“${store.storeName}”尚未认证，不能提现`);
    await repo.lockStore(trx, store.id, now);
    const times = await allowance(trx, deps.config, store.id, now);
    if (times.remaining <= 0) throw conflict(`本月提现次数已用完（每月 ${times.limit} 次）`);
    const balance = await balanceOf(trx, store.id);
    if (input.amount > balance.available) throw badRequest(`提现金额超过可提现余额（${(balance.available / 100).toFixed(2)} 元）`);
    const withdrawalCode = `TX${randomCode(20).toUpperCase()}`;
    const id = await repo.insertWithdrawal(trx, {
      withdrawalCode,
      storeId: store.id,
      amount: input.amount,
      accountName: store.accountName,
      bankName: store.bankName,
      accountNo: store.accountNo,
      status: 0,
      applyTime: now,
      auditName: '',
      auditTime: '',
      rejectDesc: '',
      payTime: '',
      voucherNo: '',
      failReason: '',
      updateTime: now,
    });
    await recordMoves(trx, [{ key: id, from: null, to: 0 }], 'apply', null, now);
    return { withdrawalCode, status: 0 };
  };
  return deps.db.isTransaction ? run(deps.db) : deps.db.transaction().execute(run);
}

/** Withdrawals made elsewhere already checked (the demo seed): written as they are. */
export const loadWithdrawals = (db: DbOrTrx, rows: readonly NewWithdrawal[]) => repo.insertWithdrawals(db, rows);
export const loadTimelines = (db: DbOrTrx, rows: readonly NewWithdrawalOperation[]) => repo.insertOperations(db, rows);
export const loadPays = (db: DbOrTrx, rows: readonly NewWithdrawalPay[]) => repo.insertPays(db, rows);
export const withdrawalIds = (db: DbOrTrx, codes: readonly string[]) => repo.idsByCodes(db, codes);

// ---------------------------------------------------------------------------
// The console
// ---------------------------------------------------------------------------

const disclosure = (deps: AppDeps, actor: Actor) => disclosureFor(deps, actor, perm.oddjobMarket.shop.withdrawal.viewSensitive);
const ACTION_NAMES: Readonly<Record<string, string>> = { ...WITHDRAWAL_MACHINE.actions, apply: '申请提现' };

function stepOf(r: Awaited<ReturnType<typeof repo.timelinesOf>>[number]): WithdrawalStep {
  return {
    action: r.action,
    actionName: ACTION_NAMES[r.action] ?? r.action,
    fromState: r.fromState === null ? null : Number(r.fromState),
    toState: Number(r.toState),
    reason: r.reason,
    voucherNo: r.voucherNo,
    operatorName: r.operatorName,
    createTime: r.createTime,
  };
}

function toRecord(row: repo.WithdrawalWithStore, names: PlaceNames, see: Disclosure, timeline: WithdrawalStep[]): WithdrawalRecord {
  return {
    withdrawalCode: row.withdrawalCode,
    storeCode: row.storeCode,
    storeName: row.storeName,
    countyName: names.countyName,
    amount: row.amount,
    accountName: row.accountName,
    bankName: row.bankName,
    accountNo: see.bankCard(row.accountNo),
    status: row.status,
    applyTime: row.applyTime,
    auditName: row.auditName,
    auditTime: row.auditTime,
    rejectDesc: row.rejectDesc,
    payTime: row.payTime,
    voucherNo: row.voucherNo,
    failReason: row.failReason,
    timeline,
  };
}

/** Records of withdrawals, each with its timeline (one query for the page). */
export async function recordsOf(deps: AppDeps, actor: Actor, rows: readonly repo.WithdrawalWithStore[]): Promise<WithdrawalRecord[]> {
  const [steps, namer, see] = await Promise.all([repo.timelinesOf(deps.db, rows.map((r) => r.id)), placeNamer(deps.db), disclosure(deps, actor)]);
  const byId = new Map<number, WithdrawalStep[]>();
  for (const s of steps) byId.set(Number(s.withdrawalId), [...(byId.get(Number(s.withdrawalId)) ?? []), stepOf(s)]);
  return rows.map((r) => toRecord(r, namer(r), see, byId.get(Number(r.id)) ?? []));
}

const filterOf = (actor: Actor, input: ListInput): repo.WithdrawalFilter => ({
  scope: actor.scope,
  status: input.status,
  storeName: input.storeName,
  withdrawalCode: input.withdrawalCode,
  regionCode: input.regionCode,
  from: input.beginTime ? startOfFilter(input.beginTime) : undefined,
  to: input.endTime ? endOfFilter(input.endTime) : undefined,
});

/** The list's total: every status's count, or the tab's. */
const totalOf = (counts: ReadonlyMap<number, number>, status: number | undefined) =>
  status === undefined ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(status) ?? 0);

export async function pageWithdrawals(deps: AppDeps, actor: Actor, input: ListInput): Promise<WithdrawalPage> {
  const filter = filterOf(actor, input);
  const [rows, counts] = await Promise.all([repo.pageWithdrawals(deps.db, filter, input), repo.countByStatus(deps.db, filter)]);
  return {
    total: totalOf(counts, input.status),
    records: await recordsOf(deps, actor, rows),
    counts: WITHDRAWAL_TAB_ORDER.map((status) => ({ status, label: WITHDRAWAL_STATUS_LABELS[status], num: counts.get(status) ?? 0 })),
  };
}

/** 提现管理 exported: the list under its filters and tab, inside the caller's region, the account masked as in the list. */
export const exportWithdrawals = listExport<typeof billWithdrawalApi.billList, typeof WITHDRAWAL_LABELS, WithdrawalRecord>(WITHDRAWAL_LABELS, async ({ deps, actor, query }) => {
  const filter = filterOf(actor, query);
  const [namer, see] = await Promise.all([placeNamer(deps.db), disclosure(deps, actor)]);
  return {
    count: async () => totalOf(await repo.countByStatus(deps.db, filter), filter.status),
    values: {
      storeName: (r) => r.storeName,
      status: (r) => WITHDRAWAL_MACHINE.label(r.status),
      applyTime: (r) => r.applyTime,
      amount: (r) => centsToYuan(r.amount),
      accountName: (r) => r.accountName,
      bankName: (r) => r.bankName,
      accountNo: (r) => r.accountNo,
      countyName: (r) => r.countyName,
      payTime: (r) => r.payTime,
      voucherNo: (r) => r.voucherNo,
      auditName: (r) => r.auditName,
      auditTime: (r) => r.auditTime,
      rejectDesc: (r) => r.rejectDesc,
      failReason: (r) => r.failReason,
      withdrawalCode: (r) => r.withdrawalCode,
    },
    batches: async function* () {
      const rows = keysetBatches<repo.WithdrawalWithStore, repo.WithdrawalCursor>(
        deps.db,
        (after, limit) => repo.withdrawalsAfter(deps.db, filter, after, limit),
        (last) => ({ applyTime: last.applyTime, id: Number(last.id) }),
      );
      // The timeline stays with the list and the detail; the sheet has one row per withdrawal.
      for await (const batch of rows) yield batch.map((row) => toRecord(row, namer(row), see, []));
    },
  };
});

export async function remainingTimes(deps: AppDeps, actor: Actor, storeCode: string) {
  const store = found(await repo.storeForWithdrawal(deps.db, storeCode, actor.scope), '商户不存在');
  return allowance(deps.db, deps.config, store.id, nowText());
}

/**
 * 批量审核: 通过 moves 待审核 → 待打款; 驳回 (a reason) moves 待审核 or 打款失败
 * → 已驳回, which gives the amount back to the store's balance. Every named
 * withdrawal must be in the scope and allow it, or nothing moves.
 */
export async function approveWithdrawals(deps: AppDeps, actor: Actor, input: ApproveInput): Promise<{ count: number; status: number }> {
  const action: WithdrawalAction = input.approveType === 1 ? 'pass' : 'reject';
  const reason = action === 'reject' ? input.rejectDesc : '';
  const codes = [...new Set(input.withdrawalCodes)];
  return deps.db.transaction().execute(async (trx) => {
    const rows = await repo.findByCodes(trx, codes, actor.scope);
    const now = nowText();
    const changes: WithdrawalChanges = action === 'pass' ? { auditName: actor.realName, auditTime: now, updateTime: now } : { rejectDesc: reason, auditName: actor.realName, auditTime: now, updateTime: now };
    const moved = await moveStates(trx, WITHDRAWAL_STATE, {
      action,
      batch: true,
      requested: codes,
      rows: rows.map((r) => ({ key: r.id, state: r.status, code: r.withdrawalCode, name: `${r.storeName} ${(r.amount / 100).toFixed(2)} 元` })),
      changes,
      record: (t, m) => recordMoves(t, m, action, actor, now, { reason }),
    });
    return { count: moved.length, status: action === 'pass' ? 1 : 2 };
  });
}

/** One withdrawal in the caller's scope (404 otherwise). */
export async function withdrawalInScope(db: DbOrTrx, withdrawalCode: string, scope: DataScope): Promise<repo.WithdrawalWithStore> {
  return found((await repo.findByCodes(db, [withdrawalCode], scope))[0], NOT_FOUND);
}

// ---------------------------------------------------------------------------
// The monthly report
// ---------------------------------------------------------------------------

export async function billReport(deps: AppDeps, actor: Actor, input: ReportInput) {
  const thisMonth = nowText().slice(0, 7);
  const endMonth = input.endMonth ?? thisMonth;
  const beginMonth = input.beginMonth ?? endMonth;
  if (beginMonth > endMonth) throw badRequest('开始月份不能晚于结束月份');
  const [rows, namer] = await Promise.all([
    repo.reportRows(deps.db, { scope: actor.scope, beginMonth, endMonth, storeName: input.storeName, regionCode: input.regionCode }),
    placeNamer(deps.db),
  ]);
  const totals = { tradeAmount: 0, redPacketAmount: 0, withdrawnAmount: 0, paidAmount: 0, balance: 0 };
  const records: ReportRow[] = rows.map((r) => {
    totals.tradeAmount += r.trade;
    totals.redPacketAmount += r.redpkg;
    totals.withdrawnAmount += r.withdrawn;
    totals.paidAmount += r.paid;
    totals.balance += r.balance;
    return {
      rowKey: `${r.month}-${r.code}`,
      month: r.month,
      storeCode: r.code,
      storeName: r.name,
      countyName: namer({ provinceCode: r.province, cityCode: r.city, countyCode: r.county }).countyName,
      tradeAmount: r.trade,
      redPacketAmount: r.redpkg,
      withdrawnAmount: r.withdrawn,
      paidAmount: r.paid,
      balance: r.balance,
    };
  });
  const size = Math.min(input.pageSize, 100);
  const start = (input.pageNum - 1) * size;
  return { total: records.length, totals, records: records.slice(start, start + size) };
}
