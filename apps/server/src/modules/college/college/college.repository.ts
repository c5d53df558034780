import type { SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { countedBuckets, countedRows } from '../../../platform/row-counts.js';
import { endOfFilter, startOfFilter } from '../../../platform/time.js';
import type { CollegeApplyRow, CollegeChanges, CollegeRow, NewCollege, NewCollegeApply } from './college.table.js';

/** A college by its code, only inside the caller's data scope (by its county). */
export function findByCode(db: DbOrTrx, collegeCode: string, scope: DataScope): Promise<CollegeRow | undefined> {
  return db.selectFrom('collegeInfo').selectAll().where('collegeCode', '=', collegeCode).where(inScope(scope, 'countyCode')).executeTakeFirst();
}

/** Another college already holding this name or 学校标识码. */
export function findClash(db: DbOrTrx, collegeName: string, schoolCode: string) {
  return db
    .selectFrom('collegeInfo')
    .select(['collegeCode', 'collegeName', 'schoolCode'])
    .where((eb) => eb.or([eb('collegeName', '=', collegeName), eb('schoolCode', '=', schoolCode)]))
    .execute();
}

export async function insertCollege(db: DbOrTrx, college: NewCollege): Promise<void> {
  await db.insertInto('collegeInfo').values(college).execute();
}

export async function updateCollege(db: DbOrTrx, collegeCode: string, changes: CollegeChanges): Promise<void> {
  await db.updateTable('collegeInfo').set(changes).where('collegeCode', '=', collegeCode).execute();
}

export async function replaceSpecialties(db: DbOrTrx, collegeCode: string, specialtyCodes: readonly string[]): Promise<void> {
  await db.deleteFrom('collegeSpecialty').where('collegeCode', '=', collegeCode).execute();
  if (specialtyCodes.length === 0) return;
  await db
    .insertInto('collegeSpecialty')
    .values(specialtyCodes.map((specialtyCode, sort) => ({ collegeCode, specialtyCode, sort })))
    .execute();
}

export async function specialtiesOf(db: DbOrTrx, collegeCode: string): Promise<string[]> {
  const rows = await db.selectFrom('collegeSpecialty').select('specialtyCode').where('collegeCode', '=', collegeCode).orderBy('sort').execute();
  return rows.map((r) => r.specialtyCode);
}

// ---------------------------------------------------------------------------
// 入驻申请
// ---------------------------------------------------------------------------

export async function insertApply(db: DbOrTrx, apply: NewCollegeApply): Promise<void> {
  await db.insertInto('collegeApply').values(apply).execute();
}

/** The college's latest submission, the one a decision is written onto. */
export function latestApply(db: DbOrTrx, collegeCode: string): Promise<CollegeApplyRow | undefined> {
  return db.selectFrom('collegeApply').selectAll().where('collegeCode', '=', collegeCode).orderBy('sequence', 'desc').limit(1).executeTakeFirst();
}

export async function decideApply(
  db: DbOrTrx,
  id: number,
  decision: Pick<CollegeApplyRow, 'approveType' | 'rejectDesc' | 'checkerId' | 'checkerName' | 'checkTime'>,
): Promise<void> {
  await db.updateTable('collegeApply').set(decision).where('id', '=', id).execute();
}

type ApplyWithName = CollegeApplyRow & { collegeName: string };

/** Every submission of a college, newest first (the detail's timeline). */
export function appliesOf(db: DbOrTrx, collegeCode: string): Promise<ApplyWithName[]> {
  return db
    .selectFrom('collegeApply as a')
    .innerJoin('collegeInfo as c', 'c.collegeCode', 'a.collegeCode')
    .selectAll('a')
    .select('c.collegeName')
    .where('a.collegeCode', '=', collegeCode)
    .orderBy('a.sequence', 'desc')
    .execute();
}

export interface ApplyFilter {
  scope: DataScope;
  collegeCode?: string;
  collegeName?: string;
  approveType?: number;
  beginTime?: string;
  endTime?: string;
}

/** 入驻申请 records, newest first, of colleges in the scope. */
export function pageApplies(db: DbOrTrx, filter: ApplyFilter, page: PageRequest) {
  let query = db.selectFrom('collegeApply as a').innerJoin('collegeInfo as c', 'c.collegeCode', 'a.collegeCode').where(inScope(filter.scope, 'c.countyCode'));
  if (filter.collegeCode) query = query.where('a.collegeCode', '=', filter.collegeCode);
  if (filter.collegeName) query = query.where(containsText(db, 'c.collegeName', filter.collegeName));
  if (filter.approveType !== undefined) query = query.where('a.approveType', '=', filter.approveType);
  if (filter.beginTime) query = query.where('a.applyTime', '>=', startOfFilter(filter.beginTime));
  if (filter.endTime) query = query.where('a.applyTime', '<=', endOfFilter(filter.endTime));
  return fetchPage(
    page,
    ({ limit, offset }) => query.selectAll('a').select('c.collegeName').orderBy('a.applyTime', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(query),
  );
}

// ---------------------------------------------------------------------------
// The review list
// ---------------------------------------------------------------------------

export interface CollegeFilter {
  scope: DataScope;
  collegeName?: string;
  collegeType?: number;
  runNature?: number;
  /** A province, city or county: colleges in it. */
  regionCode?: string;
  beginTime?: string;
  endTime?: string;
  approveType?: number;
}

type CollegeQuery = SelectQueryBuilder<Database, 'collegeInfo', object>;

function filtered(db: DbOrTrx, filter: CollegeFilter): CollegeQuery {
  let query: CollegeQuery = db.selectFrom('collegeInfo').where(inScope(filter.scope, 'countyCode'));
  if (filter.collegeName) query = query.where(containsText(db, 'collegeName', filter.collegeName));
  if (filter.collegeType !== undefined) query = query.where('collegeType', '=', filter.collegeType);
  if (filter.runNature !== undefined) query = query.where('runNature', '=', filter.runNature);
  if (filter.regionCode) query = query.where(inScope({ regionCode: filter.regionCode }, 'countyCode'));
  if (filter.beginTime) query = query.where('applyTime', '>=', startOfFilter(filter.beginTime));
  if (filter.endTime) query = query.where('applyTime', '<=', endOfFilter(filter.endTime));
  if (filter.approveType !== undefined) query = query.where('approveType', '=', filter.approveType);
  return query;
}

/** True when only the state (or nothing) narrows the list: the trigger-kept counter answers the totals. */
const onlyByState = (filter: CollegeFilter) =>
  isWholeScope(filter.scope) && !filter.collegeName && filter.collegeType === undefined && filter.runNature === undefined && !filter.regionCode && !filter.beginTime && !filter.endTime;

/** The review queue: latest submissions first. */
export function pageColleges(db: DbOrTrx, filter: CollegeFilter, page: PageRequest) {
  const query = filtered(db, filter);
  return fetchPage(
    page,
    ({ limit, offset }) => query.selectAll().orderBy('applyTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    () => (onlyByState(filter) ? countedRows(db, 'college_info', filter.approveType) : countRows(query)),
  );
}

/** Colleges per approveType under the filter (approveType itself ignored). */
export async function countByState(db: DbOrTrx, filter: CollegeFilter): Promise<Map<number, number>> {
  const { approveType: _ignored, ...rest } = filter;
  if (onlyByState(rest)) return countedBuckets(db, 'college_info');
  const rows = await filtered(db, rest)
    .select((eb) => ['approveType', eb.fn.countAll<number>().as('n')])
    .groupBy('approveType')
    .execute();
  return new Map(rows.map((r) => [Number(r.approveType), Number(r.n)]));
}

/** Names of colleges by code (any state: a record names its college whatever became of it). */
export async function namesOf(db: DbOrTrx, collegeCodes: readonly string[]): Promise<Map<string, string>> {
  if (collegeCodes.length === 0) return new Map();
  const rows = await db.selectFrom('collegeInfo').select(['collegeCode', 'collegeName']).where('collegeCode', 'in', [...new Set(collegeCodes)]).execute();
  return new Map(rows.map((r) => [r.collegeCode, r.collegeName]));
}

/** The keys among `objectKeys` that are some college's logo or license. */
export async function fileKeysAmong(db: DbOrTrx, objectKeys: readonly string[]): Promise<string[]> {
  if (objectKeys.length === 0) return [];
  const rows = await db
    .selectFrom('collegeInfo')
    .select(['logoKey', 'licenseKey'])
    .where((eb) => eb.or([eb('logoKey', 'in', objectKeys), eb('licenseKey', 'in', objectKeys)]))
    .execute();
  const wanted = new Set(objectKeys);
  return [...new Set(rows.flatMap((r) => [r.logoKey, r.licenseKey]).filter((key) => wanted.has(key)))];
}
