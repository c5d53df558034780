import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import type { JobFairTables } from './fair-rules.table.js';

/** Companies of the given codes with their review state, for checking a fair's list. */
export function companiesByCodes(db: DbOrTrx, cmpyCodes: readonly string[]) {
  if (cmpyCodes.length === 0) return Promise.resolve([]);
  return db.selectFrom('cmpyInfo').select(['cmpyCode', 'cmpyName', 'approveType']).where('cmpyCode', 'in', cmpyCodes).execute();
}

/** Jobs of the given codes with what decides whether they may join a fair. */
export async function jobsByCodes(db: DbOrTrx, jobCodes: readonly string[]) {
  if (jobCodes.length === 0) return [];
  const rows = await db
    .selectFrom('recruitJobInfo')
    .select(['id', 'jobCode', 'jobName', 'cmpyCode', 'approveType', 'endTime'])
    .where('jobCode', 'in', jobCodes)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

// ---------------------------------------------------------------------------
// A fair's own tables (`tables`: recruitment's fairs or the colleges')
// ---------------------------------------------------------------------------

/** The filters every fair's list takes. */
export interface FairListFilter {
  fairName?: string;
  fairType?: number;
  status?: number;
  /** Held at some time within [from, to] (whole `YYYY-MM-DD HH:mm:ss` bounds). */
  from?: string;
  to?: string;
}

/** Those filters as one condition on the fairs' own table (either kind: the columns are alike), none when no filter is set. */
export function fairListCondition(db: DbOrTrx, filter: FairListFilter, now: string): Expression<SqlBool> | undefined {
  const eb = expressionBuilder<Database, JobFairTables['fairs']>();
  const conditions: Array<Expression<SqlBool>> = [];
  if (filter.fairName) conditions.push(containsText(db, 'fairName', filter.fairName));
  if (filter.fairType !== undefined) conditions.push(eb('fairType', '=', filter.fairType));
  if (filter.from) conditions.push(eb('endTime', '>=', filter.from));
  if (filter.to) conditions.push(eb('startTime', '<=', filter.to));
  // The statuses as jobFairStatusAt reads them: 待开始 before the start, 已结束 after the end.
  if (filter.status === 0) conditions.push(eb('startTime', '>', now));
  if (filter.status === 1) conditions.push(eb('startTime', '<=', now), eb('endTime', '>=', now));
  if (filter.status === 2) conditions.push(eb('endTime', '<', now));
  return conditions.length === 0 ? undefined : eb.and(conditions);
}

/** The fair of that name among the fairs of its table. */
export function findByName(db: DbOrTrx, tables: JobFairTables, fairName: string) {
  return db.selectFrom(tables.fairs).select(['id', 'fairCode']).where('fairName', '=', fairName).executeTakeFirst();
}

/** The companies taking part in the fairs of `fairIds`, fair by fair in the order they were added, with their names and counties. */
export async function companiesOf(db: DbOrTrx, tables: JobFairTables, fairIds: readonly number[]) {
  if (fairIds.length === 0) return [];
  const rows = await db
    .selectFrom(`${tables.companies} as fc`)
    .innerJoin('cmpyInfo as c', 'c.cmpyCode', 'fc.cmpyCode')
    .select(['fc.fairId', 'fc.cmpyCode', 'c.cmpyName', 'c.countyCode', 'fc.joinTime'])
    .where('fc.fairId', 'in', fairIds)
    .orderBy('fc.fairId')
    .orderBy('fc.sort')
    .execute();
  return rows.map((r) => ({ ...r, fairId: Number(r.fairId) }));
}

/** The jobs brought to the fairs of `fairIds`, fair by fair in the order they were added, with what the form and an export show. */
export async function jobsOf(db: DbOrTrx, tables: JobFairTables, fairIds: readonly number[]) {
  if (fairIds.length === 0) return [];
  const rows = await db
    .selectFrom(`${tables.jobs} as fj`)
    .innerJoin('recruitJobInfo as j', 'j.id', 'fj.jobId')
    .select(['fj.fairId', 'fj.jobId', 'fj.cmpyCode', 'j.jobCode', 'j.jobName', 'j.salaryMin', 'j.salaryMax', 'j.approveType', 'j.endTime', 'j.headcount', 'j.education'])
    .where('fj.fairId', 'in', fairIds)
    .orderBy('fj.fairId')
    .orderBy('fj.sort')
    .execute();
  return rows.map((r) => ({ ...r, fairId: Number(r.fairId), jobId: Number(r.jobId) }));
}

/** Replaces who takes part; a company's jobs go in after it, as the key between them requires. */
export async function replaceParticipants(
  db: DbOrTrx,
  tables: JobFairTables,
  fairId: number,
  companies: ReadonlyArray<{ cmpyCode: string; joinTime: string }>,
  jobs: ReadonlyArray<{ cmpyCode: string; jobId: number }>,
): Promise<void> {
  await db.deleteFrom(tables.jobs).where('fairId', '=', fairId).execute();
  await db.deleteFrom(tables.companies).where('fairId', '=', fairId).execute();
  if (companies.length > 0) {
    await db
      .insertInto(tables.companies)
      .values(companies.map((c, sort) => ({ fairId, cmpyCode: c.cmpyCode, sort, joinTime: c.joinTime })))
      .execute();
  }
  // A few hundred rows per statement keeps within SQLite's bound-parameter limit.
  for (let i = 0; i < jobs.length; i += 200) {
    await db
      .insertInto(tables.jobs)
      .values(jobs.slice(i, i + 200).map((j, k) => ({ fairId, cmpyCode: j.cmpyCode, jobId: j.jobId, sort: i + k })))
      .execute();
  }
}
