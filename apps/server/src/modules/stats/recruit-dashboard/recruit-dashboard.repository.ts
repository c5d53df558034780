import type { DbOrTrx } from '../../../db/database.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countedBuckets } from '../../../platform/row-counts.js';

/**
 * Read-only aggregates for the 数据看板. Totals per state come from the
 * trigger-kept `sys_row_count`; everything by day, category or label from the
 * trigger-kept `stat_recruit_count` (migrations 0027 and 0031), so a call reads
 * at most a few thousand counter rows, however many applications there are.
 * The counters are kept per county of the job's company, so a caller with a
 * data scope reads the same counters over the range of its counties.
 */

/** Rows of a state bucket (an approve type, an application state) → count. */
export type StateCounts = Map<number, number>;

export type CountSubject = 'apply' | 'apply_category' | 'apply_label' | 'online_category' | 'online_label';

/** Jobs per approve type; in a region, counted over its companies' jobs (the job table's company index). */
export async function jobCountsByState(db: DbOrTrx, scope: DataScope): Promise<StateCounts> {
  if (isWholeScope(scope)) return countedBuckets(db, 'recruit_job_info');
  const rows = await db
    .selectFrom('recruitJobInfo as j')
    .select((eb) => ['j.approveType', eb.fn.countAll<number>().as('n')])
    .where('j.cmpyCode', 'in', db.selectFrom('cmpyInfo as c').select('c.cmpyCode').where(inScope(scope, 'c.countyCode')))
    .groupBy('j.approveType')
    .execute();
  return new Map(rows.map((r) => [Number(r.approveType), Number(r.n)]));
}

/** Applications per state: the row counter for 全部, the per-county day counters summed for a region. */
export async function applyCountsByState(db: DbOrTrx, scope: DataScope): Promise<StateCounts> {
  if (isWholeScope(scope)) return countedBuckets(db, 'recruit_job_apply');
  const rows = await db
    .selectFrom('statRecruitCount')
    .select((eb) => ['code', eb.fn.sum<number>('n').as('n')])
    .where('subject', '=', 'apply' satisfies CountSubject)
    .where(inScope(scope, 'county'))
    .groupBy('code')
    .execute();
  return new Map(rows.map((r) => [Number(r.code), Number(r.n)]));
}

/** Applications per day (YYYY-MM-DD) and state within [fromDay, toDay]; days without any are absent. */
export async function applicationsPerDayAndState(
  db: DbOrTrx,
  scope: DataScope,
  fromDay: string,
  toDay: string,
): Promise<Array<{ day: string; state: number; n: number }>> {
  const rows = await db
    .selectFrom('statRecruitCount')
    .select((eb) => ['day', 'code', eb.fn.sum<number>('n').as('n')])
    .where('subject', '=', 'apply' satisfies CountSubject)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .where(inScope(scope, 'county'))
    .groupBy(['day', 'code'])
    .execute();
  return rows.map((r) => ({ day: r.day, state: Number(r.code), n: Number(r.n) })).filter((r) => r.n !== 0);
}

/** Counts of a by-day subject per code, summed over [fromDay, toDay]; codes counted 0 are left out. */
export async function sumPerCode(
  db: DbOrTrx,
  scope: DataScope,
  subject: 'apply_category' | 'apply_label',
  fromDay: string,
  toDay: string,
): Promise<Array<{ code: string; n: number }>> {
  const rows = await db
    .selectFrom('statRecruitCount')
    .select((eb) => ['code', eb.fn.sum<number>('n').as('n')])
    .where('subject', '=', subject)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .where(inScope(scope, 'county'))
    .groupBy('code')
    .execute();
  return rows.map((r) => ({ code: r.code, n: Number(r.n) })).filter((r) => r.n !== 0);
}

/** Online jobs per code of a subject that is not by day; codes counted 0 are left out. */
export async function currentPerCode(db: DbOrTrx, scope: DataScope, subject: 'online_category' | 'online_label'): Promise<Array<{ code: string; n: number }>> {
  const rows = await db
    .selectFrom('statRecruitCount')
    .select((eb) => ['code', eb.fn.sum<number>('n').as('n')])
    .where('subject', '=', subject)
    .where('day', '=', '')
    .where(inScope(scope, 'county'))
    .groupBy('code')
    .execute();
  return rows.map((r) => ({ code: r.code, n: Number(r.n) })).filter((r) => r.n !== 0);
}
