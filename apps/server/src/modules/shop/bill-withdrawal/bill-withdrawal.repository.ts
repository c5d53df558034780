import { sql, type Kysely } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { bulkInsert, containsText, dialectOf } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { pageWindow, type PageRequest } from '../../../platform/paging.js';
import { countedBuckets } from '../../../platform/row-counts.js';
import type { NewWithdrawal, NewWithdrawalOperation, NewWithdrawalPay, WithdrawalChanges, WithdrawalPayRow, WithdrawalRow } from './bill-withdrawal.table.js';

/** Statuses whose amount is still held from the store's balance (not yet paid, not rejected). */
export const FROZEN_STATUSES = [0, 1, 3, 5] as const;
export const PAID_STATUS = 4;
export const REJECTED_STATUS = 2;

export interface WithdrawalFilter {
  scope: DataScope;
  status?: number;
  storeName?: string;
  withdrawalCode?: string;
  regionCode?: string;
  from?: string;
  to?: string;
}

/** The store a withdrawal is made for, by code, with what a withdrawal copies from it. */
export function storeForWithdrawal(db: DbOrTrx, storeCode: string, scope: DataScope) {
  return db
    .selectFrom('shopStore')
    .select(['id', 'storeCode', 'storeName', 'approveType', 'accountName', 'bankName', 'accountNo', 'countyCode'])
    .where('storeCode', '=', storeCode)
    .where(inScope(scope, 'countyCode'))
    .executeTakeFirst();
}

/**
 * Touches the store's row inside the applying transaction: on PostgreSQL the
 * row lock makes a second application for the same store wait until the
 * first has committed, so two cannot both spend one balance (SQLite writes
 * one transaction at a time anyway).
 */
export async function lockStore(db: DbOrTrx, storeId: number, now: string): Promise<void> {
  await db.updateTable('shopStore').set({ updateTime: now }).where('id', '=', storeId).execute();
}

/** Amounts per status of a store's withdrawals. */
export async function amountsByStatus(db: DbOrTrx, storeId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('shopWithdrawal')
    .select(['status', (eb) => eb.fn.sum<number>('amount').as('n')])
    .where('storeId', '=', storeId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

/** A store's applications since `from` that were not rejected (the month's allowance). */
export async function countApplications(db: DbOrTrx, storeId: number, from: string): Promise<number> {
  const row = await db
    .selectFrom('shopWithdrawal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('storeId', '=', storeId)
    .where('applyTime', '>=', from)
    .where('status', '<>', REJECTED_STATUS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertWithdrawal(db: DbOrTrx, row: NewWithdrawal): Promise<number> {
  const r = await db.insertInto('shopWithdrawal').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

const WITHDRAWAL_COLUMNS = [
  ['withdrawal_code', 'text'],
  ['store_id', 'integer'],
  ['amount', 'integer'],
  ['account_name', 'text'],
  ['bank_name', 'text'],
  ['account_no', 'text'],
  ['status', 'integer'],
  ['apply_time', 'text'],
  ['audit_name', 'text'],
  ['audit_time', 'text'],
  ['reject_desc', 'text'],
  ['pay_time', 'text'],
  ['voucher_no', 'text'],
  ['fail_reason', 'text'],
  ['update_time', 'text'],
] as const;

const LOAD_CHUNK = 20_000;

/** Many withdrawals at once (the demo seed and the benchmark's million). */
export async function insertWithdrawals(db: DbOrTrx, rows: readonly NewWithdrawal[]): Promise<void> {
  const dialect = dialectOf(db);
  for (let i = 0; i < rows.length; i += LOAD_CHUNK) {
    const cells = rows
      .slice(i, i + LOAD_CHUNK)
      .map((w) => [
        w.withdrawalCode,
        w.storeId,
        w.amount,
        w.accountName,
        w.bankName,
        w.accountNo,
        w.status ?? 0,
        w.applyTime,
        w.auditName ?? '',
        w.auditTime ?? '',
        w.rejectDesc ?? '',
        w.payTime ?? '',
        w.voucherNo ?? '',
        w.failReason ?? '',
        w.updateTime,
      ]);
    await bulkInsert(db as unknown as Kysely<unknown>, dialect, 'shop_withdrawal', WITHDRAWAL_COLUMNS, cells);
  }
}

export function idsByCodes(db: DbOrTrx, codes: readonly string[]) {
  return db.selectFrom('shopWithdrawal').select(['id', 'withdrawalCode']).where('withdrawalCode', 'in', codes).execute();
}

export async function insertOperations(db: DbOrTrx, rows: readonly NewWithdrawalOperation[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('shopWithdrawalOperation').values(rows.slice(i, i + 500)).execute();
}

export async function insertPays(db: DbOrTrx, rows: readonly NewWithdrawalPay[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('shopWithdrawalPay').values(rows.slice(i, i + 500)).execute();
}

export type WithdrawalWithStore = WithdrawalRow & { storeCode: string; storeName: string; provinceCode: string; cityCode: string; countyCode: string };

/** Withdrawals with their store, by code, only inside the caller's scope. */
export function findByCodes(db: DbOrTrx, codes: readonly string[], scope: DataScope): Promise<WithdrawalWithStore[]> {
  return db
    .selectFrom('shopWithdrawal as w')
    .innerJoin('shopStore as s', 's.id', 'w.storeId')
    .selectAll('w')
    .select(['s.storeCode', 's.storeName', 's.provinceCode', 's.cityCode', 's.countyCode'])
    .where('w.withdrawalCode', 'in', codes)
    .where(inScope(scope, 's.countyCode'))
    .execute();
}

export async function updateWithdrawal(db: DbOrTrx, id: number, changes: WithdrawalChanges): Promise<void> {
  await db.updateTable('shopWithdrawal').set(changes).where('id', '=', id).execute();
}

export function payByRequestNo(db: DbOrTrx, requestNo: string): Promise<WithdrawalPayRow | undefined> {
  return db.selectFrom('shopWithdrawalPay').selectAll().where('requestNo', '=', requestNo).executeTakeFirst();
}

export function payByVoucher(db: DbOrTrx, voucherNo: string) {
  return db.selectFrom('shopWithdrawalPay').select(['id', 'withdrawalId']).where('voucherNo', '=', voucherNo).executeTakeFirst();
}

export async function insertPay(db: DbOrTrx, row: NewWithdrawalPay): Promise<void> {
  await db.insertInto('shopWithdrawalPay').values(row).execute();
}

export function timelinesOf(db: DbOrTrx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('shopWithdrawalOperation').selectAll().where('withdrawalId', 'in', ids).orderBy('withdrawalId').orderBy('id').execute();
}

// ---------------------------------------------------------------------------
// The list and its counts
// ---------------------------------------------------------------------------

/** Whether anything but the tab narrows the list (then the counts are counted, else read from the trigger-kept counter). */
const narrowed = (f: WithdrawalFilter) => !isWholeScope(f.scope) || Boolean(f.storeName || f.withdrawalCode || f.regionCode || f.from || f.to);
const byStore = (f: WithdrawalFilter) => !isWholeScope(f.scope) || Boolean(f.storeName || f.regionCode);

function filtered(db: DbOrTrx, f: WithdrawalFilter) {
  let q = db.selectFrom('shopWithdrawal as w');
  if (byStore(f)) {
    // Filters on the store as a subquery of ids: the withdrawals' own (status, apply_time) index still orders the page.
    let stores = db.selectFrom('shopStore as s').select('s.id').where(inScope(f.scope, 's.countyCode'));
    if (f.storeName) stores = stores.where(containsText(db, 's.storeName', f.storeName));
    if (f.regionCode) stores = stores.where(inScope({ regionCode: f.regionCode }, 's.countyCode'));
    q = q.where('w.storeId', 'in', stores);
  }
  if (f.withdrawalCode) q = q.where('w.withdrawalCode', '=', f.withdrawalCode);
  if (f.from) q = q.where('w.applyTime', '>=', f.from);
  if (f.to) q = q.where('w.applyTime', '<=', f.to);
  return q;
}

export async function pageWithdrawals(db: DbOrTrx, f: WithdrawalFilter, page: PageRequest): Promise<WithdrawalWithStore[]> {
  const window = pageWindow(page);
  let ids = filtered(db, f).select('w.id');
  if (f.status !== undefined) ids = ids.where('w.status', '=', f.status);
  const picked = await ids.orderBy('w.applyTime', 'desc').orderBy('w.id', 'desc').limit(window.limit).offset(window.offset).execute();
  if (picked.length === 0) return [];
  const rows = await db
    .selectFrom('shopWithdrawal as w')
    .innerJoin('shopStore as s', 's.id', 'w.storeId')
    .selectAll('w')
    .select(['s.storeCode', 's.storeName', 's.provinceCode', 's.cityCode', 's.countyCode'])
    .where(
      'w.id',
      'in',
      picked.map((p) => p.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return picked.flatMap((p) => byId.get(Number(p.id)) ?? []);
}

/** The list's rows under its filters and tab with their store, newest first, after a cursor (an export's batches). */
export interface WithdrawalCursor {
  applyTime: string;
  id: number;
}

export function withdrawalsAfter(db: DbOrTrx, f: WithdrawalFilter, cursor: WithdrawalCursor | null, limit: number): Promise<WithdrawalWithStore[]> {
  let q = filtered(db, f).innerJoin('shopStore as s', 's.id', 'w.storeId');
  if (f.status !== undefined) q = q.where('w.status', '=', f.status);
  if (cursor) q = q.where((eb) => eb(eb.refTuple('w.applyTime', 'w.id'), '<', eb.tuple(cursor.applyTime, cursor.id)));
  return q
    .selectAll('w')
    .select(['s.storeCode', 's.storeName', 's.provinceCode', 's.cityCode', 's.countyCode'])
    .orderBy('w.applyTime', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
}

/** Withdrawals per status under the filters (the tab aside). */
export async function countByStatus(db: DbOrTrx, f: WithdrawalFilter): Promise<Map<number, number>> {
  if (!narrowed(f)) return countedBuckets(db, 'shop_withdrawal');
  const rows = await filtered(db, f)
    .select(['w.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('w.status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

// ---------------------------------------------------------------------------
// The monthly report
// ---------------------------------------------------------------------------

export interface ReportFilter {
  scope: DataScope;
  beginMonth: string;
  endMonth: string;
  storeName?: string;
  regionCode?: string;
}

export interface ReportSqlRow {
  storeId: number;
  month: string;
  trade: number;
  redpkg: number;
  withdrawn: number;
  paid: number;
  balance: number;
  code: string;
  name: string;
  province: string;
  city: string;
  county: string;
}

/**
 * Per store and month: completed trades (and their red-packet part),
 * withdrawals applied (not rejected), withdrawals paid, and the balance at
 * the month's end — a running sum of trades − withdrawn from the store's first
 * month, so it is read before the months are narrowed.
 */
export async function reportRows(db: DbOrTrx, f: ReportFilter): Promise<ReportSqlRow[]> {
  const endBound = `${f.endMonth}-31 23:59:59`;
  const name = f.storeName ? sql`and ${containsText(db, 's.storeName', f.storeName)}` : sql``;
  const region = f.regionCode ? sql`and ${inScope({ regionCode: f.regionCode }, 's.countyCode')}` : sql``;
  const result = await sql<ReportSqlRow>`
    with monthly as (
      select x.store_id, x.month, sum(x.trade) as trade, sum(x.redpkg) as redpkg, sum(x.withdrawn) as withdrawn, sum(x.paid) as paid
      from (
        select store_id, substr(trade_time, 1, 7) as month, amount as trade, red_packet_amount as redpkg, 0 as withdrawn, 0 as paid
          from shop_trade where status = 1 and trade_time <= ${endBound}
        union all
        select store_id, substr(apply_time, 1, 7), 0, 0, amount, 0
          from shop_withdrawal where status <> ${REJECTED_STATUS} and apply_time <= ${endBound}
        union all
        select store_id, substr(pay_time, 1, 7), 0, 0, 0, amount
          from shop_withdrawal where status = ${PAID_STATUS} and pay_time <> '' and pay_time <= ${endBound}
      ) x
      group by x.store_id, x.month
    ), running as (
      select store_id, month, trade, redpkg, withdrawn, paid,
        sum(trade - withdrawn) over (partition by store_id order by month rows between unbounded preceding and current row) as balance
      from monthly
    )
    select r.store_id, r.month, r.trade, r.redpkg, r.withdrawn, r.paid, r.balance,
      s.store_code as code, s.store_name as name, s.province_code as province, s.city_code as city, s.county_code as county
    from running r
    inner join shop_store s on s.id = r.store_id
    where r.month between ${f.beginMonth} and ${f.endMonth} and ${inScope(f.scope, 's.countyCode')} ${name} ${region}
    order by r.month desc, r.trade desc, r.store_id
  `.execute(db);
  return result.rows.map((r) => ({
    ...r,
    storeId: Number(r.storeId),
    trade: Number(r.trade),
    redpkg: Number(r.redpkg),
    withdrawn: Number(r.withdrawn),
    paid: Number(r.paid),
    balance: Number(r.balance),
  }));
}
