import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { countedBuckets } from '../../../platform/row-counts.js';
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

function filtered(db: DbOrTrx, filter: Omit<PaymentFilter, 'applyStatus'>) {
  let q = db.selectFrom('paymentApply as a').where('a.applyStatus', 'in', [...filter.statuses]);
  if (filter.purpose) q = q.where(containsText(db, 'a.purpose', filter.purpose));
  if (filter.payeeName) q = q.where(containsText(db, 'a.payeeName', filter.payeeName));
  if (filter.sourceType) q = q.where('a.sourceType', '=', filter.sourceType);
  if (filter.applyFrom) q = q.where('a.applyTime', '>=', filter.applyFrom);
  if (filter.applyTo) q = q.where('a.applyTime', '<=', filter.applyTo);
  return q;
}

const withStatus = (db: DbOrTrx, filter: PaymentFilter) => {
  const q = filtered(db, filter);
  return filter.applyStatus === undefined ? q : q.where('a.applyStatus', '=', filter.applyStatus);
};

/** A view's tabs without other filters: their counts come from the trigger-kept sys_row_count. */
const onlyStatuses = (filter: Omit<PaymentFilter, 'applyStatus'>) => !filter.purpose && !filter.payeeName && !filter.sourceType && !filter.applyFrom && !filter.applyTo;

async function keptTotal(db: DbOrTrx, filter: PaymentFilter): Promise<number> {
  const counts = await countedBuckets(db, 'payment_apply');
  const statuses = filter.applyStatus === undefined ? filter.statuses : filter.statuses.filter((s) => s === filter.applyStatus);
  return statuses.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
}

export function pageApplies(db: DbOrTrx, filter: PaymentFilter, page: PageRequest) {
  const base = withStatus(db, filter);
  return fetchPage(
    page,
    (w) => base.selectAll('a').orderBy('a.applyTime', 'desc').orderBy('a.id', 'desc').limit(w.limit).offset(w.offset).execute(),
    () => (onlyStatuses(filter) ? keptTotal(db, filter) : countRows(base)),
  );
}

export async function countByStatus(db: DbOrTrx, filter: Omit<PaymentFilter, 'applyStatus'>): Promise<Map<number, number>> {
  if (onlyStatuses(filter)) {
    const counts = await countedBuckets(db, 'payment_apply');
    return new Map(filter.statuses.map((s) => [s, counts.get(s) ?? 0]));
  }
  const rows = await filtered(db, filter)
    .select(['a.applyStatus', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('a.applyStatus')
    .execute();
  return new Map(rows.map((r) => [Number(r.applyStatus), Number(r.n)]));
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
