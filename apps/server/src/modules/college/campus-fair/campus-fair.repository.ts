import type { Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { CampusFairChanges, CampusFairRow, NewCampusFair } from './campus-fair.table.js';

/** Colleges in the scope, for `college_code in (…)`: a campus fair is in a scope when its college is. */
const collegesInScope = (db: DbOrTrx, scope: DataScope) => db.selectFrom('collegeInfo as sc').select('sc.collegeCode').where(inScope(scope, 'sc.countyCode'));

/** A fair by its code, only when its college lies in the caller's data scope. */
export function findByCode(db: DbOrTrx, fairCode: string, scope: DataScope): Promise<CampusFairRow | undefined> {
  let query = db.selectFrom('collegeJobFair').selectAll().where('fairCode', '=', fairCode);
  if (!isWholeScope(scope)) query = query.where('collegeCode', 'in', collegesInScope(db, scope));
  return query.executeTakeFirst();
}

/** The host college, looked up inside the scope, with its state and address. */
export function collegeFor(db: DbOrTrx, collegeCode: string, scope: DataScope) {
  return db
    .selectFrom('collegeInfo')
    .select(['collegeCode', 'collegeName', 'approveType'])
    .where('collegeCode', '=', collegeCode)
    .where(inScope(scope, 'countyCode'))
    .executeTakeFirst();
}

export async function insertFair(db: DbOrTrx, fair: NewCampusFair): Promise<number> {
  const row = await db.insertInto('collegeJobFair').values(fair).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateFair(db: DbOrTrx, id: number, changes: CampusFairChanges): Promise<void> {
  await db.updateTable('collegeJobFair').set(changes).where('id', '=', id).execute();
}

/** Removes a fair not yet started, only while it still has not (a conditional delete): answers whether it went. */
export async function deleteIfNotStarted(db: DbOrTrx, id: number, now: string): Promise<boolean> {
  await db.deleteFrom('collegeJobFairJob').where('fairId', '=', id).execute();
  await db.deleteFrom('collegeJobFairCmpy').where('fairId', '=', id).execute();
  const result = await db.deleteFrom('collegeJobFair').where('id', '=', id).where('startTime', '>', now).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// ---------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------

export interface FairFilter {
  scope: DataScope;
  collegeCode?: string;
  /** The filters every fair's list takes (fair-rules' fairListCondition). */
  condition?: Expression<SqlBool>;
}

type FairQuery = SelectQueryBuilder<Database, 'collegeJobFair', object>;

function filtered(db: DbOrTrx, filter: FairFilter): FairQuery {
  let query: FairQuery = db.selectFrom('collegeJobFair');
  if (!isWholeScope(filter.scope)) query = query.where('collegeCode', 'in', collegesInScope(db, filter.scope));
  if (filter.collegeCode) query = query.where('collegeCode', '=', filter.collegeCode);
  if (filter.condition) query = query.where(filter.condition);
  return query;
}

const withCounts = (db: DbOrTrx, query: FairQuery) =>
  query.selectAll('collegeJobFair').select((eb) => [
    eb.selectFrom('collegeJobFairCmpy as fc').select(eb.fn.countAll<number>().as('n')).whereRef('fc.fairId', '=', 'collegeJobFair.id').as('cmpyCount'),
    eb.selectFrom('collegeJobFairJob as fj').select(eb.fn.countAll<number>().as('n')).whereRef('fj.fairId', '=', 'collegeJobFair.id').as('jobCount'),
  ]);

type CountedRow = CampusFairRow & { cmpyCount: number; jobCount: number };
const counted = (rows: ReadonlyArray<CampusFairRow & { cmpyCount: number | null; jobCount: number | null }>): CountedRow[] =>
  rows.map((r) => ({ ...r, id: Number(r.id), cmpyCount: Number(r.cmpyCount ?? 0), jobCount: Number(r.jobCount ?? 0) }));

/** Fairs starting latest first, with how many companies and jobs take part. */
export function pageFairs(db: DbOrTrx, filter: FairFilter, page: PageRequest) {
  const query = filtered(db, filter);
  return fetchPage(
    page,
    async ({ limit, offset }) => counted(await withCounts(db, query).orderBy('startTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()),
    () => countRows(query),
  );
}

export function countFairs(db: DbOrTrx, filter: FairFilter): Promise<number> {
  return countRows(filtered(db, filter));
}

/** The list's next rows after `cursor` (an export's batch). */
export async function fairsAfter(db: DbOrTrx, filter: FairFilter, cursor: { startTime: string; id: number } | null, limit: number): Promise<CountedRow[]> {
  let query = filtered(db, filter);
  if (cursor) query = query.where((eb) => eb(eb.refTuple('startTime', 'id'), '<', eb.tuple(cursor.startTime, cursor.id)));
  return counted(await withCounts(db, query).orderBy('startTime', 'desc').orderBy('id', 'desc').limit(limit).execute());
}

/** A college's fairs, latest first (its detail). */
export function fairsOfCollege(db: DbOrTrx, collegeCode: string) {
  return db
    .selectFrom('collegeJobFair')
    .select(['fairCode', 'fairName', 'fairType', 'startTime', 'endTime'])
    .where('collegeCode', '=', collegeCode)
    .orderBy('startTime', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** College names by code. */
export async function collegeNames(db: DbOrTrx, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('collegeInfo').select(['collegeCode', 'collegeName']).where('collegeCode', 'in', [...new Set(codes)]).execute();
  return new Map(rows.map((r) => [r.collegeCode, r.collegeName]));
}

// ---------------------------------------------------------------------------
// Applications the fair's jobs received while it ran
// ---------------------------------------------------------------------------

function fairApplications(db: DbOrTrx, fair: Pick<CampusFairRow, 'id' | 'startTime' | 'endTime'>) {
  return db
    .selectFrom('recruitJobApply as a')
    .where('a.applyTime', '>=', fair.startTime)
    .where('a.applyTime', '<=', fair.endTime)
    .where('a.jobId', 'in', (eb) => eb.selectFrom('collegeJobFairJob as fj').select('fj.jobId').where('fj.fairId', '=', Number(fair.id)));
}

/** Ids of a page of the fair's applications, newest first (the (job_id, apply_time) index serves it). */
export function pageApplicationIds(db: DbOrTrx, fair: Pick<CampusFairRow, 'id' | 'startTime' | 'endTime'>, page: PageRequest) {
  const query = fairApplications(db, fair);
  return fetchPage(
    page,
    async ({ limit, offset }) => (await query.select('a.id').orderBy('a.applyTime', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute()).map((r) => Number(r.id)),
    () => countRows(query),
  );
}

/** Campus fairs not yet ended and the jobs they bring (the demand list's fairs). */
export async function openFairJobs(db: DbOrTrx, now: string) {
  const rows = await db
    .selectFrom('collegeJobFairJob as fj')
    .innerJoin('collegeJobFair as f', 'f.id', 'fj.fairId')
    .innerJoin('collegeInfo as c', 'c.collegeCode', 'f.collegeCode')
    .innerJoin('recruitJobInfo as j', 'j.id', 'fj.jobId')
    .select(['fj.jobId', 'j.jobCode', 'f.fairCode', 'f.fairName', 'f.startTime', 'c.collegeName'])
    .where('f.endTime', '>=', now)
    .orderBy('f.startTime')
    .execute();
  return rows.map((r) => ({ ...r, jobId: Number(r.jobId) }));
}
