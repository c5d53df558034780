import type { DbOrTrx } from '../../../db/database.js';
import { countedBuckets } from '../../../platform/row-counts.js';

/**
 * Read-only aggregates for the 数据看板. Totals per state come from the
 * trigger-kept `sys_row_count`; everything by day, category or label from the
 * trigger-kept `stat_recruit_count` (migration 0027), so a call reads at most
 * a few thousand counter rows by its primary key (subject, day, code),
 * however many applications there are.
 */

/** Rows of a state bucket (an approve type, an application state) → count. */
export type StateCounts = Map<number, number>;

export type CountSubject = 'apply' | 'apply_category' | 'apply_label' | 'online_category' | 'online_label';

export function jobCountsByState(db: DbOrTrx): Promise<StateCounts> {
  return countedBuckets(db, 'recruit_job_info');
}

export function applyCountsByState(db: DbOrTrx): Promise<StateCounts> {
  return countedBuckets(db, 'recruit_job_apply');
}

/** Applications per day (YYYY-MM-DD) and state within [fromDay, toDay]; days without any are absent. */
export async function applicationsPerDayAndState(db: DbOrTrx, fromDay: string, toDay: string): Promise<Array<{ day: string; state: number; n: number }>> {
  const rows = await db
    .selectFrom('statRecruitCount')
    .select(['day', 'code', 'n'])
    .where('subject', '=', 'apply' satisfies CountSubject)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .where('n', '<>', 0)
    .execute();
  return rows.map((r) => ({ day: r.day, state: Number(r.code), n: Number(r.n) }));
}

/** Counts of a by-day subject per code, summed over [fromDay, toDay]; codes counted 0 are left out. */
export async function sumPerCode(db: DbOrTrx, subject: 'apply_category' | 'apply_label', fromDay: string, toDay: string): Promise<Array<{ code: string; n: number }>> {
  const rows = await db
    .selectFrom('statRecruitCount')
    .select((eb) => ['code', eb.fn.sum<number>('n').as('n')])
    .where('subject', '=', subject)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .groupBy('code')
    .execute();
  return rows.map((r) => ({ code: r.code, n: Number(r.n) })).filter((r) => r.n !== 0);
}

/** Online jobs per code of a subject that is not by day; codes counted 0 are left out. */
export async function currentPerCode(db: DbOrTrx, subject: 'online_category' | 'online_label'): Promise<Array<{ code: string; n: number }>> {
  const rows = await db.selectFrom('statRecruitCount').select(['code', 'n']).where('subject', '=', subject).where('day', '=', '').where('n', '<>', 0).execute();
  return rows.map((r) => ({ code: r.code, n: Number(r.n) }));
}
