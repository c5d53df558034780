import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, decimal, enumFilter, textFilter, timeField, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { placeFields, placeRecord } from '../company/place.js';
import { perm } from '../system/resource-tree.js';
import { addChapterInput, addGroupInput, chapterChange, chapterListInput, chapterRecord, editChapterInput, groupListInput, materialGroupRecord } from './course-chapter.js';

export * from './course-chapter.js';

/**
 * 课程管理 (培训系统): one table of courses. 线上课程 is the courseType 1 view
 * of it, 自定义课程 the courseNature 3 view; 课程审核 reviews all of them.
 * /train/course/* serves 课程列表 and the review batch; the /train/* rows
 * serve 线上课程 (always courseType 1), the single review and the tab counts.
 */

export const COURSE_TYPES = { online: 1, offline: 2 } as const;
export const COURSE_TYPE_LABELS: Readonly<Record<number, string>> = { 1: '线上课程', 2: '线下课程' };
export const COURSE_TYPE_VALUES = [1, 2] as const;

export const COURSE_NATURES = { platform: 1, organisation: 2, custom: 3 } as const;
export const COURSE_NATURE_LABELS: Readonly<Record<number, string>> = { 1: '平台课程', 2: '机构课程', 3: '自定义课程' };
export const COURSE_NATURE_VALUES = [1, 2, 3] as const;

/** 国家职业资格等级 (natures 1–2). */
export const SKILL_LEVEL_LABELS: Readonly<Record<number, string>> = {
  1: '五级/初级工',
  2: '四级/中级工',
  3: '三级/高级工',
  4: '二级/技师',
  5: '一级/高级技师',
};
export const SKILL_LEVEL_VALUES = [1, 2, 3, 4, 5] as const;

/** approveType (glossary status_course_approve_*). */
export const COURSE_APPROVE_TYPES = { review: 0, online: 1, rejected: 2, offline: 4, approved: 5, forced: 9 } as const;
export type CourseApproveType = (typeof COURSE_APPROVE_TYPES)[keyof typeof COURSE_APPROVE_TYPES];
export const COURSE_APPROVE_TYPE_LABELS: Readonly<Record<CourseApproveType, string>> = {
  0: '审核中',
  1: '已上线',
  2: '已驳回',
  4: '已下线',
  5: '已通过',
  9: '强制下线',
};
/** The 课程审核 tabs, in flow order (the machine's values are in number order). */
export const COURSE_TAB_ORDER: readonly CourseApproveType[] = [0, 2, 5, 1, 4, 9];

/**
 * A course's life (the issue's table): reviewed (pass / reject with a
 * reason), edited back to review from anything but 已上线, put online from
 * 已通过 or 已下线, taken offline, refreshed while online, and forced offline
 * (with a reason) by a reviewer from 已通过, 已上线 or 已下线.
 */
export const COURSE_MACHINE = defineStateMachine({
  subject: '课程',
  states: COURSE_APPROVE_TYPE_LABELS,
  actions: {
    pass: '审核通过',
    reject: '审核驳回',
    edit: '编辑',
    online: '上线',
    offline: '下线',
    refresh: '刷新',
    forcedOffline: '强制下线',
  },
  transitions: [
    { action: 'pass', from: [0], to: 5 },
    { action: 'reject', from: [0], to: 2 },
    { action: 'edit', from: [0, 2, 5, 4, 9], to: 0 },
    { action: 'online', from: [5, 4], to: 1 },
    { action: 'offline', from: [1], to: 4 },
    { action: 'refresh', from: [1], to: 1 },
    { action: 'forcedOffline', from: [5, 1, 4], to: 9 },
  ],
});
export type CourseAction = keyof typeof COURSE_MACHINE.actions;

/** The states a course may be deleted from (and only without applications or classes). */
export const COURSE_DELETABLE: readonly number[] = [0, 2, 4, 9];

/** onlineType: 1 exactly when approveType is 1 已上线, else 2. */
export const COURSE_ONLINE_TYPE_LABELS: Readonly<Record<number, string>> = { 1: '已上线', 2: '未上线' };
export const courseOnlineTypeOf = (approveType: number): number => (approveType === COURSE_APPROVE_TYPES.online ? 1 : 2);

export const COURSE_NAME_MAX = 50;
export const COURSE_LABELS_MAX = 10;
export const COURSE_INTRO_MAX = 50_000;
/** 课程介绍 as people read it (text characters, a picture counting one). */
export const COURSE_INTRO_TEXT_MAX = 5000;
/** 一百万元, in cents. */
export const COURSE_PRICE_MAX = 100_000_000;
export const COURSE_HOURS_MAX = 999;
export const COURSE_BATCH_MAX = 100;

/** Cents as the console shows them: 免费, ¥12.50. */
export const priceText = (cents: number): string => (cents === 0 ? '免费' : `¥${(cents / 100).toFixed(2)}`);

const oneOf = (label: string, values: readonly number[]) =>
  z
    .number({ error: `请选择${label}` })
    .int()
    .refine((v) => values.includes(v), { error: `${label}取值应为 ${values.join('、')} 之一` })
    .describe(label);

const courseFieldShape = {
  courseName: z.string({ error: '请输入课程名称' }).trim().min(1, { error: '请输入课程名称' }).max(COURSE_NAME_MAX).describe('课程名称'),
  courseType: oneOf('课程类型', COURSE_TYPE_VALUES),
  courseNature: oneOf('课程性质', COURSE_NATURE_VALUES),
  /** The organisation of a 机构课程: a company that has passed review. */
  cmpyCode: z.string().trim().max(64).optional().describe('所属机构'),
  /** A 中类 of the 职业分类 tree (jobCategory), natures 1–2. */
  occupationCode: z.string().trim().max(16).optional().describe('所属职业'),
  skillLevel: oneOf('技能等级', SKILL_LEVEL_VALUES).optional(),
  labelCodes: z.array(code32('课程标签')).max(COURSE_LABELS_MAX, { error: `课程标签最多选择${COURSE_LABELS_MAX}个` }).default([]).describe('课程标签'),
  coverKey: z.string({ error: '请上传课程封面' }).trim().min(1, { error: '请上传课程封面' }).max(200).describe('课程封面'),
  /** Rich text (HTML); the server keeps only what its allow-list permits. */
  introduction: multiLine(z.string({ error: '请输入课程介绍' }).trim().min(1, { error: '请输入课程介绍' }).max(COURSE_INTRO_MAX).describe('课程介绍')),
  price: z.number({ error: '请输入课程价格' }).int({ error: '课程价格应为整数（分）' }).min(0).max(COURSE_PRICE_MAX).describe('课程价格'),
  classHours: z.number({ error: '请输入学时' }).int({ error: '学时应为整数' }).min(1).max(COURSE_HOURS_MAX).describe('学时'),
  applyBeginTime: timeField('报名开始时间'),
  applyEndTime: timeField('报名结束时间'),
  ...placeFields,
  /** A 培训表单's code (the form area keeps them; stored as text). */
  formCode: z.string().trim().max(64).optional().describe('培训表单'),
};

export interface CourseRuleValues {
  courseNature: number;
  cmpyCode?: string;
  occupationCode?: string;
  skillLevel?: number;
  applyBeginTime: string;
  applyEndTime: string;
}

/** Rules across fields, each on the field a person would correct (the form checks them too). */
export function courseProblems(value: Partial<CourseRuleValues>): Array<{ field: keyof CourseRuleValues; message: string }> {
  const problems: Array<{ field: keyof CourseRuleValues; message: string }> = [];
  if (value.courseNature === COURSE_NATURES.organisation && !value.cmpyCode) problems.push({ field: 'cmpyCode', message: '机构课程请选择所属机构' });
  if (value.courseNature !== undefined && value.courseNature !== COURSE_NATURES.custom) {
    if (!value.occupationCode) problems.push({ field: 'occupationCode', message: '请选择所属职业' });
    if (value.skillLevel === undefined) problems.push({ field: 'skillLevel', message: '请选择技能等级' });
  }
  if (value.applyBeginTime && value.applyEndTime && value.applyEndTime <= value.applyBeginTime) {
    problems.push({ field: 'applyEndTime', message: '报名结束时间须晚于报名开始时间' });
  }
  return problems;
}

function checkRules(value: CourseRuleValues, ctx: z.RefinementCtx): void {
  for (const { field: path, message } of courseProblems(value)) ctx.addIssue({ code: 'custom', path: [path], message });
}

export const courseInput = z.object(courseFieldShape).superRefine(checkRules);
export const courseEditInput = z.object({ courseCode: code32('课程编号'), ...courseFieldShape }).superRefine(checkRules);
const { courseType: _type, ...onlineShape } = courseFieldShape;
/** 线上课程's form: the type is 线上课程 by the screen. */
export const onlineCourseInput = z.object(onlineShape).superRefine(checkRules);
export const onlineCourseEditInput = z.object({ courseCode: code32('课程编号'), ...onlineShape }).superRefine(checkRules);

/** 课程列表's, 线上课程's and 课程审核's fields, list order (state and times early), then the detail's. */
export const COURSE_LABELS = defineLabels({
  courseName: field.name('课程名称'),
  approveType: field.state('审核状态'),
  createTime: field.time('创建时间'),
  courseType: field.dict('课程类型'),
  courseNature: field.dict('课程性质'),
  price: field.money('课程价格'),
  cmpyName: field.name('所属机构'),
  applyPeriod: field.period('报名时间', { secondary: true }),
  classHours: field.number('学时', { secondary: true }),
  occupationName: field.name('所属职业', { secondary: true }),
  skillLevel: field.dict('技能等级', { secondary: true }),
  countyName: field.dict('所在区县', { secondary: true }),
  labels: field.text('课程标签', { secondary: true }),
  courseCode: field.code('课程编号', { secondary: true }),
});

/** 课程详情's rows only the detail shows (not list columns, not export columns). */
export const COURSE_DETAIL_LABELS = defineLabels({
  formCode: field.code('培训表单'),
  coverUrl: field.text('课程封面'),
  address: field.text('培训地址'),
  introduction: field.text('课程介绍'),
  creatorName: field.person('创建人'),
  rejectDesc: field.text('驳回原因'),
  /** rejectDesc's label once the course was forced offline (approveType 9). */
  forcedDesc: field.text('强制下线原因'),
  refreshTime: field.time('刷新时间'),
});

export const courseLabelRef = z.object({ labelCode: z.string(), labelName: z.string() });

export const courseRecord = z.object({
  courseCode: z.string(),
  courseName: z.string(),
  courseType: z.number().int(),
  courseNature: z.number().int(),
  cmpyCode: z.string(),
  cmpyName: z.string(),
  occupationCode: z.string(),
  occupationName: z.string(),
  skillLevel: z.number().int().nullable(),
  labels: z.array(courseLabelRef),
  coverKey: z.string(),
  /** A signed same-origin URL of the cover. */
  coverUrl: z.string(),
  price: z.number().int(),
  classHours: z.number().int(),
  applyBeginTime: timeText,
  applyEndTime: timeText,
  countyCode: z.string(),
  countyName: z.string(),
  formCode: z.string(),
  approveType: z.number().int(),
  onlineType: z.number().int(),
  rejectDesc: z.string(),
  refreshTime: timeText,
  createTime: timeText,
});
export type CourseRecord = z.infer<typeof courseRecord>;

/** A move of the course: who, when, from → to and why (审核记录). */
export const courseReview = z.object({
  action: z.string(),
  actionName: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int(),
  reason: z.string(),
  operatorName: z.string(),
  createTime: timeText,
});
export type CourseReview = z.infer<typeof courseReview>;

export const courseDetail = courseRecord.extend({
  ...placeRecord,
  introduction: z.string(),
  chapterCount: z.number().int(),
  creatorName: z.string(),
  updateTime: timeText,
  reviews: z.array(courseReview),
});
export type CourseDetail = z.infer<typeof courseDetail>;

export const courseState = z.object({ courseCode: z.string(), approveType: z.number().int(), onlineType: z.number().int() });

/** A bound of the price filter, in cents (the screen types yuan). */
const priceBound = (label: string) =>
  z
    .preprocess((v) => (v === '' || v === null ? undefined : v), decimal(z.number().int({ error: `${label}应为整数（分）` }).min(0).max(COURSE_PRICE_MAX)).optional())
    .describe(label);

const courseFilters = {
  courseName: textFilter('课程名称', 50),
  courseCode: textFilter('课程编号'),
  courseType: enumFilter('课程类型', COURSE_TYPE_VALUES),
  courseNature: enumFilter('课程性质', COURSE_NATURE_VALUES),
  onlineType: enumFilter('上线状态', [1, 2]),
  cmpyCode: textFilter('所属机构'),
  countyCode: textFilter('所在区县', 6),
  labelCode: textFilter('课程标签'),
  beginPrice: priceBound('最低价格'),
  endPrice: priceBound('最高价格'),
  beginTime: timeFilter('创建开始时间').optional(),
  endTime: timeFilter('创建结束时间').optional(),
};
const approveTypeFilter = enumFilter('审核状态', [0, 1, 2, 4, 5, 9]);
export const courseListQuery = pageQuery.extend({ ...courseFilters, approveType: approveTypeFilter });
const { courseType: _t, ...onlineFilters } = courseFilters;
export const onlineCourseListQuery = pageQuery.extend({ ...onlineFilters, approveType: approveTypeFilter });

export const courseStateCount = z.object({ approveType: z.number().int(), label: z.string(), count: z.number().int() });

const courseCodeQuery = z.object({ courseCode: code32('课程编号') });
const reason = (label: string) => multiLine(z.string().trim().max(200).describe(label));

export const COURSE_REVIEW_RESULTS = { pass: 5, reject: 2, forced: 9 } as const;

export const courseApi = defineEndpoints('train', 'course', {
  getBDCourseList: {
    method: 'GET',
    path: '/train/course/getBDCourseList',
    summary: '分页查询课程',
    access: { permission: perm.train.course.list.list },
    audit: false,
    query: courseListQuery,
    response: pageOf(courseRecord),
  },
  getBDCourseInfo: {
    method: 'GET',
    path: '/train/course/getBDCourseInfo',
    summary: '查询课程详情（含审核记录）',
    access: { permission: perm.train.course.list.list },
    audit: false,
    query: courseCodeQuery,
    response: courseDetail,
  },
  addBDCourse: {
    method: 'POST',
    path: '/train/course/addBDCourse',
    summary: '新增课程并提交审核',
    access: { permission: perm.train.course.list.add },
    audit: true,
    body: courseInput,
    response: courseState,
  },
  saveCourseInfo: {
    method: 'POST',
    path: '/train/course/saveCourseInfo',
    summary: '编辑课程并重新提交审核',
    access: { permission: perm.train.course.list.edit },
    audit: true,
    body: courseEditInput,
    response: courseState,
  },
  updateBDCourseState: {
    method: 'POST',
    path: '/train/course/updateBDCourseState',
    summary: '批量审核课程（通过、驳回或强制下线）',
    access: { permission: perm.train.course.approval.review },
    audit: true,
    body: z
      .object({
        courseCodes: z
          .array(code32('课程编号'))
          .min(1, { error: '请选择课程' })
          .max(COURSE_BATCH_MAX, { error: `一次最多处理${COURSE_BATCH_MAX}门课程` })
          .describe('课程编号'),
        approveType: z
          .union([z.literal(5), z.literal(2), z.literal(9)], { error: '审核结果取值应为 5（通过）、2（驳回）、9（强制下线）之一' })
          .describe('审核结果'),
        rejectDesc: reason('原因').optional(),
      })
      .superRefine((v, ctx) => {
        if (v.approveType === 2 && !v.rejectDesc) ctx.addIssue({ code: 'custom', path: ['rejectDesc'], message: '驳回时请填写驳回原因' });
        if (v.approveType === 9 && !v.rejectDesc) ctx.addIssue({ code: 'custom', path: ['rejectDesc'], message: '请填写强制下线原因' });
      }),
    response: z.object({ count: z.number().int(), approveType: z.number().int() }),
  },
  changeOnlineType: {
    method: 'GET',
    path: '/train/course/changeOnlineType',
    summary: '课程上线或下线',
    access: { permission: perm.train.course.list.online },
    audit: true,
    query: z.object({ courseCode: code32('课程编号'), onlineType: enumFilter('上线状态', [1, 2]).refine((v) => v !== undefined, { error: '请选择上线状态' }) }),
    response: courseState,
  },
  refreshCourse: {
    method: 'GET',
    path: '/train/course/refreshCourse',
    summary: '刷新课程（置顶到最新）',
    access: { permission: perm.train.course.list.online },
    audit: true,
    query: courseCodeQuery,
    response: courseState.extend({ refreshTime: timeText }),
  },
  delByCourseCode: {
    method: 'GET',
    path: '/train/course/delByCourseCode',
    summary: '删除课程',
    access: { permission: perm.train.course.list.remove },
    audit: true,
    query: courseCodeQuery,
    response: z.object({ courseCode: z.string() }),
  },
  countByCompany: {
    method: 'GET',
    path: '/train/course/countByCompany',
    summary: '按审核状态统计机构的课程',
    access: { permission: perm.train.course.list.list },
    audit: false,
    query: z.object({ cmpyCode: code32('所属机构') }),
    response: z.array(courseStateCount),
  },
  getCmpyByCourse: {
    method: 'GET',
    path: '/train/course/getCmpyByCourse',
    summary: '查询开设课程班级的机构',
    access: { permission: perm.train.course.list.list },
    audit: false,
    query: courseCodeQuery,
    response: z.array(z.object({ cmpyCode: z.string(), cmpyName: z.string() })),
  },
  getOnlineCourseList: {
    method: 'GET',
    path: '/train/getOnlineCourseList',
    summary: '分页查询线上课程',
    access: { permission: perm.train.course.online.list },
    audit: false,
    query: onlineCourseListQuery,
    response: pageOf(courseRecord),
  },
  getOnlineCourseInfo: {
    method: 'GET',
    path: '/train/getOnlineCourseInfo',
    summary: '查询线上课程详情',
    access: { permission: perm.train.course.online.list },
    audit: false,
    query: courseCodeQuery,
    response: courseDetail,
  },
  addOnlineCourse: {
    method: 'POST',
    path: '/train/addOnlineCourse',
    summary: '新增线上课程并提交审核',
    access: { permission: perm.train.course.online.add },
    audit: true,
    body: onlineCourseInput,
    response: courseState,
  },
  editOnlineCourse: {
    method: 'POST',
    path: '/train/editOnlineCourse',
    summary: '编辑线上课程并重新提交审核',
    access: { permission: perm.train.course.online.edit },
    audit: true,
    body: onlineCourseEditInput,
    response: courseState,
  },
  delOnlineCourse: {
    method: 'GET',
    path: '/train/delOnlineCourse',
    summary: '删除线上课程',
    access: { permission: perm.train.course.online.remove },
    audit: true,
    query: courseCodeQuery,
    response: z.object({ courseCode: z.string() }),
  },
  downLineCourse: {
    method: 'GET',
    path: '/train/downLineCourse',
    summary: '下线线上课程',
    access: { permission: perm.train.course.online.edit },
    audit: true,
    query: courseCodeQuery,
    response: courseState,
  },
  checkOnlineCourse: {
    method: 'GET',
    path: '/train/checkOnlineCourse',
    summary: '审核课程（通过或驳回）',
    access: { permission: perm.train.course.approval.review },
    audit: true,
    query: z
      .object({
        courseCode: code32('课程编号'),
        approveType: enumFilter('审核结果', [5, 2]).refine((v) => v !== undefined, { error: '请选择审核结果' }),
        rejectDesc: reason('驳回原因').optional(),
      })
      .refine((v) => v.approveType !== 2 || !!v.rejectDesc, { error: '驳回时请填写驳回原因', path: ['rejectDesc'] }),
    response: courseState,
  },
  getCountByState: {
    method: 'GET',
    path: '/train/getCountByState',
    summary: '按审核状态统计课程数量（审核标签页）',
    access: { permission: perm.train.course.approval.list },
    audit: false,
    query: z.object(courseFilters),
    response: z.array(courseStateCount),
  },
  getGroupList: {
    method: 'POST',
    path: '/train/course/getGroupList',
    summary: '查询素材分组（含素材数量）',
    access: { permission: perm.train.course.material.list },
    audit: false,
    body: groupListInput,
    response: z.array(materialGroupRecord),
  },
  addGroup: {
    method: 'POST',
    path: '/train/course/addGroup',
    summary: '新建素材分组',
    access: { permission: perm.train.course.material.add },
    audit: true,
    body: addGroupInput,
    response: materialGroupRecord,
  },
  addMaterial: {
    method: 'POST',
    path: '/train/course/addMaterial',
    summary: '为线上课程添加章节（课时）',
    access: { permission: perm.train.course.online.edit },
    audit: true,
    body: addChapterInput,
    response: chapterChange,
  },
  queryPageMaterial: {
    method: 'POST',
    path: '/train/course/queryPageMaterial',
    summary: '分页查询课程的章节（课时）',
    access: { permission: perm.train.course.list.list },
    audit: false,
    body: chapterListInput,
    response: pageOf(chapterRecord),
  },
  editMaterial: {
    method: 'POST',
    path: '/train/course/editMaterial',
    summary: '修改、排序、替换视频或删除课程章节',
    access: { permission: perm.train.course.online.edit },
    audit: true,
    body: editChapterInput,
    response: chapterChange,
  },
});
