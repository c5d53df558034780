import {
  COURSE_APPROVE_TYPES,
  CLASS_STATUS,
  SIGN_RESULT,
  TRAIN_AGE_BANDS,
  TRAIN_STATS_DEFAULT_MONTHS,
  TRAIN_STATS_FIELD_LABELS,
  TRAIN_STATS_MAX_MONTHS,
  TRAIN_STATS_OTHER_NAME,
  TRAIN_STATS_TOP_N,
  type ClassStatis,
  type ClassUseRate,
  type CmpyCourse,
  type CourseClassMonthRow,
  type CourseClassStudentRow,
  type CourseInfoStatis,
  type CourseMonthRow,
  type CourseStudentMonthRow,
  type ShareRow,
  type SignInMonthRow,
  type StudentStatis,
  type TrainStatsQuery,
} from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { badRequest } from '../../../platform/errors.js';
import { percentShares } from '../../../platform/percent-shares.js';
import { nowText } from '../../../platform/time.js';
import { placeNamer } from '../../common/region/region.service.js';
import { courseCountsPerMonth, organisationCourseCounts } from '../../train/course/course.service.js';
import { applicationsPerMonth } from '../../train/train-apply/train-apply.service.js';
import { classesBeginning, signInsPerMonth, studentProfileCounts, studentsPerMonth } from '../../train/train-class/train-class.service.js';

/** The months a query covers and the time bounds around them. */
export interface MonthRange {
  months: string[];
  from: string;
  to: string;
  fromDay: string;
  toDay: string;
}

function monthShift(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The months of a query: the given bounds, else the last 12 months up to this
 * month (Asia/Shanghai); only a start runs to this month, only an end covers
 * the 12 months up to it. A reversed or longer than 24-month range is 400,
 * naming the field the caller should change.
 */
export function monthRange(input: Pick<TrainStatsQuery, 'beginMonth' | 'endMonth'>, thisMonth: string = nowText().slice(0, 7)): MonthRange {
  const end = input.endMonth ?? thisMonth;
  const begin = input.beginMonth ?? monthShift(end, -(TRAIN_STATS_DEFAULT_MONTHS - 1));
  const [by, bm] = begin.split('-').map(Number);
  const [ey, em] = end.split('-').map(Number);
  const span = (ey - by) * 12 + (em - bm) + 1;
  if (span < 1) throw badRequest(`${TRAIN_STATS_FIELD_LABELS.beginMonth}不能晚于${TRAIN_STATS_FIELD_LABELS.endMonth}`);
  if (span > TRAIN_STATS_MAX_MONTHS) throw badRequest(`${TRAIN_STATS_FIELD_LABELS.endMonth}与${TRAIN_STATS_FIELD_LABELS.beginMonth}相隔不能超过${TRAIN_STATS_MAX_MONTHS}个月`);
  const months = Array.from({ length: span }, (_, i) => monthShift(begin, i));
  // '-31' is past every month's last day as text, so the bound holds each day of the last month.
  return { months, from: `${begin}-01 00:00:00`, to: `${end}-31 23:59:59`, fromDay: `${begin}-01`, toDay: `${end}-31` };
}

function filterOf(scope: DataScope, input: TrainStatsQuery) {
  return { scope, cmpyCode: input.cmpyCode, countyCode: input.countyCode };
}

/** A map of month → row with every month of the range, zeros included. */
function everyMonth<T>(range: MonthRange, empty: (month: string) => T): Map<string, T> {
  return new Map(range.months.map((month) => [month, empty(month)]));
}

const rateOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100);

const rangeOf = (range: MonthRange) => ({ beginMonth: range.months[0], endMonth: range.months[range.months.length - 1] });

export async function courseInfo(deps: AppDeps, scope: DataScope, input: TrainStatsQuery): Promise<CourseInfoStatis> {
  const range = monthRange(input);
  const f = filterOf(scope, input);
  const [courses, applies] = await Promise.all([courseCountsPerMonth(deps.db, f, range.from, range.to), applicationsPerMonth(deps.db, f, range.from, range.to)]);
  const sum = (pick: (r: (typeof courses)[number]) => boolean) => courses.filter(pick).reduce((total, r) => total + r.n, 0);
  return {
    ...rangeOf(range),
    courseCount: sum(() => true),
    checkCount: sum((r) => r.approveType === COURSE_APPROVE_TYPES.review),
    passCount: sum((r) => r.approveType === COURSE_APPROVE_TYPES.approved),
    onlineCount: sum((r) => r.approveType === COURSE_APPROVE_TYPES.online),
    offlineCount: sum((r) => r.approveType === COURSE_APPROVE_TYPES.offline),
    lineCourseCount: sum((r) => r.courseType === 1),
    siteCourseCount: sum((r) => r.courseType === 2),
    platformCount: sum((r) => r.courseNature === 1),
    cmpyCount: sum((r) => r.courseNature === 2),
    customCount: sum((r) => r.courseNature === 3),
    applyCount: [...applies.values()].reduce((total, n) => total + n, 0),
  };
}

export async function courseMonths(deps: AppDeps, scope: DataScope, input: TrainStatsQuery): Promise<CourseMonthRow[]> {
  const range = monthRange(input);
  const rows = everyMonth(range, (month): CourseMonthRow => ({ month, courseCount: 0, lineCourseCount: 0, siteCourseCount: 0 }));
  for (const r of await courseCountsPerMonth(deps.db, filterOf(scope, input), range.from, range.to)) {
    const row = rows.get(r.month);
    if (!row) continue;
    row.courseCount += r.n;
    if (r.courseType === 1) row.lineCourseCount += r.n;
    else row.siteCourseCount += r.n;
  }
  return [...rows.values()];
}

function classesOf(deps: AppDeps, scope: DataScope, input: TrainStatsQuery, range: MonthRange) {
  return classesBeginning(deps.db, filterOf(scope, input), range.fromDay, range.toDay, nowText());
}

export async function classInfo(deps: AppDeps, scope: DataScope, input: TrainStatsQuery): Promise<ClassStatis> {
  const range = monthRange(input);
  const classes = await classesOf(deps, scope, input, range);
  const count = (status: number) => classes.filter((c) => c.status === status).length;
  return {
    ...rangeOf(range),
    classCount: classes.length,
    notStartedCount: count(CLASS_STATUS.notStarted),
    ongoingCount: count(CLASS_STATUS.running),
    // A class 已结业 has ended too.
    endedCount: count(CLASS_STATUS.ended) + count(CLASS_STATUS.finished),
    finishedCount: count(CLASS_STATUS.finished),
    capacity: classes.reduce((total, c) => total + c.capacity, 0),
    studentCount: classes.reduce((total, c) => total + c.enrolment, 0),
  };
}

export async function courseClassMonths(deps: AppDeps, scope: DataScope, input: TrainStatsQuery): Promise<CourseClassMonthRow[]> {
  const range = monthRange(input);
  const rows = everyMonth(range, (month): CourseClassMonthRow => ({ month, courseCount: 0, classCount: 0 }));
  const [courses, classes] = await Promise.all([courseCountsPerMonth(deps.db, filterOf(scope, input), range.from, range.to), classesOf(deps, scope, input, range)]);
  for (const r of courses) {
    const row = rows.get(r.month);
    if (row) row.courseCount += r.n;
  }
  for (const c of classes) {
    const row = rows.get(c.month);
    if (row) row.classCount += 1;
  }
  return [...rows.values()];
}

export async function courseStudentMonths(deps: AppDeps, scope: DataScope, input: TrainStatsQuery): Promise<CourseStudentMonthRow[]> {
  const range = monthRange(input);
  const f = filterOf(scope, input);
  const [applies, students] = await Promise.all([applicationsPerMonth(deps.db, f, range.from, range.to), studentsPerMonth(deps.db, f, range.from, range.to)]);
  return range.months.map((month) => ({ month, applyCount: applies.get(month) ?? 0, studentCount: students.get(month) ?? 0 }));
}

/** Courses ranked by the students of their classes beginning in the range (then classes, then code), the rest as 其他. */
export async function courseClassStudents(deps: AppDeps, scope: DataScope, input: TrainStatsQuery): Promise<CourseClassStudentRow[]> {
  const range = monthRange(input);
  const byCourse = new Map<string, CourseClassStudentRow>();
  for (const c of await classesOf(deps, scope, input, range)) {
    const row = byCourse.get(c.courseCode) ?? { courseCode: c.courseCode, courseName: c.courseName, classCount: 0, studentCount: 0 };
    row.classCount += 1;
    row.studentCount += c.enrolment;
    byCourse.set(c.courseCode, row);
  }
  const ranked = [...byCourse.values()].sort((a, b) => b.studentCount - a.studentCount || b.classCount - a.classCount || a.courseCode.localeCompare(b.courseCode));
  const top = ranked.slice(0, TRAIN_STATS_TOP_N);
  const rest = ranked.slice(TRAIN_STATS_TOP_N);
  if (rest.length > 0) {
    top.push({
      courseCode: '',
      courseName: TRAIN_STATS_OTHER_NAME,
      classCount: rest.reduce((total, r) => total + r.classCount, 0),
      studentCount: rest.reduce((total, r) => total + r.studentCount, 0),
    });
  }
  return top;
}

export async function classUseRate(deps: AppDeps, scope: DataScope, input: TrainStatsQuery): Promise<ClassUseRate> {
  const range = monthRange(input);
  const rows = everyMonth(range, (month) => ({ month, classCount: 0, capacity: 0, studentCount: 0, rate: 0 }));
  for (const c of await classesOf(deps, scope, input, range)) {
    const row = rows.get(c.month);
    if (!row) continue;
    row.classCount += 1;
    row.capacity += c.capacity;
    row.studentCount += c.enrolment;
  }
  const months = [...rows.values()].map((r) => ({ ...r, rate: rateOf(r.studentCount, r.capacity) }));
  const capacity = months.reduce((total, r) => total + r.capacity, 0);
  const studentCount = months.reduce((total, r) => total + r.studentCount, 0);
  return { ...rangeOf(range), capacity, studentCount, rate: rateOf(studentCount, capacity), months };
}

/** Shares adding up to exactly 100 of the first entries, the rest summed into 其他 (entries counted 0 left out). */
function shares(entries: ReadonlyArray<{ code: string; name: string; count: number }>, top?: number): ShareRow[] {
  const ranked = entries.filter((e) => e.count > 0);
  const kept = top === undefined ? ranked : ranked.slice(0, top);
  const rest = top === undefined ? 0 : ranked.slice(top).reduce((total, e) => total + e.count, 0);
  const slices = rest > 0 ? [...kept, { code: '', name: TRAIN_STATS_OTHER_NAME, count: rest }] : kept;
  const rates = percentShares(slices.map((s) => s.count));
  return slices.map((s, i) => ({ code: s.code, name: s.name, count: s.count, rate: rates[i] }));
}

export async function organisationCourses(deps: AppDeps, scope: DataScope, input: TrainStatsQuery): Promise<CmpyCourse> {
  const range = monthRange(input);
  const counts = await organisationCourseCounts(deps.db, filterOf(scope, input), range.from, range.to);
  const ranked = counts.map((c) => ({ code: c.cmpyCode, name: c.cmpyName, count: c.n })).sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  const rows = shares(ranked, TRAIN_STATS_TOP_N).map((s) => ({ cmpyCode: s.code, cmpyName: s.name, courseCount: s.count, rate: s.rate }));
  return { ...rangeOf(range), courseCount: ranked.reduce((total, r) => total + r.count, 0), rows };
}

export async function signInMonths(deps: AppDeps, scope: DataScope, input: TrainStatsQuery): Promise<SignInMonthRow[]> {
  const range = monthRange(input);
  const rows = everyMonth(range, (month): SignInMonthRow => ({ month, sessionCount: 0, expectedCount: 0, signedCount: 0, lateCount: 0, resignCount: 0, absentCount: 0, rate: 0 }));
  const { sessions, signIns } = await signInsPerMonth(deps.db, filterOf(scope, input), range.from, range.to, nowText());
  for (const s of sessions) {
    const row = rows.get(s.month);
    if (!row) continue;
    row.sessionCount += 1;
    row.expectedCount += s.roster;
  }
  for (const s of signIns) {
    const row = rows.get(s.month);
    if (!row) continue;
    if (s.result === SIGN_RESULT.onTime) row.signedCount += s.n;
    else if (s.result === SIGN_RESULT.late) row.lateCount += s.n;
    else if (s.result === SIGN_RESULT.resign) row.resignCount += s.n;
  }
  return [...rows.values()].map((r) => {
    const present = r.signedCount + r.lateCount + r.resignCount;
    // A student removed after signing would make the sign-ins outnumber the roster; never a negative 缺勤.
    return { ...r, absentCount: Math.max(0, r.expectedCount - present), rate: rateOf(Math.min(present, r.expectedCount), r.expectedCount) };
  });
}

const GENDERS = [
  { code: '1', name: '男' },
  { code: '2', name: '女' },
] as const;
const UNKNOWN = { code: '', name: '未知' } as const;

export async function studentProfile(deps: AppDeps, scope: DataScope, input: TrainStatsQuery): Promise<StudentStatis> {
  const range = monthRange(input);
  const [groups, nameOf] = await Promise.all([studentProfileCounts(deps.db, filterOf(scope, input), range.from, range.to), placeNamer(deps.db)]);
  const thisYear = Number(nowText().slice(0, 4));
  const gender = new Map<string, number>();
  const age = new Map<string, number>();
  const education = new Map<string, number>();
  const county = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const g of groups) {
    // The 17th digit of an ID number is odd for men, even for women.
    const digit = Number(g.genderDigit);
    add(gender, Number.isInteger(digit) && g.genderDigit !== '' ? (digit % 2 === 1 ? '1' : '2') : '', g.n);
    const year = Number(g.birthYear);
    const years = thisYear - year;
    const band = Number.isInteger(year) && year > 1900 ? TRAIN_AGE_BANDS.find((b) => years <= b.max) : undefined;
    add(age, band?.code ?? '', g.n);
    add(education, g.education, g.n);
    add(county, g.countyCode, g.n);
  }
  const ordered = (list: ReadonlyArray<{ code: string; name: string }>, map: Map<string, number>) =>
    shares([...list, UNKNOWN].map((e) => ({ ...e, count: map.get(e.code) ?? 0 })));
  const byCount = (map: Map<string, number>, name: (code: string) => string) =>
    shares([...map].map(([code, count]) => ({ code, name: code === '' ? UNKNOWN.name : name(code), count })).sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)));
  return {
    ...rangeOf(range),
    studentCount: groups.reduce((total, g) => total + g.n, 0),
    gender: ordered(GENDERS, gender),
    age: ordered(TRAIN_AGE_BANDS, age),
    education: byCount(education, (code) => code),
    county: byCount(county, (code) => nameOf({ provinceCode: '', cityCode: '', countyCode: code }).countyName),
  };
}
