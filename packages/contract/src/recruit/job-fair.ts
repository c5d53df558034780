import { z } from 'zod';
import { multiLine } from '../core/text.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { ADDRESS_MESSAGES } from '../common/address.js';
import { CHINA_LAT_RANGE, CHINA_LNG_RANGE, placeFields } from '../company/place.js';
import { APPLY_STATE_TABS, applyRecord, CONTACT_PHONE_PATTERN } from './apply-info.js';
import { JOB_APPROVE_TYPE_LABELS, JOB_APPROVE_TYPES, jobRecord, jobTimeBounds } from './job.js';
import { perm } from '../system/resource-tree.js';

/**
 * Job fairs (招聘会): an event run by a public employment service, online
 * (线上, a stretch of weeks on the platform) or on site (线下, a venue on a
 * day or two). Passed companies take part (参会企业) and bring some of their
 * jobs (参会岗位); the applications sent to those jobs while the fair runs
 * are its resumes (投递简历).
 *
 * A fair's status is read from the clock, never stored: 待开始 before its
 * start time, 进行中 until its end time, 已结束 after. What may still change
 * follows from it (JOB_FAIR_LOCKED_FIELDS).
 */
export const JOB_FAIR_TYPES = { online: 1, offline: 2 } as const;
export type JobFairType = (typeof JOB_FAIR_TYPES)[keyof typeof JOB_FAIR_TYPES];
export const JOB_FAIR_TYPE_LABELS: Record<JobFairType, string> = { 1: '线上', 2: '线下' };

export const JOB_FAIR_STATUSES = { notStarted: 0, ongoing: 1, ended: 2 } as const;
export type JobFairStatus = (typeof JOB_FAIR_STATUSES)[keyof typeof JOB_FAIR_STATUSES];
export const JOB_FAIR_STATUS_LABELS: Record<JobFairStatus, string> = { 0: '待开始', 1: '进行中', 2: '已结束' };
export const JOB_FAIR_STATUS_VALUES: readonly JobFairStatus[] = [0, 1, 2];

/** The status at `now` (all three `YYYY-MM-DD HH:mm:ss`, so text order is time order). */
export function jobFairStatusAt(startTime: string, endTime: string, now: string): JobFairStatus {
  if (now < startTime) return JOB_FAIR_STATUSES.notStarted;
  if (now > endTime) return JOB_FAIR_STATUSES.ended;
  return JOB_FAIR_STATUSES.ongoing;
}

/** Parts of a fair an edit may no longer change once it has started or ended. */
export const JOB_FAIR_LOCKABLE_LABELS = {
  fairType: '举办形式',
  startTime: '开始时间',
  endTime: '结束时间',
  place: '举办地点',
  participants: '参会企业及岗位',
} as const;
export type JobFairLockable = keyof typeof JOB_FAIR_LOCKABLE_LABELS;

/**
 * A fair that has begun keeps how and when it began; one that has ended is a
 * record of what happened — when, where and who took part. Its name,
 * organisers, contact and introduction stay correctable.
 */
export const JOB_FAIR_LOCKED_FIELDS: Readonly<Record<JobFairStatus, readonly JobFairLockable[]>> = {
  0: [],
  1: ['fairType', 'startTime'],
  2: ['fairType', 'startTime', 'endTime', 'place', 'participants'],
};

export const JOB_FAIR_NAME_MAX = 100;
export const JOB_FAIR_DESCRIPTION_MAX = 20_000;
export const JOB_FAIR_CMPY_MAX = 500;
export const JOB_FAIR_JOB_MAX = 2000;
/** Online fairs run for weeks (春风行动 for two months); none for longer than a year. */
export const JOB_FAIR_MAX_DAYS = 366;

/** Jobs that may join a fair: approved at some point and not forced to end (已通过, 已上线, 已下线). */
export const JOB_FAIR_JOB_STATES: readonly number[] = [JOB_APPROVE_TYPES.approved, JOB_APPROVE_TYPES.online, JOB_APPROVE_TYPES.offline];

/**
 * Why a job cannot join a fair starting at `fairStartTime`, or null when it
 * can: it must have passed review (and not been forced to end), and still be
 * recruiting when the fair begins. The form greys such jobs out with the same words.
 */
export function jobFairJobProblem(job: { jobName: string; approveType: number; endTime: string }, fairStartTime: string): string | null {
  if (!JOB_FAIR_JOB_STATES.includes(job.approveType)) {
    const state = JOB_APPROVE_TYPE_LABELS[job.approveType as keyof typeof JOB_APPROVE_TYPE_LABELS] ?? String(job.approveType);
    return `岗位“${job.jobName}”当前为“${state}”状态，不能参加招聘会`;
  }
  if (fairStartTime && job.endTime <= (fairStartTime.length === 10 ? `${fairStartTime} 00:00:00` : fairStartTime)) {
    return `岗位“${job.jobName}”的招聘已于 ${job.endTime} 结束，早于招聘会开始时间`;
  }
  return null;
}

const DAY_MS = 86_400_000;
const timeMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

/** The fair's time rules across fields, reported on 结束时间; exported so the form checks them as it is filled in. */
export function jobFairRangeProblems(value: { startTime?: string; endTime?: string }): Array<{ field: 'endTime'; message: string }> {
  if (!value.startTime || !value.endTime) return [];
  const { beginTime, endTime } = jobTimeBounds(value.startTime, value.endTime);
  if (endTime <= beginTime) return [{ field: 'endTime', message: '结束时间须晚于开始时间' }];
  if (timeMs(endTime) - timeMs(beginTime) > JOB_FAIR_MAX_DAYS * DAY_MS) return [{ field: 'endTime', message: `招聘会举办时长不能超过${JOB_FAIR_MAX_DAYS}天` }];
  return [];
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const optionalCoordinate = (label: string, [min, max]: readonly [number, number]) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: ADDRESS_MESSAGES.coordinateRequired })
      .min(min, { error: `${label}不在中国境内` })
      .max(max, { error: `${label}不在中国境内` })
      .optional(),
  ).describe(label);

const codesField = (label: string, max: number, itemLabel: string) =>
  z
    .array(code32(itemLabel))
    .max(max, { error: `${label}最多${max}个` })
    .default([])
    .describe(label);

const jobFairFieldShape = {
  fairName: z.string().trim().min(1, { error: '请输入招聘会名称' }).max(JOB_FAIR_NAME_MAX).describe('招聘会名称'),
  fairType: z.union([z.literal(1), z.literal(2)], { error: '举办形式取值应为 1（线上）、2（线下）之一' }).describe('举办形式'),
  organizer: z.string().trim().min(1, { error: '请输入主办单位' }).max(100).describe('主办单位'),
  undertaker: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()).describe('承办单位'),
  contactPerson: z.string().trim().min(1, { error: '请输入联系人' }).max(32).describe('联系人'),
  contactPhone: z.string().trim().regex(CONTACT_PHONE_PATTERN, { error: '联系电话应为手机号或带区号的固定电话' }).describe('联系电话'),
  /** Where the fair is held (线下) or which area it serves (线上): province, city and county always. */
  provinceCode: placeFields.provinceCode,
  cityCode: placeFields.cityCode,
  countyCode: placeFields.countyCode,
  /** The venue and its map point; required for an on-site fair, not kept for an online one. */
  address: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()).describe('详细地址'),
  gcj02Lng: optionalCoordinate('经度', CHINA_LNG_RANGE),
  gcj02Lat: optionalCoordinate('纬度', CHINA_LAT_RANGE),
  startTime: timeFilter('开始时间'),
  endTime: timeFilter('结束时间'),
  /** Rich text (HTML); the server keeps only what its allow-list permits. */
  description: multiLine(z.string().trim().min(1, { error: '请输入招聘会简介' }).max(JOB_FAIR_DESCRIPTION_MAX).describe('招聘会简介')),
  /** Passed companies taking part. */
  cmpyCodes: codesField('参会企业', JOB_FAIR_CMPY_MAX, '参会企业编号'),
  /** Jobs of those companies brought to the fair. */
  jobCodes: codesField('参会岗位', JOB_FAIR_JOB_MAX, '参会岗位编号'),
};

interface FairCheckValues {
  fairType: number;
  address?: string;
  gcj02Lng?: number;
  gcj02Lat?: number;
  startTime: string;
  endTime: string;
}

function checkFair(value: FairCheckValues, ctx: z.RefinementCtx): void {
  if (value.fairType === JOB_FAIR_TYPES.offline) {
    if (!value.address) ctx.addIssue({ code: 'custom', path: ['address'], message: `线下招聘会${ADDRESS_MESSAGES.detailRequired}` });
    if (value.gcj02Lng === undefined || value.gcj02Lat === undefined) {
      ctx.addIssue({ code: 'custom', path: ['gcj02Lng'], message: `线下招聘会${ADDRESS_MESSAGES.coordinateRequired}` });
    }
  }
  for (const { field, message } of jobFairRangeProblems(value)) ctx.addIssue({ code: 'custom', path: [field], message });
}

const fairCodeField = code32('招聘会编号');
export const jobFairInput = z.object(jobFairFieldShape).superRefine(checkFair);
export const jobFairEditInput = z.object({ fairCode: fairCodeField, ...jobFairFieldShape }).superRefine(checkFair);

// ---------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------

/** A fair in the list. */
export const jobFairRecord = z.object({
  fairCode: z.string(),
  fairName: z.string(),
  fairType: z.number().int(),
  organizer: z.string(),
  undertaker: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  /** '' for an online fair. */
  address: z.string(),
  startTime: timeText,
  endTime: timeText,
  /** JOB_FAIR_STATUSES, at the time of the answer. */
  status: z.number().int(),
  cmpyCount: z.number().int(),
  jobCount: z.number().int(),
  createTime: timeText,
});
export type JobFairRecord = z.infer<typeof jobFairRecord>;

/** A job brought to the fair, as the edit form shows it. */
export const jobFairParticipantJob = z.object({
  jobCode: z.string(),
  jobName: z.string(),
  /** Whole yuan per month: tells apart a company's jobs of the same name. */
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  approveType: z.number().int(),
  endTime: timeText,
});

/** A company taking part, with the jobs it brought. */
export const jobFairParticipant = z.object({
  cmpyCode: z.string(),
  cmpyName: z.string(),
  jobs: z.array(jobFairParticipantJob),
});
export type JobFairParticipant = z.infer<typeof jobFairParticipant>;

export const jobFairDetail = jobFairRecord.extend({
  /** null for an online fair. */
  gcj02Lng: z.number().nullable(),
  gcj02Lat: z.number().nullable(),
  description: z.string(),
  /** Applications to the fair's jobs sent while it ran (or so far). */
  resumeCount: z.number().int(),
  /** Companies in the order they were added, each with its jobs. */
  participants: z.array(jobFairParticipant),
  /** What an edit may no longer change in this status. */
  lockedFields: z.array(z.string()),
  creatorName: z.string(),
  updateTime: timeText,
});
export type JobFairDetail = z.infer<typeof jobFairDetail>;

/** A company taking part, as the fair's 参会企业 tab lists it. */
export const jobFairCompany = z.object({
  cmpyCode: z.string(),
  cmpyName: z.string(),
  industryCode: z.string(),
  industryName: z.string(),
  cmpyScale: z.number().int(),
  countyName: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  /** Jobs it brought and how many people they want. */
  jobCount: z.number().int(),
  headcount: z.number().int(),
  /** Applications to those jobs during the fair. */
  resumeCount: z.number().int(),
  joinTime: timeText,
});
export type JobFairCompany = z.infer<typeof jobFairCompany>;

/** A job brought to the fair, as the fair's 参会岗位 tab lists it. */
export const jobFairJob = jobRecord
  .pick({
    jobCode: true,
    jobName: true,
    jobCategoryCode: true,
    jobCategoryName: true,
    cmpyCode: true,
    cmpyName: true,
    salaryMin: true,
    salaryMax: true,
    education: true,
    headcount: true,
    countyName: true,
    approveType: true,
    endTime: true,
  })
  .extend({ resumeCount: z.number().int() });
export type JobFairJob = z.infer<typeof jobFairJob>;

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

const LIST = { permission: perm.recruit.jobfair.list } as const;

const optionalDate = (label: string) => z.preprocess(blankToUndefined, timeFilter(label).optional()).describe(label);

export const jobFairListQuery = pageQuery
  .extend({
    fairName: textFilter('招聘会名称', JOB_FAIR_NAME_MAX),
    fairType: enumFilter('举办形式', [1, 2]),
    status: enumFilter('招聘会状态', JOB_FAIR_STATUS_VALUES),
    countyCode: textFilter('所在区县', 6),
    /** Fairs held at some time within [beginDate, endDate]. */
    beginDate: optionalDate('举办开始日期'),
    endDate: optionalDate('举办结束日期'),
  })
  .superRefine((v, ctx) => {
    if (v.beginDate && v.endDate && v.beginDate.slice(0, 10) > v.endDate.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: '举办结束日期不能早于举办开始日期' });
    }
  });
export const jobFairApi = defineEndpoints('recruit', 'jobFair', {
  add: {
    method: 'POST',
    path: '/recruit/jobfairs/add',
    summary: '新增招聘会',
    access: { permission: perm.recruit.jobfair.add },
    audit: true,
    body: jobFairInput,
    response: z.object({ fairCode: z.string() }),
  },

  edit: {
    method: 'POST',
    path: '/recruit/jobfairs/edit',
    summary: '编辑招聘会（含参会企业及岗位）',
    access: { permission: perm.recruit.jobfair.edit },
    audit: true,
    body: jobFairEditInput,
    response: z.object({ fairCode: z.string() }),
  },

  info: {
    method: 'GET',
    path: '/recruit/jobfairs/info',
    summary: '查询招聘会详情',
    access: LIST,
    audit: false,
    query: z.object({ fairCode: fairCodeField }),
    response: jobFairDetail,
  },

  list: {
    method: 'GET',
    path: '/recruit/jobfairs/list',
    summary: '分页查询招聘会',
    access: LIST,
    audit: false,
    query: jobFairListQuery,
    response: pageOf(jobFairRecord),
  },

  getJobList: {
    method: 'GET',
    path: '/recruit/jobfairs/getJobList',
    summary: '分页查询招聘会参会岗位',
    access: LIST,
    audit: false,
    query: pageQuery.extend({
      fairCode: fairCodeField,
      cmpyCode: textFilter('所属企业'),
      jobName: textFilter('岗位名称', 50),
    }),
    response: pageOf(jobFairJob),
  },

  getCmpyList: {
    method: 'GET',
    path: '/recruit/jobfairs/getCmpyList',
    summary: '分页查询招聘会参会企业',
    access: LIST,
    audit: false,
    query: pageQuery.extend({
      fairCode: fairCodeField,
      cmpyName: textFilter('企业名称', 100),
    }),
    response: pageOf(jobFairCompany),
  },

  getResumeList: {
    method: 'GET',
    path: '/recruit/jobfairs/getResumeList',
    summary: '分页查询招聘会投递简历',
    access: LIST,
    audit: false,
    query: pageQuery.extend({
      fairCode: fairCodeField,
      cmpyCode: textFilter('所属企业'),
      jobCode: textFilter('岗位编号'),
      state: enumFilter('投递状态', APPLY_STATE_TABS),
    }),
    response: pageOf(applyRecord),
  },
});
