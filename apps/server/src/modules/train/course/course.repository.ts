import { COMPANY_APPROVE_TYPES } from '@hrbd/contract';
import { sql, type ExpressionBuilder, type Insertable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { endOfFilter, startOfFilter } from '../../../platform/time.js';
import type { CourseChanges, CourseRow, NewCourse, NewCourseReview, TrainCourseChapterTable } from './course.table.js';

/**
 * Courses belong to a place twice (数据权限): the address's county, and for a
 * 机构课程 the organisation's county. A course is in a scope when either is.
 */
function courseInScope(eb: ExpressionBuilder<Database, 'trainCourse'>, scope: DataScope) {
  if (isWholeScope(scope)) return eb.lit(true);
  return eb.or([
    inScope(scope, 'trainCourse.countyCode'),
    eb('trainCourse.cmpyCode', 'in', eb.selectFrom('cmpyInfo').select('cmpyInfo.cmpyCode').where(inScope(scope, 'cmpyInfo.countyCode'))),
  ]);
}

export function findByStates(db: DbOrTrx, approveTypes: readonly number[]): Promise<CourseRow[]> {
  if (approveTypes.length === 0) return Promise.resolve([]);
  return db.selectFrom('trainCourse').selectAll().where('approveType', 'in', approveTypes).orderBy('id').execute();
}

/** The codes of the courses in the scope, as a subquery. */
export function codesInScope(db: DbOrTrx, scope: DataScope) {
  return db.selectFrom('trainCourse').select('trainCourse.courseCode').where((eb) => courseInScope(eb, scope));
}

export function findByCode(db: DbOrTrx, courseCode: string, scope: DataScope): Promise<CourseRow | undefined> {
  return db
    .selectFrom('trainCourse')
    .selectAll()
    .where('courseCode', '=', courseCode)
    .where((eb) => courseInScope(eb, scope))
    .executeTakeFirst();
}

/** The courses named, those in the scope (a batch's rows). */
export function findByCodes(db: DbOrTrx, courseCodes: readonly string[], scope: DataScope): Promise<CourseRow[]> {
  if (courseCodes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('trainCourse')
    .selectAll()
    .where('courseCode', 'in', courseCodes)
    .where((eb) => courseInScope(eb, scope))
    .execute();
}

export async function insertCourse(db: DbOrTrx, course: NewCourse): Promise<number> {
  const row = await db.insertInto('trainCourse').values(course).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Form fields only; the state moves through moveStates. */
export async function updateCourse(db: DbOrTrx, id: number, changes: CourseChanges): Promise<void> {
  await db.updateTable('trainCourse').set(changes).where('id', '=', id).execute();
}

export async function deleteCourse(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('trainCourseLabel').where('courseId', '=', id).execute();
  await db.deleteFrom('trainCourseReview').where('courseId', '=', id).execute();
  await db.deleteFrom('trainCourseChapter').where('courseCode', '=', db.selectFrom('trainCourse').select('courseCode').where('id', '=', id)).execute();
  await db.deleteFrom('trainCourse').where('id', '=', id).execute();
}

export async function insertReviews(db: DbOrTrx, reviews: readonly NewCourseReview[]): Promise<void> {
  if (reviews.length > 0) await db.insertInto('trainCourseReview').values([...reviews]).execute();
}

export function reviewsOf(db: DbOrTrx, courseId: number) {
  return db.selectFrom('trainCourseReview').selectAll().where('courseId', '=', courseId).orderBy('id').execute();
}

/** How many courses carry a label. */
export async function countByLabel(db: DbOrTrx, labelCode: string): Promise<number> {
  const row = await db.selectFrom('trainCourseLabel').select((eb) => eb.fn.countAll<number | string>().as('n')).where('labelCode', '=', labelCode).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setLabels(db: DbOrTrx, courseId: number, labelCodes: readonly string[]): Promise<void> {
  await db.deleteFrom('trainCourseLabel').where('courseId', '=', courseId).execute();
  if (labelCodes.length > 0) {
    await db
      .insertInto('trainCourseLabel')
      .values(labelCodes.map((labelCode, sort) => ({ courseId, labelCode, sort })))
      .execute();
  }
}

export async function labelsOf(db: DbOrTrx, courseIds: readonly number[]): Promise<Map<number, string[]>> {
  const byCourse = new Map<number, string[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .selectFrom('trainCourseLabel')
    .select(['courseId', 'labelCode'])
    .where('courseId', 'in', courseIds)
    .orderBy('courseId')
    .orderBy('sort')
    .execute();
  for (const row of rows) byCourse.set(Number(row.courseId), [...(byCourse.get(Number(row.courseId)) ?? []), row.labelCode]);
  return byCourse;
}

export async function countChapters(db: DbOrTrx, courseCode: string): Promise<number> {
  const row = await db
    .selectFrom('trainCourseChapter')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('courseCode', '=', courseCode)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A course's chapters in their order (sort, then the order they were added). */
export function chaptersOf(db: DbOrTrx, courseCode: string) {
  return db.selectFrom('trainCourseChapter').selectAll().where('courseCode', '=', courseCode).orderBy('sort').orderBy('id').execute();
}

export function pageChapters(db: DbOrTrx, filter: { courseCode: string; title?: string }, page: PageRequest) {
  let query = db.selectFrom('trainCourseChapter').where('courseCode', '=', filter.courseCode);
  if (filter.title) query = query.where(containsText(db, 'title', filter.title));
  const filtered = query;
  return fetchPage(
    page,
    ({ limit, offset }) => filtered.selectAll().orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
    () => countRows(filtered),
  );
}

export async function insertChapter(db: DbOrTrx, chapter: Insertable<TrainCourseChapterTable>): Promise<number> {
  const row = await db.insertInto('trainCourseChapter').values(chapter).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateChapter(db: DbOrTrx, id: number, changes: Updateable<TrainCourseChapterTable>): Promise<void> {
  await db.updateTable('trainCourseChapter').set(changes).where('id', '=', id).execute();
}

export async function deleteChapter(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('trainCourseChapter').where('id', '=', id).execute();
}

export interface CourseFilter {
  scope: DataScope;
  courseName?: string;
  courseCode?: string;
  courseType?: number;
  courseNature?: number;
  onlineType?: number;
  cmpyCode?: string;
  countyCode?: string;
  labelCode?: string;
  beginPrice?: number;
  endPrice?: number;
  beginTime?: string;
  endTime?: string;
  approveType?: number;
}

type CourseQuery = SelectQueryBuilder<Database, 'trainCourse', object>;

function filtered(db: DbOrTrx, filter: CourseFilter): CourseQuery {
  let query: CourseQuery = db.selectFrom('trainCourse');
  if (!isWholeScope(filter.scope)) query = query.where((eb) => courseInScope(eb, filter.scope));
  if (filter.courseName) query = query.where(containsText(db, 'courseName', filter.courseName));
  if (filter.courseCode) query = query.where('courseCode', '=', filter.courseCode);
  if (filter.courseType !== undefined) query = query.where('courseType', '=', filter.courseType);
  if (filter.courseNature !== undefined) query = query.where('courseNature', '=', filter.courseNature);
  if (filter.onlineType !== undefined) query = query.where('onlineType', '=', filter.onlineType);
  if (filter.cmpyCode) query = query.where('cmpyCode', '=', filter.cmpyCode);
  if (filter.countyCode) query = query.where('countyCode', '=', filter.countyCode);
  if (filter.beginPrice !== undefined) query = query.where('price', '>=', filter.beginPrice);
  if (filter.endPrice !== undefined) query = query.where('price', '<=', filter.endPrice);
  if (filter.beginTime) query = query.where('createTime', '>=', startOfFilter(filter.beginTime));
  if (filter.endTime) query = query.where('createTime', '<=', endOfFilter(filter.endTime));
  if (filter.approveType !== undefined) query = query.where('approveType', '=', filter.approveType);
  if (filter.labelCode) {
    const labelCode = filter.labelCode;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('trainCourseLabel as l')
          .select('l.courseId')
          .whereRef('l.courseId', '=', 'trainCourse.id')
          .where('l.labelCode', '=', labelCode),
      ),
    );
  }
  return query;
}

/** Most recently refreshed (or created) first. */
export function pageCourses(db: DbOrTrx, filter: CourseFilter, page: PageRequest) {
  const query = filtered(db, filter);
  return fetchPage(
    page,
    ({ limit, offset }) => query.selectAll().orderBy('refreshTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(query),
  );
}

/** Courses per approveType under the filter (its approveType ignored). */
export async function countByState(db: DbOrTrx, filter: CourseFilter): Promise<Map<number, number>> {
  const { approveType: _ignored, ...rest } = filter;
  const rows = await filtered(db, rest)
    .select((eb) => ['approveType', eb.fn.countAll<number>().as('n')])
    .groupBy('approveType')
    .execute();
  return new Map(rows.map((r) => [Number(r.approveType), Number(r.n)]));
}

export async function insertChapters(db: DbOrTrx, chapters: ReadonlyArray<Insertable<TrainCourseChapterTable>>): Promise<void> {
  if (chapters.length > 0) await db.insertInto('trainCourseChapter').values([...chapters]).execute();
}

/**
 * The demo's organisations: the companies the recruit demo passed, in their
 * order (read here rather than through the company service, which answers
 * one company at a time; the demo only reads them).
 */
export function demoOrganisations(db: DbOrTrx): Promise<Array<{ cmpyCode: string; cmpyName: string; countyCode: string }>> {
  return db
    .selectFrom('cmpyInfo')
    .select(['cmpyCode', 'cmpyName', 'countyCode'])
    .where('approveType', '=', COMPANY_APPROVE_TYPES.passed)
    .orderBy('id')
    .execute();
}

// ---------------------------------------------------------------------------
// Statistics (数据看板, read by the stats domain through the course service)
// ---------------------------------------------------------------------------

/** Which courses a statistic counts: the caller's scope, an organisation, a county (address or organisation, as the scope reads it). */
export interface CourseStatFilter {
  scope: DataScope;
  cmpyCode?: string;
  countyCode?: string;
}

function statCourses(db: DbOrTrx, f: CourseStatFilter) {
  let query = db.selectFrom('trainCourse').where((eb) => courseInScope(eb, f.scope));
  if (f.cmpyCode) query = query.where('trainCourse.cmpyCode', '=', f.cmpyCode);
  const county = f.countyCode;
  if (county) query = query.where((eb) => courseInScope(eb, { regionCode: county }));
  return query;
}

/** The codes of the courses a statistic counts, as a subquery (applications belong to them). */
export function statCourseCodes(db: DbOrTrx, f: CourseStatFilter) {
  return statCourses(db, f).select('trainCourse.courseCode');
}

/** Courses created within [from, to], per creation month, state, type and nature. */
export function courseCountsPerMonth(db: DbOrTrx, f: CourseStatFilter, from: string, to: string) {
  const month = sql<string>`substr(${sql.ref('trainCourse.createTime')}, 1, 7)`;
  return statCourses(db, f)
    .where('trainCourse.createTime', '>=', from)
    .where('trainCourse.createTime', '<=', to)
    .select([month.as('month'), 'trainCourse.approveType', 'trainCourse.courseType', 'trainCourse.courseNature'])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .groupBy([month, 'trainCourse.approveType', 'trainCourse.courseType', 'trainCourse.courseNature'])
    .execute();
}

/** 机构课程 created within [from, to] per organisation. */
export function organisationCourseCounts(db: DbOrTrx, f: CourseStatFilter, from: string, to: string) {
  return statCourses(db, f)
    .where('trainCourse.courseNature', '=', 2)
    .where('trainCourse.createTime', '>=', from)
    .where('trainCourse.createTime', '<=', to)
    .select(['trainCourse.cmpyCode', 'trainCourse.cmpyName'])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .groupBy(['trainCourse.cmpyCode', 'trainCourse.cmpyName'])
    .execute();
}
