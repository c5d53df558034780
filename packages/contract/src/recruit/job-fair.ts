import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeText } from '../core/fields.js';
import { asSecondary, defineLabels, field } from '../core/labels.js';
import { COMPANY_LABELS } from '../company/company.js';
import { pageOf, pageQuery } from '../core/page.js';
import { APPLY_STATE_TABS, applyRecord } from './apply-info.js';
import {
  checkJobFairFields,
  checkJobFairListDates,
  JOB_FAIR_DETAIL_SHAPE,
  JOB_FAIR_FIELD_SHAPE,
  JOB_FAIR_JOB_FIELD_LABELS,
  JOB_FAIR_LIST_FILTERS,
  JOB_FAIR_RECORD_SHAPE,
  JOB_FAIR_SHARED_LABELS,
} from './fair-rules.js';
import { JOB_LABELS, jobRecord } from './job.js';
import { perm } from '../system/resource-tree.js';

/**
 * Job fairs (招聘会): an event run by a public employment service, online
 * (线上, a stretch of weeks on the platform) or on site (线下, a venue on a
 * day or two). Passed companies take part (参会企业) and bring some of their
 * jobs (参会岗位); the applications sent to those jobs while the fair runs
 * are its resumes (投递简历).
 *
 * A fair's status is read from the clock, never stored, and what may still
 * change follows from it: the rules campus fairs share are in fair-rules.ts.
 */
const fairCodeField = code32(JOB_FAIR_SHARED_LABELS.fairCode.label);
export const jobFairInput = z.object(JOB_FAIR_FIELD_SHAPE).superRefine(checkJobFairFields);
export const jobFairEditInput = z.object({ fairCode: fairCodeField, ...JOB_FAIR_FIELD_SHAPE }).superRefine(checkJobFairFields);

// ---------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------

const S = JOB_FAIR_SHARED_LABELS;

/** 招聘会's fields: the list's columns in order (status and times early), then what the detail adds. */
export const JOB_FAIR_LABELS = defineLabels({
  fairName: S.fairName,
  status: S.status,
  period: S.period,
  createTime: field.time('创建时间'),
  fairType: S.fairType,
  /** Filtered by 所在区县. */
  place: S.place,
  organizer: S.organizer,
  cmpyCount: S.cmpyCount,
  jobCount: S.jobCount,
  undertaker: asSecondary(S.undertaker),
  contactPerson: asSecondary(S.contactPerson),
  contactPhone: asSecondary(S.contactPhone),
});

/** A fair in the list. */
export const jobFairRecord = z.object(JOB_FAIR_RECORD_SHAPE);
export type JobFairRecord = z.infer<typeof jobFairRecord>;

export const jobFairDetail = jobFairRecord.extend({
  ...JOB_FAIR_DETAIL_SHAPE,
  /** Applications to the fair's jobs sent while it ran (or so far). */
  resumeCount: z.number().int(),
});
export type JobFairDetail = z.infer<typeof jobFairDetail>;

/** Applications to a company's or a job's fair jobs while the fair ran. */
const resumeCount = field.number('投递简历数');

/** The fair's 参会企业 tab: a company as the company lists name it, and what it brought. */
export const JOB_FAIR_COMPANY_LABELS = defineLabels({
  cmpyName: COMPANY_LABELS.cmpyName,
  /** A count is named by its field's word and 数, as the fair's detail names its own. */
  jobCount: field.number(`${S.jobCount.label}数`),
  headcount: JOB_FAIR_JOB_FIELD_LABELS.headcount,
  resumeCount,
  industryName: COMPANY_LABELS.industryName,
  cmpyScale: field.dict(COMPANY_LABELS.cmpyScale.label),
  countyName: COMPANY_LABELS.countyName,
  contactPerson: S.contactPerson,
  contactPhone: S.contactPhone,
  joinTime: field.time('参会时间'),
});

/** The fair's 参会岗位 tab: a job as the job lists name it, and the resumes it received. */
export const JOB_FAIR_JOB_LABELS = defineLabels({
  jobName: JOB_FAIR_JOB_FIELD_LABELS.jobName,
  cmpyName: COMPANY_LABELS.cmpyName,
  resumeCount,
  approveType: JOB_LABELS.approveType,
  salary: JOB_LABELS.salary,
  education: JOB_FAIR_JOB_FIELD_LABELS.education,
  headcount: JOB_FAIR_JOB_FIELD_LABELS.headcount,
  jobCategoryName: field.name(JOB_LABELS.jobCategoryName.label),
  countyName: field.dict(JOB_LABELS.countyName.label),
  /** When the job stops recruiting. */
  endTime: field.time('结束时间'),
});

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

export const jobFairListQuery = pageQuery
  .extend({ ...JOB_FAIR_LIST_FILTERS, countyCode: textFilter('所在区县', 6) })
  .superRefine(checkJobFairListDates);
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
