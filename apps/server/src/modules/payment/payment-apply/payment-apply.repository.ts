import { sql, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { containsText, filterOnly } from '../../../db/dialect/index.js';
import { pageWindow, WALK_SHARE, type PageRequest } from '../../../platform/paging.js';
import { countedBuckets } from '../../../platform/row-counts.js';
import { wholeDaysOf } from '../../../platform/time.js';
import type { NewPaymentApply, NewPaymentApplyOperation, NewPaymentApplyPay, PaymentApplyChanges, PaymentApplyRow } from './payment-apply.table.js';

export interface PaymentFilter {
  /** The view's states (the 支付 view never shows 0 and 2). */
  statuses: readonly number[];
  applyStatus?: number;
  purpose?: string;
  payeeName?: string;
  sourceType?: string;
  applyFrom?: string;
  applyTo?: string;
}

const sumOf = (counts: Map<number, number>, statuses: readonly number[]) => statuses.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);

/** A payee text as the payees it names (the payee counter, 0090), matched once per request. */
interface PayeeMatch {
  /** Their applications per state. */
  counts: Map<number, number>;
  /** The payees' names when their applications are few enough to read by payee (see pageApplies); else undefined. */
  listed?: string[];
}

/** At most this many payees are read by name (the list goes as parameters); more walk the time index whatever their share. */
const MAX_LISTED_PAYEES = 500;

async function matchPayees(db: DbOrTrx, text: string, statuses: readonly number[]): Promise<PayeeMatch> {
  const [rows, all] = await Promise.all([
    db.selectFrom('paymentApplyPayeeCount').selectAll().where(containsText(db, 'payeeName', text)).where('n', '>', 0).execute(),
    countedBuckets(db, 'payment_apply'),
  ]);
  const counts = new Map(statuses.map((s) => [s, rows.reduce((sum, r) => sum + Number(r[`n${s}` as `n${0 | 1 | 2 | 3 | 4 | 5}`]), 0)]));
  const few = rows.length <= MAX_LISTED_PAYEES && sumOf(counts, statuses) < sumOf(all, statuses) * WALK_SHARE;
  return { counts, ...(few && { listed: rows.map((r) => r.payeeName) }) };
}

/** A payee text as a condition on the applications: their payee in the listed names (none listed: no match), else the text itself. */
function payeeCondition(db: DbOrTrx, text: string, listed: readonly string[] | undefined) {
  if (!listed) return containsText(db, 'a.payeeName', text);
  return listed.length > 0 ? sql<SqlBool>`${sql.ref('a.payeeName')} in (${sql.join(listed)})` : sql<SqlBool>`1 = 0`;
}

/** `payees`: the payee text's match; its listed payees' rows are read through their index (few rows; see pageApplies). */
function filtered(db: DbOrTrx, filter: PaymentFilter, payees?: PayeeMatch) {
  // Under a text the state is a filter only: SQLite would otherwise read the states' index and sort every match, where
  // the page walks the time index (payee 商户12: 1.0 → 0.5 ms) or reads the payees' rows.
  const state = filter.payeeName || filter.purpose ? filterOnly(db, 'a.applyStatus') : sql.ref('a.applyStatus');
  let q = db.selectFrom('paymentApply as a').where(state, 'in', [...filter.statuses]);
  if (filter.purpose) q = q.where(containsText(db, 'a.purpose', filter.purpose));
  if (filter.payeeName) q = q.where(payeeCondition(db, filter.payeeName, payees?.listed));
  if (filter.sourceType) q = q.where('a.sourceType', '=', filter.sourceType);
  if (filter.applyFrom) q = q.where('a.applyTime', '>=', filter.applyFrom);
  if (filter.applyTo) q = q.where('a.applyTime', '<=', filter.applyTo);
  return q;
}

const byState = (rows: ReadonlyArray<{ applyStatus: number; n: number | string | null }>) => new Map(rows.map((r) => [Number(r.applyStatus), Number(r.n ?? 0)]));

/**
 * Applications per state under the filter (its `statuses`; `applyStatus` is
 * the caller's to pick), `payees` being its payee text's match. From a
 * trigger-kept counter when the filter is made of what one is keyed by
 * (migrations 0063, 0090), else counted from the rows:
 * - states only: `sys_row_count`;
 * - a source and whole days, either or both: `payment_apply_day_count`;
 * - a payee text alone: the payees' counts in `payment_apply_payee_count`.
 */
async function countsByState(db: DbOrTrx, filter: PaymentFilter, payees?: PayeeMatch): Promise<Map<number, number>> {
  const { purpose, payeeName, sourceType, applyFrom, applyTo } = filter;
  const byTime = applyFrom || applyTo;
  const days = byTime ? wholeDaysOf(applyFrom, applyTo) : undefined;
  if (!purpose && !payeeName && !sourceType && !byTime) return countedBuckets(db, 'payment_apply');
  if (!purpose && !payeeName && days !== null) {
    let q = db.selectFrom('paymentApplyDayCount').select((eb) => ['applyStatus', eb.fn.sum<number | string | null>('n').as('n')]);
    if (sourceType) q = q.where('sourceType', '=', sourceType);
    if (days?.from) q = q.where('day', '>=', days.from);
    if (days?.to) q = q.where('day', '<=', days.to);
    return byState(await q.where('applyStatus', 'in', [...filter.statuses]).groupBy('applyStatus').execute());
  }
  if (payees && !purpose && !sourceType && !byTime) return payees.counts;
  return byState(await filtered(db, filter, payees).select(['a.applyStatus', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('a.applyStatus').execute());
}

/**
 * Newest first. A payee text naming few applications (one store's account,
 * ~150 of 1,000,000) reads them by payee (`payment_apply_payee_idx`, 0090)
 * and sorts them, where walking the time index for ten read the whole table
 * (780 ms on SQLite); one naming many walks (WALK_SHARE).
 */
export async function pageApplies(db: DbOrTrx, filter: PaymentFilter, page: PageRequest) {
  const statuses = filter.applyStatus === undefined ? filter.statuses : filter.statuses.filter((s) => s === filter.applyStatus);
  const narrowed = { ...filter, statuses };
  const { limit, offset } = pageWindow(page);
  const payees = filter.payeeName ? await matchPayees(db, filter.payeeName, statuses) : undefined;
  const [records, counts] = await Promise.all([
    filtered(db, narrowed, payees).selectAll('a').orderBy('a.applyTime', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
    countsByState(db, narrowed, payees),
  ]);
  return { records, total: sumOf(counts, statuses) };
}

/** The count of each of the view's states under the other filters (the status tabs). */
export async function countByStatus(db: DbOrTrx, filter: Omit<PaymentFilter, 'applyStatus'>): Promise<Map<number, number>> {
  const payees = filter.payeeName ? await matchPayees(db, filter.payeeName, filter.statuses) : undefined;
  const counts = await countsByState(db, filter, payees);
  return new Map(filter.statuses.map((s) => [s, counts.get(s) ?? 0]));
}

export function findByCode(db: DbOrTrx, applyCode: string): Promise<PaymentApplyRow | undefined> {
  return db.selectFrom('paymentApply').selectAll().where('applyCode', '=', applyCode).executeTakeFirst();
}

export function findByCodes(db: DbOrTrx, codes: readonly string[]): Promise<PaymentApplyRow[]> {
  return db.selectFrom('paymentApply').selectAll().where('applyCode', 'in', [...codes]).execute();
}

export function findById(db: DbOrTrx, id: number): Promise<PaymentApplyRow | undefined> {
  return db.selectFrom('paymentApply').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertApply(db: DbOrTrx, row: NewPaymentApply): Promise<number> {
  const inserted = await db.insertInto('paymentApply').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateApply(db: DbOrTrx, id: number, changes: PaymentApplyChanges): Promise<void> {
  await db.updateTable('paymentApply').set(changes).where('id', '=', id).execute();
}

export function payByRequestNo(db: DbOrTrx, requestNo: string) {
  return db.selectFrom('paymentApplyPay').selectAll().where('requestNo', '=', requestNo).executeTakeFirst();
}

export function payByVoucher(db: DbOrTrx, voucherNo: string) {
  return db.selectFrom('paymentApplyPay').select(['id', 'applyId']).where('voucherNo', '=', voucherNo).executeTakeFirst();
}

export async function insertPay(db: DbOrTrx, row: NewPaymentApplyPay): Promise<void> {
  await db.insertInto('paymentApplyPay').values(row).execute();
}

export function paysOf(db: DbOrTrx, applyId: number) {
  return db.selectFrom('paymentApplyPay').selectAll().where('applyId', '=', applyId).orderBy('id').execute();
}

export async function insertOperations(db: DbOrTrx, rows: readonly NewPaymentApplyOperation[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('paymentApplyOperation').values([...rows]).execute();
}

export function operationsOf(db: DbOrTrx, applyId: number) {
  return db.selectFrom('paymentApplyOperation').selectAll().where('applyId', '=', applyId).orderBy('id').execute();
}
