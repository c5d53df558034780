import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, decimal, textFilter } from '../core/fields.js';
import { asSecondary, defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { applyRecord } from '../recruit/apply-info.js';
import {
  checkJobFairFields,
  checkJobFairListDates,
  JOB_FAIR_DETAIL_SHAPE,
  JOB_FAIR_FIELD_SHAPE,
  JOB_FAIR_JOB_FIELD_LABELS,
  JOB_FAIR_LIST_FILTERS,
  JOB_FAIR_RECORD_SHAPE,
  JOB_FAIR_SHARED_LABELS as S,
} from '../recruit/fair-rules.js';
import { perm } from '../system/resource-tree.js';

/**
 * 校园招聘会: a job fair a passed college hosts for its graduates, on campus
 * or online. Everything but the host college and its booths is a job fair's
 * (recruit/fair-rules.ts): the form's fields, the status read from the clock
 * and the fields it locks, which jobs may join, the participants.
 */
export const CAMPUS_FAIR_BOOTH_MAX = 2000;

/** 招聘会's fields: the list's columns in order (status and times early), then what the detail and the export add. */
export const CAMPUS_FAIR_LABELS = defineLabels({
  fairName: S.fairName,
  status: S.status,
  startTime: S.startTime,
  endTime: S.endTime,
  collegeName: field.name('举办院校'),
  fairType: S.fairType,
  cmpyCount: S.cmpyCount,
  jobCount: S.jobCount,
  boothCount: field.number('展位数', { secondary: true }),
  address: asSecondary(S.address),
  organizer: asSecondary(S.organizer),
  contactPerson: asSecondary(S.contactPerson),
  contactPhone: asSecondary(S.contactPhone),
});

const campusFairShape = {
  collegeCode: code32(CAMPUS_FAIR_LABELS.collegeName.label),
  ...JOB_FAIR_FIELD_SHAPE,
  boothCount: z.number().int({ error: '展位数应为整数' }).min(0).max(CAMPUS_FAIR_BOOTH_MAX).default(0).describe(CAMPUS_FAIR_LABELS.boothCount.label),
};

const fairCodeField = code32(S.fairCode.label);
export const campusFairInput = z.object(campusFairShape).superRefine(checkJobFairFields);
export const campusFairEditInput = z.object({ fairCode: fairCodeField, ...campusFairShape }).superRefine(checkJobFairFields);

/** The export's second sheet, 参会企业及岗位: one row per job brought (a company without jobs has one row of its own). */
export const CAMPUS_FAIR_JOB_LABELS = defineLabels({
  fairName: S.fairName,
  cmpyName: field.name('参会企业'),
  jobName: JOB_FAIR_JOB_FIELD_LABELS.jobName,
  headcount: JOB_FAIR_JOB_FIELD_LABELS.headcount,
  salary: field.money('薪资（元/月）'),
  education: JOB_FAIR_JOB_FIELD_LABELS.education,
  endTime: field.time('招聘截止时间'),
});

export const campusFairRecord = z.object({
  ...JOB_FAIR_RECORD_SHAPE,
  collegeCode: z.string(),
  collegeName: z.string(),
  boothCount: z.number().int(),
});
export type CampusFairRecord = z.infer<typeof campusFairRecord>;

export const campusFairDetail = campusFairRecord.extend({
  ...JOB_FAIR_DETAIL_SHAPE,
  /** The applications the fair's jobs received while it ran (or so far), newest first: the page asked for. */
  applications: pageOf(applyRecord),
});
export type CampusFairDetail = z.infer<typeof campusFairDetail>;

export const campusFairFilters = { collegeCode: textFilter(CAMPUS_FAIR_LABELS.collegeName.label), ...JOB_FAIR_LIST_FILTERS };
const MANAGE = perm.school.jobfair;

export const campusFairApi = defineEndpoints('college', 'campusFair', {
  queryJobFairList: {
    method: 'POST',
    path: '/cmpy/college/mgr/queryJobFairList',
    summary: '分页查询校园招聘会',
    access: { permission: MANAGE.list },
    audit: false,
    body: pageQuery.extend(campusFairFilters).superRefine(checkJobFairListDates),
    response: pageOf(campusFairRecord),
  },

  saveJobFairYj: {
    method: 'POST',
    path: '/cmpy/college/mgr/saveJobFairYj',
    summary: '新增校园招聘会',
    access: { permission: MANAGE.add },
    audit: true,
    body: campusFairInput,
    response: z.object({ fairCode: z.string() }),
  },

  editJobFairYj: {
    method: 'POST',
    path: '/cmpy/college/mgr/editJobFairYj',
    summary: '编辑校园招聘会（含参会企业及岗位）',
    access: { permission: MANAGE.edit },
    audit: true,
    body: campusFairEditInput,
    response: z.object({ fairCode: z.string() }),
  },

  removeJobFairYj: {
    method: 'POST',
    path: '/cmpy/college/mgr/removeJobFairYj',
    summary: '删除待开始的校园招聘会',
    access: { permission: MANAGE.remove },
    audit: true,
    body: z.object({ fairCode: fairCodeField }),
    response: z.object({ fairCode: z.string() }),
  },

  queryJobFair: {
    method: 'POST',
    path: '/cmpy/college/mgr/queryJobFair',
    summary: '查询校园招聘会详情（含参会企业、岗位和收到的简历）',
    access: { permission: MANAGE.list },
    audit: false,
    body: z.object({
      fairCode: fairCodeField,
      pageNum: decimal(z.number().int().min(1)).default(1).describe('页码'),
      pageSize: decimal(z.number().int().min(1)).default(10).describe('每页条数'),
    }),
    response: campusFairDetail,
  },

  exportsJobFair: {
    method: 'GET',
    path: '/cmpy/college/mgr/exportsJobFair',
    summary: '导出校园招聘会及参会企业和岗位（按筛选条件）',
    access: { permission: MANAGE.export },
    audit: true,
    responseKind: 'file',
    query: z.object(campusFairFilters).superRefine(checkJobFairListDates),
    response: z.null(),
    export: { permission: MANAGE.export, name: '招聘会', asciiName: 'campus-job-fairs', labels: CAMPUS_FAIR_LABELS },
  },
});
