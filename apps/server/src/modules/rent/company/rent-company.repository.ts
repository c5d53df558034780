import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { NewRentCompany, RentCompanyTable } from './rent-company.table.js';

export interface RentCompanyFilter {
  scope: DataScope;
  cmpyName?: string;
  regionCode?: string;
}

type CompanyQuery = SelectQueryBuilder<Database & { r: RentCompanyTable }, 'r', object>;

function filtered(db: DbOrTrx, filter: RentCompanyFilter): CompanyQuery {
  let query: CompanyQuery = db.selectFrom('rentCompany as r').where(inScope(filter.scope, 'r.countyCode'));
  if (filter.regionCode) query = query.where(inScope({ regionCode: filter.regionCode }, 'r.countyCode'));
  if (filter.cmpyName) query = query.where(containsText(db, 'r.cmpyName', filter.cmpyName));
  return query;
}

/** Rent companies, latest enrolled first. */
export function pageCompanies(db: DbOrTrx, filter: RentCompanyFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filtered(db, filter).selectAll('r').orderBy('r.createTime', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filtered(db, filter)),
  );
}

export function nameList(db: DbOrTrx, filter: RentCompanyFilter, limit: number) {
  return filtered(db, filter).select(['r.cmpyCode', 'r.cmpyName']).orderBy('r.cmpyName').orderBy('r.id').limit(limit).execute();
}

export function findByCode(db: DbOrTrx, cmpyCode: string, scope: DataScope) {
  return db.selectFrom('rentCompany').selectAll().where('cmpyCode', '=', cmpyCode).where(inScope(scope, 'countyCode')).executeTakeFirst();
}

export async function findByIds(db: DbOrTrx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('rentCompany').selectAll().where('id', 'in', ids).execute();
}

export async function insertCompany(db: DbOrTrx, row: NewRentCompany): Promise<number> {
  const inserted = await db.insertInto('rentCompany').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export const countCompanies = (db: DbOrTrx, filter: RentCompanyFilter) => countRows(filtered(db, filter));

/**
 * Takes `n` beds of a company's quota: one conditional update (beds_in_use + n
 * <= bed_quota), so of two requests for its last quota bed only one changes the row.
 */
export async function takeQuota(db: DbOrTrx, id: number, n: number): Promise<boolean> {
  const result = await db
    .updateTable('rentCompany')
    .set({ bedsInUse: sql<number>`beds_in_use + ${n}` })
    .where('id', '=', id)
    .where(sql<SqlBool>`beds_in_use + ${n} <= bed_quota`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseQuota(db: DbOrTrx, id: number, n: number): Promise<void> {
  await db.updateTable('rentCompany').set({ bedsInUse: sql<number>`beds_in_use - ${n}` }).where('id', '=', id).execute();
}

export function quotaOf(db: DbOrTrx, id: number) {
  return db.selectFrom('rentCompany').select(['cmpyName', 'bedQuota', 'bedsInUse']).where('id', '=', id).executeTakeFirstOrThrow();
}

export function allBedsInUse(db: DbOrTrx) {
  return db.selectFrom('rentCompany').select(['id', 'cmpyName', 'bedsInUse']).orderBy('id').execute();
}
