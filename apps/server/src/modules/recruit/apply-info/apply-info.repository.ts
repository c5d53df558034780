import { APPLY_MACHINE } from '@hrbd/contract';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText, dialectOf, filterOnly } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, scopeBounds, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, rowsByIds, type PageRequest } from '../../../platform/paging.js';
import { countedBuckets, countedRows } from '../../../platform/row-counts.js';
import type { NewApplyAudition, NewApplyOperation, RecruitJobApplyTable } from './apply-info.table.js';

/**
 * What the list filters on, as stored: ages are already birth-date bounds
 * and times whole `YYYY-MM-DD HH:mm:ss` bounds.
 */
export interface ApplyFilter {
  /** The caller's data scope: applications are region-bound by their job's company. */
  scope: DataScope;
  state?: number;
  jobCode?: string;
  jobName?: string;
  /** Born on or before: the youngest allowed age. */
  bornUntil?: string;
  /** Born after: one day past the oldest allowed age. */
  bornAfter?: string;
  startTime?: string;
  endTime?: string;
  usrGender?: number;
  /** Only these applications (a selection for an export). */
  applyCodes?: readonly string[];
}

/** The applications under the alias `a`, as Kysely types an aliased table. */
type ApplyDb = Database & { a: RecruitJobApplyTable };
type ApplyQuery = SelectQueryBuilder<ApplyDb, 'a', object>;

/**
 * What a query over the applications is for. A page reads the time-ordered
 * index newest first and checks broad filters (age, gender, job name) on the
 * way, so page 1 is found after a few rows; a count lets every filter use
 * its own index, as it must visit every match anyway.
 */
type Purpose = 'page' | 'count';

/**
 * Applications inside the scope, by their county (the job's company's, copied
 * onto the row by migration 0075). A county is one range of the (county,
 * apply_time) index: page 1 is its first ten entries, a count over a time
 * range a part of it. A city or the province covers nearly every row here, so
 * it is only tested on the way (`filterOnly`), as a broad filter is: a page
 * walks the time index, a count the index of its other filter.
 */
function countyInScope(db: DbOrTrx, scope: DataScope) {
  const bounds = scopeBounds(scope);
  const wide = bounds !== null && bounds.low !== bounds.high;
  return inScope(scope, wide ? filterOnly(db, 'a.countyCode') : 'a.countyCode');
}

/**
 * The filters on the applications alone: no join, so every one can be served
 * by the application table's indexes (a job's rows, a state, a time or birth-date range).
 */
function filtered(db: DbOrTrx, filter: ApplyFilter, purpose: Purpose): ApplyQuery {
  const broad = (column: string) => (purpose === 'page' ? filterOnly(db, column) : sql.ref(column));
  let query: ApplyQuery = db.selectFrom('recruitJobApply as a');
  if (!isWholeScope(filter.scope)) query = query.where(countyInScope(db, filter.scope));
  if (filter.state !== undefined) query = query.where('a.state', '=', filter.state);
  if (filter.jobCode) {
    const jobCode = filter.jobCode;
    query = query.where('a.jobId', '=', (eb) => eb.selectFrom('recruitJobInfo').select('id').where('jobCode', '=', jobCode));
  }
  if (filter.jobName) {
    const jobName = filter.jobName;
    // Over the jobs (100,000 rows), not the applications (a million).
    query = query.where((eb) => eb(broad('a.jobId'), 'in', eb.selectFrom('recruitJobInfo').select('id').where(containsText(db, 'jobName', jobName))));
  }
  if (filter.bornUntil) query = query.where((eb) => eb(broad('a.usrBirthDate'), '<=', filter.bornUntil));
  if (filter.bornAfter) query = query.where((eb) => eb(broad('a.usrBirthDate'), '>', filter.bornAfter));
  if (filter.startTime) query = query.where('a.applyTime', '>=', filter.startTime);
  if (filter.endTime) query = query.where('a.applyTime', '<=', filter.endTime);
  if (filter.usrGender !== undefined) query = query.where((eb) => eb(broad('a.usrGender'), '=', filter.usrGender));
  if (filter.applyCodes) query = query.where('a.applyCode', 'in', filter.applyCodes.length > 0 ? filter.applyCodes : ['']);
  // A count over a time or age range without a tab: naming every state lets it read one range per
  // state of the (state, apply_time) or (state, usr_birth_date) index, already grouped by state.
  const ranged = filter.startTime || filter.endTime || filter.bornUntil || filter.bornAfter;
  if (purpose === 'count' && filter.state === undefined && ranged && !filter.jobCode) query = query.where('a.state', 'in', APPLY_MACHINE.values);
  return query;
}

/**
 * True when nothing but the state (and the data scope) narrows the list: its
 * totals are the trigger-kept counters — sys_row_count for 全部, the
 * per-county state counters (migration 0074) for a region.
 */
const onlyByState = (f: ApplyFilter) =>
  !f.jobCode && !f.jobName && !f.bornUntil && !f.bornAfter && !f.startTime && !f.endTime && f.usrGender === undefined && !f.applyCodes;

/** An application as lists and exports show it: with its applicant, resume and job. */
function withParties(query: ApplyQuery) {
  return query
    .innerJoin('recruitResume as r', 'r.id', 'a.resumeId')
    .innerJoin('recruitJobSeeker as s', 's.id', 'r.seekerId')
    .innerJoin('recruitJobInfo as j', 'j.id', 'a.jobId')
    .select([
      'a.id',
      'a.applyCode',
      'a.resumeId',
      'a.state',
      'a.applyTime',
      'a.remark',
      'a.updateTime',
      'r.resumeCode',
      's.usrCode',
      's.usrName',
      's.usrGender',
      's.birthDate',
      's.idCard',
      's.mobile',
      's.education',
      's.ethnic',
      's.jobStatus',
      'j.jobCode',
      'j.jobName',
      'j.cmpyCode',
      'j.cmpyName',
    ]);
}

export type ApplyRow = Awaited<ReturnType<ReturnType<typeof withParties>['execute']>>[number];

/** The applications `ids` with their parties, in the order of `ids` (pages and export batches pick their ids first). */
export function partiesOf(db: DbOrTrx, ids: ReadonlyArray<number | { id: number }>): Promise<ApplyRow[]> {
  return rowsByIds(ids, (wanted) => withParties(db.selectFrom('recruitJobApply as a')).where('a.id', 'in', wanted).execute());
}

const newestFirst = (query: ApplyQuery) => query.orderBy('a.applyTime', 'desc').orderBy('a.id', 'desc');

/**
 * Newest applications first; the total from the counters when only the tab
 * narrows the list. PostgreSQL reads the page and its parties in one
 * statement (with its statistics it walks the list's index and joins on the
 * way, one round trip fewer per request); SQLite picks the ids first and
 * joins those ten, so its planner weighs only the application table's indexes.
 */
export function pageApplications(db: DbOrTrx, filter: ApplyFilter, page: PageRequest) {
  return fetchPage(
    page,
    async ({ limit, offset }) => {
      const ordered = newestFirst(filtered(db, filter, 'page'));
      if (dialectOf(db) === 'postgres') return withParties(ordered).limit(limit).offset(offset).execute();
      return partiesOf(db, await ordered.select('a.id').limit(limit).offset(offset).execute());
    },
    () => countApplications(db, filter),
  );
}

/** Applications per state in a region, summed from the per-county counters (a county's five rows, a city's few dozen). */
async function countedInScope(db: DbOrTrx, scope: DataScope): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('recruitApplyCountyCount')
    .select((eb) => ['state', eb.fn.sum<number>('n').as('n')])
    .where(inScope(scope, 'county'))
    .groupBy('state')
    .execute();
  return new Map(rows.map((r) => [Number(r.state), Number(r.n)]));
}

/** The counters' answer for a list narrowed by nothing but the state and the scope. */
function countedByState(db: DbOrTrx, scope: DataScope): Promise<Map<number, number>> {
  return isWholeScope(scope) ? countedBuckets(db, 'recruit_job_apply') : countedInScope(db, scope);
}

/** Applications per state under the filter (its state ignored): the tabs' counts. */
export async function countByState(db: DbOrTrx, filter: ApplyFilter): Promise<Map<number, number>> {
  const { state: _ignored, ...rest } = filter;
  if (onlyByState(rest)) return countedByState(db, filter.scope);
  const rows = await filtered(db, rest, 'count')
    .select((eb) => ['a.state', eb.fn.countAll<number>().as('n')])
    .groupBy('a.state')
    .execute();
  return new Map(rows.map((r) => [Number(r.state), Number(r.n)]));
}

export async function countApplications(db: DbOrTrx, filter: ApplyFilter): Promise<number> {
  if (!onlyByState(filter)) return countRows(filtered(db, filter, 'count'));
  if (isWholeScope(filter.scope)) return countedRows(db, 'recruit_job_apply', filter.state);
  const byState = await countedInScope(db, filter.scope);
  return filter.state === undefined ? [...byState.values()].reduce((sum, n) => sum + n, 0) : (byState.get(filter.state) ?? 0);
}

/** Where a batch of an export ended: the next batch starts after it in list order. */
export interface ApplyCursor {
  applyTime: string;
  id: number;
}

/**
 * One batch of the list in its order after `cursor` (`keysetBatches` in platform/export/batches.ts),
 * in one statement: the list's index walked with the parties joined on the way. Taking the batch's ids
 * first and their parties by an in-list (as a page does for its ten) cost a second statement per batch
 * and a lookup of each application by id, most of an export's time (bench/results/applications.md).
 */
export function exportBatch(db: DbOrTrx, filter: ApplyFilter, cursor: ApplyCursor | null, limit: number): Promise<ApplyRow[]> {
  let query = filtered(db, filter, 'page');
  if (cursor) {
    const { applyTime, id } = cursor;
    query = query.where((eb: ExpressionBuilder<ApplyDb, 'a'>) => eb(eb.refTuple('a.applyTime', 'a.id'), '<', eb.tuple(applyTime, id)));
  }
  return withParties(newestFirst(query)).limit(limit).execute();
}

/** One application by its code, with its parties and the job's terms; only inside the scope. */
export function findByCode(db: DbOrTrx, applyCode: string, scope: DataScope) {
  return withParties(db.selectFrom('recruitJobApply as a').where(inScope(scope, 'a.countyCode')))
    .select(['j.jobCategoryCode', 'j.salaryMin', 'j.salaryMax'])
    .where('a.applyCode', '=', applyCode)
    .executeTakeFirst();
}

/** Every application of a resume inside the scope, newest first. */
export function findByResume(db: DbOrTrx, resumeId: number, scope: DataScope) {
  return withParties(db.selectFrom('recruitJobApply as a').where(inScope(scope, 'a.countyCode')))
    .where('a.resumeId', '=', resumeId)
    .orderBy('a.applyTime', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

/** What a move needs to know of each application it is asked to move (those outside the scope are not found). */
export function statesByCodes(db: DbOrTrx, applyCodes: readonly string[], scope: DataScope) {
  return db
    .selectFrom('recruitJobApply as a')
    .innerJoin('recruitResume as r', 'r.id', 'a.resumeId')
    .innerJoin('recruitJobSeeker as s', 's.id', 'r.seekerId')
    .select(['a.id', 'a.applyCode', 'a.state', 's.usrName'])
    .where('a.applyCode', 'in', applyCodes)
    .where(inScope(scope, 'a.countyCode'))
    .execute();
}

export async function setRemark(db: DbOrTrx, id: number, remark: string, now: string): Promise<void> {
  await db.updateTable('recruitJobApply').set({ remark, updateTime: now }).where('id', '=', id).execute();
}

export async function insertOperations(db: DbOrTrx, rows: readonly NewApplyOperation[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('recruitApplyOperation').values([...rows]).execute();
}

export async function insertAuditions(db: DbOrTrx, rows: readonly NewApplyAudition[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('recruitApplyAudition').values([...rows]).execute();
}

/** The latest interview time of each application that has one, keyed by application id. */
export async function latestInterviewTimes(db: DbOrTrx, applyIds: readonly number[]): Promise<Map<number, string>> {
  if (applyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('recruitApplyAudition')
    .select((eb) => ['applyId', eb.fn.max('interviewTime').as('latest')])
    .where('applyId', 'in', applyIds)
    .groupBy('applyId')
    .execute();
  return new Map(rows.map((r) => [Number(r.applyId), String(r.latest)]));
}

/** Interview records of the applications, newest first, naming the job. */
export function auditionsOf(db: DbOrTrx, applyIds: readonly number[]) {
  if (applyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('recruitApplyAudition as d')
    .innerJoin('recruitJobApply as a', 'a.id', 'd.applyId')
    .innerJoin('recruitJobInfo as j', 'j.id', 'a.jobId')
    .select([
      'd.applyId',
      'd.auditionCode',
      'a.applyCode',
      'j.jobName',
      'j.cmpyName',
      'd.interviewTime',
      'd.interviewPlace',
      'd.contactPerson',
      'd.contactPhone',
      'd.note',
      'd.inviterName',
      'd.createTime',
    ])
    .where('d.applyId', 'in', applyIds)
    .orderBy('d.createTime', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

/** Operation records of the applications, newest first, naming the job. */
export function operationsOf(db: DbOrTrx, applyIds: readonly number[]) {
  if (applyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('recruitApplyOperation as o')
    .innerJoin('recruitJobApply as a', 'a.id', 'o.applyId')
    .innerJoin('recruitJobInfo as j', 'j.id', 'a.jobId')
    .select(['o.applyId', 'a.applyCode', 'j.jobName', 'o.action', 'o.fromState', 'o.toState', 'o.note', 'o.operatorName', 'o.createTime'])
    .where('o.applyId', 'in', applyIds)
    .orderBy('o.createTime', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}
