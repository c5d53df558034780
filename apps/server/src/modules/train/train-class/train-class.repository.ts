import { sql, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { bulkInsert, containsText, dialectOf, type BulkColumnType } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { ClassChanges, NewClass, NewSession, NewStudent, TrainClassTable, TrainStudentTable } from './train-class.table.js';

/** 班级管理's filters as stored; `status` is read against `now`. */
export interface ClassFilter {
  scope: DataScope;
  now: string;
  className?: string;
  courseCode?: string;
  cmpyCode?: string;
  countyCode?: string;
  status?: number;
}

type ClassDb = Database & { c: TrainClassTable };
type ClassQuery = SelectQueryBuilder<ClassDb, 'c', object>;

function filteredClasses(db: DbOrTrx, filter: ClassFilter): ClassQuery {
  let query: ClassQuery = db.selectFrom('trainClass as c').where(inScope(filter.scope, 'c.countyCode'));
  if (filter.className) query = query.where(containsText(db, 'c.className', filter.className));
  if (filter.courseCode) query = query.where('c.courseCode', '=', filter.courseCode);
  if (filter.cmpyCode) query = query.where('c.cmpyCode', '=', filter.cmpyCode);
  if (filter.countyCode) query = query.where('c.countyCode', '=', filter.countyCode);
  const now = filter.now;
  switch (filter.status) {
    case 1:
      query = query.where('c.finishState', '=', 0).where('c.firstBegin', '>', now);
      break;
    case 2:
      query = query.where('c.finishState', '=', 0).where('c.firstBegin', '<=', now).where('c.lastEnd', '>', now);
      break;
    case 3:
      query = query.where('c.finishState', '=', 0).where('c.lastEnd', '<=', now);
      break;
    case 4:
      query = query.where('c.finishState', '=', 1);
      break;
  }
  return query;
}

/** Classes newest first, with their enrolment and session count. */
export function pageClasses(db: DbOrTrx, filter: ClassFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filteredClasses(db, filter)
        .selectAll('c')
        .select((eb) => [
          eb.selectFrom('trainStudent as s').whereRef('s.classId', '=', 'c.id').select(eb.fn.countAll<number>().as('n')).as('enrolled'),
          eb.selectFrom('trainClassSession as cs').whereRef('cs.classId', '=', 'c.id').select(eb.fn.countAll<number>().as('n')).as('sessionCount'),
        ])
        .orderBy('c.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(filteredClasses(db, filter)),
  );
}

export function findByCode(db: DbOrTrx, classCode: string, scope: DataScope) {
  return db.selectFrom('trainClass as c').selectAll('c').where('c.classCode', '=', classCode).where(inScope(scope, 'c.countyCode')).executeTakeFirst();
}

export function findByCodes(db: DbOrTrx, classCodes: readonly string[]) {
  if (classCodes.length === 0) return Promise.resolve([]);
  return db.selectFrom('trainClass').selectAll().where('classCode', 'in', classCodes).execute();
}

export async function insertClass(db: DbOrTrx, row: NewClass): Promise<number> {
  const inserted = await db.insertInto('trainClass').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function insertClasses(db: DbOrTrx, rows: readonly NewClass[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 50) await db.insertInto('trainClass').values(rows.slice(i, i + 50)).execute();
}

export async function updateClass(db: DbOrTrx, id: number, changes: ClassChanges): Promise<void> {
  await db.updateTable('trainClass').set(changes).where('id', '=', id).execute();
}

export function sessionsOf(db: DbOrTrx, classId: number) {
  return db.selectFrom('trainClassSession').selectAll().where('classId', '=', classId).orderBy('sessionNo').execute();
}

export async function replaceSessions(db: DbOrTrx, classId: number, rows: readonly Omit<NewSession, 'classId'>[]): Promise<void> {
  // Sign-ins hang on sessions already held, which an edit keeps as they were (same numbers).
  const keep = rows.map((r) => r.sessionNo);
  const existing = await sessionsOf(db, classId);
  const byNo = new Map(existing.map((s) => [s.sessionNo, s]));
  for (const row of rows) {
    const old = byNo.get(row.sessionNo);
    if (!old) await db.insertInto('trainClassSession').values({ ...row, classId }).execute();
    else if (old.beginTime !== row.beginTime || old.endTime !== row.endTime) {
      await db.updateTable('trainClassSession').set({ beginTime: row.beginTime, endTime: row.endTime }).where('id', '=', old.id).execute();
    }
  }
  const dropped = existing.filter((s) => !keep.includes(s.sessionNo)).map((s) => s.id);
  if (dropped.length > 0) {
    await db.deleteFrom('trainSignIn').where('sessionId', 'in', dropped).execute();
    await db.deleteFrom('trainClassSession').where('id', 'in', dropped).execute();
  }
}

export async function insertSessions(db: DbOrTrx, rows: readonly NewSession[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('trainClassSession').values(rows.slice(i, i + 200)).execute();
}

export async function enrolment(db: DbOrTrx, classId: number): Promise<number> {
  return countRows(db.selectFrom('trainStudent').where('classId', '=', classId));
}

// ---------------------------------------------------------------------------
// Students
// ---------------------------------------------------------------------------

export interface StudentFilter {
  scope: DataScope;
  classId?: number;
  usrName?: string;
  idCard?: string;
  finishState?: number;
}

type StudentDb = Database & { s: TrainStudentTable; c: TrainClassTable };
type StudentQuery = SelectQueryBuilder<StudentDb, 's' | 'c', object>;

function filteredStudents(db: DbOrTrx, filter: StudentFilter): StudentQuery {
  let query: StudentQuery = db
    .selectFrom('trainStudent as s')
    .innerJoin('trainClass as c', 'c.id', 's.classId')
    .where(inScope(filter.scope, 'c.countyCode'));
  if (filter.classId !== undefined) query = query.where('s.classId', '=', filter.classId);
  if (filter.usrName) query = query.where(containsText(db, 's.usrName', filter.usrName));
  if (filter.idCard) query = query.where('s.idCard', '=', filter.idCard);
  if (filter.finishState !== undefined) query = query.where('s.finishState', '=', filter.finishState);
  return query;
}

/** Students newest first with their class and attendance (sign-ins of sessions begun by `now`). */
export function pageStudents(db: DbOrTrx, filter: StudentFilter, page: PageRequest, now: string) {
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filteredStudents(db, filter)
        .selectAll('s')
        .select(['c.classCode', 'c.className', 'c.paperCode'])
        .select((eb) => [
          eb.selectFrom('trainSignIn as si').whereRef('si.studentId', '=', 's.id').select(eb.fn.countAll<number>().as('n')).as('attended'),
          eb
            .selectFrom('trainClassSession as cs')
            .whereRef('cs.classId', '=', 's.classId')
            .where('cs.endTime', '<=', now)
            .select(eb.fn.countAll<number>().as('n'))
            .as('held'),
          eb.selectFrom('trainClassSession as cs').whereRef('cs.classId', '=', 's.classId').select(eb.fn.countAll<number>().as('n')).as('sessionCount'),
        ])
        .orderBy('s.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(filteredStudents(db, filter)),
  );
}

export function findStudent(db: DbOrTrx, classId: number, idCard: string) {
  return db.selectFrom('trainStudent').selectAll().where('classId', '=', classId).where('idCard', '=', idCard).executeTakeFirst();
}

export function studentByCode(db: DbOrTrx, studentCode: string) {
  return db.selectFrom('trainStudent').selectAll().where('studentCode', '=', studentCode).executeTakeFirst();
}

export function studentsOf(db: DbOrTrx, classId: number) {
  return db.selectFrom('trainStudent').selectAll().where('classId', '=', classId).orderBy('id').execute();
}

export async function insertStudent(db: DbOrTrx, row: NewStudent): Promise<void> {
  await db.insertInto('trainStudent').values(row).execute();
}

const STUDENT_COLUMNS: ReadonlyArray<readonly [string, BulkColumnType]> = [
  ['student_code', 'text'], ['class_id', 'integer'], ['usr_name', 'text'], ['id_card', 'text'], ['mobile', 'text'], ['education', 'text'],
  ['employ_state', 'text'], ['finish_state', 'integer'], ['finish_reason', 'text'], ['create_time', 'text'], ['update_time', 'text'],
];

/** Students in statements of 5,000 (bulkInsert: no bind-parameter limit; the import's batches are one statement each). */
export async function insertStudents(db: DbOrTrx, rows: readonly NewStudent[]): Promise<void> {
  const cells = rows.map((r) => [r.studentCode, r.classId, r.usrName, r.idCard, r.mobile, r.education ?? '', r.employState ?? '', r.finishState ?? 0, r.finishReason ?? '', r.createTime, r.updateTime]);
  for (let i = 0; i < cells.length; i += 5000) await bulkInsert(db as unknown as Kysely<unknown>, dialectOf(db), 'train_student', STUDENT_COLUMNS, cells.slice(i, i + 5000));
}

/** Each student's count of sign-ins (any result) in the class. */
export async function attendanceOf(db: DbOrTrx, classId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('trainSignIn as si')
    .innerJoin('trainStudent as s', 's.id', 'si.studentId')
    .where('s.classId', '=', classId)
    .select(['si.studentId', sql<number>`count(*)`.as('n')])
    .groupBy('si.studentId')
    .execute();
  return new Map(rows.map((r) => [Number(r.studentId), Number(r.n)]));
}

/**
 * Each student's best score in the paper: the learner app sits a class's
 * paper as the student, so an attempt's learnerCode is the studentCode.
 */
export async function bestScoresOf(db: DbOrTrx, paperCode: string, studentCodes: readonly string[]): Promise<Map<string, number>> {
  if (!paperCode || studentCodes.length === 0) return new Map();
  const rows = await db
    .selectFrom('trainExamAttempt as a')
    .innerJoin('trainExamPaper as p', 'p.id', 'a.paperId')
    .where('p.paperCode', '=', paperCode)
    .where('a.learnerCode', 'in', studentCodes)
    .select(['a.learnerCode', (eb) => eb.fn.max<number>('a.score').as('best')])
    .groupBy('a.learnerCode')
    .execute();
  return new Map(rows.map((r) => [r.learnerCode, Number(r.best)]));
}

/** The demo seed's sign-ins (the sign-in area writes real ones one by one). */
export async function insertSignInsForDemo(db: DbOrTrx, rows: ReadonlyArray<Insertable<Database['trainSignIn']>>): Promise<void> {
  for (let i = 0; i < rows.length; i += 300) await db.insertInto('trainSignIn').values(rows.slice(i, i + 300)).execute();
}

export function idsOfClasses(db: DbOrTrx, classCodes: readonly string[]) {
  return db.selectFrom('trainClass').select(['id', 'classCode']).where('classCode', 'in', classCodes).execute();
}

export function sessionIdsOf(db: DbOrTrx, classIds: readonly number[]) {
  return db.selectFrom('trainClassSession').select(['id', 'classId', 'sessionNo']).where('classId', 'in', classIds).execute();
}

export function studentIdsOf(db: DbOrTrx, classIds: readonly number[]) {
  return db.selectFrom('trainStudent').select(['id', 'classId', 'studentCode']).where('classId', 'in', classIds).execute();
}

// ---------------------------------------------------------------------------
// 学员导入
// ---------------------------------------------------------------------------

/** Classes by code for an import batch, in the scope, with their enrolment. */
export async function classesForImport(db: DbOrTrx, classCodes: readonly string[], scope: DataScope) {
  if (classCodes.length === 0) return [];
  return db
    .selectFrom('trainClass as c')
    .select(['c.id', 'c.classCode', 'c.capacity', 'c.finishState'])
    .select((eb) => eb.selectFrom('trainStudent as s').whereRef('s.classId', '=', 'c.id').select(eb.fn.countAll<number>().as('n')).as('enrolled'))
    .where('c.classCode', 'in', classCodes)
    .where(inScope(scope, 'c.countyCode'))
    .execute();
}

/**
 * The students already in a class with an ID number asked for it (`idCardsByClass`: class id → ID numbers),
 * one (class, ID numbers) term per class, each a set of probes of the (class_id, id_card) key. Asked as two
 * in-lists (every class × every number), PostgreSQL read each class's students whole: 50 ms a batch of 500
 * rows once the classes held thousands (bench/train.ts).
 */
export function knownStudents(db: DbOrTrx, idCardsByClass: ReadonlyMap<number, readonly string[]>) {
  if (idCardsByClass.size === 0) return Promise.resolve([]);
  return db
    .selectFrom('trainStudent')
    .select(['id', 'classId', 'idCard'])
    .where((eb) => eb.or([...idCardsByClass].map(([classId, idCards]) => eb.and([eb('classId', '=', classId), eb('idCard', 'in', idCards)]))))
    .execute();
}

export async function updateStudent(db: DbOrTrx, id: number, changes: { usrName: string; mobile: string; education: string; employState: string; updateTime: string }): Promise<void> {
  await db.updateTable('trainStudent').set(changes).where('id', '=', id).execute();
}

export async function insertImportError(db: DbOrTrx, row: { errorCode: string; importerId: number; rows: string; createTime: string }): Promise<void> {
  await db.insertInto('trainImportError').values(row).execute();
}

/** Removes error workbooks written before `before`; answers how many. */
export async function deleteImportErrorsBefore(db: DbOrTrx, before: string): Promise<number> {
  const result = await db.deleteFrom('trainImportError').where('createTime', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findImportError(db: DbOrTrx, errorCode: string) {
  return db.selectFrom('trainImportError').selectAll().where('errorCode', '=', errorCode).executeTakeFirst();
}

/** An export batch: students after `after` (by id, newest first) with their class and attendance. */
export function studentBatch(db: DbOrTrx, filter: StudentFilter, after: number | null, limit: number) {
  let query = filteredStudents(db, filter);
  if (after !== null) query = query.where('s.id', '<', after);
  return query
    .selectAll('s')
    .select(['c.classCode', 'c.className', 'c.paperCode', 'c.passRate'])
    .select((eb) => [
      eb.selectFrom('trainSignIn as si').whereRef('si.studentId', '=', 's.id').select(eb.fn.countAll<number>().as('n')).as('attended'),
      eb.selectFrom('trainClassSession as cs').whereRef('cs.classId', '=', 's.classId').select(eb.fn.countAll<number>().as('n')).as('sessionCount'),
    ])
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}

export function countStudents(db: DbOrTrx, filter: StudentFilter): Promise<number> {
  return countRows(filteredStudents(db, filter));
}

/**
 * Sessions of classes in the scope that began within [from, to] and were over by `now`, with their class and
 * roster size. A session belongs to the day it began (the analysis groups by it), even one that ran past midnight.
 */
export function sessionsHeldBetween(db: DbOrTrx, scope: DataScope, from: string, to: string, now: string, countyCode?: string) {
  let query = db
    .selectFrom('trainClassSession as cs')
    .innerJoin('trainClass as c', 'c.id', 'cs.classId')
    .where('cs.beginTime', '>=', from)
    .where('cs.beginTime', '<=', to)
    .where('cs.endTime', '<=', now)
    .where(inScope(scope, 'c.countyCode'));
  if (countyCode) query = query.where('c.countyCode', '=', countyCode);
  return query
    .select(['cs.id', 'cs.classId', 'cs.beginTime', 'c.classCode', 'c.className'])
    .select((eb) => eb.selectFrom('trainStudent as s').whereRef('s.classId', '=', 'c.id').select(eb.fn.countAll<number>().as('n')).as('roster'))
    .execute();
}

export function countByCourse(db: DbOrTrx, courseCode: string): Promise<number> {
  return countRows(db.selectFrom('trainClass').where('courseCode', '=', courseCode));
}

/** The organisations with a class of the course, each once, by name. */
export function organisationsOfCourse(db: DbOrTrx, courseCode: string): Promise<Array<{ cmpyCode: string; cmpyName: string }>> {
  return db.selectFrom('trainClass').select(['cmpyCode', 'cmpyName']).distinct().where('courseCode', '=', courseCode).orderBy('cmpyName').orderBy('cmpyCode').execute();
}

// ---------------------------------------------------------------------------
// Statistics (数据看板, read by the stats domain through the class service)
// ---------------------------------------------------------------------------

/** Which classes a statistic counts: the caller's scope (the class's address), an organisation, a county. */
export interface ClassStatFilter {
  scope: DataScope;
  cmpyCode?: string;
  countyCode?: string;
}

function statClasses(db: DbOrTrx, f: ClassStatFilter): ClassQuery {
  let query: ClassQuery = db.selectFrom('trainClass as c').where(inScope(f.scope, 'c.countyCode'));
  if (f.cmpyCode) query = query.where('c.cmpyCode', '=', f.cmpyCode);
  if (f.countyCode) query = query.where('c.countyCode', '=', f.countyCode);
  return query;
}

/** Classes beginning within [fromDay, toDay] with their enrolment (students now in them). */
export function classesBeginning(db: DbOrTrx, f: ClassStatFilter, fromDay: string, toDay: string) {
  return statClasses(db, f)
    .where('c.beginDate', '>=', fromDay)
    .where('c.beginDate', '<=', toDay)
    .select(['c.id', 'c.courseCode', 'c.courseName', 'c.capacity', 'c.beginDate', 'c.firstBegin', 'c.lastEnd', 'c.finishState'])
    .select((eb) => eb.selectFrom('trainStudent as s').whereRef('s.classId', '=', 'c.id').select(eb.fn.countAll<number | string>().as('n')).as('enrolment'))
    .execute();
}

/**
 * Students who joined a class within [from, to], grouped by what the profile
 * needs: the ID number's gender digit (17th) and birth year (7th–10th), the
 * education given, and the class's county.
 */
export function studentProfileCounts(db: DbOrTrx, f: ClassStatFilter, from: string, to: string) {
  const genderDigit = sql<string>`substr(${sql.ref('s.idCard')}, 17, 1)`;
  const birthYear = sql<string>`substr(${sql.ref('s.idCard')}, 7, 4)`;
  let query = db
    .selectFrom('trainStudent as s')
    .innerJoin('trainClass as c', 'c.id', 's.classId')
    .where(inScope(f.scope, 'c.countyCode'))
    .where('s.createTime', '>=', from)
    .where('s.createTime', '<=', to);
  if (f.cmpyCode) query = query.where('c.cmpyCode', '=', f.cmpyCode);
  if (f.countyCode) query = query.where('c.countyCode', '=', f.countyCode);
  return query
    .select([genderDigit.as('genderDigit'), birthYear.as('birthYear'), 's.education', 'c.countyCode'])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .groupBy([genderDigit, birthYear, 's.education', 'c.countyCode'])
    .execute();
}

/** Students who joined a class within [from, to], per month of joining. */
export function studentsPerMonth(db: DbOrTrx, f: ClassStatFilter, from: string, to: string) {
  const month = sql<string>`substr(${sql.ref('s.createTime')}, 1, 7)`;
  let query = db
    .selectFrom('trainStudent as s')
    .innerJoin('trainClass as c', 'c.id', 's.classId')
    .where(inScope(f.scope, 'c.countyCode'))
    .where('s.createTime', '>=', from)
    .where('s.createTime', '<=', to);
  if (f.cmpyCode) query = query.where('c.cmpyCode', '=', f.cmpyCode);
  if (f.countyCode) query = query.where('c.countyCode', '=', f.countyCode);
  return query
    .select(month.as('month'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .groupBy(month)
    .execute();
}

/** Sessions begun within [from, to] and over by `now`, with their class's roster size now. */
export function sessionsHeld(db: DbOrTrx, f: ClassStatFilter, from: string, to: string, now: string) {
  return statClasses(db, f)
    .innerJoin('trainClassSession as cs', 'cs.classId', 'c.id')
    .where('cs.beginTime', '>=', from)
    .where('cs.beginTime', '<=', to)
    .where('cs.endTime', '<=', now)
    .select(['cs.id', 'cs.beginTime'])
    .select((eb) => eb.selectFrom('trainStudent as s').whereRef('s.classId', '=', 'c.id').select(eb.fn.countAll<number | string>().as('n')).as('roster'))
    .execute();
}

/** Sign-ins of those sessions, per month of the session's beginning and result. */
export function signInsPerMonth(db: DbOrTrx, f: ClassStatFilter, from: string, to: string, now: string) {
  const month = sql<string>`substr(${sql.ref('cs.beginTime')}, 1, 7)`;
  return statClasses(db, f)
    .innerJoin('trainClassSession as cs', 'cs.classId', 'c.id')
    .innerJoin('trainSignIn as si', 'si.sessionId', 'cs.id')
    .where('cs.beginTime', '>=', from)
    .where('cs.beginTime', '<=', to)
    .where('cs.endTime', '<=', now)
    .select([month.as('month'), 'si.result'])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .groupBy([month, 'si.result'])
    .execute();
}
