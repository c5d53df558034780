import { z } from 'zod';
import { multiLine } from '../core/text.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, MOBILE_PATTERN, textFilter, timeFilter, timeText } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { defineLabels, field } from '../core/labels.js';
import { CREDIT_CODE_PATTERN, isValidCreditCode } from '../common/credit-code.js';
import { placeFields, placeRecord } from './place.js';
import { perm } from '../system/resource-tree.js';

/** Company approveType (spec §4, glossary §4.2). */
export const COMPANY_APPROVE_TYPES = { pending: 0, passed: 1, rejected: 2 } as const;
export type CompanyApproveType = (typeof COMPANY_APPROVE_TYPES)[keyof typeof COMPANY_APPROVE_TYPES];
export const COMPANY_APPROVE_TYPE_LABELS: Record<CompanyApproveType, string> = { 0: '待审核', 1: '已通过', 2: '已驳回' };

/**
 * How a company's review moves. `update` picks its row from the company's
 * state: a pending company is edited in place, a rejected one is resubmitted
 * (→ 待审核), and a passed one may change only its scale, address and contact
 * (`editContact`, stays 已通过): its registration — name, credit code, legal
 * representative, industry and license — is what the review approved and
 * what its published jobs carry, so changing it means a new registration.
 */
export const COMPANY_MACHINE = defineStateMachine({
  subject: '企业',
  states: COMPANY_APPROVE_TYPE_LABELS,
  actions: { approve: '审核通过', reject: '审核驳回', edit: '修改', resubmit: '重新提交', editContact: '修改联系信息' },
  transitions: [
    { action: 'approve', from: [0], to: 1 },
    { action: 'reject', from: [0], to: 2 },
    { action: 'edit', from: [0], to: 0 },
    { action: 'resubmit', from: [2], to: 0 },
    { action: 'editContact', from: [1], to: 1 },
  ],
});
export type CompanyAction = keyof typeof COMPANY_MACHINE.actions;

/** Fields a passed company keeps as approved; `update` refuses (409) to change them. */
export const COMPANY_LOCKED_FIELDS = {
  cmpyName: '企业名称',
  creditCode: '统一社会信用代码',
  legalPerson: '法定代表人',
  industryCode: '所属行业',
  licenseKey: '营业执照',
} as const;

/** Where a company record came from: registered by the company itself, or entered on this console. */
export const COMPANY_SOURCES = { company: '1', platform: '2' } as const;
export type CompanySource = (typeof COMPANY_SOURCES)[keyof typeof COMPANY_SOURCES];
export const COMPANY_SOURCE_LABELS: Record<CompanySource, string> = { 1: '企业注册', 2: '平台录入' };

/** Staff size bands, as registration forms of public employment services ask for them. */
export const COMPANY_SCALE_LABELS: Record<number, string> = {
  1: '20人以下',
  2: '20-99人',
  3: '100-299人',
  4: '300-999人',
  5: '1000人及以上',
};

const scaleValues = Object.keys(COMPANY_SCALE_LABELS).map(Number);

export const creditCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => CREDIT_CODE_PATTERN.test(v), {
    error: '统一社会信用代码应为18位数字或大写字母（不含I、O、S、V、Z）',
    abort: true,
  })
  .refine(isValidCreditCode, { error: '统一社会信用代码校验位不正确，请核对' })
  .describe('统一社会信用代码');

const personName = (label: string) => z.string().trim().min(1).max(32).describe(label);

/** What a company registers with; `submit` and `update` take the same fields. */
export const companyFields = {
  cmpyName: z.string().trim().min(2).max(100).describe('企业名称'),
  creditCode: creditCodeField,
  legalPerson: personName('法定代表人'),
  industryCode: z.string().trim().min(1).max(16).describe('所属行业'),
  cmpyScale: z
    .number()
    .int()
    .refine((v) => scaleValues.includes(v), { error: `企业规模取值应为 ${scaleValues.join('、')} 之一` })
    .describe('企业规模'),
  ...placeFields,
  contactPerson: personName('联系人'),
  contactPhone: z.string().trim().regex(MOBILE_PATTERN, { error: '联系人手机号格式不正确' }).describe('联系人手机号'),
  /**
   * Object key of the uploaded license image. Required on submission; a
   * passed company imported without one (the demo data) may keep '' when it
   * edits its contact — the server decides, as only it knows the stored key.
   */
  licenseKey: z.string().trim().max(200).describe('营业执照'),
};

/** A company in lists. */
/** 企业审核's fields: list columns in order (state and times early), then what the detail and the export add. */
export const COMPANY_LABELS = defineLabels({
  cmpyName: field.name('企业名称'),
  approveType: field.state('审核状态'),
  submitTime: field.time('提交时间'),
  approveTime: field.time('审核时间'),
  creditCode: field.code('统一社会信用代码'),
  industryName: field.name('所属行业'),
  countyName: field.dict('所在区县'),
  legalPerson: field.person('法定代表人', { secondary: true }),
  cmpyScale: field.dict('企业规模', { secondary: true }),
  contactPerson: field.person('联系人', { secondary: true }),
  contactPhone: field.phone('联系人手机号', { secondary: true }),
  source: field.dict('来源', { secondary: true }),
  address: field.text('详细地址', { secondary: true }),
  rejectDesc: field.text('驳回原因', { secondary: true }),
});

/** 企业详情's rows only the detail shows (not list columns, not export columns). */
export const COMPANY_DETAIL_LABELS = defineLabels({
  address: field.text('企业地址'),
  licenseUrl: field.text('营业执照'),
  submitterName: field.person('提交人'),
  approverName: field.person('审核人'),
});

export const companyRecord = z.object({
  cmpyCode: z.string(),
  cmpyName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  industryCode: z.string(),
  industryName: z.string(),
  cmpyScale: z.number().int(),
  ...placeRecord,
  contactPerson: z.string(),
  contactPhone: z.string(),
  approveType: z.number().int(),
  rejectDesc: z.string(),
  source: z.string(),
  submitterName: z.string(),
  approverName: z.string(),
  submitTime: timeText,
  approveTime: timeText.nullable(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;

/** A company with its license image (a signed URL, null when the file is gone) and what its state allows. */
export const companyDetail = companyRecord.extend({
  licenseKey: z.string(),
  licenseUrl: z.string().nullable(),
  createTime: timeText,
  updateTime: timeText,
});
export type CompanyDetail = z.infer<typeof companyDetail>;

/** The state a command left the company in. */
const companyState = z.object({ cmpyCode: z.string(), approveType: z.number().int() });

const sourceFilter = z
  .preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
    z.enum([COMPANY_SOURCES.company, COMPANY_SOURCES.platform], { error: '来源取值应为 1、2 之一' }).optional(),
  )
  .describe('来源');

/** Filters of the approval list and its counts. */
const companyFilters = {
  cmpyName: textFilter('企业名称', 100),
  creditCode: textFilter('统一社会信用代码', 18),
  industryCode: textFilter('所属行业', 16),
  countyCode: textFilter('所在区县', 6),
  source: sourceFilter,
  beginTime: timeFilter('提交开始时间').optional(),
  endTime: timeFilter('提交结束时间').optional(),
};
/** How many companies a picker offers at most: it narrows by name as the person types. */
export const COMPANY_PICKER_LIMIT = 50;

export const companyOption = z.object({ cmpyCode: z.string(), cmpyName: z.string(), creditCode: z.string() });
/** The newest companies of one source that `getCmpylist` lists at most. */
export const COMPANY_SOURCE_LIST_LIMIT = 200;
/**
 * 已入驻企业名录's columns (企业统计), in order: the words of 企业审核
 * (COMPANY_LABELS), all shown here, and when the company passed (入驻时间).
 */
export const COMPANY_REGISTER_LABELS = defineLabels({
  cmpyName: COMPANY_LABELS.cmpyName,
  approveTime: field.time('入驻时间'),
  creditCode: COMPANY_LABELS.creditCode,
  legalPerson: field.person(COMPANY_LABELS.legalPerson.label),
  industryName: COMPANY_LABELS.industryName,
  cmpyScale: field.dict(COMPANY_LABELS.cmpyScale.label),
  countyName: COMPANY_LABELS.countyName,
  source: field.dict(COMPANY_LABELS.source.label),
});

/** The register of passed companies on the statistics screen. */
export const companyRegisterRecord = z.object({
  cmpyCode: z.string(),
  cmpyName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  industryCode: z.string(),
  industryName: z.string(),
  cmpyScale: z.number().int(),
  countyCode: z.string(),
  countyName: z.string(),
  source: z.string(),
  approveTime: timeText.nullable(),
});
/**
 * Both count variants of spec §3 in one answer: `subCount` is every company
 * submitted (all states), `checkCount` those waiting for review, then passed
 * and rejected. The approval tabs read checkCount/passCount/rejectCount;
 * summaries read subCount/passCount/rejectCount.
 */
export const companyCounts = z.object({
  subCount: z.number().int(),
  checkCount: z.number().int(),
  passCount: z.number().int(),
  rejectCount: z.number().int(),
});
export type CompanyCounts = z.infer<typeof companyCounts>;

export const companyApi = defineEndpoints('company', 'company', {
  submit: {
    method: 'POST',
    path: '/cmpy/submit',
    summary: '录入企业信息并提交审核',
    access: { permission: perm.recruit.company.approval.add },
    audit: true,
    body: z.object(companyFields),
    response: companyState,
  },

  update: {
    method: 'POST',
    path: '/cmpy/update',
    summary: '修改企业信息（已驳回的企业重新提交审核）',
    access: { permission: perm.recruit.company.approval.edit },
    audit: true,
    body: z.object({ cmpyCode: code32('企业编号'), ...companyFields }),
    response: companyState,
  },

  approve: {
    method: 'POST',
    path: '/cmpy/approve',
    summary: '审核企业（通过或驳回）',
    access: { permission: perm.recruit.company.approval.review },
    audit: true,
    body: z
      .object({
        cmpyCode: code32('企业编号'),
        approveType: z
          .union([z.literal(COMPANY_APPROVE_TYPES.passed), z.literal(COMPANY_APPROVE_TYPES.rejected)], { error: '审核结果取值应为 1（通过）、2（驳回）之一' })
          .describe('审核结果'),
        rejectDesc: multiLine(z.string().trim().max(200).describe('驳回原因')).optional(),
      })
      .refine((v) => v.approveType !== COMPANY_APPROVE_TYPES.rejected || (v.rejectDesc ?? '') !== '', {
        error: '驳回时请填写驳回原因',
        path: ['rejectDesc'],
      }),
    response: companyState,
  },

  info: {
    method: 'GET',
    path: '/cmpy/info',
    summary: '查询企业详情',
    access: { permission: perm.recruit.company.approval.list },
    audit: false,
    query: z.object({ cmpyCode: code32('企业编号') }),
    response: companyDetail,
  },

  pagelist: {
    method: 'GET',
    path: '/cmpy/pagelist',
    summary: '分页查询企业（审核列表）',
    access: { permission: perm.recruit.company.approval.list },
    audit: false,
    query: pageQuery.extend({ ...companyFilters, approveType: enumFilter('审核状态', [0, 1, 2]) }),
    response: pageOf(companyRecord),
    export: { permission: perm.recruit.company.approval.export, name: '企业审核', asciiName: 'company-approval', labels: COMPANY_LABELS },
  },

  list: {
    method: 'GET',
    path: '/cmpy/list',
    summary: '按名称查询已通过审核的企业（选择企业用）',
    access: { permission: perm.recruit.company.approval.list },
    audit: false,
    query: z.object({ cmpyName: textFilter('企业名称', 100) }),
    response: z.array(companyOption),
  },

  getCmpylist: {
    method: 'GET',
    path: '/cmpy/getCmpylist',
    summary: '按来源查询企业列表',
    access: { permission: perm.recruit.company.approval.list },
    audit: false,
    query: z.object({
      source: sourceFilter,
      cmpyName: textFilter('企业名称', 100),
      approveType: enumFilter('审核状态', [0, 1, 2]),
    }),
    response: z.array(
      companyOption.extend({ approveType: z.number().int(), source: z.string(), submitTime: timeText }),
    ),
  },

  yjList: {
    method: 'GET',
    path: '/cmpy/yjList',
    summary: '分页查询已入驻企业名录',
    access: { permission: perm.recruit.company.statistics.list },
    audit: false,
    query: pageQuery.extend({
      cmpyName: textFilter('企业名称', 100),
      industryCode: textFilter('所属行业', 16),
      countyCode: textFilter('所在区县', 6),
      cmpyScale: enumFilter('企业规模', scaleValues),
    }),
    response: pageOf(companyRegisterRecord),
  },

  cmpyCount: {
    method: 'GET',
    path: '/cmpy/cmpyCount',
    summary: '按审核状态统计企业数量',
    access: { permission: perm.recruit.company.approval.list },
    audit: false,
    query: z.object(companyFilters),
    response: companyCounts,
  },
});
