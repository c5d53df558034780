import type { DbOrTrx } from '../../../db/database.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';

/** Which colleges' counters a statistic reads: passed ones (one of them, or of a type), inside the caller's scope. */
export interface CollegeSet {
  scope: DataScope;
  passed: number;
  collegeCode?: string;
  collegeType?: number;
}

/** The colleges of the set, as a subquery for `college_code in (…)`. */
function collegesOf(db: DbOrTrx, set: CollegeSet) {
  let query = db.selectFrom('collegeInfo as c').select('c.collegeCode').where('c.approveType', '=', set.passed).where(inScope(set.scope, 'c.countyCode'));
  if (set.collegeCode) query = query.where('c.collegeCode', '=', set.collegeCode);
  if (set.collegeType !== undefined) query = query.where('c.collegeType', '=', set.collegeType);
  return query;
}

/** Whether the college is passed and inside the scope (a statistic of another is 404). */
export async function collegeVisible(db: DbOrTrx, collegeCode: string, scope: DataScope, passed: number): Promise<boolean> {
  const row = await collegesOf(db, { scope, passed, collegeCode }).executeTakeFirst();
  return row !== undefined;
}

export interface CounterRange {
  subject: string;
  beginYear: number;
  endYear: number;
  /** Codes within [low, high] (a region's parts). */
  codeRange?: { low: string; high: string };
  education?: number;
}

/**
 * The counters of a subject summed over the set's colleges, per year and code:
 * from the per-county counters when the set is every passed college inside
 * the scope (a few hundred rows), else from the per-college counters of the
 * colleges it picks (one college's, or a type's).
 */
export async function countsByYearAndCode(db: DbOrTrx, set: CollegeSet, range: CounterRange): Promise<Array<{ year: number; code: string; n: number }>> {
  const perCounty = set.collegeCode === undefined && set.collegeType === undefined;
  let query = perCounty
    ? db.selectFrom('statCollegeCountyCount as s').where(inScope(set.scope, 's.countyCode'))
    : db.selectFrom('statCollegeCount as s').where('s.collegeCode', 'in', collegesOf(db, set));
  query = query.where('s.subject', '=', range.subject).where('s.year', '>=', range.beginYear).where('s.year', '<=', range.endYear);
  if (range.codeRange) query = query.where('s.code', '>=', range.codeRange.low).where('s.code', '<=', range.codeRange.high);
  if (range.education !== undefined) query = query.where('s.education', '=', range.education);
  const rows = await query
    .select((eb) => ['s.year', 's.code', eb.fn.sum<number>('s.n').as('n')])
    .groupBy(['s.year', 's.code'])
    .execute();
  return rows.map((r) => ({ year: Number(r.year), code: r.code, n: Number(r.n) }));
}

/** One college's counters of the given subjects over all years, per subject and code. */
export async function totalsOfCollege(db: DbOrTrx, collegeCode: string, subjects: readonly string[]): Promise<Array<{ subject: string; code: string; n: number }>> {
  const rows = await db
    .selectFrom('statCollegeCount')
    .select((eb) => ['subject', 'code', eb.fn.sum<number>('n').as('n')])
    .where('collegeCode', '=', collegeCode)
    .where('subject', 'in', subjects)
    .groupBy(['subject', 'code'])
    .execute();
  return rows.map((r) => ({ subject: r.subject, code: r.code, n: Number(r.n) }));
}

export interface SupplyFilter {
  set: CollegeSet;
  categoryCode?: string;
  education?: number;
  graduateYear?: number;
}

/** Graduates and employed graduates per college × 专业 × graduation year, from the supply counters, largest cohorts first. */
export async function pageSupply(db: DbOrTrx, filter: SupplyFilter, limit: number, offset: number) {
  let query = db
    .selectFrom('statCollegeCount as s')
    .where('s.subject', 'in', ['supply', 'supply_emp'])
    .where('s.collegeCode', 'in', collegesOf(db, filter.set));
  if (filter.categoryCode) query = query.where('s.code', '>=', `${filter.categoryCode}0000`).where('s.code', '<=', `${filter.categoryCode}9999`);
  if (filter.education !== undefined) query = query.where('s.education', '=', filter.education);
  if (filter.graduateYear !== undefined) query = query.where('s.year', '=', filter.graduateYear);
  const grouped = query
    .select((eb) => [
      's.collegeCode',
      's.code',
      's.year',
      eb.fn.sum<number>(eb.case().when('s.subject', '=', 'supply').then(eb.ref('s.n')).else(0).end()).as('graduates'),
      eb.fn.sum<number>(eb.case().when('s.subject', '=', 'supply_emp').then(eb.ref('s.n')).else(0).end()).as('employed'),
    ])
    .groupBy(['s.collegeCode', 's.code', 's.year'])
    .having((eb) => eb.fn.sum<number>(eb.case().when('s.subject', '=', 'supply').then(eb.ref('s.n')).else(0).end()), '>', 0);
  const [rows, total] = await Promise.all([
    grouped.orderBy('s.year', 'desc').orderBy('graduates', 'desc').orderBy('s.collegeCode').orderBy('s.code').limit(limit).offset(offset).execute(),
    db
      .selectFrom(grouped.as('g'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    records: rows.map((r) => ({ collegeCode: r.collegeCode, specialtyCode: r.code, graduateYear: Number(r.year), graduates: Number(r.graduates), employed: Number(r.employed) })),
  };
}

/** College names by code. */
export async function collegeNames(db: DbOrTrx, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('collegeInfo').select(['collegeCode', 'collegeName']).where('collegeCode', 'in', [...new Set(codes)]).execute();
  return new Map(rows.map((r) => [r.collegeCode, r.collegeName]));
}
