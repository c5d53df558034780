import {
  CLASS_FINISH,
  CLASS_MACHINE,
  CLASS_STATUS,
  COMPANY_APPROVE_TYPES,
  COURSE_APPROVE_TYPES,
  STUDENT_MACHINE,
  trainClassApi,
  trainStudentApi,
  type BodyOf,
  type ClassDetail,
  type ClassRecord,
  type Page,
  type QueryOf,
  type StudentRecord,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { scopeCovers, WHOLE_SCOPE, type DataScope } from '../../../platform/data-scope.js';
import { AppError, badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import type { RecordUsage } from '../../../platform/record-usage.js';
import { assertMove, moveStates } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import { placeNamer, resolvePlace } from '../../common/region/region.service.js';
import { companyForJob } from '../../company/company/company.service.js';
import { disclosureFor } from '../../recruit/resume/resume.service.js';
import { paperInfo } from '../exam-paper/exam-paper.service.js';
import { ALL_COURSES, COURSE_USAGE, courseInScope, pageCourses } from '../course/course.service.js';
import * as repo from './train-class.repository.js';
import type { ClassRow, SessionRow, StudentRow } from './train-class.table.js';

type SaveInput = BodyOf<typeof trainClassApi.save>;
type UpdateInput = BodyOf<typeof trainClassApi.update>;
type ListInput = QueryOf<typeof trainClassApi.list>;
type StudentListInput = QueryOf<typeof trainClassApi.studentList>;
type AddStudentInput = BodyOf<typeof trainStudentApi.addStudent>;

export const CLASS_NOT_FOUND = '班级不存在';
/** Where a class keeps its 结业. */
const CLASS_STATE = { table: 'trainClass', key: 'id', state: 'finishState', machine: CLASS_MACHINE } as const;
const STUDENT_STATE = { table: 'trainStudent', key: 'id', state: 'finishState', machine: STUDENT_MACHINE } as const;

export type { ClassRow, SessionRow, StudentRow };

/** A course with classes is not deleted (declared in the train manifest's `usages`). */
export const classesOfCourse: RecordUsage = { of: COURSE_USAGE, name: '班级', unit: '个', count: repo.countByCourse };

/** getCmpyByCourse: the organisations running classes of the course (none before its first class); 404 for a course outside the scope. */
export async function organisationsOfCourse(deps: AppDeps, scope: DataScope, courseCode: string) {
  const course = await courseInScope(deps.db, courseCode, scope);
  return repo.organisationsOfCourse(deps.db, course.courseCode);
}

/** 未开班/开班中/已结束 from the clock, 已结业 once stored. */
export function classStatus(row: Pick<ClassRow, 'finishState' | 'firstBegin' | 'lastEnd'>, now: string): number {
  if (row.finishState === CLASS_FINISH.finished) return CLASS_STATUS.finished;
  if (now < row.firstBegin) return CLASS_STATUS.notStarted;
  if (now < row.lastEnd) return CLASS_STATUS.running;
  return CLASS_STATUS.ended;
}

// ---------------------------------------------------------------------------
// For the sign-in area
// ---------------------------------------------------------------------------

/** A class in the caller's scope with its sessions; 404 outside it. */
export async function classWithSessions(db: DbOrTrx, classCode: string, scope: DataScope): Promise<{ row: ClassRow; sessions: SessionRow[] }> {
  const row = found(await repo.findByCode(db, classCode, scope), CLASS_NOT_FOUND);
  return { row, sessions: await repo.sessionsOf(db, row.id) };
}

export const studentsOfClass = (db: DbOrTrx, classId: number): Promise<StudentRow[]> => repo.studentsOf(db, classId);
export const studentByCode = (db: DbOrTrx, studentCode: string) => repo.studentByCode(db, studentCode);

// ---------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------

interface Checked {
  courseName: string;
  cmpyName: string;
}

/** The course (已通过/已上线, asked of the course area), organisation (passed), paper and place. */
async function checkForm(deps: AppDeps, actor: Actor, input: SaveInput, current?: ClassRow): Promise<Checked> {
  await resolvePlace(deps.db, input);
  if (!scopeCovers(actor.scope, input.countyCode)) throw badRequest('所在区县不在您的数据权限范围内');
  if (input.paperCode && input.paperCode !== current?.paperCode) {
    try {
      await paperInfo(deps, input.paperCode);
    } catch (error) {
      if (error instanceof AppError) throw badRequest('结业考试试卷不存在');
      throw error;
    }
  }
  // A class keeps the course and organisation it was saved with, whatever has happened to them since.
  if (current && current.courseCode === input.courseCode && current.cmpyCode === input.cmpyCode) {
    return { courseName: current.courseName, cmpyName: current.cmpyName };
  }
  const courses = await pageCourses(deps, WHOLE_SCOPE, { courseCode: input.courseCode, pageNum: 1, pageSize: 1 }, ALL_COURSES);
  const course = courses.records[0];
  if (!course) throw badRequest('培训课程不存在');
  if (course.approveType !== COURSE_APPROVE_TYPES.approved && course.approveType !== COURSE_APPROVE_TYPES.online) {
    throw badRequest(`培训课程“${course.courseName}”未审核通过，不能开班`);
  }
  const company = await companyForJob(deps.db, input.cmpyCode, WHOLE_SCOPE);
  if (!company) throw badRequest('培训机构不存在');
  if (company.approveType !== COMPANY_APPROVE_TYPES.passed) throw badRequest(`培训机构“${company.cmpyName}”未审核通过`);
  return { courseName: course.courseName, cmpyName: company.cmpyName };
}

function numbered(sessions: SaveInput['sessions']) {
  return [...sessions].sort((a, b) => a.beginTime.localeCompare(b.beginTime)).map((s, i) => ({ sessionNo: i + 1, beginTime: s.beginTime, endTime: s.endTime }));
}

function formFields(input: SaveInput, checked: Checked, sessions: ReturnType<typeof numbered>) {
  return {
    className: input.className,
    courseCode: input.courseCode,
    courseName: checked.courseName,
    cmpyCode: input.cmpyCode,
    cmpyName: checked.cmpyName,
    teachers: JSON.stringify(input.teachers),
    capacity: input.capacity,
    beginDate: input.beginDate,
    endDate: input.endDate,
    firstBegin: sessions[0].beginTime,
    lastEnd: sessions.reduce((last, s) => (s.endTime > last ? s.endTime : last), sessions[0].endTime),
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    countyCode: input.countyCode,
    address: input.address,
    gcj02Lng: input.gcj02Lng,
    gcj02Lat: input.gcj02Lat,
    signRadius: input.signRadius,
    paperCode: input.paperCode ?? '',
    passRate: input.passRate,
  };
}

export async function saveClass(deps: AppDeps, actor: Actor, input: SaveInput): Promise<{ classCode: string }> {
  const checked = await checkForm(deps, actor, input);
  const sessions = numbered(input.sessions);
  return deps.db.transaction().execute(async (trx) => {
    const now = nowText();
    const classCode = randomCode();
    const id = await repo.insertClass(trx, {
      classCode,
      ...formFields(input, checked, sessions),
      creatorId: actor.userId,
      creatorName: actor.realName,
      createTime: now,
      updateTime: now,
    });
    await repo.insertSessions(
      trx,
      sessions.map((s) => ({ ...s, classId: id })),
    );
    return { classCode };
  });
}

/**
 * An edit. Once the class has started its course and organisation stay,
 * and so do the sessions already begun; its capacity never drops below
 * its enrolment. Each refusal is a 409 naming the field.
 */
export async function updateClass(deps: AppDeps, actor: Actor, input: UpdateInput): Promise<{ classCode: string }> {
  const current = found(await repo.findByCode(deps.db, input.classCode, actor.scope), CLASS_NOT_FOUND);
  assertMove(CLASS_MACHINE, 'edit', current.finishState);
  const now = nowText();
  if (now >= current.firstBegin) {
    if (input.courseCode !== current.courseCode) throw conflict('班级已开班，不能修改培训课程');
    if (input.cmpyCode !== current.cmpyCode) throw conflict('班级已开班，不能修改培训机构');
  }
  const sessions = numbered(input.sessions);
  const old = await repo.sessionsOf(deps.db, current.id);
  for (const s of old) {
    if (s.beginTime > now) continue;
    const kept = sessions[s.sessionNo - 1];
    if (!kept || kept.beginTime !== s.beginTime || kept.endTime !== s.endTime) {
      throw conflict(`课次安排：第${s.sessionNo}课次（${s.beginTime.slice(0, 16)}）已开始，不能修改或删除`);
    }
  }
  const checked = await checkForm(deps, actor, input, current);
  return deps.db.transaction().execute(async (trx) => {
    const enrolled = await repo.enrolment(trx, current.id);
    if (input.capacity < enrolled) throw conflict(`班级容量不能少于已报名人数（${enrolled}人）`);
    await moveStates(trx, CLASS_STATE, {
      action: 'edit',
      rows: [{ key: current.id, state: current.finishState }],
      changes: { ...formFields(input, checked, sessions), updateTime: nowText() },
    });
    await repo.replaceSessions(trx, current.id, sessions);
    return { classCode: current.classCode };
  });
}

// ---------------------------------------------------------------------------
// 结业
// ---------------------------------------------------------------------------

/**
 * After the last session: the class is 已结业, and each student 已结业
 * (attendance ≥ the class's threshold and, with a paper, a passing best
 * score) or 未结业 with the reason. All or nothing.
 */
export async function endClass(deps: AppDeps, actor: Actor, classCode: string): Promise<{ classCode: string; passed: number; failed: number }> {
  const row = found(await repo.findByCode(deps.db, classCode, actor.scope), CLASS_NOT_FOUND);
  assertMove(CLASS_MACHINE, 'end', row.finishState);
  if (nowText() < row.lastEnd) throw conflict('班级课程尚未全部结束，不能结业');
  const passScore = row.paperCode ? (await paperInfo(deps, row.paperCode)).passScore : null;
  return deps.db.transaction().execute(async (trx) => {
    const [sessions, students, attendance] = await Promise.all([repo.sessionsOf(trx, row.id), repo.studentsOf(trx, row.id), repo.attendanceOf(trx, row.id)]);
    const best = await repo.bestScoresOf(trx, row.paperCode, students.map((s) => s.studentCode));
    const verdicts = new Map<string, StudentRow[]>();
    for (const student of students) {
      const rate = sessions.length === 0 ? 0 : Math.floor(((attendance.get(student.id) ?? 0) * 100) / sessions.length);
      const reasons: string[] = [];
      if (rate < row.passRate) reasons.push(`出勤率${rate}%，低于${row.passRate}%`);
      if (passScore !== null) {
        const score = best.get(student.studentCode);
        if (score === undefined) reasons.push('未参加结业考试');
        else if (score < passScore) reasons.push(`考试成绩${score}分，未达到及格分${passScore}分`);
      }
      const reason = reasons.join('；');
      verdicts.set(reason, [...(verdicts.get(reason) ?? []), student]);
    }
    let passed = 0;
    let failed = 0;
    for (const [reason, group] of verdicts) {
      const moved = await moveStates(trx, STUDENT_STATE, {
        action: reason === '' ? 'pass' : 'fail',
        rows: group.map((s) => ({ key: s.id, state: s.finishState, code: s.studentCode, name: s.usrName })),
        changes: { finishReason: reason, updateTime: nowText() },
      });
      if (reason === '') passed += moved.length;
      else failed += moved.length;
    }
    await moveStates(trx, CLASS_STATE, {
      action: 'end',
      rows: [{ key: row.id, state: row.finishState }],
      changes: { finishTime: nowText(), updateTime: nowText() },
    });
    return { classCode, passed, failed };
  });
}

// ---------------------------------------------------------------------------
// Students
// ---------------------------------------------------------------------------

/**
 * A person into a class by ID number: 409 when they are already in it, the
 * class is full, or it has 已结业.
 */
export async function addStudent(deps: AppDeps, actor: Actor, input: AddStudentInput): Promise<{ studentCode: string; classCode: string }> {
  const row = found(await repo.findByCode(deps.db, input.classCode, actor.scope), CLASS_NOT_FOUND);
  assertMove(CLASS_MACHINE, 'enrol', row.finishState);
  return deps.db.transaction().execute(async (trx) => {
    if (await repo.findStudent(trx, row.id, input.idCard)) throw conflict(`身份证号为${input.idCard.slice(0, 6)}…的学员已在本班级中`);
    const enrolled = await repo.enrolment(trx, row.id);
    if (enrolled >= row.capacity) throw conflict(`班级已满（容量${row.capacity}人）`);
    const now = nowText();
    const studentCode = randomCode();
    try {
      await repo.insertStudent(trx, {
        studentCode,
        classId: row.id,
        usrName: input.usrName,
        idCard: input.idCard,
        mobile: input.mobile,
        education: input.education,
        employState: input.employState,
        createTime: now,
        updateTime: now,
      });
    } catch (error) {
      if (constraintViolation(error) === 'unique') throw conflict('该学员已在本班级中');
      throw error;
    }
    return { studentCode, classCode: row.classCode };
  });
}

/** 学员管理's filter (the list's and its export's): the class by its code within the caller's scope, name, ID number, 结业状态. */
export async function studentFilterOf(deps: AppDeps, actor: Actor, input: Omit<StudentListInput, 'pageNum' | 'pageSize'>): Promise<repo.StudentFilter> {
  let classId: number | undefined;
  if (input.classCode) classId = found(await repo.findByCode(deps.db, input.classCode, actor.scope), CLASS_NOT_FOUND).id;
  return { scope: actor.scope, classId, usrName: input.usrName, idCard: input.idCard, finishState: input.finishState };
}

/** Each student's best score in their class's 结业考试 paper, by student code: one query per paper among the rows. */
export async function bestScoresOfRows(db: DbOrTrx, rows: ReadonlyArray<{ paperCode: string; studentCode: string }>): Promise<Map<string, number>> {
  const byPaper = new Map<string, string[]>();
  for (const r of rows) if (r.paperCode) byPaper.set(r.paperCode, [...(byPaper.get(r.paperCode) ?? []), r.studentCode]);
  const best = new Map<string, number>();
  for (const [paperCode, codes] of byPaper) for (const [code, score] of await repo.bestScoresOf(db, paperCode, codes)) best.set(code, score);
  return best;
}

/** A class's roster with classCode, else every student in the caller's scope (学员管理). */
export async function pageStudents(deps: AppDeps, actor: Actor, input: StudentListInput): Promise<Page<StudentRecord>> {
  const filter = await studentFilterOf(deps, actor, input);
  const [page, disclosure] = await Promise.all([repo.pageStudents(deps.db, filter, input, nowText()), disclosureFor(deps, actor)]);
  const best = await bestScoresOfRows(deps.db, page.records);
  return {
    total: page.total,
    records: page.records.map((r) => ({
      studentCode: r.studentCode,
      classCode: r.classCode,
      className: r.className,
      usrName: r.usrName,
      idCard: disclosure.idCard(r.idCard),
      mobile: disclosure.mobile(r.mobile),
      education: r.education,
      employState: r.employState,
      attended: Number(r.attended),
      held: Number(r.held),
      sessionCount: Number(r.sessionCount),
      bestScore: best.get(r.studentCode) ?? null,
      finishState: r.finishState,
      finishReason: r.finishReason,
      createTime: r.createTime,
    })),
  };
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

function toRecord(row: ClassRow & { enrolled: number | null; sessionCount: number | null }, countyName: string, now: string): ClassRecord {
  return {
    classCode: row.classCode,
    className: row.className,
    courseCode: row.courseCode,
    courseName: row.courseName,
    cmpyCode: row.cmpyCode,
    cmpyName: row.cmpyName,
    teachers: JSON.parse(row.teachers) as string[],
    capacity: row.capacity,
    enrolled: Number(row.enrolled),
    beginDate: row.beginDate,
    endDate: row.endDate,
    sessionCount: Number(row.sessionCount),
    countyCode: row.countyCode,
    countyName,
    address: row.address,
    signRadius: row.signRadius,
    paperCode: row.paperCode,
    passRate: row.passRate,
    status: classStatus(row, now),
    finishState: row.finishState,
    finishTime: row.finishTime,
    createTime: row.createTime,
  };
}

export async function pageClasses(deps: AppDeps, scope: DataScope, input: ListInput): Promise<Page<ClassRecord>> {
  const now = nowText();
  const [page, namer] = await Promise.all([repo.pageClasses(deps.db, { ...input, scope, now }, input), placeNamer(deps.db)]);
  return { total: page.total, records: page.records.map((r) => toRecord(r, namer(r).countyName, now)) };
}

export async function classInfo(deps: AppDeps, scope: DataScope, classCode: string): Promise<ClassDetail> {
  const row = found(await repo.findByCode(deps.db, classCode, scope), CLASS_NOT_FOUND);
  const now = nowText();
  const [sessions, enrolled, namer] = await Promise.all([repo.sessionsOf(deps.db, row.id), repo.enrolment(deps.db, row.id), placeNamer(deps.db)]);
  const names = namer(row);
  return {
    ...toRecord({ ...row, enrolled, sessionCount: sessions.length }, names.countyName, now),
    ...names,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    countyCode: row.countyCode,
    address: row.address,
    gcj02Lng: Number(row.gcj02Lng),
    gcj02Lat: Number(row.gcj02Lat),
    sessions: sessions.map((s) => ({ sessionNo: s.sessionNo, beginTime: s.beginTime, endTime: s.endTime })),
    creatorName: row.creatorName,
    updateTime: row.updateTime,
  };
}

/** For 签到分析: the sessions that began in the span and are over by `now`, in the scope, with their roster size. */
export async function heldSessions(db: DbOrTrx, scope: DataScope, from: string, to: string, now: string, countyCode?: string) {
  const rows = await repo.sessionsHeldBetween(db, scope, from, to, now, countyCode);
  return rows.map((r) => ({ sessionId: Number(r.id), classCode: r.classCode, className: r.className, beginTime: r.beginTime, roster: Number(r.roster) }));
}

// ---------------------------------------------------------------------------
// Statistics (数据看板): what the stats domain counts, in the caller's scope (classes by their address)
// ---------------------------------------------------------------------------

export type { ClassStatFilter } from './train-class.repository.js';

/** Classes beginning within [fromDay, toDay] with their status now (classStatus) and enrolment. */
export async function classesBeginning(db: DbOrTrx, f: repo.ClassStatFilter, fromDay: string, toDay: string, now: string) {
  const rows = await repo.classesBeginning(db, f, fromDay, toDay);
  return rows.map((r) => ({
    courseCode: r.courseCode,
    courseName: r.courseName,
    capacity: r.capacity,
    month: r.beginDate.slice(0, 7),
    status: classStatus(r, now),
    finished: r.finishState === CLASS_FINISH.finished,
    enrolment: Number(r.enrolment ?? 0),
  }));
}

/** Students who joined within [from, to] grouped by gender digit, birth year, education and county. */
export async function studentProfileCounts(db: DbOrTrx, f: repo.ClassStatFilter, from: string, to: string) {
  const rows = await repo.studentProfileCounts(db, f, from, to);
  return rows.map((r) => ({ genderDigit: r.genderDigit, birthYear: r.birthYear, education: r.education, countyCode: r.countyCode, n: Number(r.n) }));
}

/** Students who joined within [from, to] per month (YYYY-MM). */
export async function studentsPerMonth(db: DbOrTrx, f: repo.ClassStatFilter, from: string, to: string): Promise<Map<string, number>> {
  const rows = await repo.studentsPerMonth(db, f, from, to);
  return new Map(rows.map((r) => [r.month, Number(r.n)]));
}

/** Sessions begun within [from, to] and over by `now` (month, roster now), and their sign-ins per month and result. */
export async function signInsPerMonth(db: DbOrTrx, f: repo.ClassStatFilter, from: string, to: string, now: string) {
  const [sessions, signIns] = await Promise.all([repo.sessionsHeld(db, f, from, to, now), repo.signInsPerMonth(db, f, from, to, now)]);
  return {
    sessions: sessions.map((s) => ({ month: s.beginTime.slice(0, 7), roster: Number(s.roster ?? 0) })),
    signIns: signIns.map((s) => ({ month: s.month, result: s.result, n: Number(s.n) })),
  };
}
