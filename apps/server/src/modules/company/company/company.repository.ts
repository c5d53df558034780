import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { countedBuckets, countedRows } from '../../../platform/row-counts.js';
import { endOfFilter, startOfFilter } from '../../../platform/time.js';
import type { CompanyRow, NewCompany } from './company.table.js';


/** A company by its code, only inside the caller's data scope (a company outside it does not exist for them). */
export function findByCode(db: DbOrTrx, cmpyCode: string, scope: DataScope): Promise<CompanyRow | undefined> {
  return db.selectFrom('cmpyInfo').selectAll().where('cmpyCode', '=', cmpyCode).where(inScope(scope, 'countyCode')).executeTakeFirst();
}

export function findByCreditCode(db: DbOrTrx, creditCode: string) {
  return db.selectFrom('cmpyInfo').select(['id', 'cmpyCode', 'cmpyName']).where('creditCode', '=', creditCode).executeTakeFirst();
}

export async function insertCompany(db: DbOrTrx, company: NewCompany): Promise<number> {
  const row = await db.insertInto('cmpyInfo').values(company).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface CompanyFilter {
  /** The caller's data scope: only companies in its counties. */
  scope: DataScope;
  cmpyName?: string;
  creditCode?: string;
  industryCode?: string;
  countyCode?: string;
  source?: string;
  beginTime?: string;
  endTime?: string;
  approveType?: number;
}

type CompanyQuery = SelectQueryBuilder<Database, 'cmpyInfo', object>;

function filtered(db: DbOrTrx, filter: CompanyFilter): CompanyQuery {
  let query: CompanyQuery = db.selectFrom('cmpyInfo').where(inScope(filter.scope, 'countyCode'));
  if (filter.cmpyName) query = query.where(containsText(db, 'cmpyName', filter.cmpyName));
  if (filter.creditCode) query = query.where(containsText(db, 'creditCode', filter.creditCode));
  if (filter.industryCode) query = query.where('industryCode', '=', filter.industryCode);
  if (filter.countyCode) query = query.where('countyCode', '=', filter.countyCode);
  if (filter.source) query = query.where('source', '=', filter.source);
  if (filter.beginTime) query = query.where('submitTime', '>=', startOfFilter(filter.beginTime));
  if (filter.endTime) query = query.where('submitTime', '<=', endOfFilter(filter.endTime));
  if (filter.approveType !== undefined) query = query.where('approveType', '=', filter.approveType);
  return query;
}

/** True when only the state (or nothing) narrows the list: the trigger-kept counter then answers the total. */
const onlyByState = (filter: CompanyFilter) =>
  isWholeScope(filter.scope) &&
  !filter.cmpyName && !filter.creditCode && !filter.industryCode && !filter.countyCode && !filter.source && !filter.beginTime && !filter.endTime;

/** The approval queue: newest submissions first. */
export function pageCompanies(db: DbOrTrx, filter: CompanyFilter, page: PageRequest) {
  const query = filtered(db, filter);
  return fetchPage(
    page,
    ({ limit, offset }) => query.selectAll().orderBy('submitTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    () => (onlyByState(filter) ? countedRows(db, 'cmpy_info', filter.approveType) : countRows(query)),
  );
}

/** How many companies the filter matches (the list's total). */
export function countCompanies(db: DbOrTrx, filter: CompanyFilter): Promise<number> {
  return onlyByState(filter) ? countedRows(db, 'cmpy_info', filter.approveType) : countRows(filtered(db, filter));
}

/** Where an export's batch starts: after this row of the list's order. */
export interface CompanyCursor {
  submitTime: string;
  id: number;
}

/** The approval queue's next rows after `cursor`, in the list's order (an export's batch). */
export function companiesAfter(db: DbOrTrx, filter: CompanyFilter, cursor: CompanyCursor | null, limit: number): Promise<CompanyRow[]> {
  let query = filtered(db, filter);
  if (cursor) query = query.where((eb) => eb(eb.refTuple('submitTime', 'id'), '<', eb.tuple(cursor.submitTime, cursor.id)));
  return query.selectAll().orderBy('submitTime', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Companies per approveType under the filter (approveType itself ignored). */
export async function countByState(db: DbOrTrx, filter: CompanyFilter): Promise<Map<number, number>> {
  const { approveType: _ignored, ...rest } = filter;
  if (onlyByState(rest)) {
    return countedBuckets(db, 'cmpy_info');
  }
  const rows = await filtered(db, rest)
    .select((eb) => ['approveType', eb.fn.countAll<number>().as('n')])
    .groupBy('approveType')
    .execute();
  return new Map(rows.map((r) => [Number(r.approveType), Number(r.n)]));
}

/** Passed companies whose name contains `name`, for pickers. */
export function listPassedByName(db: DbOrTrx, scope: DataScope, passed: number, name: string | undefined, limit: number) {
  let query = db.selectFrom('cmpyInfo').select(['cmpyCode', 'cmpyName', 'creditCode']).where('approveType', '=', passed).where(inScope(scope, 'countyCode'));
  if (name) query = query.where(containsText(db, 'cmpyName', name));
  return query.orderBy('cmpyName').orderBy('id').limit(limit).execute();
}

export function listBySource(db: DbOrTrx, filter: Pick<CompanyFilter, 'scope' | 'source' | 'cmpyName' | 'approveType'>, limit: number) {
  return filtered(db, filter)
    .select(['cmpyCode', 'cmpyName', 'creditCode', 'approveType', 'source', 'submitTime'])
    .orderBy('submitTime', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface RegisterFilter {
  scope: DataScope;
  cmpyName?: string;
  industryCode?: string;
  countyCode?: string;
  cmpyScale?: number;
}

/** The register of passed companies, latest approvals first. */
export function pageRegister(db: DbOrTrx, passed: number, filter: RegisterFilter, page: PageRequest) {
  let query = filtered(db, { scope: filter.scope, cmpyName: filter.cmpyName, industryCode: filter.industryCode, countyCode: filter.countyCode, approveType: passed });
  if (filter.cmpyScale !== undefined) query = query.where('cmpyScale', '=', filter.cmpyScale);
  const unfiltered = isWholeScope(filter.scope) && !filter.cmpyName && !filter.industryCode && !filter.countyCode && filter.cmpyScale === undefined;
  return fetchPage(
    page,
    ({ limit, offset }) =>
      query
        .select(['cmpyCode', 'cmpyName', 'creditCode', 'legalPerson', 'industryCode', 'cmpyScale', 'provinceCode', 'cityCode', 'countyCode', 'source', 'approveTime'])
        .orderBy('approveTime', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => (unfiltered ? countedRows(db, 'cmpy_info', passed) : countRows(query)),
  );
}

// ---------------------------------------------------------------------------
// Statistics
// ---------------------------------------------------------------------------

/** Companies first submitted at or after `since`. */
export function countCreatedSince(db: DbOrTrx, scope: DataScope, since: string): Promise<number> {
  return countRows(db.selectFrom('cmpyInfo').where('createTime', '>=', since).where(inScope(scope, 'countyCode')));
}

/** `column`'s first `length` characters: the day (10) or month (7) of a time text, on both dialects. */
const periodOf = (column: 'createTime' | 'approveTime', length: 7 | 10) => sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(length)})`;

/**
 * Rows per period of `column` within [from, to]; with `approveType`, only
 * companies now in that state (their latest decision fell in the period).
 */
export async function countPerPeriod(
  db: DbOrTrx,
  scope: DataScope,
  column: 'createTime' | 'approveTime',
  length: 7 | 10,
  from: string,
  to: string,
  approveType?: number,
): Promise<Map<string, number>> {
  let query = db.selectFrom('cmpyInfo').where(column, '>=', from).where(column, '<=', to).where(inScope(scope, 'countyCode'));
  if (approveType !== undefined) query = query.where('approveType', '=', approveType);
  const rows = await query
    .select((eb) => [periodOf(column, length).as('period'), eb.fn.countAll<number>().as('n')])
    .groupBy(periodOf(column, length))
    .execute();
  return new Map(rows.map((r) => [r.period, Number(r.n)]));
}

/** Companies per industry code, optionally of one state. */
export async function countByIndustry(db: DbOrTrx, scope: DataScope, approveType?: number): Promise<Array<{ industryCode: string; n: number }>> {
  let query = db.selectFrom('cmpyInfo').where(inScope(scope, 'countyCode'));
  if (approveType !== undefined) query = query.where('approveType', '=', approveType);
  const rows = await query.select((eb) => ['industryCode', eb.fn.countAll<number>().as('n')]).groupBy('industryCode').execute();
  return rows.map((r) => ({ industryCode: r.industryCode, n: Number(r.n) }));
}

/** The keys among `objectKeys` that are some company's license image. */
export async function licenseKeysAmong(db: DbOrTrx, objectKeys: readonly string[]): Promise<string[]> {
  if (objectKeys.length === 0) return [];
  const rows = await db.selectFrom('cmpyInfo').select('licenseKey').where('licenseKey', 'in', objectKeys).execute();
  return rows.map((r) => r.licenseKey);
}
