import type { Kysely } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { bulkInsert, containsText, dialectOf, type BulkColumnType } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewRedPkgUser, RedPkgUserChanges, RedPkgUserRow } from './red-pkg-user.table.js';

export interface RedPkgFilter {
  scope: DataScope;
  checkType?: number;
  name?: string;
  idCard?: string;
  mobile?: string;
  countyCode?: string;
  category?: string;
  batchCode?: string;
  grantState?: number;
  createFrom?: string;
  createTo?: string;
}

function filtered(db: DbOrTrx, filter: Omit<RedPkgFilter, 'checkType'>) {
  let q = db.selectFrom('redpkgUser as u').where(inScope(filter.scope, 'u.countyCode'));
  if (filter.name) q = q.where(containsText(db, 'u.name', filter.name));
  if (filter.idCard) q = q.where(containsText(db, 'u.idCard', filter.idCard));
  if (filter.mobile) q = q.where(containsText(db, 'u.mobile', filter.mobile));
  if (filter.countyCode) q = q.where('u.countyCode', '=', filter.countyCode);
  if (filter.category) q = q.where('u.category', '=', filter.category);
  if (filter.batchCode) q = q.where('u.batchCode', '=', filter.batchCode);
  if (filter.grantState !== undefined) q = q.where('u.grantState', '=', filter.grantState);
  if (filter.createFrom) q = q.where('u.createTime', '>=', filter.createFrom);
  if (filter.createTo) q = q.where('u.createTime', '<=', filter.createTo);
  return q;
}

function withCheckType(db: DbOrTrx, filter: RedPkgFilter) {
  const q = filtered(db, filter);
  return filter.checkType === undefined ? q : q.where('u.checkType', '=', filter.checkType);
}

/** Newest first (ids follow entry order). */
export function pageUsers(db: DbOrTrx, filter: RedPkgFilter, page: PageRequest) {
  const base = withCheckType(db, filter);
  return fetchPage(
    page,
    (w) => base.selectAll('u').orderBy('u.id', 'desc').limit(w.limit).offset(w.offset).execute(),
    () => countRows(base),
  );
}

export const countUsers = (db: DbOrTrx, filter: RedPkgFilter) => countRows(withCheckType(db, filter));

export function userBatch(db: DbOrTrx, filter: RedPkgFilter, after: number | null, limit: number): Promise<RedPkgUserRow[]> {
  let q = withCheckType(db, filter).selectAll('u');
  if (after !== null) q = q.where('u.id', '<', after);
  return q.orderBy('u.id', 'desc').limit(limit).execute();
}

/** People and cents per checkType. */
export async function totalsByCheckType(db: DbOrTrx, filter: Omit<RedPkgFilter, 'checkType'>): Promise<Map<number, { num: number; amount: number }>> {
  const rows = await filtered(db, filter)
    .select(['u.checkType', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('u.amount').as('amount')])
    .groupBy('u.checkType')
    .execute();
  return new Map(rows.map((r) => [Number(r.checkType), { num: Number(r.n), amount: Number(r.amount ?? 0) }]));
}

/** People and cents per county and category. */
export function totalsByCountyCategory(db: DbOrTrx, filter: RedPkgFilter) {
  return withCheckType(db, filter)
    .select(['u.countyCode', 'u.category', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('u.amount').as('amount')])
    .groupBy(['u.countyCode', 'u.category'])
    .orderBy('u.countyCode')
    .orderBy('u.category')
    .execute();
}

export function findByCode(db: DbOrTrx, userCode: string, scope: DataScope): Promise<RedPkgUserRow | undefined> {
  return db.selectFrom('redpkgUser as u').selectAll('u').where('u.userCode', '=', userCode).where(inScope(scope, 'u.countyCode')).executeTakeFirst();
}

/** The rows a batch action names, only inside the caller's scope (others then read as missing). */
export function findByCodes(db: DbOrTrx, userCodes: readonly string[], scope: DataScope): Promise<RedPkgUserRow[]> {
  return db.selectFrom('redpkgUser as u').selectAll('u').where('u.userCode', 'in', [...new Set(userCodes)]).where(inScope(scope, 'u.countyCode')).execute();
}

/** Which of these ID numbers already have a record in the year (other than `exceptId`). */
export async function takenIdCards(db: DbOrTrx, idCards: readonly string[], year: number, exceptId?: number): Promise<Set<string>> {
  if (idCards.length === 0) return new Set();
  let q = db.selectFrom('redpkgUser').select('idCard').where('subsidyYear', '=', year).where('idCard', 'in', [...idCards]);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return new Set((await q.execute()).map((r) => r.idCard));
}

export async function insertUser(db: DbOrTrx, row: NewRedPkgUser): Promise<number> {
  const inserted = await db.insertInto('redpkgUser').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateUser(db: DbOrTrx, id: number, changes: RedPkgUserChanges): Promise<void> {
  await db.updateTable('redpkgUser').set(changes).where('id', '=', id).execute();
}

export async function deleteUsers(db: DbOrTrx, ids: readonly number[], states: readonly number[]): Promise<number> {
  const result = await db.deleteFrom('redpkgUser').where('id', 'in', [...ids]).where('checkType', 'in', [...states]).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The columns an import loads, in `ImportedUser` order. */
const IMPORT_COLUMNS: ReadonlyArray<readonly [string, BulkColumnType]> = [
  ['user_code', 'text'],
  ['name', 'text'],
  ['id_card', 'text'],
  ['mobile', 'text'],
  ['county_code', 'text'],
  ['category', 'text'],
  ['amount', 'integer'],
  ['batch_code', 'text'],
  ['subsidy_year', 'integer'],
  ['check_type', 'integer'],
  ['creator_id', 'integer'],
  ['create_time', 'text'],
  ['update_time', 'text'],
];
export type ImportedUser = readonly [
  userCode: string,
  name: string,
  idCard: string,
  mobile: string,
  countyCode: string,
  category: string,
  amount: number,
  batchCode: string,
  subsidyYear: number,
  checkType: number,
  creatorId: number | null,
  createTime: string,
  updateTime: string,
];

/** A batch of good rows in one statement (bulkInsert: no bind-parameter limit). */
export async function insertImported(db: DbOrTrx, rows: readonly ImportedUser[]): Promise<void> {
  await bulkInsert(db as unknown as Kysely<unknown>, dialectOf(db), 'redpkg_user', IMPORT_COLUMNS, rows);
}

export async function insertBatch(
  db: DbOrTrx,
  row: { batchCode: string; importerId: number | null; fileName: string; total: number; succeeded: number; failed: number; errors: string; createTime: string },
): Promise<void> {
  await db.insertInto('redpkgImportBatch').values(row).execute();
}

export function findBatch(db: DbOrTrx, batchCode: string) {
  return db.selectFrom('redpkgImportBatch').selectAll().where('batchCode', '=', batchCode).executeTakeFirst();
}

/** A payment's lines: the users its check raised it for. */
export function usersOfApply(db: DbOrTrx, payApplyCode: string): Promise<RedPkgUserRow[]> {
  return db.selectFrom('redpkgUser').selectAll().where('payApplyCode', '=', payApplyCode).orderBy('id').execute();
}

export async function markGranted(db: DbOrTrx, payApplyCode: string, at: string): Promise<number> {
  const result = await db
    .updateTable('redpkgUser')
    .set({ grantState: 2, grantTime: at, updateTime: at })
    .where('payApplyCode', '=', payApplyCode)
    .where('grantState', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function setPayApply(db: DbOrTrx, ids: readonly number[], payApplyCode: string): Promise<void> {
  if (ids.length > 0) await db.updateTable('redpkgUser').set({ payApplyCode }).where('id', 'in', [...ids]).execute();
}
