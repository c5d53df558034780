import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { endOfFilter, startOfFilter } from '../../../platform/time.js';
import type { ApplyRow, NewApply, TrainApplyTable } from './train-apply.table.js';

/** The course codes a caller may see, as a subquery (from the course service); undefined for 全部. */
export type CourseCodes = SelectQueryBuilder<Database, 'trainCourse', { courseCode: string }>;

export interface ApplyFilter {
  courses?: CourseCodes;
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

function filtered(db: DbOrTrx, f: ApplyFilter): ApplyQuery {
  let q: ApplyQuery = db.selectFrom('trainApply as a');
  if (f.courses) q = q.where('a.courseCode', 'in', f.courses);
  if (f.courseCode) q = q.where('a.courseCode', '=', f.courseCode);
  if (f.usrName) q = q.where(containsText(db, 'a.usrName', f.usrName));
  if (f.usrPhe) q = q.where(containsText(db, 'a.usrPhe', f.usrPhe));
  if (f.applyState !== undefined) q = q.where('a.applyState', '=', f.applyState);
  if (f.classCode) q = q.where('a.classCode', '=', f.classCode);
  if (f.beginTime) q = q.where('a.applyTime', '>=', startOfFilter(f.beginTime));
  if (f.endTime) q = q.where('a.applyTime', '<=', endOfFilter(f.endTime));
  return q;
}

/** Applications newest first. */
export function pageApplies(db: DbOrTrx, f: ApplyFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filtered(db, f).selectAll('a').orderBy('a.applyTime', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filtered(db, f)),
  );
}

export const countApplies = (db: DbOrTrx, f: ApplyFilter) => countRows(filtered(db, f));

/** The export's batches: the list's order, read after the last row of the batch before (keyset). */
export function applyBatch(db: DbOrTrx, f: ApplyFilter, after: { applyTime: string; id: number } | null, limit: number): Promise<ApplyRow[]> {
  let q = filtered(db, f).selectAll('a');
  if (after) {
    q = q.where((eb) => eb.or([eb('a.applyTime', '<', after.applyTime), eb.and([eb('a.applyTime', '=', after.applyTime), eb('a.id', '<', after.id)])]));
  }
  return q.orderBy('a.applyTime', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}

export async function countByState(db: DbOrTrx, f: ApplyFilter): Promise<Map<number, number>> {
  const rows = await filtered(db, f)
    .select((eb) => ['a.applyState', eb.fn.countAll<number>().as('n')])
    .groupBy('a.applyState')
    .execute();
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
