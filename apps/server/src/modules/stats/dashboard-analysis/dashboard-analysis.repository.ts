import { sql } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';

/**
 * Read-only day figures of the 数据看板 over the recruitment tables, grouped
 * over the indexes of migration 0058 (jobs by creation time, job moves by
 * time, job seekers by registration time). Jobs and their moves belong to the
 * county of the job's company; job seekers to their county of residence.
 */

const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** Company codes in the scope, as a subquery (jobs belong to their company's county). */
function companiesIn(db: DbOrTrx, scope: DataScope) {
  return db.selectFrom('cmpyInfo as c').select('c.cmpyCode').where(inScope(scope, 'c.countyCode'));
}

/** Jobs created per day (YYYY-MM-DD) within [from, to]. */
export async function jobsCreatedPerDay(db: DbOrTrx, scope: DataScope, from: string, to: string): Promise<Map<string, number>> {
  let query = db
    .selectFrom('recruitJobInfo as j')
    .where('j.createTime', '>=', from)
    .where('j.createTime', '<=', to)
    .select((eb) => [dayOf('j.createTime').as('day'), eb.fn.countAll<number | string>().as('n')])
    .groupBy(dayOf('j.createTime'));
  if (!isWholeScope(scope)) query = query.where('j.cmpyCode', 'in', companiesIn(db, scope));
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** Job moves (recruit_job_operation) per day within [from, to], by action and the states moved between. */
export async function jobMovesPerDay(
  db: DbOrTrx,
  scope: DataScope,
  from: string,
  to: string,
): Promise<Array<{ day: string; action: string; fromState: number; toState: number; n: number }>> {
  let query = db
    .selectFrom('recruitJobOperation as o')
    .where('o.createTime', '>=', from)
    .where('o.createTime', '<=', to)
    .select((eb) => [dayOf('o.createTime').as('day'), 'o.action', 'o.fromState', 'o.toState', eb.fn.countAll<number | string>().as('n')])
    .groupBy([dayOf('o.createTime'), 'o.action', 'o.fromState', 'o.toState']);
  if (!isWholeScope(scope)) {
    query = query.where('o.jobId', 'in', db.selectFrom('recruitJobInfo as j').select('j.id').where('j.cmpyCode', 'in', companiesIn(db, scope)));
  }
  const rows = await query.execute();
  return rows.map((r) => ({ day: r.day, action: r.action, fromState: Number(r.fromState), toState: Number(r.toState), n: Number(r.n) }));
}

/** Job seekers registered per day within [from, to], by their county of residence. */
export async function seekersPerDay(db: DbOrTrx, scope: DataScope, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('recruitJobSeeker as s')
    .where('s.createTime', '>=', from)
    .where('s.createTime', '<=', to)
    .where(inScope(scope, 's.countyCode'))
    .select((eb) => [dayOf('s.createTime').as('day'), eb.fn.countAll<number | string>().as('n')])
    .groupBy(dayOf('s.createTime'))
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/**
 * Applications made within [from, to] that are now in `state`, per 中类 of
 * the job (the hires of jobApplyAnalysis: few next to all applications, read
 * through the (state, apply_time) index).
 */
export async function applicationsInStatePerCategory(db: DbOrTrx, scope: DataScope, state: number, from: string, to: string): Promise<Map<string, number>> {
  let query = db
    .selectFrom('recruitJobApply as a')
    .innerJoin('recruitJobInfo as j', 'j.id', 'a.jobId')
    .where('a.state', '=', state)
    .where('a.applyTime', '>=', from)
    .where('a.applyTime', '<=', to)
    .select((eb) => ['j.jobCategoryCode', eb.fn.countAll<number | string>().as('n')])
    .groupBy('j.jobCategoryCode');
  if (!isWholeScope(scope)) query = query.where('j.cmpyCode', 'in', companiesIn(db, scope));
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.jobCategoryCode, Number(r.n)]));
}
