import type { SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { endOfFilter, startOfFilter } from '../../../platform/time.js';
import type { NewOrder, OrderRow, TrainOrderTable } from './train-order.table.js';

/** The course codes a caller may see, as a subquery (from the course service); undefined for 全部. */
export type CourseCodes = SelectQueryBuilder<Database, 'trainCourse', { courseCode: string }>;

export interface OrderFilter {
  courses?: CourseCodes;
  orderCode?: string;
  courseCode?: string;
  usrName?: string;
  payState?: number;
  beginTime?: string;
  endTime?: string;
}

type OrderDb = Database & { o: TrainOrderTable };
type OrderQuery = SelectQueryBuilder<OrderDb, 'o', object>;

function filtered(db: DbOrTrx, f: OrderFilter): OrderQuery {
  let q: OrderQuery = db.selectFrom('trainOrder as o');
  if (f.courses) q = q.where('o.courseCode', 'in', f.courses);
  if (f.orderCode) q = q.where('o.orderCode', '=', f.orderCode);
  if (f.courseCode) q = q.where('o.courseCode', '=', f.courseCode);
  if (f.usrName) q = q.where(containsText(db, 'o.usrName', f.usrName));
  if (f.payState !== undefined) q = q.where('o.payState', '=', f.payState);
  if (f.beginTime) q = q.where('o.createTime', '>=', startOfFilter(f.beginTime));
  if (f.endTime) q = q.where('o.createTime', '<=', endOfFilter(f.endTime));
  return q;
}

/** Orders newest first. */
export function pageOrders(db: DbOrTrx, f: OrderFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filtered(db, f).selectAll('o').orderBy('o.createTime', 'desc').orderBy('o.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filtered(db, f)),
  );
}

/** 合计实收: the paid amounts of the filtered orders (cents). */
export async function paidTotal(db: DbOrTrx, f: OrderFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.sum<number | string | null>('o.paidAmount').as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export function findByCode(db: DbOrTrx, orderCode: string, courses?: CourseCodes): Promise<OrderRow | undefined> {
  let q = db.selectFrom('trainOrder as o').selectAll('o').where('o.orderCode', '=', orderCode);
  if (courses) q = q.where('o.courseCode', 'in', courses);
  return q.executeTakeFirst();
}

/** Each application's latest order. */
export async function latestOf(db: DbOrTrx, applyCodes: readonly string[]): Promise<Map<string, OrderRow>> {
  const latest = new Map<string, OrderRow>();
  if (applyCodes.length === 0) return latest;
  const rows = await db.selectFrom('trainOrder').selectAll().where('applyCode', 'in', applyCodes).orderBy('id').execute();
  for (const row of rows) latest.set(row.applyCode, row);
  return latest;
}

export async function insertOrders(db: DbOrTrx, rows: readonly NewOrder[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('trainOrder').values(rows.slice(i, i + 200)).execute();
}

/** Unpaid orders made at or before `before`, oldest first. */
export function unpaidBefore(db: DbOrTrx, before: string, limit: number): Promise<OrderRow[]> {
  return db.selectFrom('trainOrder').selectAll().where('payState', '=', 0).where('createTime', '<=', before).orderBy('createTime').limit(limit).execute();
}
