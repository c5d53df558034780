import { sql } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';

/**
 * Reads of the 数据大屏's counters (`stat_bigscreen_count`, migration 0057):
 * sums over the months up to one, per code, for the caller's counties. The
 * one read that is not a counter (the newest companies) goes by an index over
 * at most a page of rows.
 */

export type MonthSubject =
  | 'cmpy_new'
  | 'cmpy_pass_industry'
  | 'cmpy_pass_scale'
  | 'job_online'
  | 'job_online_headcount'
  | 'apply'
  | 'apply_category'
  | 'seeker_gender'
  | 'seeker_edu'
  | 'seeker_status'
  | 'seeker_birth';
export type NowSubject = 'online_headcount' | 'online_hire' | 'online_cmpy' | 'online_cmpy_headcount' | 'online_cmpy_apply';

/*
 * Subjects and the month of now ('') are written into the statements, not passed as parameters. On
 * PostgreSQL a prepared statement gets one plan for all values after five runs, and with `subject = $1`
 * it cannot tell a subject of 5,000 rows from one of 50: the plan it kept for a page's applications read
 * every company's row and filtered the page's `code in (…)` (3.7 ms instead of 0.1 ms).
 */
const NOW = sql.lit('');

/** A subject's counts per code as of the end of `month` (`now`) and of the month before (`before`, for 环比), in one read. */
export type AsOfCounts = Map<string, { now: number; before: number }>;

export async function sumAsOf(db: DbOrTrx, scope: DataScope, subject: MonthSubject, month: string): Promise<AsOfCounts> {
  const rows = await db
    .selectFrom('statBigscreenCount')
    .select((eb) => ['code', eb.fn.sum<number>('n').as('now'), eb.fn.sum<number>(sql`case when month < ${month} then n else 0 end`).as('before')])
    .where('subject', '=', sql.lit(subject))
    .where('month', '>', NOW)
    .where('month', '<=', month)
    .where(inScope(scope, 'county'))
    .groupBy('code')
    .execute();
  return new Map(rows.map((r) => [r.code, { now: Number(r.now), before: Number(r.before) }]));
}

/** A subject's counts per code over the months up to and including `month` (as of its end). */
export async function sumUpTo(db: DbOrTrx, scope: DataScope, subject: MonthSubject, month: string): Promise<Map<string, number>> {
  return new Map([...(await sumAsOf(db, scope, subject, month))].map(([code, counts]) => [code, counts.now]));
}

/** A subject's counts per month and code within [fromMonth, toMonth]. */
export async function sumPerMonth(
  db: DbOrTrx,
  scope: DataScope,
  subject: MonthSubject,
  fromMonth: string,
  toMonth: string,
): Promise<Array<{ month: string; code: string; n: number }>> {
  const rows = await db
    .selectFrom('statBigscreenCount')
    .select((eb) => ['month', 'code', eb.fn.sum<number>('n').as('n')])
    .where('subject', '=', sql.lit(subject))
    .where('month', '>=', fromMonth)
    .where('month', '<=', toMonth)
    .where(inScope(scope, 'county'))
    .groupBy(['month', 'code'])
    .execute();
  return rows.map((r) => ({ month: r.month, code: r.code, n: Number(r.n) }));
}

/** A subject's counts per county and code up to `month`. */
export async function sumPerCountyUpTo(db: DbOrTrx, scope: DataScope, subject: MonthSubject, month: string): Promise<Array<{ county: string; code: string; n: number }>> {
  const rows = await db
    .selectFrom('statBigscreenCount')
    .select((eb) => ['county', 'code', eb.fn.sum<number>('n').as('n')])
    .where('subject', '=', sql.lit(subject))
    .where('month', '>', NOW)
    .where('month', '<=', month)
    .where(inScope(scope, 'county'))
    .groupBy(['county', 'code'])
    .execute();
  return rows.map((r) => ({ county: r.county, code: r.code, n: Number(r.n) }));
}

/** A subject of now per code. */
export async function sumNow(db: DbOrTrx, scope: DataScope, subject: NowSubject): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('statBigscreenCount')
    .select((eb) => ['code', eb.fn.sum<number>('n').as('n')])
    .where('subject', '=', sql.lit(subject))
    .where('month', '=', NOW)
    .where(inScope(scope, 'county'))
    .groupBy('code')
    .execute();
  return new Map(rows.map((r) => [r.code, Number(r.n)]).filter(([, n]) => n !== 0) as Array<[string, number]>);
}

/** Passed companies decided by `until`, newest decision first. */
export async function newestPassed(db: DbOrTrx, scope: DataScope, until: string, offset: number, limit: number) {
  return db
    .selectFrom('cmpyInfo')
    .select(['cmpyCode', 'cmpyName', 'industryCode', 'cmpyScale', 'countyCode', 'approveTime'])
    .where('approveType', '=', 1)
    .where('approveTime', '<=', until)
    .where(inScope(scope, 'countyCode'))
    .orderBy('approveTime', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function companyNames(db: DbOrTrx, codes: readonly string[]): Promise<Array<{ cmpyCode: string; cmpyName: string; countyCode: string }>> {
  if (codes.length === 0) return [];
  return db.selectFrom('cmpyInfo').select(['cmpyCode', 'cmpyName', 'countyCode']).where('cmpyCode', 'in', codes).execute();
}

/**
 * The companies with jobs online now: their non-zero `online_cmpy` counters. A company's are in its
 * current county only (a company moving county moves its counts, leaving zero behind), so each row is
 * one company and needs no grouping (dashboard.api.test.ts moves one and finds it listed once).
 */
function onlineCompanies(db: DbOrTrx, scope: DataScope) {
  return db
    .selectFrom('statBigscreenCount as jobsRow')
    .where('jobsRow.subject', '=', sql.lit('online_cmpy'))
    .where('jobsRow.month', '=', NOW)
    .where('jobsRow.n', '<>', 0)
    .where(inScope(scope, 'jobsRow.county'));
}

/**
 * 招聘企业: companies with jobs online now, most jobs first (then most
 * headcount, then code), one page of them ranked in the database, and how many
 * there are. (Ranked in the service, the two counters' 5,000 rows each were
 * most of the call on the 1,000,000-application benchmark; grouping both
 * subjects by company took PostgreSQL 6 ms for the page and 5 ms for the count,
 * against 4 and 1 ms for this join of the two rows and count of the first.)
 */
export async function recruitingPage(db: DbOrTrx, scope: DataScope, offset: number, limit: number) {
  const [rows, counted] = await Promise.all([
    onlineCompanies(db, scope)
      .leftJoin('statBigscreenCount as headcountRow', (join) =>
        join
          .on('headcountRow.subject', '=', sql.lit('online_cmpy_headcount'))
          .on('headcountRow.month', '=', NOW)
          .onRef('headcountRow.county', '=', 'jobsRow.county')
          .onRef('headcountRow.code', '=', 'jobsRow.code'),
      )
      .select(['jobsRow.code', 'jobsRow.n as jobs', sql<number>`coalesce(${sql.ref('headcountRow.n')}, 0)`.as('headcount')])
      .orderBy('jobs', 'desc')
      .orderBy('headcount', 'desc')
      .orderBy('jobsRow.code')
      .offset(offset)
      .limit(limit)
      .execute(),
    onlineCompanies(db, scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(counted.n), rows: rows.map((r) => ({ code: r.code, jobs: Number(r.jobs), headcount: Number(r.headcount) })) };
}

/** A subject of now summed over its codes (the number of jobs online, from their per-company counts). */
export async function totalNow(db: DbOrTrx, scope: DataScope, subject: NowSubject): Promise<number> {
  const row = await db
    .selectFrom('statBigscreenCount')
    .select((eb) => eb.fn.sum<number>('n').as('n'))
    .where('subject', '=', sql.lit(subject))
    .where('month', '=', NOW)
    .where(inScope(scope, 'county'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A subject of now for the given codes only (a page of companies), per code. */
export async function sumNowOf(db: DbOrTrx, scope: DataScope, subject: NowSubject, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('statBigscreenCount')
    .select((eb) => ['code', eb.fn.sum<number>('n').as('n')])
    .where('subject', '=', sql.lit(subject))
    .where('month', '=', NOW)
    .where('code', 'in', codes)
    .where(inScope(scope, 'county'))
    .groupBy('code')
    .execute();
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
}
