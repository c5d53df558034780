import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewStore, NewStoreOperation, StoreChanges, StoreRow } from './store-info.table.js';

export interface StoreFilter {
  scope: DataScope;
  approveType?: number;
  storeName?: string;
  creditCode?: string;
  category?: number;
  /** Any level: a province, city or county code. */
  regionCode?: string;
  from?: string;
  to?: string;
}

export function findByCode(db: DbOrTrx, storeCode: string, scope: DataScope): Promise<StoreRow | undefined> {
  return db.selectFrom('shopStore').selectAll().where('storeCode', '=', storeCode).where(inScope(scope, 'countyCode')).executeTakeFirst();
}

/** Stores by code inside the scope (a batch's lookup). */
export function findByCodes(db: DbOrTrx, storeCodes: readonly string[], scope: DataScope): Promise<StoreRow[]> {
  return db.selectFrom('shopStore').selectAll().where('storeCode', 'in', storeCodes).where(inScope(scope, 'countyCode')).execute();
}

export function findByCreditCode(db: DbOrTrx, creditCode: string) {
  return db.selectFrom('shopStore').select(['id', 'storeCode', 'storeName']).where('creditCode', '=', creditCode).executeTakeFirst();
}

export async function insertStore(db: DbOrTrx, store: NewStore): Promise<number> {
  const row = await db.insertInto('shopStore').values(store).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateStore(db: DbOrTrx, id: number, changes: StoreChanges): Promise<void> {
  await db.updateTable('shopStore').set(changes).where('id', '=', id).execute();
}

export async function insertOperations(db: DbOrTrx, rows: readonly NewStoreOperation[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('shopStoreOperation').values([...rows]).execute();
}

export function operationsOf(db: DbOrTrx, storeId: number) {
  return db.selectFrom('shopStoreOperation').selectAll().where('storeId', '=', storeId).orderBy('id', 'desc').execute();
}

function filtered(db: DbOrTrx, filter: Omit<StoreFilter, 'approveType'>) {
  let q = db.selectFrom('shopStore as s').where(inScope(filter.scope, 's.countyCode'));
  if (filter.storeName) q = q.where(containsText(db, 's.storeName', filter.storeName));
  if (filter.creditCode) q = q.where(containsText(db, 's.creditCode', filter.creditCode));
  if (filter.category !== undefined) q = q.where('s.category', '=', filter.category);
  // A region filter narrows like a scope: a county is an equality, a city or province a range.
  if (filter.regionCode) q = q.where(inScope({ regionCode: filter.regionCode }, 's.countyCode'));
  if (filter.from) q = q.where('s.submitTime', '>=', filter.from);
  if (filter.to) q = q.where('s.submitTime', '<=', filter.to);
  return q;
}

function withState(db: DbOrTrx, filter: StoreFilter) {
  const q = filtered(db, filter);
  return filter.approveType === undefined ? q : q.where('s.approveType', '=', filter.approveType);
}

export function pageStores(db: DbOrTrx, filter: StoreFilter, page: PageRequest) {
  const base = withState(db, filter);
  return fetchPage(
    page,
    (window) => base.selectAll('s').orderBy('s.submitTime', 'desc').orderBy('s.id', 'desc').limit(window.limit).offset(window.offset).execute(),
    () => countRows(base),
  );
}

/** The list's rows under its filter and tab, newest first, after a cursor (an export's batches). */
export interface StoreCursor {
  submitTime: string;
  id: number;
}

export function storesAfter(db: DbOrTrx, filter: StoreFilter, cursor: StoreCursor | null, limit: number): Promise<StoreRow[]> {
  let q = withState(db, filter);
  if (cursor) q = q.where((eb) => eb(eb.refTuple('s.submitTime', 's.id'), '<', eb.tuple(cursor.submitTime, cursor.id)));
  return q.selectAll('s').orderBy('s.submitTime', 'desc').orderBy('s.id', 'desc').limit(limit).execute();
}

export function countStores(db: DbOrTrx, filter: StoreFilter): Promise<number> {
  return countRows(withState(db, filter));
}

export async function countByState(db: DbOrTrx, filter: Omit<StoreFilter, 'approveType'>): Promise<Map<number, number>> {
  const rows = await filtered(db, filter)
    .select(['s.approveType', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('s.approveType')
    .execute();
  return new Map(rows.map((r) => [Number(r.approveType), Number(r.n)]));
}
