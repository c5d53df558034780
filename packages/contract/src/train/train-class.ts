import { z } from 'zod';
import { idCardField } from '../common/id-card.js';
import { placeFields, placeRecord } from '../company/place.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, dateField, dateText, enumFilter, MOBILE_PATTERN, textFilter, timeField, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { perm } from '../system/resource-tree.js';

/**
 * 班级管理 and 学员管理 (培训系统): a class runs one course (已通过 or 已上线)
 * for an organisation at a place, in sessions (课次) between its dates. Its
 * 未开班/开班中/已结束 follows the clock (first session's begin, last
 * session's end); 结业 is stored (CLASS_MACHINE). Students (学员) are people
 * by ID number enrolled into one class each time.
 */

/** What the clock makes of a class, with 已结业 once stored. */
export const CLASS_STATUS = { notStarted: 1, running: 2, ended: 3, finished: 4 } as const;
export const CLASS_STATUS_LABELS: Readonly<Record<number, string>> = { 1: '未开班', 2: '开班中', 3: '已结束', 4: '已结业' };
export const CLASS_STATUS_VALUES = [1, 2, 3, 4] as const;

/** The stored part: 结业 once, after the last session. */
export const CLASS_FINISH = { open: 0, finished: 1 } as const;
export const CLASS_FINISH_LABELS: Readonly<Record<0 | 1, string>> = { 0: '未结业', 1: '已结业' };
export const CLASS_MACHINE = defineStateMachine({
  subject: '班级',
  states: CLASS_FINISH_LABELS,
  actions: { edit: '编辑', enrol: '添加学员', end: '结业' },
  transitions: [
    { action: 'edit', from: [0], to: 0 },
    { action: 'enrol', from: [0], to: 0 },
    { action: 'end', from: [0], to: 1 },
  ],
});

/** A student's 结业 result, written by the class's 结业. */
export const STUDENT_FINISH_LABELS: Readonly<Record<0 | 1 | 2, string>> = { 0: '学习中', 1: '已结业', 2: '未结业' };
export const STUDENT_FINISH_VALUES = [0, 1, 2] as const;
export const STUDENT_MACHINE = defineStateMachine({
  subject: '学员',
  states: STUDENT_FINISH_LABELS,
  actions: { pass: '结业', fail: '未结业' },
  transitions: [
    { action: 'pass', from: [0], to: 1 },
    { action: 'fail', from: [0], to: 2 },
  ],
});

export const SIGN_RADIUS_MIN = 50;
export const SIGN_RADIUS_MAX = 2000;
export const CLASS_CAPACITY_MAX = 1000;
export const CLASS_SESSIONS_MAX = 200;
export const CLASS_TEACHERS_MAX = 10;
export const DEFAULT_PASS_RATE = 80;

export interface SessionTimes {
  beginTime: string;
  endTime: string;
}

export interface ClassRuleValues {
  beginDate: string;
  endDate: string;
  sessions: readonly SessionTimes[];
  signRadius: number;
}

/** Rules across fields, on the field a person would correct (the form checks them too). */
export function classProblems(value: Partial<ClassRuleValues>): Array<{ field: keyof ClassRuleValues; message: string }> {
  const problems: Array<{ field: keyof ClassRuleValues; message: string }> = [];
  if (value.beginDate && value.endDate && value.endDate < value.beginDate) problems.push({ field: 'endDate', message: '结束日期不能早于开始日期' });
  if (value.signRadius !== undefined && value.signRadius !== 0 && (value.signRadius < SIGN_RADIUS_MIN || value.signRadius > SIGN_RADIUS_MAX)) {
    problems.push({ field: 'signRadius', message: `签到范围应为0（不限）或${SIGN_RADIUS_MIN}–${SIGN_RADIUS_MAX}米` });
  }
  const sessions = [...(value.sessions ?? [])].sort((a, b) => a.beginTime.localeCompare(b.beginTime));
  for (const [i, s] of sessions.entries()) {
    const n = `第${i + 1}课次`;
    if (s.endTime <= s.beginTime) {
      problems.push({ field: 'sessions', message: `${n}的结束时间须晚于开始时间` });
      break;
    }
    if (value.beginDate && value.endDate && (s.beginTime.slice(0, 10) < value.beginDate || s.endTime.slice(0, 10) > value.endDate)) {
      problems.push({ field: 'sessions', message: `${n}（${s.beginTime.slice(0, 16)}）不在开班日期内` });
      break;
    }
    const next = sessions[i + 1];
    if (next && next.beginTime < s.endTime) {
      problems.push({ field: 'sessions', message: `${n}与第${i + 2}课次时间重叠` });
      break;
    }
  }
  return problems;
}

const sessionInput = z.object({ beginTime: timeField('课次开始时间'), endTime: timeField('课次结束时间') });

const classFieldShape = {
  className: z.string({ error: '请输入班级名称' }).trim().min(1, { error: '请输入班级名称' }).max(50).describe('班级名称'),
  courseCode: code32('培训课程'),
  cmpyCode: code32('培训机构'),
  teachers: z
    .array(z.string().trim().min(1, { error: '讲师姓名不能为空' }).max(20).describe('授课讲师'))
    .min(1, { error: '请填写授课讲师' })
    .max(CLASS_TEACHERS_MAX, { error: `授课讲师最多${CLASS_TEACHERS_MAX}位` })
    .describe('授课讲师'),
  capacity: z.number({ error: '请输入班级容量' }).int({ error: '班级容量应为整数' }).min(1).max(CLASS_CAPACITY_MAX).describe('班级容量'),
  beginDate: dateField('开班日期'),
  endDate: dateField('结束日期'),
  sessions: z.array(sessionInput).min(1, { error: '请添加课次' }).max(CLASS_SESSIONS_MAX, { error: `课次最多${CLASS_SESSIONS_MAX}个` }).describe('课次安排'),
  ...placeFields,
  signRadius: z.number({ error: '请输入签到范围' }).int({ error: '签到范围应为整数（米）' }).min(0).max(SIGN_RADIUS_MAX).describe('签到范围'),
  paperCode: z.string().trim().max(64).optional().describe('结业考试试卷'),
  passRate: z.number().int().min(1).max(100).default(DEFAULT_PASS_RATE).describe('结业出勤率'),
};

function checkRules(value: ClassRuleValues, ctx: z.RefinementCtx): void {
  for (const { field: path, message } of classProblems(value)) ctx.addIssue({ code: 'custom', path: [path], message });
}

export const classInput = z.object(classFieldShape).superRefine(checkRules);
export const classEditInput = z.object({ classCode: code32('班级编号'), ...classFieldShape }).superRefine(checkRules);
export type ClassInput = z.infer<typeof classInput>;

/** 班级管理's fields, list order (state and times early), then the detail's. */
export const CLASS_LABELS = defineLabels({
  className: field.name('班级名称'),
  status: field.state('班级状态'),
  period: field.period('开班日期'),
  courseName: field.name('培训课程'),
  cmpyName: field.name('培训机构'),
  enrolled: field.number('已报名/容量'),
  sessionCount: field.number('课次'),
  countyName: field.dict('所在区县'),
  teachers: field.person('授课讲师', { secondary: true }),
  address: field.text('上课地点', { secondary: true }),
  signRadius: field.number('签到范围', { secondary: true }),
  passRate: field.number('结业出勤率', { secondary: true }),
  classCode: field.code('班级编号', { secondary: true }),
  createTime: field.time('创建时间', { secondary: true }),
});

export const classSession = z.object({ sessionNo: z.number().int(), beginTime: timeText, endTime: timeText });
export type ClassSession = z.infer<typeof classSession>;

export const classRecord = z.object({
  classCode: z.string(),
  className: z.string(),
  courseCode: z.string(),
  courseName: z.string(),
  cmpyCode: z.string(),
  cmpyName: z.string(),
  teachers: z.array(z.string()),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  beginDate: dateText,
  endDate: dateText,
  sessionCount: z.number().int(),
  countyCode: z.string(),
  countyName: z.string(),
  address: z.string(),
  signRadius: z.number().int(),
  paperCode: z.string(),
  passRate: z.number().int(),
  status: z.number().int(),
  finishState: z.number().int(),
  finishTime: z.string(),
  createTime: timeText,
});
export type ClassRecord = z.infer<typeof classRecord>;

export const classDetail = classRecord.extend({ ...placeRecord, sessions: z.array(classSession), creatorName: z.string(), updateTime: timeText });
export type ClassDetail = z.infer<typeof classDetail>;

export const classListQuery = pageQuery.extend({
  className: textFilter('班级名称', 50),
  courseCode: textFilter('培训课程'),
  cmpyCode: textFilter('培训机构'),
  countyCode: textFilter('所在区县', 6),
  status: enumFilter('班级状态', CLASS_STATUS_VALUES),
});

const classCodeQuery = z.object({ classCode: code32('班级编号') });

/** 学员管理's fields (and a class's roster), list order, then what the detail and the export (学员明细) add. */
export const STUDENT_LABELS = defineLabels({
  usrName: field.person('姓名'),
  finishState: field.state('结业状态'),
  idCard: field.code('身份证号'),
  mobile: field.phone('手机号'),
  className: field.name('所在班级'),
  attendance: field.number('出勤课次'),
  education: field.dict('学历'),
  employState: field.dict('就业状态'),
  classCode: field.code('班级编号', { secondary: true }),
  attendRate: field.number('出勤率', { secondary: true }),
  bestScore: field.number('最高成绩', { secondary: true }),
  finishReason: field.text('未结业原因', { secondary: true }),
  createTime: field.time('加入时间', { secondary: true }),
});

/** 出勤率: sessions attended of all the class's sessions, in whole percent ('' for a class without sessions). */
export function attendRateText(attended: number, sessionCount: number): string {
  return sessionCount === 0 ? '' : `${Math.floor((attended * 100) / sessionCount)}%`;
}

/** 学历 and 就业状态 as the import sheet and the form write them. */
export const EDUCATION_OPTIONS = ['小学', '初中', '高中', '中专', '大专', '本科', '硕士', '博士'] as const;
export const EMPLOY_STATE_OPTIONS = ['已就业', '未就业', '灵活就业', '在校学生'] as const;

export const studentRecord = z.object({
  studentCode: z.string(),
  classCode: z.string(),
  className: z.string(),
  usrName: z.string(),
  idCard: z.string(),
  mobile: z.string(),
  education: z.string(),
  employState: z.string(),
  /** Sessions attended (已签到, 迟到, 补签) of the class's sessions held so far. */
  attended: z.number().int(),
  held: z.number().int(),
  sessionCount: z.number().int(),
  bestScore: z.number().nullable(),
  finishState: z.number().int(),
  finishReason: z.string(),
  createTime: timeText,
});
export type StudentRecord = z.infer<typeof studentRecord>;

export const studentListQuery = pageQuery.extend({
  classCode: textFilter('班级编号'),
  usrName: textFilter('姓名', 20),
  idCard: textFilter('身份证号', 18),
  finishState: enumFilter('结业状态', STUDENT_FINISH_VALUES),
});

const mobileField = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(MOBILE_PATTERN, { error: '手机号格式不正确' })
  .describe('手机号');

export const addStudentInput = z.object({
  classCode: code32('班级编号'),
  usrName: z.string({ error: '请输入姓名' }).trim().min(1, { error: '请输入姓名' }).max(20).describe('姓名'),
  idCard: idCardField(),
  mobile: mobileField,
  education: z.enum(EDUCATION_OPTIONS, { error: `学历应为 ${EDUCATION_OPTIONS.join('、')} 之一` }).describe('学历'),
  employState: z.enum(EMPLOY_STATE_OPTIONS, { error: `就业状态应为 ${EMPLOY_STATE_OPTIONS.join('、')} 之一` }).describe('就业状态'),
});

export const trainClassApi = defineEndpoints('train', 'trainClass', {
  list: {
    method: 'GET',
    path: '/hrbd-train/train-class/list',
    summary: '分页查询班级',
    access: { permission: perm.train.class.list },
    audit: false,
    query: classListQuery,
    response: pageOf(classRecord),
  },
  info: {
    method: 'GET',
    path: '/hrbd-train/train-class/info',
    summary: '查询班级详情（含课次）',
    access: { permission: perm.train.class.list },
    audit: false,
    query: classCodeQuery,
    response: classDetail,
  },
  save: {
    method: 'POST',
    path: '/hrbd-train/train-class/save',
    summary: '新增班级',
    access: { permission: perm.train.class.add },
    audit: true,
    body: classInput,
    response: z.object({ classCode: z.string() }),
  },
  update: {
    method: 'POST',
    path: '/hrbd-train/train-class/update',
    summary: '编辑班级',
    access: { permission: perm.train.class.edit },
    audit: true,
    body: classEditInput,
    response: z.object({ classCode: z.string() }),
  },
  studentList: {
    method: 'GET',
    path: '/hrbd-train/train-class/studentList',
    summary: '分页查询学员（指定班级时为班级花名册）',
    access: { permission: perm.train.student.list },
    audit: false,
    query: studentListQuery,
    response: pageOf(studentRecord),
  },
  end: {
    method: 'GET',
    path: '/hrbd-train/train-class/learn/end',
    summary: '班级结业（判定每位学员是否结业）',
    access: { permission: perm.train.class.end },
    audit: true,
    query: classCodeQuery,
    response: z.object({ classCode: z.string(), passed: z.number().int(), failed: z.number().int() }),
  },
});

/** The import sheet's columns, in order (the console's template has them). */
export const STUDENT_IMPORT_HEADERS = ['姓名', '身份证号', '手机号', '学历', '就业状态', '班级编号'] as const;
export const STUDENT_IMPORT_ERROR_HEADER = '错误原因';
/** How long the importer may download the error workbook. */
export const IMPORT_ERROR_HOURS = 24;

export const importResult = z.object({
  total: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  /** The error workbook's code for downLoadErrorFile; '' when every row went in. */
  errorCode: z.string(),
});
export type ImportResult = z.infer<typeof importResult>;

/** The import form's text fields; `updateKnown` goes before the file (the sheet is read as it arrives). */
export const studentImportFields = z.object({
  updateKnown: z.enum(['0', '1'], { error: '更新已有学员取值应为 0、1 之一' }).optional().describe('更新已有学员'),
});

export const trainStudentApi = defineEndpoints('train', 'trainStudent', {
  addStudent: {
    method: 'POST',
    path: '/hrbd-train/train/addStudent',
    summary: '按身份证号添加学员到班级',
    access: { permission: perm.train.student.add },
    audit: true,
    body: addStudentInput,
    response: z.object({ studentCode: z.string(), classCode: z.string() }),
  },
  importStudentInfoList: {
    method: 'POST',
    path: '/hrbd-train/train/importStudentInfoList',
    summary: '导入学员（xlsx；错误行生成错误文件）',
    access: { permission: perm.train.student.import },
    audit: true,
    bodyKind: 'multipart',
    body: studentImportFields.extend({ multipartFile: z.unknown().describe('文件') }),
    response: importResult,
  },
  exportStudentDetais: {
    method: 'GET',
    path: '/hrbd-train/train/exportStudentDetais',
    summary: '导出学员明细（出勤、最高成绩、结业情况）',
    access: { permission: perm.train.student.export },
    audit: true,
    responseKind: 'file',
    query: studentListQuery.omit({ pageNum: true, pageSize: true }),
    response: z.null(),
    export: { permission: perm.train.student.export, name: '学员明细', asciiName: 'student-details', labels: STUDENT_LABELS },
  },
  downLoadErrorFile: {
    method: 'GET',
    path: '/hrbd-train/train/downLoadErrorFile',
    summary: '下载学员导入的错误文件（仅导入人，24小时内）',
    access: { permission: perm.train.student.import },
    audit: false,
    responseKind: 'file',
    query: z.object({ errorCode: code32('错误文件编号') }),
    response: z.null(),
  },
});
