import { JOB_APPROVE_TYPES } from '@hrbd/contract';
import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { countedBuckets, countedRows } from '../../../platform/row-counts.js';
import { endOfFilter, startOfFilter } from '../../../platform/time.js';
import type { JobRow, NewJob, NewJobOperation } from './job.table.js';


/** A job by its code, only when its company lies in the caller's data scope. */
export function findByCode(db: DbOrTrx, jobCode: string, scope: DataScope): Promise<JobRow | undefined> {
  return db
    .selectFrom('recruitJobInfo')
    .selectAll()
    .where('jobCode', '=', jobCode)
    .where((eb) => companyInScope(eb, scope))
    .executeTakeFirst();
}

/**
 * Jobs are region-bound by their company (数据权限): the condition that the
 * job's company lies in the scope, through the company's county index.
 */
function companyInScope(eb: ExpressionBuilder<Database, 'recruitJobInfo'>, scope: DataScope) {
  if (isWholeScope(scope)) return eb.lit(true);
  return eb('recruitJobInfo.cmpyCode', 'in', eb.selectFrom('cmpyInfo').select('cmpyInfo.cmpyCode').where(inScope(scope, 'cmpyInfo.countyCode')));
}

export async function insertJob(db: DbOrTrx, job: NewJob): Promise<number> {
  const row = await db.insertInto('recruitJobInfo').values(job).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertOperations(db: DbOrTrx, operations: readonly NewJobOperation[]): Promise<void> {
  if (operations.length > 0) await db.insertInto('recruitJobOperation').values([...operations]).execute();
}

/** Online jobs whose end time is at or before `now`, oldest end first. */
export function onlineEndedBy(db: DbOrTrx, now: string, limit: number) {
  return db
    .selectFrom('recruitJobInfo')
    .select('jobCode')
    .where('approveType', '=', JOB_APPROVE_TYPES.online)
    .where('endTime', '<=', now)
    .orderBy('endTime')
    .limit(limit)
    .execute();
}

/** Replaces a job's labels, kept in the order given. */
export async function setLabels(db: DbOrTrx, jobId: number, labelCodes: readonly string[]): Promise<void> {
  await db.deleteFrom('recruitJobLabelRel').where('jobId', '=', jobId).execute();
  if (labelCodes.length > 0) {
    await db
      .insertInto('recruitJobLabelRel')
      .values(labelCodes.map((labelCode, sort) => ({ jobId, labelCode, sort })))
      .execute();
  }
}

/** The labels of each job, in their order. */
export async function labelsOfJobs(db: DbOrTrx, jobIds: readonly number[]) {
  if (jobIds.length === 0) return [];
  return db
    .selectFrom('recruitJobLabelRel as r')
    .innerJoin('recruitJobLabel as l', 'l.labelCode', 'r.labelCode')
    .select(['r.jobId', 'l.labelCode', 'l.labelName', 'l.labelHot'])
    .where('r.jobId', 'in', jobIds)
    .orderBy('r.jobId')
    .orderBy('r.sort')
    .execute();
}

export interface JobFilter {
  /** The caller's data scope: only jobs of companies in its counties. */
  scope: DataScope;
  jobName?: string;
  jobCode?: string;
  cmpyCode?: string;
  cmpyName?: string;
  /** The category and, for a 大类, its 中类. */
  jobCategoryCodes?: readonly string[];
  onlineType?: number;
  education?: number;
  countyCode?: string;
  labelCode?: string;
  source?: string;
  /** Jobs whose salary range meets [beginSalary, endSalary]. */
  beginSalary?: number;
  endSalary?: number;
  beginTime?: string;
  endTime?: string;
  approveType?: number;
  /** Jobs in this province, city or county (by the job's county). */
  regionCode?: string;
  /** Still recruiting at this time (end time after it). */
  endsAfter?: string;
  /** Among these jobs or carrying this label (the colleges' demand list: campus-fair jobs, 应届毕业生 jobs). */
  anyOf?: { jobIds: readonly number[]; labelCode: string | null };
}

type JobQuery = SelectQueryBuilder<Database, 'recruitJobInfo', object>;

function filtered(db: DbOrTrx, filter: JobFilter): JobQuery {
  let query: JobQuery = db.selectFrom('recruitJobInfo');
  if (!isWholeScope(filter.scope)) query = query.where((eb) => companyInScope(eb, filter.scope));
  if (filter.jobName) query = query.where(containsText(db, 'jobName', filter.jobName));
  if (filter.jobCode) query = query.where('jobCode', '=', filter.jobCode);
  if (filter.cmpyCode) query = query.where('cmpyCode', '=', filter.cmpyCode);
  if (filter.cmpyName) query = query.where(containsText(db, 'cmpyName', filter.cmpyName));
  if (filter.jobCategoryCodes) query = query.where('jobCategoryCode', 'in', filter.jobCategoryCodes);
  if (filter.onlineType !== undefined) query = query.where('onlineType', '=', filter.onlineType);
  if (filter.education !== undefined) query = query.where('education', '=', filter.education);
  if (filter.countyCode) query = query.where('countyCode', '=', filter.countyCode);
  if (filter.source) query = query.where('source', '=', filter.source);
  if (filter.beginSalary !== undefined) query = query.where('salaryMax', '>=', filter.beginSalary);
  if (filter.endSalary !== undefined) query = query.where('salaryMin', '<=', filter.endSalary);
  if (filter.beginTime) query = query.where('createTime', '>=', startOfFilter(filter.beginTime));
  if (filter.endTime) query = query.where('createTime', '<=', endOfFilter(filter.endTime));
  if (filter.approveType !== undefined) query = query.where('approveType', '=', filter.approveType);
  if (filter.regionCode) query = query.where(inScope({ regionCode: filter.regionCode }, 'countyCode'));
  if (filter.endsAfter) query = query.where('endTime', '>', filter.endsAfter);
  if (filter.anyOf) {
    const { jobIds, labelCode } = filter.anyOf;
    query = query.where((eb) =>
      eb.or([
        ...(jobIds.length > 0 ? [eb('id', 'in', jobIds)] : []),
        ...(labelCode ? [eb('id', 'in', eb.selectFrom('recruitJobLabelRel as g').select('g.jobId').where('g.labelCode', '=', labelCode))] : []),
        // Neither: no job (a constant false that both dialects read).
        sql<SqlBool>`1 = 0`,
      ]),
    );
  }
  if (filter.labelCode) {
    const labelCode = filter.labelCode;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('recruitJobLabelRel as r')
          .select('r.jobId')
          .whereRef('r.jobId', '=', 'recruitJobInfo.id')
          .where('r.labelCode', '=', labelCode),
      ),
    );
  }
  return query;
}

const onlyByState = (f: JobFilter) =>
  isWholeScope(f.scope) &&
  !f.jobName &&
  !f.jobCode &&
  !f.cmpyCode &&
  !f.cmpyName &&
  !f.jobCategoryCodes &&
  f.onlineType === undefined &&
  f.education === undefined &&
  !f.countyCode &&
  !f.labelCode &&
  !f.regionCode &&
  !f.endsAfter &&
  !f.anyOf &&
  !f.source &&
  f.beginSalary === undefined &&
  f.endSalary === undefined &&
  !f.beginTime &&
  !f.endTime;

const LIST_COLUMNS = [
  'id',
  'jobCode',
  'jobName',
  'jobCategoryCode',
  'cmpyCode',
  'cmpyName',
  'salaryMin',
  'salaryMax',
  'education',
  'headcount',
  'provinceCode',
  'cityCode',
  'countyCode',
  'source',
  'approveType',
  'onlineType',
  'beginTime',
  'endTime',
  'refreshTime',
  'createTime',
] as const;

/** Most recently refreshed (or created) first: a refreshed job moves to the top. */
export function pageJobs(db: DbOrTrx, filter: JobFilter, page: PageRequest) {
  const query = filtered(db, filter);
  return fetchPage(
    page,
    ({ limit, offset }) => query.select(LIST_COLUMNS).orderBy('refreshTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    () => (onlyByState(filter) ? countedRows(db, 'recruit_job_info', filter.approveType) : countRows(query)),
  );
}

/** How many jobs the filter matches (the list's total). */
export function countJobs(db: DbOrTrx, filter: JobFilter): Promise<number> {
  return onlyByState(filter) ? countedRows(db, 'recruit_job_info', filter.approveType) : countRows(filtered(db, filter));
}

/** Where an export's batch starts: after this row of the list's order. */
export interface JobCursor {
  refreshTime: string;
  id: number;
}

/** The list's next rows after `cursor`, in its order (an export's batch). */
export function jobsAfter(db: DbOrTrx, filter: JobFilter, cursor: JobCursor | null, limit: number) {
  let query = filtered(db, filter);
  if (cursor) query = query.where((eb) => eb(eb.refTuple('refreshTime', 'id'), '<', eb.tuple(cursor.refreshTime, cursor.id)));
  return query.select(LIST_COLUMNS).orderBy('refreshTime', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Jobs per approveType under the filter (its approveType ignored): the tabs' counts. */
export async function countByState(db: DbOrTrx, filter: JobFilter): Promise<Map<number, number>> {
  const { approveType: _ignored, ...rest } = filter;
  if (onlyByState(rest)) return countedBuckets(db, 'recruit_job_info');
  const rows = await filtered(db, rest)
    .select((eb) => ['approveType', eb.fn.countAll<number>().as('n')])
    .groupBy('approveType')
    .execute();
  return new Map(rows.map((r) => [Number(r.approveType), Number(r.n)]));
}

/** Jobs per category code and state, of companies in the scope. */
export async function countByCategory(db: DbOrTrx, scope: DataScope): Promise<Array<{ jobCategoryCode: string; approveType: number; n: number }>> {
  const rows = await db
    .selectFrom('recruitJobInfo')
    .select((eb) => ['jobCategoryCode', 'approveType', eb.fn.countAll<number>().as('n')])
    .where((eb) => companyInScope(eb, scope))
    .groupBy(['jobCategoryCode', 'approveType'])
    .execute();
  return rows.map((r) => ({ jobCategoryCode: r.jobCategoryCode, approveType: Number(r.approveType), n: Number(r.n) }));
}

/** Jobs by code, whatever the scope: what another domain shows of the jobs it refers to (推荐岗位). */
export function findByCodes(db: DbOrTrx, jobCodes: readonly string[]) {
  if (jobCodes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('recruitJobInfo')
    .select(['jobCode', 'jobName', 'cmpyName', 'approveType', 'endTime'])
    .where('jobCode', 'in', [...new Set(jobCodes)])
    .execute();
}

/** Online jobs, the latest put online first (the advertising demo recommends some). */
export function findOnline(db: DbOrTrx, limit: number) {
  return db
    .selectFrom('recruitJobInfo')
    .select(['jobCode', 'jobName', 'cmpyName', 'approveType', 'endTime'])
    .where('approveType', '=', JOB_APPROVE_TYPES.online)
    .orderBy('onlineTime', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
