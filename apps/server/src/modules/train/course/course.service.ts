import {
  COMPANY_APPROVE_TYPE_LABELS,
  COMPANY_APPROVE_TYPES,
  COURSE_APPROVE_TYPES,
  COURSE_DELETABLE,
  COURSE_INTRO_TEXT_MAX,
  COURSE_MACHINE,
  COURSE_NATURES,
  COURSE_TAB_ORDER,
  COURSE_TYPES,
  courseApi,
  courseOnlineTypeOf,
  LABEL_TYPES,
  perm,
  TREE_TYPES,
  type BodyOf,
  type CourseAction,
  type CourseDetail,
  type CourseRecord,
  type Page,
  type QueryOf,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { authorize } from '../../../platform/auth/guard.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { scopeCovers, WHOLE_SCOPE, type DataScope } from '../../../platform/data-scope.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { refuseWhileUsed } from '../../../platform/record-usage.js';
import { storedRichText, withFreshPictureUrls } from '../../../platform/sanitize-html.js';
import { assertMove, moveStates } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import { batchUrls } from '../../common/file/file.service.js';
import { labelsByType } from '../../common/label/label.service.js';
import { placeNamer, resolvePlace, type PlaceNames } from '../../common/region/region.service.js';
import { nodesByCode } from '../../common/tree-data/tree-data.service.js';
import { companyForJob } from '../../company/company/company.service.js';
import * as repo from './course.repository.js';
import type { CourseChanges, CourseRow } from './course.table.js';

type AddInput = BodyOf<typeof courseApi.addBDCourse>;
type ListInput = QueryOf<typeof courseApi.getBDCourseList>;
type CountInput = QueryOf<typeof courseApi.getCountByState>;
/** A course form; `courseType` is fixed by 线上课程's endpoints. */
type FormInput = Omit<AddInput, 'courseType'> & { courseType?: number };

export interface CourseState {
  courseCode: string;
  approveType: number;
  onlineType: number;
}

const NOT_FOUND = '课程不存在';
/** Where a course keeps its state. */
const COURSE_STATE = { table: 'trainCourse', key: 'id', state: 'approveType', machine: COURSE_MACHINE } as const;

/** A view of the table: 线上课程's endpoints see courseType 1 only (another course is 404 there). */
export interface CourseView {
  courseType?: number;
}
export const ALL_COURSES: CourseView = {};
export const ONLINE_COURSES: CourseView = { courseType: COURSE_TYPES.online };

const stateOf = (courseCode: string, approveType: number): CourseState => ({ courseCode, approveType, onlineType: courseOnlineTypeOf(approveType) });

// ---------------------------------------------------------------------------
// Records that come later (documented in the README)
// ---------------------------------------------------------------------------

/** Chapters of a course: a 线上课程 passes review only with at least one. */
export const chapterCount = (db: DbOrTrx, courseCode: string): Promise<number> => repo.countChapters(db, courseCode);

/**
 * What the usages of a course are called (`RecordUsage.of`): 报名管理 and 班级管理 build on
 * courses, so they declare their counts in the train manifest's `usages` rather than being
 * imported here; delete asks them through `deps.lookups.usages`.
 */
export const COURSE_USAGE = 'train.course';

// ---------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------

interface Checked {
  introduction: string;
  names: PlaceNames;
  cmpyCode: string;
  cmpyName: string;
  occupationCode: string;
  skillLevel: number | null;
  labelCodes: string[];
}

/**
 * What the form sent, checked against the rest of the system: a cover image
 * that was uploaded, a 中类 of the 职业分类 tree, labels of the course's type,
 * a place in the caller's scope and, for a 机构课程, a company that has passed
 * review. Runs before the write's transaction (SQLite has one connection).
 */
async function checkForm(deps: AppDeps, actor: Actor, input: FormInput, courseType: number): Promise<Checked> {
  const introduction = storedRichText(input.introduction, '请输入课程介绍', { label: '课程介绍', max: COURSE_INTRO_TEXT_MAX });
  const { files } = await batchUrls(deps, [input.coverKey]);
  if (files[0]?.fileType !== 'image') throw badRequest('课程封面图片不存在，请重新上传');
  const names = await resolvePlace(deps.db, input);
  if (!scopeCovers(actor.scope, input.countyCode)) throw badRequest('所在区县不在您的数据权限范围内');

  let occupationCode = '';
  let skillLevel: number | null = null;
  if (input.courseNature !== COURSE_NATURES.custom) {
    const occupation = (await nodesByCode(deps.db, TREE_TYPES.jobCategory)).get(input.occupationCode ?? '');
    if (!occupation) throw badRequest(`所属职业“${input.occupationCode ?? ''}”不存在`);
    if (occupation.childCount > 0) throw badRequest(`所属职业请选择“${occupation.name}”下的具体职业`);
    occupationCode = occupation.code;
    skillLevel = input.skillLevel ?? null;
  }

  const labelCodes = [...new Set(input.labelCodes)];
  const known = new Set((await labelsByType(deps.db, courseType === COURSE_TYPES.online ? LABEL_TYPES.onlineCourse : LABEL_TYPES.offlineCourse)).map((l) => l.labelCode));
  const stray = labelCodes.find((code) => !known.has(code));
  if (stray !== undefined) throw badRequest(`课程标签“${stray}”不存在`);

  let cmpyCode = '';
  let cmpyName = '';
  if (input.courseNature === COURSE_NATURES.organisation) {
    const company = await companyForJob(deps.db, input.cmpyCode ?? '', actor.scope);
    if (!company) throw badRequest('所属机构不存在');
    if (company.approveType !== COMPANY_APPROVE_TYPES.passed) {
      const state = COMPANY_APPROVE_TYPE_LABELS[company.approveType as keyof typeof COMPANY_APPROVE_TYPE_LABELS] ?? String(company.approveType);
      throw conflict(`机构“${company.cmpyName}”当前为“${state}”状态，审核通过后才能开设课程`);
    }
    cmpyCode = company.cmpyCode;
    cmpyName = company.cmpyName;
  }
  return { introduction, names, cmpyCode, cmpyName, occupationCode, skillLevel, labelCodes };
}

function formFields(input: FormInput, courseType: number, checked: Checked) {
  return {
    courseName: input.courseName,
    courseType,
    courseNature: input.courseNature,
    cmpyCode: checked.cmpyCode,
    cmpyName: checked.cmpyName,
    occupationCode: checked.occupationCode,
    skillLevel: checked.skillLevel,
    coverKey: input.coverKey,
    introduction: checked.introduction,
    price: input.price,
    classHours: input.classHours,
    applyBeginTime: input.applyBeginTime,
    applyEndTime: input.applyEndTime,
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    countyCode: input.countyCode,
    address: input.address,
    gcj02Lng: input.gcj02Lng,
    gcj02Lat: input.gcj02Lat,
    formCode: input.formCode ?? '',
  };
}

/** A course in the caller's data scope (and the view); 404 otherwise, as if it did not exist. */
async function courseByCode(db: DbOrTrx, courseCode: string, scope: DataScope, view: CourseView): Promise<CourseRow> {
  const row = await repo.findByCode(db, courseCode, scope);
  return found(row && (view.courseType === undefined || row.courseType === view.courseType) ? row : undefined, NOT_FOUND);
}

/**
 * Moves courses by one action of COURSE_MACHINE (all or none), writing
 * `changes` and a review record per course (who, when, from → to, reason).
 */
async function move(
  trx: DbOrTrx,
  rows: readonly CourseRow[],
  action: CourseAction,
  actor: Actor,
  options: { changes?: CourseChanges; reason?: string; requested?: readonly string[]; batch?: boolean } = {},
) {
  const now = nowText();
  return moveStates(trx, COURSE_STATE, {
    action,
    rows: rows.map((row) => ({ key: row.id, state: row.approveType, code: row.courseCode, name: row.courseName })),
    requested: options.requested,
    batch: options.batch,
    changes: (to) => ({ ...options.changes, onlineType: courseOnlineTypeOf(to), updateTime: now }),
    record: (recordTrx, moved) =>
      repo.insertReviews(
        recordTrx,
        moved.map((m) => ({
          courseId: m.key,
          action,
          fromState: m.from,
          toState: m.to,
          reason: (options.reason ?? '').slice(0, 500),
          operatorId: actor.userId,
          operatorName: actor.realName,
          createTime: now,
        })),
      ),
  });
}

// ---------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------

/** A new course: it waits for review (审核中), its submission the first line of its history. */
/** How many courses carry a label (标签管理 keeps a label in use). */
export function courseCountByLabel(db: DbOrTrx, labelCode: string): Promise<number> {
  return repo.countByLabel(db, labelCode);
}

export async function addCourse(deps: AppDeps, actor: Actor, input: FormInput, courseType: number): Promise<CourseState> {
  const checked = await checkForm(deps, actor, input, courseType);
  return deps.db.transaction().execute(async (trx) => {
    const now = nowText();
    const courseCode = randomCode();
    const id = await repo.insertCourse(trx, {
      courseCode,
      ...formFields(input, courseType, checked),
      approveType: COURSE_APPROVE_TYPES.review,
      onlineType: courseOnlineTypeOf(COURSE_APPROVE_TYPES.review),
      rejectDesc: '',
      creatorId: actor.userId,
      creatorName: actor.realName,
      refreshTime: now,
      createTime: now,
      updateTime: now,
    });
    await repo.setLabels(trx, id, checked.labelCodes);
    await repo.insertReviews(trx, [
      { courseId: id, action: 'add', fromState: null, toState: COURSE_APPROVE_TYPES.review, reason: '', operatorId: actor.userId, operatorName: actor.realName, createTime: now },
    ]);
    return stateOf(courseCode, COURSE_APPROVE_TYPES.review);
  });
}

/** 课程当前为“已上线”状态，请先下线再编辑; any other state the machine refuses, its own sentence. */
function assertEditable(approveType: number): void {
  if (approveType === COURSE_APPROVE_TYPES.online) throw conflict('课程当前为“已上线”状态，请先下线再编辑');
  assertMove(COURSE_MACHINE, 'edit', approveType);
}

/** An edit sends the course (back) to review; an online course is taken offline first. */
export async function editCourse(
  deps: AppDeps,
  actor: Actor,
  input: FormInput & { courseCode: string },
  view: CourseView,
): Promise<CourseState> {
  const current = await courseByCode(deps.db, input.courseCode, actor.scope, view);
  assertEditable(current.approveType);
  const courseType = view.courseType ?? input.courseType ?? current.courseType;
  const checked = await checkForm(deps, actor, input, courseType);
  return deps.db.transaction().execute(async (trx) => {
    const course = await courseByCode(trx, input.courseCode, actor.scope, view);
    assertEditable(course.approveType);
    const [moved] = await move(trx, [course], 'edit', actor, { changes: { ...formFields(input, courseType, checked), rejectDesc: '' } });
    await repo.setLabels(trx, course.id, checked.labelCodes);
    return stateOf(course.courseCode, moved.to);
  });
}

// ---------------------------------------------------------------------------
// Chapters (course-chapter.service.ts): a change of them is an edit of the course
// ---------------------------------------------------------------------------

/**
 * The course whose chapters are to change: a 线上课程 in the caller's scope
 * (404 otherwise) that may be edited (409 while 已上线, as its form).
 */
export async function courseForChapterEdit(db: DbOrTrx, courseCode: string, scope: DataScope): Promise<CourseRow> {
  const course = await courseByCode(db, courseCode, scope, ALL_COURSES);
  if (course.courseType !== COURSE_TYPES.online) throw conflict('只有线上课程有章节，线下课程不能添加章节');
  assertEditable(course.approveType);
  return course;
}

/** A course of any type and state inside the caller's region; 404 otherwise (its chapters, the organisations running it). */
export const courseInScope = (db: DbOrTrx, courseCode: string, scope: DataScope): Promise<CourseRow> => courseByCode(db, courseCode, scope, ALL_COURSES);

/**
 * After its chapters changed (in the same transaction): a course out of
 * 审核中 goes back to it by 编辑 (the reason says what changed); one in
 * 审核中 stays there.
 */
export async function chaptersChanged(trx: DbOrTrx, course: CourseRow, actor: Actor, reason: string): Promise<CourseState> {
  if (course.approveType === COURSE_APPROVE_TYPES.review) return stateOf(course.courseCode, course.approveType);
  const [moved] = await move(trx, [course], 'edit', actor, { changes: { rejectDesc: '' }, reason });
  return stateOf(course.courseCode, moved.to);
}

const REVIEW_ACTIONS: Record<number, CourseAction> = { 5: 'pass', 2: 'reject', 9: 'forcedOffline' };

/** A 线上课程 passes review only with a chapter: 409 naming those without one. */
async function assertChapters(db: DbOrTrx, rows: readonly CourseRow[]): Promise<void> {
  const bare: string[] = [];
  for (const row of rows) {
    if (row.courseType === COURSE_TYPES.online && (await chapterCount(db, row.courseCode)) === 0) bare.push(row.courseName);
  }
  if (bare.length > 0) throw conflict(`以下线上课程还没有章节，不能审核通过：${bare.join('、')}`);
}

/**
 * 审核通过 (5), 审核驳回 (2, with a reason) or 强制下线 (9, with a reason) of
 * up to 100 courses, all or none: a code not found (or outside the scope) is
 * 404, a course the machine does not let move is 409 naming each.
 */
export async function reviewCourses(
  deps: AppDeps,
  actor: Actor,
  input: { courseCodes: string[]; approveType: number; rejectDesc?: string },
  batch = true,
): Promise<{ count: number; approveType: number }> {
  const action = REVIEW_ACTIONS[input.approveType];
  // One catalogue row carries the three results; 强制下线 is its own button code (课程审核:强制下线).
  if (action === 'forcedOffline') await authorize(deps, actor, perm.train.course.approval.forcedOffline);
  const reason = action === 'pass' ? '' : (input.rejectDesc ?? '');
  return deps.db.transaction().execute(async (trx) => {
    const rows = await repo.findByCodes(trx, [...new Set(input.courseCodes)], actor.scope);
    if (action === 'pass') await assertChapters(trx, rows.filter((row) => COURSE_MACHINE.can('pass', row.approveType)));
    const moved = await move(trx, rows, action, actor, {
      changes: { rejectDesc: reason },
      reason,
      requested: input.courseCodes,
      batch,
    });
    return { count: moved.length, approveType: input.approveType };
  });
}

/** checkOnlineCourse: one course passed or rejected. */
export async function checkCourse(deps: AppDeps, actor: Actor, input: { courseCode: string; approveType: number; rejectDesc?: string }): Promise<CourseState> {
  await reviewCourses(deps, actor, { courseCodes: [input.courseCode], approveType: input.approveType, rejectDesc: input.rejectDesc }, false);
  const row = await courseByCode(deps.db, input.courseCode, actor.scope, ALL_COURSES);
  return stateOf(row.courseCode, row.approveType);
}

/** 上线 (not after the application period ended) or 下线. */
export async function setOnline(deps: AppDeps, actor: Actor, courseCode: string, online: boolean, view: CourseView): Promise<CourseState> {
  const action: CourseAction = online ? 'online' : 'offline';
  return deps.db.transaction().execute(async (trx) => {
    const course = await courseByCode(trx, courseCode, actor.scope, view);
    assertMove(COURSE_MACHINE, action, course.approveType);
    if (online && course.applyEndTime <= nowText()) {
      throw conflict(`课程报名已于 ${course.applyEndTime} 结束，请编辑课程设置新的报名时间，审核通过后再上线`);
    }
    const [moved] = await move(trx, [course], action, actor);
    return stateOf(course.courseCode, moved.to);
  });
}

/**
 * changeOnlineType: one catalogue row for both ways, guarded by 课程列表:上线;
 * 下线 is a button code of its own (课程列表:下线), asked here.
 */
export async function changeOnlineType(deps: AppDeps, actor: Actor, courseCode: string, online: boolean): Promise<CourseState> {
  if (!online) await authorize(deps, actor, perm.train.course.list.offline);
  return setOnline(deps, actor, courseCode, online, ALL_COURSES);
}

/** Moves an online course to the top of the lists. */
export async function refreshCourse(deps: AppDeps, actor: Actor, courseCode: string): Promise<CourseState & { refreshTime: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const course = await courseByCode(trx, courseCode, actor.scope, ALL_COURSES);
    const now = nowText();
    const [moved] = await move(trx, [course], 'refresh', actor, { changes: { refreshTime: now } });
    return { ...stateOf(course.courseCode, moved.to), refreshTime: now };
  });
}

/** Deletes a course in 审核中, 已驳回, 已下线 or 强制下线 that nothing uses (applications, classes). */
export async function deleteCourse(deps: AppDeps, actor: Actor, courseCode: string, view: CourseView): Promise<{ courseCode: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const course = await courseByCode(trx, courseCode, actor.scope, view);
    if (!COURSE_DELETABLE.includes(course.approveType)) {
      throw conflict(`课程当前为“${COURSE_MACHINE.label(course.approveType)}”状态，不能删除`);
    }
    await refuseWhileUsed(trx, deps.lookups.usages, COURSE_USAGE, courseCode, '课程');
    await repo.deleteCourse(trx, course.id);
    return { courseCode };
  });
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

/** For areas whose records belong to a course (报名): the courses named, whatever the scope. */
export const coursesByCodes = (db: DbOrTrx, courseCodes: readonly string[]): Promise<CourseRow[]> => repo.findByCodes(db, courseCodes, WHOLE_SCOPE);

/** For the 报名 demo: the courses that have been online (已上线, 已下线), in code order. */
export const coursesInStates = (db: DbOrTrx, approveTypes: readonly number[]): Promise<CourseRow[]> => repo.findByStates(db, approveTypes);

/**
 * The codes of the courses in a scope, as a subquery: a record belonging to a
 * course (报名, 订单) is in a scope when its course is (`x.courseCode in (…)`).
 */
export const courseCodesInScope = (db: DbOrTrx, scope: DataScope) => repo.codesInScope(db, scope);

interface Namers {
  labels: Map<string, string>;
  occupations: Map<string, string>;
  place: Awaited<ReturnType<typeof placeNamer>>;
}

async function namers(db: DbOrTrx): Promise<Namers> {
  const [online, offline, tree, place] = await Promise.all([
    labelsByType(db, LABEL_TYPES.onlineCourse),
    labelsByType(db, LABEL_TYPES.offlineCourse),
    nodesByCode(db, TREE_TYPES.jobCategory),
    placeNamer(db),
  ]);
  return {
    labels: new Map([...online, ...offline].map((l) => [l.labelCode, l.labelName])),
    occupations: new Map([...tree.values()].map((n) => [n.code, n.name])),
    place,
  };
}

function toRecord(deps: AppDeps, row: CourseRow, labelCodes: readonly string[], n: Namers): CourseRecord {
  return {
    courseCode: row.courseCode,
    courseName: row.courseName,
    courseType: row.courseType,
    courseNature: row.courseNature,
    cmpyCode: row.cmpyCode,
    cmpyName: row.cmpyName,
    occupationCode: row.occupationCode,
    occupationName: n.occupations.get(row.occupationCode) ?? row.occupationCode,
    skillLevel: row.skillLevel,
    labels: labelCodes.map((labelCode) => ({ labelCode, labelName: n.labels.get(labelCode) ?? labelCode })),
    coverKey: row.coverKey,
    coverUrl: row.coverKey ? deps.fileUrls.sign(row.coverKey).url : '',
    price: row.price,
    classHours: row.classHours,
    applyBeginTime: row.applyBeginTime,
    applyEndTime: row.applyEndTime,
    countyCode: row.countyCode,
    countyName: n.place(row).countyName,
    formCode: row.formCode,
    approveType: row.approveType,
    onlineType: row.onlineType,
    rejectDesc: row.rejectDesc,
    refreshTime: row.refreshTime,
    createTime: row.createTime,
  };
}

function filterOf(scope: DataScope, input: Omit<ListInput, 'pageNum' | 'pageSize'>, view: CourseView): repo.CourseFilter {
  return { ...input, scope, courseType: view.courseType ?? input.courseType };
}

export async function pageCourses(deps: AppDeps, scope: DataScope, input: ListInput, view: CourseView): Promise<Page<CourseRecord>> {
  const result = await repo.pageCourses(deps.db, filterOf(scope, input, view), input);
  const [labels, n] = await Promise.all([repo.labelsOf(deps.db, result.records.map((r) => Number(r.id))), namers(deps.db)]);
  return { total: result.total, records: result.records.map((row) => toRecord(deps, row, labels.get(Number(row.id)) ?? [], n)) };
}

/** One entry per approveType in the tabs' order, zeros included. */
async function stateCounts(db: DbOrTrx, filter: repo.CourseFilter) {
  const byState = await repo.countByState(db, filter);
  return COURSE_TAB_ORDER.map((approveType) => ({ approveType, label: COURSE_MACHINE.label(approveType), count: byState.get(approveType) ?? 0 }));
}

/** getCountByState: the tabs under the list's filters (every type when courseType is absent). */
export function countByState(deps: AppDeps, scope: DataScope, input: CountInput) {
  return stateCounts(deps.db, { ...input, scope });
}

/** An organisation's courses by state; 404 for a company outside the scope. */
export async function countByCompany(deps: AppDeps, scope: DataScope, cmpyCode: string) {
  found(await companyForJob(deps.db, cmpyCode, scope), '机构不存在');
  return stateCounts(deps.db, { scope: WHOLE_SCOPE, cmpyCode });
}

const actionName = (action: string): string => (action === 'add' ? '提交审核' : (COURSE_MACHINE.actions[action as CourseAction] ?? action));

export async function courseDetail(deps: AppDeps, scope: DataScope, courseCode: string, view: CourseView): Promise<CourseDetail> {
  const row = await courseByCode(deps.db, courseCode, scope, view);
  const [labels, n, reviews, chapters] = await Promise.all([
    repo.labelsOf(deps.db, [row.id]),
    namers(deps.db),
    repo.reviewsOf(deps.db, row.id),
    chapterCount(deps.db, row.courseCode),
  ]);
  return {
    ...toRecord(deps, row, labels.get(row.id) ?? [], n),
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    ...n.place(row),
    address: row.address,
    gcj02Lng: Number(row.gcj02Lng),
    gcj02Lat: Number(row.gcj02Lat),
    introduction: withFreshPictureUrls(row.introduction, deps.fileUrls),
    chapterCount: chapters,
    creatorName: row.creatorName,
    updateTime: row.updateTime,
    reviews: reviews.map((r) => ({
      action: r.action,
      actionName: actionName(r.action),
      fromState: r.fromState === null ? null : Number(r.fromState),
      toState: Number(r.toState),
      reason: r.reason,
      operatorName: r.operatorName,
      createTime: r.createTime,
    })),
  };
}

// ---------------------------------------------------------------------------
// For the class area's demo seed (班级管理)
// ---------------------------------------------------------------------------

/** Offline courses a class may run (已通过 and 已上线), first 100 of each, and the passed organisations. */
export async function classableCoursesForDemo(db: DbOrTrx) {
  const page = { pageNum: 1, pageSize: 100 };
  const [approved, online, organisations] = await Promise.all([
    repo.pageCourses(db, { scope: WHOLE_SCOPE, courseType: COURSE_TYPES.offline, approveType: COURSE_APPROVE_TYPES.approved }, page),
    repo.pageCourses(db, { scope: WHOLE_SCOPE, courseType: COURSE_TYPES.offline, approveType: COURSE_APPROVE_TYPES.online }, page),
    repo.demoOrganisations(db),
  ]);
  const courses = [...approved.records, ...online.records]
    .sort((a, b) => a.id - b.id)
    .map((c) => ({ courseCode: c.courseCode, courseName: c.courseName, cmpyCode: c.cmpyCode, cmpyName: c.cmpyName, createTime: c.createTime }));
  return { courses, organisations };
}

// ---------------------------------------------------------------------------
// Statistics (数据看板): counts the stats domain asks for, in the caller's scope
// ---------------------------------------------------------------------------

export type { CourseStatFilter } from './course.repository.js';

/** The codes of the courses a statistic counts, as a subquery: applications belong to them. */
export const statCourseCodes = (db: DbOrTrx, f: repo.CourseStatFilter) => repo.statCourseCodes(db, f);

/** Courses created within [from, to] per month (YYYY-MM), approveType, courseType and courseNature. */
export async function courseCountsPerMonth(db: DbOrTrx, f: repo.CourseStatFilter, from: string, to: string) {
  const rows = await repo.courseCountsPerMonth(db, f, from, to);
  return rows.map((r) => ({ month: r.month, approveType: r.approveType, courseType: r.courseType, courseNature: r.courseNature, n: Number(r.n) }));
}

/** 机构课程 created within [from, to], per organisation. */
export async function organisationCourseCounts(db: DbOrTrx, f: repo.CourseStatFilter, from: string, to: string) {
  const rows = await repo.organisationCourseCounts(db, f, from, to);
  return rows.map((r) => ({ cmpyCode: r.cmpyCode, cmpyName: r.cmpyName, n: Number(r.n) }));
}
