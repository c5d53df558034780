import { z } from 'zod';
import { multiLine } from '../core/text.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeFilter, timeText, decimal } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { defineLabels, field } from '../core/labels.js';
import { placeFields, placeRecord } from '../company/place.js';
import { perm } from '../system/resource-tree.js';

/** Job approveType (spec §4, glossary §4.4). */
export const JOB_APPROVE_TYPES = { review: 0, rejected: 1, approved: 2, online: 3, offline: 4, forcedEnd: 5 } as const;
export type JobApproveType = (typeof JOB_APPROVE_TYPES)[keyof typeof JOB_APPROVE_TYPES];
export const JOB_APPROVE_TYPE_LABELS: Record<JobApproveType, string> = {
  0: '审核中',
  1: '已驳回',
  2: '已通过',
  3: '已上线',
  4: '已下线',
  5: '强制结束',
};

/**
 * The job's life, which the spec leaves open (its transitions are ours):
 * - review: 审核中 → 已通过 (pass) or 已驳回 (reject, with a reason);
 * - edit: a rejected job is corrected and goes back to review; so does any
 *   change to a job that is pending, approved or offline (what was approved
 *   is what goes online). An online job is taken offline before it is edited;
 * - online: 已通过 or 已下线 → 已上线; offline: 已上线 → 已下线;
 * - refresh: only an online job, which stays online and moves up the lists;
 * - end (结束, by the publisher): recruiting stops now — the end time becomes
 *   now and the job is 已下线; it goes online again only after an edit gives
 *   it a new end time and it passes review again;
 * - forced offline (强制下线, by a reviewer, with a reason): 已通过, 已上线 or
 *   已下线 → 强制结束, which is final.
 */
export const JOB_MACHINE = defineStateMachine({
  subject: '岗位',
  states: JOB_APPROVE_TYPE_LABELS,
  actions: {
    pass: '审核通过',
    reject: '审核驳回',
    edit: '编辑',
    online: '上线',
    offline: '下线',
    refresh: '刷新',
    end: '结束',
    forcedOffline: '强制下线',
  },
  transitions: [
    { action: 'pass', from: [0], to: 2 },
    { action: 'reject', from: [0], to: 1 },
    { action: 'edit', from: [0, 1, 2, 4], to: 0 },
    { action: 'online', from: [2, 4], to: 3 },
    { action: 'offline', from: [3], to: 4 },
    { action: 'refresh', from: [3], to: 3 },
    { action: 'end', from: [2, 3, 4], to: 4 },
    { action: 'forcedOffline', from: [2, 3, 4], to: 5 },
  ],
});
export type JobAction = keyof typeof JOB_MACHINE.actions;

/** onlineType (spec §3): 1 exactly while the job is 已上线; the server keeps the two in step. */
export const JOB_ONLINE_TYPES = { offline: 0, online: 1 } as const;
export const JOB_ONLINE_TYPE_LABELS: Record<number, string> = { 0: '已下线', 1: '已上线' };
export const onlineTypeOf = (approveType: number): number =>
  approveType === JOB_APPROVE_TYPES.online ? JOB_ONLINE_TYPES.online : JOB_ONLINE_TYPES.offline;

/** The tab the job review screen opens on (glossary status_job_approve_3). */
export const JOB_REVIEW_DEFAULT_TAB = JOB_APPROVE_TYPES.online;

/** Who published a job; this console publishes as the platform ('2', spec §3). */
export const JOB_SOURCES = { company: '1', platform: '2' } as const;
export const JOB_SOURCE_LABELS: Record<string, string> = { 1: '企业发布', 2: '平台发布' };

/**
 * Salaries are whole yuan per month (月薪，元), not cents: a range a person
 * types and reads, never an amount that is paid or summed.
 */
export const SALARY_MAX_YUAN = 1_000_000;
export const JOB_LABELS_MAX = 10;
export const JOB_DESCRIPTION_MAX = 20_000;
/**
 * 岗位描述 as people read it: at most this many characters of text (a picture,
 * rule or line break counts one), shown as a count in the editor and flagged
 * beyond it (已超出字数限制); the server refuses a longer one. The HTML cap
 * above only bounds what is stored.
 */
export const JOB_DESCRIPTION_TEXT_MAX = 2000;
/** Education levels (dict `education`, glossary §8.1): 1 其他 … 11 博士. */
export const EDUCATION_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** A bare date as a job's begin time means that day's start; as its end time, that day's end. */
export function jobTimeBounds(beginTime: string, endTime: string): { beginTime: string; endTime: string } {
  return {
    beginTime: beginTime.length === 10 ? `${beginTime} 00:00:00` : beginTime,
    endTime: endTime.length === 10 ? `${endTime} 23:59:59` : endTime,
  };
}

const jobFieldShape = {
  jobName: z.string().trim().min(1).max(50).describe('岗位名称'),
  jobCategoryCode: z.string().trim().min(1).max(16).describe('岗位类别'),
  cmpyCode: code32('所属企业'),
  salaryMin: z.number().int({ error: '最低月薪应为整数（元）' }).min(1).max(SALARY_MAX_YUAN).describe('最低月薪'),
  salaryMax: z.number().int({ error: '最高月薪应为整数（元）' }).min(1).max(SALARY_MAX_YUAN).describe('最高月薪'),
  education: z
    .number()
    .int()
    .refine((v) => (EDUCATION_VALUES as readonly number[]).includes(v), { error: '学历要求取值应为 1 至 11 之一' })
    .describe('学历要求'),
  headcount: z.number().int().min(1).max(9999).describe('招聘人数'),
  labelCodes: z.array(code32('岗位标签')).max(JOB_LABELS_MAX).default([]).describe('岗位标签'),
  ...placeFields,
  /** Rich text (HTML); the server keeps only what its allow-list permits. */
  description: multiLine(z.string().trim().min(1, { error: '请输入岗位描述' }).max(JOB_DESCRIPTION_MAX).describe('岗位描述')),
  beginTime: timeFilter('开始时间'),
  endTime: timeFilter('结束时间'),
};

export interface JobRangeValues {
  salaryMin: number;
  salaryMax: number;
  beginTime: string;
  endTime: string;
}

/**
 * Rules across fields, each reported on the field a person would correct.
 * Exported so the job form checks them as it is filled in (zod runs an
 * object's refinements only once every field parses).
 */
export function jobRangeProblems(value: Partial<JobRangeValues>): Array<{ field: 'salaryMax' | 'endTime'; message: string }> {
  const problems: Array<{ field: 'salaryMax' | 'endTime'; message: string }> = [];
  if (value.salaryMin !== undefined && value.salaryMax !== undefined && value.salaryMin > value.salaryMax) {
    problems.push({ field: 'salaryMax', message: '最高月薪不能低于最低月薪' });
  }
  if (value.beginTime && value.endTime) {
    const { beginTime, endTime } = jobTimeBounds(value.beginTime, value.endTime);
    if (endTime <= beginTime) problems.push({ field: 'endTime', message: '结束时间须晚于开始时间' });
  }
  return problems;
}

function checkRanges(value: JobRangeValues, ctx: z.RefinementCtx): void {
  for (const { field, message } of jobRangeProblems(value)) ctx.addIssue({ code: 'custom', path: [field], message });
}

const jobInput = z.object(jobFieldShape).superRefine(checkRanges);
const jobEditInput = z.object({ jobCode: code32('岗位编号'), ...jobFieldShape }).superRefine(checkRanges);

export const jobLabelRef = z.object({ labelCode: z.string(), labelName: z.string(), labelHot: z.number().int() });

/** A job in lists. */
/** A monthly salary or range as lists and exports write it: 4800元/月, 4000-6000元/月. */
export const salaryText = (min: number, max: number): string => (min === max ? `${min}元/月` : `${min}-${max}元/月`);

/** 岗位列表's and 岗位审核's fields: list columns in order (state and times early), then what the detail and the export add. */
export const JOB_LABELS = defineLabels({
  jobName: field.name('岗位名称'),
  approveType: field.state('审核状态'),
  refreshTime: field.time('刷新时间'),
  createTime: field.time('发布时间'),
  cmpyName: field.name('所属企业'),
  salary: field.money('月薪'),
  jobCategoryName: field.name('岗位类别', { secondary: true }),
  education: field.dict('学历要求', { secondary: true }),
  headcount: field.number('招聘人数', { secondary: true }),
  countyName: field.dict('工作地点', { secondary: true }),
  labels: field.text('岗位标签', { secondary: true }),
  period: field.period('招聘时间', { secondary: true }),
  jobCode: field.code('岗位编号', { secondary: true }),
});

/** 岗位详情's rows only the detail shows (not list columns, not export columns). */
export const JOB_DETAIL_LABELS = defineLabels({
  source: field.dict('来源'),
  creatorName: field.person('发布人'),
  onlineTime: field.time('上线时间'),
  address: field.text('工作地址'),
  beginTime: field.time('开始时间'),
  endTime: field.time('结束时间'),
  description: field.text('岗位描述'),
  reviewerName: field.person('审核人'),
  reviewTime: field.time('审核时间'),
  rejectDesc: field.text('驳回原因'),
  forcedDesc: field.text('强制下线原因'),
  updateTime: field.time('更新时间'),
});

export const jobRecord = z.object({
  jobCode: z.string(),
  jobName: z.string(),
  jobCategoryCode: z.string(),
  jobCategoryName: z.string(),
  cmpyCode: z.string(),
  cmpyName: z.string(),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  education: z.number().int(),
  headcount: z.number().int(),
  countyCode: z.string(),
  countyName: z.string(),
  labels: z.array(jobLabelRef),
  source: z.string(),
  approveType: z.number().int(),
  onlineType: z.number().int(),
  beginTime: timeText,
  endTime: timeText,
  refreshTime: timeText,
  createTime: timeText,
});
export type JobRecord = z.infer<typeof jobRecord>;

export const jobDetail = jobRecord.extend({
  /** The 大类 the job's 中类 belongs to. */
  jobCategoryParentCode: z.string(),
  jobCategoryParentName: z.string(),
  ...placeRecord,
  description: z.string(),
  /** Why the job was last rejected, '' otherwise. */
  rejectDesc: z.string(),
  /** Why a reviewer forced it offline, '' otherwise. */
  forcedDesc: z.string(),
  creatorName: z.string(),
  reviewerName: z.string(),
  reviewTime: timeText.nullable(),
  onlineTime: timeText.nullable(),
  updateTime: timeText,
});
export type JobDetail = z.infer<typeof jobDetail>;

/** The state a command left the job in. */
export const jobState = z.object({ jobCode: z.string(), approveType: z.number().int(), onlineType: z.number().int() });

/** A bound of the salary filter (月薪，元); blank means unbounded. */
const salaryBound = (label: string) =>
  z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      decimal(z.number().int({ error: `${label}应为整数（元）` }).min(0).max(SALARY_MAX_YUAN)).optional(),
    )
    .describe(label);

const jobFilters = {
  jobName: textFilter('岗位名称', 50),
  jobCode: textFilter('岗位编号'),
  cmpyCode: textFilter('所属企业'),
  cmpyName: textFilter('企业名称', 100),
  /** A 大类 takes in its 中类. */
  jobCategoryCode: textFilter('岗位类别', 16),
  onlineType: enumFilter('上线状态', [0, 1]),
  education: enumFilter('学历要求', EDUCATION_VALUES),
  countyCode: textFilter('所在区县', 6),
  labelCode: textFilter('岗位标签'),
  source: enumFilter('来源', [1, 2]),
  /** Jobs whose salary range meets [beginSalary, endSalary]: a person asking for 6000–8000 wants a 5000–7000 job too. */
  beginSalary: salaryBound('月薪下限'),
  endSalary: salaryBound('月薪上限'),
  beginTime: timeFilter('发布开始时间').optional(),
  endTime: timeFilter('发布结束时间').optional(),
};

export const jobTypeCount = z.object({ approveType: z.number().int(), label: z.string(), count: z.number().int() });
const jobCodeParam = z.object({ jobCode: code32('岗位编号') });
/** `{id}` of these paths is the job's business code (jobCode). */
const jobIdParam = z.object({ id: code32('岗位编号') });
export const jobApi = defineEndpoints('recruit', 'job', {
  queryJobInfoType: {
    method: 'GET',
    path: '/recruit/job-info/queryJobInfoType',
    summary: '按审核状态统计岗位数量（状态标签页）',
    access: { permission: perm.recruit.job.list.list },
    audit: false,
    query: z.object(jobFilters),
    response: z.array(jobTypeCount),
  },

  queryJobInfoList: {
    method: 'POST',
    path: '/recruit/job-info/queryJobInfoList',
    summary: '分页查询岗位',
    access: { permission: perm.recruit.job.list.list },
    audit: false,
    body: pageQuery.extend({ ...jobFilters, approveType: enumFilter('审核状态', [0, 1, 2, 3, 4, 5]) }),
    response: pageOf(jobRecord),
    export: { permission: perm.recruit.job.list.export, name: '岗位列表', asciiName: 'jobs', labels: JOB_LABELS },
  },

  queryJobInfoDetail: {
    method: 'POST',
    path: '/recruit/job-info/queryJobInfoDetail/{jobCode}',
    summary: '查询岗位详情',
    access: { permission: perm.recruit.job.list.list },
    audit: false,
    params: jobCodeParam,
    response: jobDetail,
  },

  saveJobInfo: {
    method: 'POST',
    path: '/recruit/job-info/saveJobInfo',
    summary: '新增岗位并提交审核',
    access: { permission: perm.recruit.job.list.add },
    audit: true,
    body: jobInput,
    response: jobState,
  },

  editJobInfo: {
    method: 'POST',
    path: '/recruit/job-info/editJobInfo',
    summary: '编辑岗位并重新提交审核',
    access: { permission: perm.recruit.job.list.edit },
    audit: true,
    body: jobEditInput,
    response: jobState,
  },

  checkJobInfo: {
    method: 'POST',
    path: '/recruit/job-info/checkJobInfo',
    summary: '审核岗位（通过或驳回）',
    access: { permission: perm.recruit.job.review.review },
    audit: true,
    body: z
      .object({
        jobCode: code32('岗位编号'),
        approveType: z
          .union([z.literal(JOB_APPROVE_TYPES.approved), z.literal(JOB_APPROVE_TYPES.rejected)], { error: '审核结果取值应为 2（通过）、1（驳回）之一' })
          .describe('审核结果'),
        rejectDesc: multiLine(z.string().trim().max(200).describe('驳回原因')).optional(),
      })
      .refine((v) => v.approveType !== JOB_APPROVE_TYPES.rejected || (v.rejectDesc ?? '') !== '', {
        error: '驳回时请填写驳回原因',
        path: ['rejectDesc'],
      }),
    response: jobState,
  },

  onOrOffLineJobInfo: {
    method: 'POST',
    path: '/recruit/job-info/onOrOffLineJobInfo',
    summary: '岗位上线或下线',
    access: { permission: perm.recruit.job.list.online },
    audit: true,
    body: z.object({
      jobCode: code32('岗位编号'),
      onlineType: z.union([z.literal(0), z.literal(1)], { error: '上线状态取值应为 0（下线）、1（上线）之一' }).describe('上线状态'),
    }),
    response: jobState,
  },

  refreshJobInfo: {
    method: 'POST',
    path: '/recruit/job-info/refreshJobInfo/{id}',
    summary: '刷新岗位（置顶到最新）',
    access: { permission: perm.recruit.job.list.refresh },
    audit: true,
    params: jobIdParam,
    response: jobState.extend({ refreshTime: timeText }),
  },

  endJobInfo: {
    method: 'POST',
    path: '/recruit/job-info/endJobInfo/{id}',
    summary: '结束岗位招聘',
    access: { permission: perm.recruit.job.list.end },
    audit: true,
    params: jobIdParam,
    response: jobState,
  },

  forcedOfflineJobInfo: {
    method: 'POST',
    path: '/recruit/job-info/forcedOfflineJobInfo',
    summary: '强制下线岗位（强制结束）',
    access: { permission: perm.recruit.job.review.forcedOffline },
    audit: true,
    body: z.object({
      jobCode: code32('岗位编号'),
      forcedDesc: multiLine(z.string().trim().min(1, { error: '请填写强制下线原因' }).max(200).describe('强制下线原因')),
    }),
    response: jobState,
  },
});
