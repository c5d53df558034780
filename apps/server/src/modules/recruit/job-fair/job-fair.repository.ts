import type { Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { FairChanges, FairRow, NewFair } from './job-fair.table.js';

/**
 * The stretch of time a fair's applications are read from: sent to its jobs
 * between its start and its end. The application rows carry no fair, so the
 * time a resume arrived is what ties it to the fair it arrived during.
 */
export interface FairWindow {
  fairId: number;
  startTime: string;
  endTime: string;
  /** The caller's data scope: participants are shown only when their company lies in it. */
  scope: DataScope;
}

/** A fair by its code, only when its county lies in the caller's data scope. */
export function findByCode(db: DbOrTrx, fairCode: string, scope: DataScope): Promise<FairRow | undefined> {
  return db.selectFrom('recruitJobFair').selectAll().where('fairCode', '=', fairCode).where(inScope(scope, 'countyCode')).executeTakeFirst();
}

/** The companies in the scope, for `cmpy_code in (…)`. */
const companyCodesInScope = (db: DbOrTrx, scope: DataScope) =>
  db.selectFrom('cmpyInfo as sc').select('sc.cmpyCode').where(inScope(scope, 'sc.countyCode'));

export async function insertFair(db: DbOrTrx, fair: NewFair): Promise<number> {
  const row = await db.insertInto('recruitJobFair').values(fair).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateFair(db: DbOrTrx, id: number, changes: FairChanges): Promise<void> {
  await db.updateTable('recruitJobFair').set(changes).where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------
// The fair list
// ---------------------------------------------------------------------------

export interface FairFilter {
  /** The caller's data scope: fairs held in its counties. */
  scope: DataScope;
  countyCode?: string;
  /** The filters every fair's list takes (fair-rules' fairListCondition). */
  condition?: Expression<SqlBool>;
}

type FairQuery = SelectQueryBuilder<Database, 'recruitJobFair', object>;

function filtered(db: DbOrTrx, filter: FairFilter): FairQuery {
  let query: FairQuery = db.selectFrom('recruitJobFair').where(inScope(filter.scope, 'countyCode'));
  if (filter.countyCode) query = query.where('countyCode', '=', filter.countyCode);
  if (filter.condition) query = query.where(filter.condition);
  return query;
}

/** Fairs starting latest first, with how many companies and jobs take part (those of companies in the scope). */
export function pageFairs(db: DbOrTrx, filter: FairFilter, page: PageRequest) {
  const query = filtered(db, filter);
  const whole = isWholeScope(filter.scope);
  return fetchPage(
    page,
    async ({ limit, offset }) => {
      const rows = await query
        .selectAll('recruitJobFair')
        .select((eb) => [
          eb
            .selectFrom('recruitJobFairCmpy as fc')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('fc.fairId', '=', 'recruitJobFair.id')
            .$if(!whole, (q) => q.where('fc.cmpyCode', 'in', companyCodesInScope(db, filter.scope)))
            .as('cmpyCount'),
          eb
            .selectFrom('recruitJobFairJob as fj')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('fj.fairId', '=', 'recruitJobFair.id')
            .$if(!whole, (q) => q.where('fj.cmpyCode', 'in', companyCodesInScope(db, filter.scope)))
            .as('jobCount'),
        ])
        .orderBy('startTime', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ ...r, id: Number(r.id), cmpyCount: Number(r.cmpyCount ?? 0), jobCount: Number(r.jobCount ?? 0) }));
    },
    () => countRows(query),
  );
}

// ---------------------------------------------------------------------------
// A fair's companies, jobs and applications
// ---------------------------------------------------------------------------

/** Applications in the fair's window to the jobs of `jobIds`, per job: the resume counts of a page. */
async function resumeCountsByJob(db: DbOrTrx, window: FairWindow, jobIds: readonly number[]): Promise<Map<number, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('recruitJobApply')
    .select((eb) => ['jobId', eb.fn.countAll<number>().as('n')])
    .where('jobId', 'in', jobIds)
    .where('applyTime', '>=', window.startTime)
    .where('applyTime', '<=', window.endTime)
    .groupBy('jobId')
    .execute();
  return new Map(rows.map((r) => [Number(r.jobId), Number(r.n)]));
}

export interface CompanyFilter {
  cmpyName?: string;
}

/** The companies taking part, in the order they were added, with their jobs here, headcount and resumes. */
export function pageCompanies(db: DbOrTrx, window: FairWindow, filter: CompanyFilter, page: PageRequest) {
  let query = db
    .selectFrom('recruitJobFairCmpy as fc')
    .innerJoin('cmpyInfo as c', 'c.cmpyCode', 'fc.cmpyCode')
    .where('fc.fairId', '=', window.fairId)
    .where(inScope(window.scope, 'c.countyCode'));
  if (filter.cmpyName) query = query.where(containsText(db, 'c.cmpyName', filter.cmpyName));
  return fetchPage(
    page,
    async ({ limit, offset }) => {
      const rows = await query
        .select([
          'fc.cmpyCode',
          'fc.joinTime',
          'c.cmpyName',
          'c.industryCode',
          'c.cmpyScale',
          'c.provinceCode',
          'c.cityCode',
          'c.countyCode',
          'c.contactPerson',
          'c.contactPhone',
        ])
        .orderBy('fc.sort')
        .limit(limit)
        .offset(offset)
        .execute();
      const jobs =
        rows.length === 0
          ? []
          : await db
              .selectFrom('recruitJobFairJob as fj')
              .innerJoin('recruitJobInfo as j', 'j.id', 'fj.jobId')
              .select(['fj.cmpyCode', 'fj.jobId', 'j.headcount'])
              .where('fj.fairId', '=', window.fairId)
              .where(
                'fj.cmpyCode',
                'in',
                rows.map((r) => r.cmpyCode),
              )
              .execute();
      const resumes = await resumeCountsByJob(
        db,
        window,
        jobs.map((j) => Number(j.jobId)),
      );
      return rows.map((row) => {
        const own = jobs.filter((j) => j.cmpyCode === row.cmpyCode);
        return {
          ...row,
          jobCount: own.length,
          headcount: own.reduce((sum, j) => sum + Number(j.headcount), 0),
          resumeCount: own.reduce((sum, j) => sum + (resumes.get(Number(j.jobId)) ?? 0), 0),
        };
      });
    },
    () => countRows(query),
  );
}

export interface JobFilter {
  cmpyCode?: string;
  jobName?: string;
}

/** The jobs brought, company by company in the order they were added, with their resumes during the fair. */
export function pageJobs(db: DbOrTrx, window: FairWindow, filter: JobFilter, page: PageRequest) {
  let query = db.selectFrom('recruitJobFairJob as fj').innerJoin('recruitJobInfo as j', 'j.id', 'fj.jobId').where('fj.fairId', '=', window.fairId);
  if (!isWholeScope(window.scope)) query = query.where((eb) => eb('fj.cmpyCode', 'in', companyCodesInScope(db, window.scope)));
  if (filter.cmpyCode) query = query.where('fj.cmpyCode', '=', filter.cmpyCode);
  if (filter.jobName) query = query.where(containsText(db, 'j.jobName', filter.jobName));
  return fetchPage(
    page,
    async ({ limit, offset }) => {
      const rows = await query
        .select([
          'j.id',
          'j.jobCode',
          'j.jobName',
          'j.jobCategoryCode',
          'j.cmpyCode',
          'j.cmpyName',
          'j.salaryMin',
          'j.salaryMax',
          'j.education',
          'j.headcount',
          'j.provinceCode',
          'j.cityCode',
          'j.countyCode',
          'j.approveType',
          'j.endTime',
        ])
        .orderBy('fj.sort')
        .limit(limit)
        .offset(offset)
        .execute();
      const resumes = await resumeCountsByJob(
        db,
        window,
        rows.map((r) => Number(r.id)),
      );
      return rows.map((row) => ({ ...row, id: Number(row.id), resumeCount: resumes.get(Number(row.id)) ?? 0 }));
    },
    () => countRows(query),
  );
}

export interface ApplicationFilter {
  cmpyCode?: string;
  jobCode?: string;
  state?: number;
}

/** The fair's applications alone: sent to one of its jobs during the fair (the (job_id, apply_time) index serves it). */
function fairApplications(db: DbOrTrx, window: FairWindow, filter: ApplicationFilter) {
  let query = db
    .selectFrom('recruitJobApply as a')
    .where('a.applyTime', '>=', window.startTime)
    .where('a.applyTime', '<=', window.endTime)
    .where((eb) => {
      let jobs = eb.selectFrom('recruitJobFairJob as fj').select('fj.jobId').where('fj.fairId', '=', window.fairId);
      if (filter.cmpyCode) jobs = jobs.where('fj.cmpyCode', '=', filter.cmpyCode);
      if (!isWholeScope(window.scope)) jobs = jobs.where('fj.cmpyCode', 'in', companyCodesInScope(db, window.scope));
      return eb('a.jobId', 'in', jobs);
    });
  if (filter.jobCode) {
    const jobCode = filter.jobCode;
    query = query.where('a.jobId', '=', (eb) => eb.selectFrom('recruitJobInfo').select('id').where('jobCode', '=', jobCode));
  }
  if (filter.state !== undefined) query = query.where('a.state', '=', filter.state);
  return query;
}

/** Ids of a page of the fair's applications, newest first; the application service shows them. */
export function pageApplicationIds(db: DbOrTrx, window: FairWindow, filter: ApplicationFilter, page: PageRequest) {
  const query = fairApplications(db, window, filter);
  return fetchPage(
    page,
    async ({ limit, offset }) => {
      const rows = await query.select('a.id').orderBy('a.applyTime', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute();
      return rows.map((r) => Number(r.id));
    },
    () => countRows(query),
  );
}

export function countApplications(db: DbOrTrx, window: FairWindow): Promise<number> {
  return countRows(fairApplications(db, window, {}));
}
