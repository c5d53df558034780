import { COLLEGE_APPROVE_TYPES, SCHOOL_STATUSES } from '@hrbd/contract';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { bulkInsert, containsText, dialectOf, filterOnly, type BulkColumnType } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { countedRows } from '../../../platform/row-counts.js';
import type { NewStudent, StudentRow } from './student.table.js';

export interface StudentFilter {
  /** The caller's data scope: students of colleges in its counties. */
  scope: DataScope;
  collegeCode?: string;
  studentName?: string;
  specialtyCode?: string;
  categoryCode?: string;
  education?: number;
  enrolYear?: number;
  graduateYear?: number;
  /** graduateYear between these two (毕业未就业: the last two years). */
  graduateYears?: { from: number; to: number };
  jobStatus?: number;
  schoolStatus?: number;
  gender?: number;
  /** 生源地: a province, city or county and what lies below it. */
  originCode?: string;
}

type StudentQuery = SelectQueryBuilder<Database, 'collegeStudent', object>;

/** Colleges in the scope, for `college_code in (…)`. */
const collegesInScope = (db: DbOrTrx, scope: DataScope) => db.selectFrom('collegeInfo as sc').select('sc.collegeCode').where(inScope(scope, 'sc.countyCode'));

/** `newestFirst`: the scope is a filter only, so page 1 is read off the primary key newest first (see pageStudents). */
function filtered(db: DbOrTrx, filter: StudentFilter, newestFirst = false): StudentQuery {
  let query: StudentQuery = db.selectFrom('collegeStudent');
  if (!isWholeScope(filter.scope)) {
    const scoped = collegesInScope(db, filter.scope);
    query = newestFirst ? query.where((eb) => eb(filterOnly(db, 'collegeCode'), 'in', scoped)) : query.where('collegeCode', 'in', scoped);
  }
  if (filter.collegeCode) query = query.where('collegeCode', '=', filter.collegeCode);
  if (filter.studentName) query = query.where(containsText(db, 'studentName', filter.studentName));
  if (filter.specialtyCode) query = query.where('specialtyCode', '=', filter.specialtyCode);
  if (filter.categoryCode) query = query.where('specialtyCode', '>=', `${filter.categoryCode}0000`).where('specialtyCode', '<=', `${filter.categoryCode}9999`);
  if (filter.education !== undefined) query = query.where('education', '=', filter.education);
  if (filter.enrolYear !== undefined) query = query.where('enrolYear', '=', filter.enrolYear);
  if (filter.graduateYear !== undefined) query = query.where('graduateYear', '=', filter.graduateYear);
  if (filter.graduateYears) query = query.where('graduateYear', '>=', filter.graduateYears.from).where('graduateYear', '<=', filter.graduateYears.to);
  if (filter.jobStatus !== undefined) query = query.where('jobStatus', '=', filter.jobStatus);
  if (filter.schoolStatus !== undefined) query = query.where('schoolStatus', '=', filter.schoolStatus);
  if (filter.gender !== undefined) query = query.where('gender', '=', filter.gender);
  if (filter.originCode) query = query.where(inScope({ regionCode: filter.originCode }, 'originCountyCode'));
  return query;
}

/** Nothing narrows the list but the scope, a college, and what the graduates' counters are kept by. */
const narrowedByCountedOnly = (filter: StudentFilter) =>
  !filter.studentName && !filter.specialtyCode && !filter.categoryCode && filter.education === undefined && filter.enrolYear === undefined &&
  filter.gender === undefined && !filter.originCode;

/** Nothing but the scope and at most a college narrows the list: the enrolment counters answer its total. */
const countedByCounters = (filter: StudentFilter) =>
  narrowedByCountedOnly(filter) && filter.graduateYear === undefined && !filter.graduateYears && filter.jobStatus === undefined && filter.schoolStatus === undefined;

/**
 * The counter subject that answers a total narrowed by graduation year(s) and job status (毕业年份 + 就业状态,
 * 毕业未就业): `year_job` whatever the 学籍状态 (migration 0086), `grad` for the graduated only; none otherwise.
 */
function yearAndJobSubject(filter: StudentFilter): 'year_job' | 'grad' | null {
  if (!narrowedByCountedOnly(filter) || filter.jobStatus === undefined || (filter.graduateYear === undefined && !filter.graduateYears)) return null;
  if (filter.schoolStatus === undefined) return 'year_job';
  return filter.schoolStatus === SCHOOL_STATUSES.graduated ? 'grad' : null;
}

/** Which counter rows a total sums: a subject's, narrowed to a job status (`code`) and graduation year(s). */
interface CounterRows {
  subject: 'enrol' | 'year_job' | 'grad';
  code?: string;
  years?: { from: number; to: number };
}

/**
 * Subjects also summed per county over passed colleges (stat_college_county_count, migration 0083);
 * `year_job` is kept per college only (0086).
 */
const SUMMED_PER_COUNTY: ReadonlySet<CounterRows['subject']> = new Set(['enrol', 'grad']);

/** The rows' sum on either counter table (both keyed subject, place, year, code, education): one column `n`. */
function sumOf<TB extends 'statCollegeCount' | 'statCollegeCountyCount'>(query: SelectQueryBuilder<Database, TB, object>, rows: CounterRows) {
  let narrowed = query.where(sql.ref('subject'), '=', rows.subject);
  if (rows.code !== undefined) narrowed = narrowed.where(sql.ref('code'), '=', rows.code);
  if (rows.years) narrowed = narrowed.where(sql.ref('year'), '>=', rows.years.from).where(sql.ref('year'), '<=', rows.years.to);
  return narrowed.select(sql<number>`coalesce(sum(n), 0)`.as('n'));
}

/**
 * The counter rows of one college, or of the scope's colleges, summed. For a
 * scope, subjects kept per county too are read there for the passed colleges
 * (a dozen rows for a county) and per college only for the scope's others
 * (pending or rejected, that may hold students too), both in one statement
 * (one snapshot while a review moves a college between them): 新郑市's 189
 * colleges were 1,480 per-college rows a request (bench/results/colleges.md).
 */
async function summedCounters(db: DbOrTrx, filter: StudentFilter, rows: CounterRows): Promise<number> {
  const perCollege = db.selectFrom('statCollegeCount');
  let total;
  if (filter.collegeCode) {
    const one = perCollege.where('collegeCode', '=', filter.collegeCode);
    // A college outside the scope counts nothing, as its page shows nothing.
    total = sumOf(isWholeScope(filter.scope) ? one : one.where('collegeCode', 'in', collegesInScope(db, filter.scope)), rows);
  } else if (!SUMMED_PER_COUNTY.has(rows.subject)) {
    // The counters' key leads with the college: a seek per college beats reading the subject's every row.
    const colleges = isWholeScope(filter.scope) ? db.selectFrom('collegeInfo').select('collegeCode') : collegesInScope(db, filter.scope);
    total = sumOf(perCollege.where('collegeCode', 'in', colleges), rows);
  } else {
    const passed = sumOf(db.selectFrom('statCollegeCountyCount').where(inScope(filter.scope, 'countyCode')), rows);
    const others = sumOf(perCollege.where('collegeCode', 'in', collegesInScope(db, filter.scope).where('sc.approveType', '<>', COLLEGE_APPROVE_TYPES.passed)), rows);
    total = db.selectNoFrom(sql<number>`${passed} + ${others}`.as('n'));
  }
  const row = await total.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every student counted by the triggers: all of them (migration 0084), or one college's or the scope's colleges' (subject enrol). */
function countedStudents(db: DbOrTrx, filter: StudentFilter): Promise<number> {
  return isWholeScope(filter.scope) && !filter.collegeCode ? countedRows(db, 'college_student') : summedCounters(db, filter, { subject: 'enrol' });
}

/** Students of a graduation year (or years) and job status, from the counters of `subject` (yearAndJobSubject). */
function countedByYearAndJob(db: DbOrTrx, filter: StudentFilter, subject: 'year_job' | 'grad'): Promise<number> {
  const { graduateYear, graduateYears, jobStatus } = filter;
  const years = graduateYear !== undefined ? { from: graduateYear, to: graduateYear } : graduateYears;
  return summedCounters(db, filter, { subject, code: String(jobStatus), years });
}

export function countStudents(db: DbOrTrx, filter: StudentFilter): Promise<number> {
  if (countedByCounters(filter)) return countedStudents(db, filter);
  const subject = yearAndJobSubject(filter);
  return subject ? countedByYearAndJob(db, filter, subject) : countRows(filtered(db, filter));
}

/**
 * A scope holding more students than this has page 1 read newest first off the primary key
 * until the page is full (a few rows per page for each of its share); a smaller one through
 * its colleges' index, sorting its rows.
 */
const NEWEST_FIRST_FROM = 20_000;

/** The list, latest filed first. */
export async function pageStudents(db: DbOrTrx, filter: StudentFilter, page: PageRequest, newestFirstFrom = NEWEST_FIRST_FROM) {
  // Only the data scope narrows it: SQLite, planning without statistics, would read every student of the
  // scope's colleges through their index and sort them all (300,000 for 新郑市 at a million, bench/colleges.ts).
  // The counters say how many there are, and the total is theirs anyway.
  if (!isWholeScope(filter.scope) && !filter.collegeCode && countedByCounters(filter)) {
    const total = await countedStudents(db, filter);
    const query = filtered(db, filter, total > newestFirstFrom);
    return fetchPage(page, ({ limit, offset }) => query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(), () => Promise.resolve(total));
  }
  const query = filtered(db, filter);
  return fetchPage(
    page,
    ({ limit, offset }) => query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    () => countStudents(db, filter),
  );
}

/** The list's next rows after the student with id `after` (an export's batch). */
export function studentsAfter(db: DbOrTrx, filter: StudentFilter, after: number | null, limit: number): Promise<StudentRow[]> {
  let query = filtered(db, filter);
  if (after !== null) query = query.where('id', '<', after);
  return query.selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** College names by code. */
export async function collegeNames(db: DbOrTrx, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('collegeInfo').select(['collegeCode', 'collegeName']).where('collegeCode', 'in', [...new Set(codes)]).execute();
  return new Map(rows.map((r) => [r.collegeCode, r.collegeName]));
}

/**
 * The colleges of the given codes that exist, their rows held FOR SHARE on
 * PostgreSQL until the writing transaction ends: a review passing or
 * rejecting one of them meanwhile waits, so the per-county counters' two
 * feeds (migration 0083) each see what the other wrote. SQLite has one writer.
 */
export async function lockColleges(trx: DbOrTrx, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const query = trx.selectFrom('collegeInfo').select('collegeCode').where('collegeCode', 'in', [...new Set(codes)]);
  const rows = await (dialectOf(trx) === 'postgres' ? query.forShare() : query).execute();
  return new Set(rows.map((r) => r.collegeCode));
}

const STUDENT_COLUMNS: ReadonlyArray<readonly [keyof NewStudent & string, string, BulkColumnType]> = [
  ['studentCode', 'student_code', 'text'],
  ['studentNo', 'student_no', 'text'],
  ['studentName', 'student_name', 'text'],
  ['gender', 'gender', 'integer'],
  ['birthDate', 'birth_date', 'text'],
  ['idCard', 'id_card', 'text'],
  ['mobile', 'mobile', 'text'],
  ['collegeCode', 'college_code', 'text'],
  ['department', 'department', 'text'],
  ['specialtyCode', 'specialty_code', 'text'],
  ['education', 'education', 'integer'],
  ['enrolYear', 'enrol_year', 'integer'],
  ['graduateYear', 'graduate_year', 'integer'],
  ['className', 'class_name', 'text'],
  ['schoolStatus', 'school_status', 'integer'],
  ['jobStatus', 'job_status', 'integer'],
  ['employer', 'employer', 'text'],
  ['industryCode', 'industry_code', 'text'],
  ['originCountyCode', 'origin_county_code', 'text'],
  ['createTime', 'create_time', 'text'],
  ['updateTime', 'update_time', 'text'],
];

/** Rows per statement: one JSON parameter (SQLite) or one array per column (PostgreSQL) each. */
const LOAD_CHUNK = 5_000;

/** Files students in bulk statements (the counters' triggers fire for each row). */
export async function insertStudents(db: DbOrTrx, students: readonly NewStudent[]): Promise<void> {
  const dialect = dialectOf(db);
  const columns = STUDENT_COLUMNS.map(([, column, type]) => [column, type] as const);
  for (let i = 0; i < students.length; i += LOAD_CHUNK) {
    const rows = students.slice(i, i + LOAD_CHUNK).map((s) => STUDENT_COLUMNS.map(([key]) => (s[key] ?? null) as string | number | null));
    await bulkInsert(db as unknown as Kysely<unknown>, dialect, 'college_student', columns, rows);
  }
}
