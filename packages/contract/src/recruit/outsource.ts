import { z } from 'zod';
import { defineEndpoints, EXPORT_ROW_MAX } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeText, dateField } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { APPLICANT_LABELS, applicantFields } from './apply-info.js';
import { asSecondary, defineLabels, field } from '../core/labels.js';
import { resumeProfile } from './industrial-army.js';
import { perm } from '../system/resource-tree.js';

/**
 * 外包员工: job seekers placed with an employing company (用工单位) through
 * a labour-dispatch or outsourcing company (派遣单位), both companies that
 * passed review. A placement names the post, the contract's first and last
 * day and, once the person leaves early, the day and why.
 */

/** 用工形式: 劳务派遣 (the agency employs, the company directs the work) or 业务外包 (the agency takes on the work itself). */
export const EMPLOY_TYPES = { dispatch: 1, outsourcing: 2 } as const;
export const EMPLOY_TYPE_LABELS: Readonly<Record<number, string>> = { 1: '劳务派遣', 2: '业务外包' };

/**
 * Where a placement stands on a given day, read from its dates (never
 * stored, so it cannot go stale): 待上岗 before the contract's first day,
 * 在岗 from then on, 已离职 from the day the person left or once the
 * contract's last day has passed (合同期满).
 */
export const OUTSOURCE_STATES = { pending: 0, onDuty: 1, left: 2 } as const;
export type OutsourceState = (typeof OUTSOURCE_STATES)[keyof typeof OUTSOURCE_STATES];
export const OUTSOURCE_STATE_LABELS: Readonly<Record<OutsourceState, string>> = { 0: '待上岗', 1: '在岗', 2: '已离职' };
/** The tabs in the order a placement goes through them. */
export const OUTSOURCE_STATE_TABS: readonly OutsourceState[] = [0, 1, 2];
/** What a placement that ran to its end without a leave date says as its reason. */
export const CONTRACT_EXPIRED_REASON = '合同期满';

/** Dates are YYYY-MM-DD; `today` likewise (Asia/Shanghai). */
export function outsourceStateOf(
  placement: { contractStart: string; contractEnd: string; leaveDate: string | null },
  today: string,
): OutsourceState {
  if ((placement.leaveDate !== null && placement.leaveDate <= today) || placement.contractEnd < today) return OUTSOURCE_STATES.left;
  return placement.contractStart > today ? OUTSOURCE_STATES.pending : OUTSOURCE_STATES.onDuty;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateText = z.string().regex(DATE);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const dateFilter = (label: string) =>
  z.preprocess(blankToUndefined, dateField(label).optional()).describe(label);

/** The list's filters, shared by the export. */
const filterShape = {
  usrName: textFilter('姓名', 32),
  cmpyCode: textFilter('用工单位'),
  dispatchCmpyCode: textFilter('派遣单位'),
  employType: enumFilter('用工形式', [1, 2]),
  postName: textFilter('岗位名称', 50),
  state: enumFilter('在岗状态', OUTSOURCE_STATE_TABS),
  /** Bounds of the contract's first day (上岗日期). */
  startDate: dateFilter('上岗开始日期'),
  endDate: dateFilter('上岗结束日期'),
};

function checkDates(value: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx): void {
  if (value.startDate && value.endDate && value.startDate > value.endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: '上岗结束日期不能早于上岗开始日期' });
  }
}

export const outsourceListQuery = pageQuery.extend(filterShape).superRefine(checkDates);
export const outsourceExportQuery = z.object(filterShape).superRefine(checkDates);
export type OutsourceFilterInput = z.output<typeof outsourceExportQuery>;

/** The most rows an export writes (an xlsx sheet holds 1,048,576). */
export const OUTSOURCE_EXPORT_MAX = EXPORT_ROW_MAX;

/** 外包员工's fields: list columns in order, then what the resume drawer and the export add. */
export const OUTSOURCE_LABELS = defineLabels({
  usrName: APPLICANT_LABELS.usrName,
  state: field.state('在岗状态'),
  createTime: field.time('登记时间'),
  cmpyName: field.name('用工单位'),
  dispatchCmpyName: field.name('派遣单位'),
  postName: field.name('岗位名称'),
  employType: field.dict('用工形式'),
  contract: field.period('合同期限'),
  salary: field.money('月薪（元）'),
  usrGender: asSecondary(APPLICANT_LABELS.usrGender),
  age: asSecondary(APPLICANT_LABELS.age),
  education: asSecondary(APPLICANT_LABELS.education),
  idCard: asSecondary(APPLICANT_LABELS.idCard),
  mobile: asSecondary(APPLICANT_LABELS.mobile),
  leaveDate: field.date('离职日期', { secondary: true }),
  leaveReason: field.text('离职原因', { secondary: true }),
});

/** A placement in the list (applicant fields masked as everywhere resumes are shown). */
export const outsourceRecord = z.object({
  outsourceCode: z.string(),
  resumeCode: z.string(),
  ...applicantFields,
  cmpyCode: z.string(),
  cmpyName: z.string(),
  dispatchCmpyCode: z.string(),
  dispatchCmpyName: z.string(),
  employType: z.number().int(),
  postName: z.string(),
  /** Whole yuan per month, as job salaries. */
  salary: z.number().int(),
  contractStart: dateText,
  contractEnd: dateText,
  /** The day the person left before the contract ended; null while they have not. */
  leaveDate: dateText.nullable(),
  /** Why they left; 合同期满 for a contract that ran out; '' while on duty. */
  leaveReason: z.string(),
  state: z.number().int(),
  createTime: timeText,
});
export type OutsourceRecord = z.infer<typeof outsourceRecord>;

/** One placement with the person's whole resume and every placement they have had, newest first. */
export const outsourceResume = resumeProfile.extend({
  outsource: outsourceRecord,
  outsourceList: z.array(outsourceRecord),
});
export type OutsourceResume = z.infer<typeof outsourceResume>;

const LIST = { permission: perm.recruit.outsource.list } as const;
export const outsourceApi = defineEndpoints('recruit', 'outsource', {
  getOutsourcingEmployeeList: {
    method: 'GET',
    path: '/recruit/outsource/manage/getOutsourcingEmployeeList',
    summary: '分页查询外包员工',
    access: LIST,
    audit: false,
    query: outsourceListQuery,
    response: pageOf(outsourceRecord),
  },

  queryResume: {
    method: 'GET',
    path: '/recruit/outsource/manage/queryResume',
    summary: '查询外包员工简历',
    access: LIST,
    audit: false,
    // By the placement, not the resume: the right to see outsourced employees reaches their resumes only.
    query: z.object({ outsourceCode: code32('外包记录编号') }),
    response: outsourceResume,
  },

  exportListHandler: {
    method: 'GET',
    path: '/recruit/outsource/manage/exportListHandler',
    summary: '导出外包员工（按筛选条件）',
    access: { permission: perm.recruit.outsource.export },
    audit: true,
    responseKind: 'file',
    query: outsourceExportQuery,
    response: z.null(),
    export: { permission: perm.recruit.outsource.export, name: '外包员工', asciiName: 'outsourcing-employees', labels: OUTSOURCE_LABELS },
  },
});
