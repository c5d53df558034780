import { z } from 'zod';
import { multiLine } from '../core/text.js';
import { defineEndpoints, EXPORT_ROW_MAX } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeFilter, timeText, decimal, timeField } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { asSecondary, defineLabels, field } from '../core/labels.js';
import { perm } from '../system/resource-tree.js';

/**
 * Applications (投递): a job seeker's resume sent to a job, and the applicant
 * flow a recruiter moves it through (spec §4, glossary §4.3 and §5.1).
 *
 * States: 0 新简历, 3 初筛通过, 5 已邀请面试, 4 已录用 as the spec numbers
 * them, and 6 不合适, which the spec leaves unnumbered — the next free value.
 */
export const APPLY_STATES = { new: 0, passedScreening: 3, interview: 5, hired: 4, unsuitable: 6 } as const;
export type ApplyState = (typeof APPLY_STATES)[keyof typeof APPLY_STATES];
export const APPLY_STATE_LABELS: Record<ApplyState, string> = {
  0: '新简历',
  3: '初筛通过',
  5: '已邀请面试',
  4: '已录用',
  6: '不合适',
};
/** The status tabs in the order of the flow (not numeric order: 已邀请面试 5 comes before 已录用 4). */
export const APPLY_STATE_TABS: readonly ApplyState[] = [0, 3, 5, 4, 6];

/**
 * The applicant flow (its transitions are ours; the spec names only the actions):
 * - 初筛通过: a new resume passes the first screening (0 → 3);
 * - 邀请面试: a screened applicant is invited (3 → 5); an invited one may be
 *   invited again (5 → 5) — a rescheduled or second-round interview, kept as
 *   one more interview record;
 * - 录用: only after an interview (5 → 4);
 * - 不合适: at any step before a decision (0/3/5 → 6).
 * 已录用 and 不合适 are final: the applicant is told, and a new application is
 * how they try again.
 */
export const APPLY_MACHINE = defineStateMachine({
  subject: '投递记录',
  states: APPLY_STATE_LABELS,
  actions: {
    throughFirst: '初筛通过',
    inviteInterview: '邀请面试',
    employ: '录用',
    outOfPlace: '标记为不合适',
  },
  transitions: [
    { action: 'throughFirst', from: [0], to: 3 },
    { action: 'inviteInterview', from: [3, 5], to: 5 },
    { action: 'employ', from: [5], to: 4 },
    { action: 'outOfPlace', from: [0, 3, 5], to: 6 },
  ],
});
export type ApplyAction = keyof typeof APPLY_MACHINE.actions;

/** updateState names the state to move to; each target is reached by exactly one action. */
export const APPLY_ACTION_BY_TARGET: Readonly<Record<number, ApplyAction>> = { 3: 'throughFirst', 5: 'inviteInterview', 4: 'employ', 6: 'outOfPlace' };

/** What an operation record says was done: a move of the flow, or 修改备注 (which keeps the state). */
export const APPLY_OPERATION_LABELS: Readonly<Record<ApplyAction | 'remark', string>> = {
  throughFirst: '初筛通过',
  inviteInterview: '邀请面试',
  employ: '录用',
  outOfPlace: '不合适',
  remark: '修改备注',
};
export type ApplyOperation = keyof typeof APPLY_OPERATION_LABELS;

/**
 * The button that lets a role see ID numbers and mobiles whole in lists,
 * details, exports and resume PDFs; everyone else sees them masked.
 */
export const VIEW_SENSITIVE_PERMISSION = perm.recruit.resume.list.viewSensitive;

/** How many applications one batch call may move: a page holds at most 100, select-all across pages stays bounded. */
export const APPLY_BATCH_MAX = 500;
/** The most rows an export writes (an xlsx sheet holds 1,048,576). */
export const APPLY_EXPORT_MAX = EXPORT_ROW_MAX;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const ageFilter = (label: string) =>
  z.preprocess(blankToUndefined, decimal(z.number().int().min(0).max(150)).optional()).describe(label);

const optionalTime = (label: string) => z.preprocess(blankToUndefined, timeFilter(label).optional()).describe(label);

/** The filter form of the application list (spec §3 Resume), shared by the list, the counts and the exports. */
const applyFilterShape = {
  jobCode: textFilter('岗位编号'),
  jobName: textFilter('岗位名称', 50),
  startUsrAge: ageFilter('最小年龄'),
  endUsrAge: ageFilter('最大年龄'),
  startTime: optionalTime('投递开始时间'),
  endTime: optionalTime('投递结束时间'),
  usrGender: enumFilter('性别', [1, 2]),
};
const stateFilter = { state: enumFilter('投递状态', APPLY_STATE_TABS) };

type RangeValues = { startUsrAge?: number; endUsrAge?: number; startTime?: string; endTime?: string };

/** Bounds the wrong way round, reported on the upper one. */
function checkRanges(value: RangeValues, ctx: z.RefinementCtx): void {
  if (value.startUsrAge !== undefined && value.endUsrAge !== undefined && value.startUsrAge > value.endUsrAge) {
    ctx.addIssue({ code: 'custom', path: ['endUsrAge'], message: '最大年龄不能小于最小年龄' });
  }
  if (value.startTime && value.endTime && value.startTime.slice(0, 10) > value.endTime.slice(0, 10)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: '投递结束时间不能早于投递开始时间' });
  }
}

/** The list's query: paging, the state tab and the filters. */
export const applyListQuery = pageQuery.extend({ ...stateFilter, ...applyFilterShape }).superRefine(checkRanges);
/** The counts' filter: everything but the tab the counts are for. */
export const applyCountQuery = z.object(applyFilterShape).superRefine(checkRanges);
/** An export writes the list under the same filters, the tab included. */
export const applyExportQuery = z.object({ ...stateFilter, ...applyFilterShape }).superRefine(checkRanges);

/**
 * Codes as a query string carries them: repeated keys (an array, or a string
 * when there is one), or one comma-separated value; blanks dropped.
 */
function splitCodes(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => (typeof item === 'string' ? item.split(',').map((s) => s.trim()).filter((s) => s !== '') : [item]));
}

/** Codes of the applications a batch moves. */
const applyCodesField = z
  .preprocess(
    splitCodes,
    z.array(code32('投递编号')).min(1, { error: '请选择投递记录' }).max(APPLY_BATCH_MAX, { error: `一次最多处理 ${APPLY_BATCH_MAX} 条投递记录` }),
  )
  .describe('投递编号');

/** Selected applications for an export; absent or empty means everything the filters match. */
const selectedCodesField = z
  .preprocess((v) => {
    const codes = splitCodes(v === '' ? undefined : v);
    return Array.isArray(codes) && codes.length === 0 ? undefined : codes;
  }, z.array(code32('投递编号')).max(APPLY_BATCH_MAX, { error: `一次最多选择 ${APPLY_BATCH_MAX} 条投递记录导出` }).optional())
  .describe('投递编号');

const noteField = z.preprocess(blankToUndefined, multiLine(z.string().trim().max(200)).optional()).describe('操作说明');

/** A mobile, or a landline with its area code (0371-12345678). */
export const CONTACT_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

/** An interview invitation: when, where, whom to ask, and a note for the applicant. */
const interviewShape = {
  interviewTime: timeField('面试时间'),
  interviewPlace: z.string().trim().min(1, { error: '请填写面试地点' }).max(200).describe('面试地点'),
  contactPerson: z.string().trim().min(1, { error: '请填写联系人' }).max(32).describe('联系人'),
  contactPhone: z.string().trim().regex(CONTACT_PHONE_PATTERN, { error: '联系电话应为手机号或带区号的固定电话' }).describe('联系电话'),
  note: noteField,
};

export const interviewInput = z.object({ applyCode: code32('投递编号'), ...interviewShape });

/** The moment a move happened and where it left each application. */
export const applyMoveResult = z.object({
  applyCodes: z.array(z.string()),
  state: z.number().int(),
});

// ---------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------

/**
 * Who a resume belongs to, wherever resumes are listed (applications,
 * placements, talent matching). `idCard` and `mobile` are masked
 * (410184********1234, 138****5678) unless the caller's role holds
 * `recruit:resume:list:viewSensitive`.
 */
export const applicantFields = {
  usrName: z.string(),
  usrGender: z.number().int(),
  age: z.number().int(),
  idCard: z.string(),
  mobile: z.string(),
  /** Dict `education`, 1–11. */
  education: z.number().int(),
};

/** Who a resume belongs to, as every list of people (applications, placements, talent matching) names them. */
export const APPLICANT_LABELS = defineLabels({
  usrName: field.person('姓名'),
  usrGender: field.dict('性别'),
  age: field.number('年龄'),
  idCard: field.code('身份证号'),
  mobile: field.phone('手机号'),
  education: field.dict('学历'),
});

/**
 * 投递记录's fields: its list columns in order (state and time early), and
 * what only the detail and the export show.
 */
export const APPLY_LABELS = defineLabels({
  usrName: APPLICANT_LABELS.usrName,
  state: field.state('投递状态'),
  applyTime: field.time('投递时间'),
  jobName: field.name('岗位名称'),
  cmpyName: field.name('企业名称'),
  idCard: APPLICANT_LABELS.idCard,
  mobile: APPLICANT_LABELS.mobile,
  remark: field.text('备注'),
  applyCode: field.code('投递编号', { secondary: true }),
  usrGender: asSecondary(APPLICANT_LABELS.usrGender),
  age: asSecondary(APPLICANT_LABELS.age),
  education: asSecondary(APPLICANT_LABELS.education),
  ethnic: field.dict('民族', { secondary: true }),
  jobStatus: field.dict('就业状态', { secondary: true }),
  jobCode: field.code('岗位编号', { secondary: true }),
});

/** 投递详情's rows only the detail shows (not list columns, not export columns). */
export const APPLY_DETAIL_LABELS = defineLabels({
  updateTime: field.time('更新时间'),
});

/**
 * A resume's 基本信息 rows beyond who it is (APPLICANT_LABELS): the application's
 * detail, the resume drawers and the 简历详情 export's 基本信息 sheet. Not list
 * columns, and no list export iterates them.
 */
export const RESUME_DETAIL_LABELS = defineLabels({
  birthDate: field.date('出生日期'),
  email: field.name('邮箱'),
  workYears: field.number('工作年限'),
  expectJob: field.name('期望岗位'),
  /** expectSalaryMin–expectSalaryMax. */
  expectSalary: field.money('期望月薪'),
  address: field.text('现居住地'),
  selfIntro: field.text('自我评价'),
  updateTime: field.time('简历更新时间'),
});

/** An application in the list. */
export const applyRecord = z.object({
  applyCode: z.string(),
  resumeCode: z.string(),
  usrCode: z.string(),
  ...applicantFields,
  /** Dict `ethnic`, 1–56. */
  ethnic: z.number().int(),
  /** Dict `job_status`, 0 未就业 / 1 已就业. */
  jobStatus: z.number().int(),
  jobCode: z.string(),
  jobName: z.string(),
  cmpyCode: z.string(),
  cmpyName: z.string(),
  state: z.number().int(),
  applyTime: timeText,
  remark: z.string(),
  updateTime: timeText,
});
export type ApplyRecord = z.infer<typeof applyRecord>;

export const applyStateCount = z.object({ resumeState: z.number().int(), label: z.string(), count: z.number().int() });

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The applicant's resume (基本信息), with the same masking as the list. */
export const resumeVO = z.object({
  resumeCode: z.string(),
  usrCode: z.string(),
  ...applicantFields,
  birthDate: dateText,
  email: z.string(),
  ethnic: z.number().int(),
  jobStatus: z.number().int(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  address: z.string(),
  expectJob: z.string(),
  /** Whole yuan per month, as job salaries. */
  expectSalaryMin: z.number().int(),
  expectSalaryMax: z.number().int(),
  workYears: z.number().int(),
  selfIntro: z.string(),
  updateTime: timeText,
});
export type ResumeVO = z.infer<typeof resumeVO>;

export const resumeWork = z.object({
  cmpyName: z.string(),
  jobName: z.string(),
  beginDate: dateText,
  /** null: 至今. */
  endDate: dateText.nullable(),
  content: z.string(),
});
export const resumeEducation = z.object({
  schoolName: z.string(),
  major: z.string(),
  education: z.number().int(),
  beginDate: dateText,
  endDate: dateText.nullable(),
});
export const resumeTrain = z.object({
  trainOrg: z.string(),
  trainCourse: z.string(),
  certificate: z.string(),
  beginDate: dateText,
  endDate: dateText.nullable(),
});

export const auditionInfo = z.object({
  auditionCode: z.string(),
  applyCode: z.string(),
  jobName: z.string(),
  cmpyName: z.string(),
  interviewTime: timeText,
  interviewPlace: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  note: z.string(),
  inviterName: z.string(),
  createTime: timeText,
});

export const operationRecord = z.object({
  applyCode: z.string(),
  jobName: z.string(),
  /** An ApplyOperation. */
  action: z.string(),
  actionLabel: z.string(),
  fromState: z.number().int(),
  fromStateLabel: z.string(),
  toState: z.number().int(),
  toStateLabel: z.string(),
  note: z.string(),
  operatorName: z.string(),
  operateTime: timeText,
});

/** The application as its detail shows it: the job, the state, and what the state allows. */
export const applyInfoRecord = applyRecord.extend({
  jobCategoryCode: z.string(),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  /** The actions APPLY_MACHINE offers from this state. */
  actions: z.array(z.string()),
});

const resumeParts = {
  resumeVO,
  workList: z.array(resumeWork),
  educationList: z.array(resumeEducation),
  trainList: z.array(resumeTrain),
  auditionInfoList: z.array(auditionInfo),
  operationRecordList: z.array(operationRecord),
};

/** One application with the resume it sent; interviews and operations are this application's. */
export const jobApplyDetail = z.object({ applyInfo: applyInfoRecord, ...resumeParts });
export type JobApplyDetail = z.infer<typeof jobApplyDetail>;
/** A resume with everything that happened to it: interviews and operations of all its applications, and the applications. */
export const resumeDetail = z.object({ ...resumeParts, applyList: z.array(applyRecord) });

// ---------------------------------------------------------------------------
// Endpoints: reached through recruitEndpoints (other domains have a queryStateCount and an updateState too)
// ---------------------------------------------------------------------------

const LIST = { permission: perm.recruit.resume.list.list } as const;
const HANDLE = { permission: perm.recruit.resume.list.handle } as const;
const EXPORT = { permission: perm.recruit.resume.list.export } as const;
const batchQuery = z.object({ applyCodes: applyCodesField, note: noteField });
export const applyInfoApi = defineEndpoints('recruit', 'applyInfo', {
  queryPageJobApplyInfo: {
    method: 'GET',
    path: '/recruit/applyInfo/queryPageJobApplyInfo',
    summary: '分页查询投递记录',
    access: LIST,
    audit: false,
    query: applyListQuery,
    response: pageOf(applyRecord),
  },

  queryPageJobApplyInfoByForm: {
    method: 'POST',
    path: '/recruit/applyInfo/queryPageJobApplyInfoByForm',
    summary: '分页查询投递记录（表单）',
    access: LIST,
    audit: false,
    body: applyListQuery,
    response: pageOf(applyRecord),
  },

  queryStateCount: {
    method: 'GET',
    path: '/recruit/applyInfo/queryStateCount',
    summary: '按投递状态统计数量（状态标签页）',
    access: LIST,
    audit: false,
    query: applyCountQuery,
    response: z.array(applyStateCount),
  },

  queryStateCountByForm: {
    method: 'POST',
    path: '/recruit/applyInfo/queryStateCountByForm',
    summary: '按投递状态统计数量（表单）',
    access: LIST,
    audit: false,
    body: applyCountQuery,
    response: z.array(applyStateCount),
  },

  queryJobApplyInfo: {
    method: 'GET',
    path: '/recruit/applyInfo/queryJobApplyInfo',
    summary: '查询投递详情（含简历、面试与操作记录）',
    access: LIST,
    audit: false,
    query: z.object({ applyCode: code32('投递编号') }),
    response: jobApplyDetail,
  },

  queryResumeDetail: {
    method: 'GET',
    path: '/recruit/applyInfo/queryResumeDetail',
    summary: '查询简历详情（含全部投递、面试与操作记录）',
    access: LIST,
    audit: false,
    query: z.object({ resumeCode: code32('简历编号') }),
    response: resumeDetail,
  },

  updateState: {
    method: 'GET',
    path: '/recruit/applyInfo/updateState',
    summary: '更新投递状态（初筛通过、邀请面试、录用、不合适）',
    access: HANDLE,
    audit: true,
    query: z
      .object({
        applyCode: code32('投递编号'),
        state: decimal(
          z
            .number()
            .int()
            .refine((v) => v in APPLY_ACTION_BY_TARGET, { error: '目标状态取值应为 3（初筛通过）、5（邀请面试）、4（录用）、6（不合适）之一' }),
        )
          .describe('目标状态'),
        note: noteField,
        // Moving to 已邀请面试 is an invitation: it needs what inviteInterview needs.
        interviewTime: interviewShape.interviewTime.optional(),
        interviewPlace: interviewShape.interviewPlace.optional(),
        contactPerson: interviewShape.contactPerson.optional(),
        contactPhone: interviewShape.contactPhone.optional(),
      })
      .superRefine((v, ctx) => {
        if (v.state !== APPLY_STATES.interview) return;
        const missing = (['interviewTime', 'interviewPlace', 'contactPerson', 'contactPhone'] as const).filter((k) => !v[k]);
        const labels = { interviewTime: '面试时间', interviewPlace: '面试地点', contactPerson: '联系人', contactPhone: '联系电话' };
        for (const key of missing) ctx.addIssue({ code: 'custom', path: [key], message: `邀请面试请填写${labels[key]}` });
      }),
    response: applyMoveResult,
  },

  inviteInterview: {
    method: 'GET',
    path: '/recruit/applyInfo/inviteInterview',
    summary: '邀请面试',
    access: HANDLE,
    audit: true,
    query: interviewInput,
    response: applyMoveResult,
  },

  batchThroughFirst: {
    method: 'GET',
    path: '/recruit/applyInfo/batchThroughFirst',
    summary: '批量初筛通过',
    access: HANDLE,
    audit: true,
    query: batchQuery,
    response: applyMoveResult,
  },

  batchInviteInterview: {
    method: 'POST',
    path: '/recruit/applyInfo/batchInviteInterview',
    summary: '批量邀请面试',
    access: HANDLE,
    audit: true,
    body: z.object({ applyCodes: applyCodesField, ...interviewShape }),
    response: applyMoveResult,
  },

  batchEmployment: {
    method: 'GET',
    path: '/recruit/applyInfo/batchEmployment',
    summary: '批量录用',
    access: HANDLE,
    audit: true,
    query: batchQuery,
    response: applyMoveResult,
  },

  batchOutOfPlace: {
    method: 'GET',
    path: '/recruit/applyInfo/batchOutOfPlace',
    summary: '批量标记为不合适',
    access: HANDLE,
    audit: true,
    query: batchQuery,
    response: applyMoveResult,
  },

  updateRemark: {
    method: 'POST',
    path: '/recruit/applyInfo/updateRemark',
    summary: '修改投递备注',
    access: { permission: perm.recruit.resume.list.remark },
    audit: true,
    body: z.object({
      applyCode: code32('投递编号'),
      remark: multiLine(z.string().trim().max(500).describe('备注')),
    }),
    response: z.object({ applyCode: z.string(), remark: z.string() }),
  },

  getShowJoinStationFlag: {
    method: 'GET',
    path: '/recruit/applyInfo/getShowJoinStationFlag',
    summary: '岗位是否显示“加入驿站”操作',
    access: LIST,
    audit: false,
    query: z.object({ jobCode: code32('岗位编号') }),
    /** `reason` says why not, for the button's tooltip; '' when it shows. */
    response: z.object({ showFlag: z.boolean(), reason: z.string() }),
  },

  dataExport: {
    method: 'GET',
    path: '/recruit/applyInfo/dataExport',
    summary: '导出投递记录（按筛选条件）',
    access: EXPORT,
    // Who took personal data out, and under which filter, is worth a log row.
    audit: true,
    responseKind: 'file',
    query: applyExportQuery,
    response: z.null(),
    export: { permission: EXPORT.permission, name: '投递记录', asciiName: 'applications', labels: APPLY_LABELS },
  },

  exportJobApplyInfos: {
    method: 'GET',
    path: '/recruit/applyInfo/exportJobApplyInfos',
    summary: '导出投递记录及面试安排（所选或按筛选条件）',
    access: EXPORT,
    audit: true,
    responseKind: 'file',
    query: z.object({ ...stateFilter, ...applyFilterShape, applyCodes: selectedCodesField }).superRefine(checkRanges),
    response: z.null(),
  },

  resumeDetailExport: {
    method: 'POST',
    path: '/recruit/applyInfo/resumeDetailExport',
    summary: '导出简历详情（基本信息与工作、教育、培训经历）',
    access: EXPORT,
    audit: true,
    responseKind: 'file',
    body: z.object({ ...stateFilter, ...applyFilterShape, applyCodes: selectedCodesField }).superRefine(checkRanges),
    response: z.null(),
  },

  downloadResume: {
    method: 'GET',
    path: '/recruit/applyInfo/downloadResume',
    summary: '下载简历（PDF）',
    access: EXPORT,
    audit: true,
    responseKind: 'file',
    query: z.object({ resumeCode: code32('简历编号') }),
    response: z.null(),
  },
});
