import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, WALK_SHARE, type PageRequest } from '../../../platform/paging.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countedBuckets, countedRows } from '../../../platform/row-counts.js';
import { endOfFilter, startOfFilter, wholeDaysOf } from '../../../platform/time.js';
import type { ApplyRow, NewApply, TrainApplyTable } from './train-apply.table.js';

/** The course codes a caller may see, as a subquery (from the course service); undefined for 全部. */
export type CourseCodes = SelectQueryBuilder<Database, 'trainCourse', { courseCode: string }>;

export interface ApplyFilter {
  courses?: CourseCodes;
  /** The data scope `courses` was taken from: with nothing else narrowing the list, its totals are the per-county counters. */
  scope?: DataScope;
  courseCode?: string;
  usrName?: string;
  usrPhe?: string;
  applyState?: number;
  classCode?: string;
  beginTime?: string;
  endTime?: string;
}

type ApplyDb = Database & { a: TrainApplyTable };
type ApplyQuery = SelectQueryBuilder<ApplyDb, 'a', object>;

/** `walk`: the courses tested row by row, not used to find the rows (see pageApplies). */
function filtered(db: DbOrTrx, f: ApplyFilter, walk = false): ApplyQuery {
  let q: ApplyQuery = db.selectFrom('trainApply as a');
  if (f.courses) q = q.where(walk ? sql<string>`${sql.ref('a.courseCode')} || ''` : sql.ref('a.courseCode'), 'in', f.courses);
  if (f.courseCode) q = q.where('a.courseCode', '=', f.courseCode);
  if (f.usrName) q = q.where(containsText(db, 'a.usrName', f.usrName));
  if (f.usrPhe) q = q.where(containsText(db, 'a.usrPhe', f.usrPhe));
  if (f.applyState !== undefined) q = q.where('a.applyState', '=', f.applyState);
  if (f.classCode) q = q.where('a.classCode', '=', f.classCode);
  if (f.beginTime) q = q.where('a.applyTime', '>=', startOfFilter(f.beginTime));
  if (f.endTime) q = q.where('a.applyTime', '<=', endOfFilter(f.endTime));
  return q;
}

/**
 * True when nothing but the state and the data scope narrows the list: its
 * totals are then trigger-kept counters — sys_row_count for 全部 (migration
 * 0066), train_apply_count per county for a region (0069) — not a count over
 * every application.
 */
const onlyByState = (f: ApplyFilter) => !f.courseCode && !f.usrName && !f.usrPhe && !f.classCode && !f.beginTime && !f.endTime;

/** Applications per state in a region: those of courses in it or of organisations in it, summed from the counters. */
async function countedInScope(db: DbOrTrx, scope: DataScope): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('trainApplyCount')
    .select((eb) => ['applyState', eb.fn.sum<number | string>('n').as('n')])
    .where((eb) => eb.or([inScope(scope, 'county'), inScope(scope, 'cmpyCounty')]))
    .groupBy('applyState')
    .execute();
  return new Map(rows.map((r) => [Number(r.applyState), Number(r.n)]));
}

/**
 * The days a filter's time range covers when nothing else but the state narrows it and both its ends
 * are whole days (a date, or 00:00:00 and 23:59:59): its counts are then the day counters' (migration 0080).
 */
function countedDaysOf(f: ApplyFilter): { from?: string; to?: string } | null {
  if (f.courses || f.courseCode || f.usrName || f.usrPhe || f.classCode || (!f.beginTime && !f.endTime)) return null;
  return wholeDaysOf(f.beginTime, f.endTime);
}

/** Applications per state over whole days, summed from the day counters (30 days: 90 rows). */
async function countedOverDays(db: DbOrTrx, days: { from?: string; to?: string }): Promise<Map<number, number>> {
  let q = db.selectFrom('trainApplyDayCount').select((eb) => ['applyState', eb.fn.sum<number | string>('n').as('n')]);
  if (days.from) q = q.where('day', '>=', days.from);
  if (days.to) q = q.where('day', '<=', days.to);
  const rows = await q.groupBy('applyState').execute();
  return new Map(rows.map((r) => [Number(r.applyState), Number(r.n)]));
}

/** The counters' answer per state, or null when the list must be counted (another filter, or courses without their scope). */
function countedByState(db: DbOrTrx, f: ApplyFilter): Promise<Map<number, number>> | null {
  const days = countedDaysOf(f);
  if (days) return countedOverDays(db, days);
  if (!onlyByState(f)) return null;
  if (!f.courses) return countedBuckets(db, 'train_apply');
  return f.scope && !isWholeScope(f.scope) ? countedInScope(db, f.scope) : null;
}

/**
 * A region's page with nothing else narrowing it walks the time index newest
 * first and tests each application's course (`a.course_code || ''` keeps the
 * planner off the course indexes): ten of a region holding a share s of the
 * applications are met within about 10 / s rows (~120 for 新郑市). Left to
 * itself SQLite, once analyzed, read every application of the region's
 * courses and sorted them (83,000 rows: 0.2–0.9 s, bench/results/train.md). A
 * region under WALK_SHARE of them keeps that plan, which a long walk would lose to.
 */

/** Applications newest first. */
export async function pageApplies(db: DbOrTrx, f: ApplyFilter, page: PageRequest) {
  let total: number | null = null;
  let walk = false;
  if (f.courses && f.scope && !isWholeScope(f.scope) && onlyByState(f)) {
    // Both from the counters.
    const [inRegion, all] = await Promise.all([countApplies(db, f), countedRows(db, 'train_apply', f.applyState)]);
    total = inRegion;
    walk = inRegion > 0 && inRegion >= all * WALK_SHARE;
  }
  return fetchPage(
    page,
    ({ limit, offset }) => filtered(db, f, walk).selectAll('a').orderBy('a.applyTime', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
    () => (total === null ? countApplies(db, f) : Promise.resolve(total)),
  );
}

export async function countApplies(db: DbOrTrx, f: ApplyFilter): Promise<number> {
  if (onlyByState(f) && !f.courses) return countedRows(db, 'train_apply', f.applyState);
  const byState = await countedByState(db, f);
  if (!byState) return countRows(filtered(db, f));
  return f.applyState === undefined ? [...byState.values()].reduce((sum, n) => sum + n, 0) : (byState.get(f.applyState) ?? 0);
}

/**
 * The export's batches: the list's order, read after the last row of the batch
 * before (keyset), each with its course's name and price joined in (a list of
 * a batch's course codes would be a statement of another length every batch,
 * each prepared and cached anew).
 */
export function applyBatch(db: DbOrTrx, f: ApplyFilter, after: { applyTime: string; id: number } | null, limit: number) {
  let q = filtered(db, f)
    .leftJoin('trainCourse as c', 'c.courseCode', 'a.courseCode')
    .selectAll('a')
    .select(['c.courseName', 'c.price as coursePrice']);
  // A row value: both databases seek the (apply_time, id) index to it, where an OR of the two comparisons scans.
  if (after) q = q.where((eb) => eb(eb.refTuple('a.applyTime', 'a.id'), '<', eb.tuple(after.applyTime, after.id)));
  return q.orderBy('a.applyTime', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}

/**
 * Applications per state under `f`, counted. Grouped by `+apply_state`, which no index orders: SQLite
 * (never analyzed) would otherwise walk the whole (apply_state, apply_time) index for the grouping's
 * order when the filter is a time range — 1,000,000 entries for the last 30 days' 42,000, 70 → 12 ms.
 */
export function stateCountQuery(db: DbOrTrx, f: ApplyFilter) {
  const state = sql<number>`+${sql.ref('a.applyState')}`;
  return filtered(db, f)
    .select((eb) => [state.as('applyState'), eb.fn.countAll<number>().as('n')])
    .groupBy(state);
}

export async function countByState(db: DbOrTrx, f: ApplyFilter): Promise<Map<number, number>> {
  const counted = f.applyState === undefined ? countedByState(db, f) : null;
  if (counted) return counted;
  const rows = await stateCountQuery(db, f).execute();
  return new Map(rows.map((r) => [Number(r.applyState), Number(r.n)]));
}

export function findByCode(db: DbOrTrx, applyCode: string, courses?: CourseCodes): Promise<ApplyRow | undefined> {
  let q = db.selectFrom('trainApply as a').selectAll('a').where('a.applyCode', '=', applyCode);
  if (courses) q = q.where('a.courseCode', 'in', courses);
  return q.executeTakeFirst();
}

export function findByCodes(db: DbOrTrx, applyCodes: readonly string[]): Promise<ApplyRow[]> {
  if (applyCodes.length === 0) return Promise.resolve([]);
  return db.selectFrom('trainApply').selectAll().where('applyCode', 'in', applyCodes).execute();
}

/** The people already applied to the courses (course code + ID number). */
export async function takenPeople(db: DbOrTrx, courseCodes: readonly string[]): Promise<Set<string>> {
  if (courseCodes.length === 0) return new Set();
  const rows = await db.selectFrom('trainApply').select(['courseCode', 'idCard']).where('courseCode', 'in', courseCodes).execute();
  return new Set(rows.map((r) => `${r.courseCode}|${r.idCard}`));
}

export async function countByCourse(db: DbOrTrx, courseCode: string): Promise<number> {
  const row = await db.selectFrom('trainApply').select((eb) => eb.fn.countAll<number>().as('n')).where('courseCode', '=', courseCode).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertApplies(db: DbOrTrx, rows: readonly NewApply[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('trainApply').values(rows.slice(i, i + 200)).execute();
}

/** Fields only; the state moves through moveStates. */
export async function updateApply(db: DbOrTrx, id: number, changes: { usrName?: string; usrPhe?: string; remark?: string; updateTime: string }): Promise<void> {
  await db.updateTable('trainApply').set(changes).where('id', '=', id).execute();
}

/** Applications made within [from, to] to the courses given (a subquery), per month of applyTime. */
export function applicationsPerMonth(db: DbOrTrx, courses: CourseCodes, from: string, to: string) {
  const month = sql<string>`substr(${sql.ref('a.applyTime')}, 1, 7)`;
  return db
    .selectFrom('trainApply as a')
    .where('a.courseCode', 'in', courses)
    .where('a.applyTime', '>=', from)
    .where('a.applyTime', '<=', to)
    .select(month.as('month'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .groupBy(month)
    .execute();
}

/** Applications made within [from, to] per day (YYYY-MM-DD) and state, to the courses given (数据看板's 报名趋势). */
export function applicationsPerDayAndState(db: DbOrTrx, courses: CourseCodes, from: string, to: string) {
  const day = sql<string>`substr(${sql.ref('a.applyTime')}, 1, 10)`;
  return db
    .selectFrom('trainApply as a')
    .where('a.courseCode', 'in', courses)
    .where('a.applyTime', '>=', from)
    .where('a.applyTime', '<=', to)
    .select([day.as('day'), 'a.applyState'])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .groupBy([day, 'a.applyState'])
    .execute();
}

/** Applications made within [from, to] per course, to the courses given (数据看板's 课程TOP3占比). */
export function applicationsPerCourse(db: DbOrTrx, courses: CourseCodes, from: string, to: string) {
  return db
    .selectFrom('trainApply as a')
    .where('a.courseCode', 'in', courses)
    .where('a.applyTime', '>=', from)
    .where('a.applyTime', '<=', to)
    .select('a.courseCode')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .groupBy('a.courseCode')
    .execute();
}
