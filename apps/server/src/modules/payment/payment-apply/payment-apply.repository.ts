import { sql } from 'kysely';
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

/** The payees (names) whose name contains `text`, from the payee counter. */
const payeesContaining = (db: DbOrTrx, text: string) =>
  db.selectFrom('paymentApplyPayeeCount as p').select('p.payeeName').where(containsText(db, 'p.payeeName', text)).where('p.n', '>', 0);

/** `byPayees`: the payee text as the payees it names, their rows read through their index (few rows; see pageApplies). */
function filtered(db: DbOrTrx, filter: PaymentFilter, byPayees = false) {
  // Under a text the state is a filter only: SQLite would otherwise read the states' index and sort every match, where
  // the page walks the time index (payee 商户12: 1.0 → 0.5 ms) or reads the payees' rows.
  const state = filter.payeeName || filter.purpose ? filterOnly(db, 'a.applyStatus') : sql.ref('a.applyStatus');
  let q = db.selectFrom('paymentApply as a').where(state, 'in', [...filter.statuses]);
  if (filter.purpose) q = q.where(containsText(db, 'a.purpose', filter.purpose));
  if (filter.payeeName) q = q.where(byPayees ? (eb) => eb('a.payeeName', 'in', payeesContaining(db, filter.payeeName ?? '')) : containsText(db, 'a.payeeName', filter.payeeName));
  if (filter.sourceType) q = q.where('a.sourceType', '=', filter.sourceType);
  if (filter.applyFrom) q = q.where('a.applyTime', '>=', filter.applyFrom);
  if (filter.applyTo) q = q.where('a.applyTime', '<=', filter.applyTo);
  return q;
}

const byState = (rows: ReadonlyArray<{ applyStatus: number; n: number | string | null }>) => new Map(rows.map((r) => [Number(r.applyStatus), Number(r.n ?? 0)]));

/**
 * Applications per state under the filter (its `statuses`; `applyStatus` is
 * the caller's to pick). From a trigger-kept counter when the filter is made of
 * what one is keyed by (migrations 0063, 0090), else counted from the rows:
 * - states only: `sys_row_count`;
 * - a source and whole days, either or both: `payment_apply_day_count`;
 * - a payee text alone: `payment_apply_payee_count`, over the payees whose name contains it.
 */
async function countsByState(db: DbOrTrx, filter: PaymentFilter): Promise<Map<number, number>> {
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
  if (!purpose && payeeName && !sourceType && !byTime) return payeeCounts(db, payeeName, filter.statuses);
  return byState(await filtered(db, filter).select(['a.applyStatus', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('a.applyStatus').execute());
}

/** Applications of the payees whose name contains `text`, per state, from the payee counter. */
async function payeeCounts(db: DbOrTrx, text: string, statuses: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('paymentApplyPayeeCount as k')
    .select((eb) => ['k.applyStatus', eb.fn.sum<number | string | null>('k.n').as('n')])
    .where(containsText(db, 'k.payeeName', text))
    .where('k.applyStatus', 'in', [...statuses])
    .groupBy('k.applyStatus')
    .execute();
  return byState(rows);
}

const sumOf = (counts: Map<number, number>, statuses: readonly number[]) => statuses.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);

/** Whether the payees a payee text names hold under WALK_SHARE of the view's applications: their rows are then read by payee. */
async function fewOfPayees(db: DbOrTrx, filter: PaymentFilter & { payeeName: string }, counts: Map<number, number>): Promise<boolean> {
  // The payee text alone: its counts are the payee counter's already.
  const payeeOnly = !filter.purpose && !filter.sourceType && !filter.applyFrom && !filter.applyTo;
  const [ofPayees, all] = await Promise.all([payeeOnly ? counts : payeeCounts(db, filter.payeeName, filter.statuses), countedBuckets(db, 'payment_apply')]);
  return sumOf(ofPayees, filter.statuses) < sumOf(all, filter.statuses) * WALK_SHARE;
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
  const records = (byPayees: boolean) =>
    filtered(db, narrowed, byPayees).selectAll('a').orderBy('a.applyTime', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute();
  if (!filter.payeeName) {
    const [rows, counts] = await Promise.all([records(false), countsByState(db, narrowed)]);
    return { records: rows, total: sumOf(counts, statuses) };
  }
  const counts = await countsByState(db, narrowed);
  return { records: await records(await fewOfPayees(db, { ...narrowed, payeeName: filter.payeeName }, counts)), total: sumOf(counts, statuses) };
}

/** The count of each of the view's states under the other filters (the status tabs). */
export async function countByStatus(db: DbOrTrx, filter: Omit<PaymentFilter, 'applyStatus'>): Promise<Map<number, number>> {
  const counts = await countsByState(db, filter);
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
