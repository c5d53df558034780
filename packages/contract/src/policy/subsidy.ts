import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, decimal, enumFilter, textFilter, timeField, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { perm } from '../system/resource-tree.js';

/**
 * 补贴项目: a subsidy the bureau opens to citizens (monthly pension and
 * medical insurance subsidies). A project is drafted, 提交 (published: the
 * portal receives applications inside its report window), 撤回 and edited
 * again. Money is entered and shown in 元, stored in 分 (integer cents).
 */

export const SUBSIDY_STATES = { draft: 0, submitted: 1, withdrawn: 2 } as const;
export type SubsidyState = (typeof SUBSIDY_STATES)[keyof typeof SUBSIDY_STATES];
export const SUBSIDY_STATE_LABELS: Readonly<Record<SubsidyState, string>> = { 0: '草稿', 1: '已提交', 2: '已撤回' };
export const SUBSIDY_STATE_VALUES = [0, 1, 2] as const satisfies readonly SubsidyState[];

export const SUBSIDY_MACHINE = defineStateMachine({
  subject: '补贴项目',
  states: SUBSIDY_STATE_LABELS,
  actions: { submit: '提交', withdraw: '撤回', edit: '编辑', remove: '删除' },
  transitions: [
    { action: 'submit', from: [0, 2], to: 1 },
    { action: 'withdraw', from: [1], to: 2 },
    { action: 'edit', from: [0, 2], to: 0 },
    { action: 'remove', from: [0, 2], to: 0 },
  ],
});

/** The subsidy kinds a project offers and an application may ask for (its isXxxApply flags). */
export const SUBSIDY_KINDS = { old: 1, medical: 2 } as const;
export const SUBSIDY_KIND_LABELS: Readonly<Record<number, string>> = { 1: '养老保险补贴', 2: '医疗保险补贴' };

/** 未开始 / 申报中 / 已截止, read from the clock against the report window. */
export const REPORT_PHASES = { notStarted: 1, open: 2, closed: 3 } as const;
export const REPORT_PHASE_LABELS: Readonly<Record<number, string>> = { 1: '未开始', 2: '申报中', 3: '已截止' };

export const HOT_SUBSIDY_MAX = 6;
export const SUBSIDY_GUIDE_MAX = 30_000;

export const SUBSIDY_LABELS = defineLabels({
  projectName: field.name('项目名称'),
  state: field.state('项目状态'),
  reportPhase: field.state('申报状态'),
  reportTime: field.period('申报时间'),
  projectCode: field.code('项目编号', { secondary: true }),
  kinds: field.dict('补贴类别'),
  oldStandard: field.money('养老保险补贴标准（元/月）', { secondary: true }),
  medicalStandard: field.money('医疗保险补贴标准（元/月）', { secondary: true }),
  subsidyPeriod: field.period('补贴期间', { secondary: true }),
  counties: field.dict('覆盖区县'),
  personTypes: field.dict('申请人类别', { secondary: true }),
  hot: field.dict('是否热门'),
  applyCount: field.number('申请数'),
  updateTime: field.time('更新时间', { secondary: true }),
});

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthField = (label: string) => z.string().trim().regex(MONTH, { error: `${label}格式应为 YYYY-MM` }).describe(label);
const countyCode = z.string().regex(/^\d{6}$/, { error: '应为6位区划代码' });
/** 元 with at most two decimals, ≥ 0.01 and ≤ 100,000. */
const yuan = (label: string) =>
  z
    .number()
    .min(0.01, { error: `${label}应大于0` })
    .max(100_000)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: `${label}最多两位小数` })
    .describe(label);

/**
 * A project as drafted: only the name is required (a draft may be saved half
 * done); 提交 checks that every field is there (400 naming the first missing one).
 */
export const subsidyForm = z
  .object({
    projectName: z.string().trim().min(2).max(50).describe('项目名称'),
    kinds: z.array(z.union([z.literal(1), z.literal(2)])).max(2).default([]).describe('补贴类别'),
    oldStandard: yuan('养老保险补贴标准').nullable().optional(),
    medicalStandard: yuan('医疗保险补贴标准').nullable().optional(),
    personTypes: z.array(z.string().regex(/^\d{1,4}$/)).max(20).default([]).describe('申请人类别'),
    counties: z.array(countyCode).max(30).default([]).describe('覆盖区县'),
    subsidyStart: monthField('补贴开始月份').nullable().optional(),
    subsidyEnd: monthField('补贴结束月份').nullable().optional(),
    reportStart: timeField('申报开始时间').nullable().optional(),
    reportEnd: timeField('申报结束时间').nullable().optional(),
    guide: z.string().max(200_000).default('').describe('申报指南'),
  })
  .superRefine((v, ctx) => {
    if (v.subsidyStart && v.subsidyEnd && v.subsidyStart > v.subsidyEnd) ctx.addIssue({ code: 'custom', path: ['subsidyEnd'], message: '补贴结束月份不能早于补贴开始月份' });
    if (v.reportStart && v.reportEnd && v.reportStart >= v.reportEnd) ctx.addIssue({ code: 'custom', path: ['reportEnd'], message: '申报结束时间应晚于申报开始时间' });
  });
export type SubsidyForm = z.infer<typeof subsidyForm>;

export const subsidyRecord = z.object({
  projectCode: z.string(),
  projectName: z.string(),
  state: z.number().int(),
  reportPhase: z.number().int().nullable(),
  kinds: z.array(z.number().int()),
  oldStandard: z.number().nullable(),
  medicalStandard: z.number().nullable(),
  personTypes: z.array(z.string()),
  counties: z.array(z.string()),
  countyNames: z.array(z.string()),
  subsidyStart: z.string().nullable(),
  subsidyEnd: z.string().nullable(),
  reportStart: timeText.nullable(),
  reportEnd: timeText.nullable(),
  hot: z.number().int(),
  applyCount: z.number().int(),
  updateTime: timeText,
});
export type SubsidyRecord = z.infer<typeof subsidyRecord>;
export const subsidyDetail = subsidyRecord.extend({ guide: z.string() });

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const projectCode = code32('项目编号');
const MANAGE = perm.policy.subsidy;

export const subsidyApi = defineEndpoints('policy', 'subsidy', {
  addSubsidyProject: {
    method: 'POST',
    path: '/policy/subsidy/addSubsidyProject',
    summary: '新增补贴项目（草稿）',
    access: { permission: MANAGE.add },
    audit: true,
    body: subsidyForm,
    response: z.object({ projectCode: z.string() }),
  },
  editSubsidyProject: {
    method: 'POST',
    path: '/policy/subsidy/editSubsidyProject',
    summary: '编辑补贴项目（草稿或已撤回）',
    access: { permission: MANAGE.edit },
    audit: true,
    body: subsidyForm.and(z.object({ projectCode })),
    response: z.object({ projectCode: z.string() }),
  },
  queryPageSubsidy: {
    method: 'POST',
    path: '/policy/subsidy/queryPageSubsidy',
    summary: '分页查询补贴项目',
    access: { permission: MANAGE.list },
    audit: false,
    body: pageQuery.extend({
      projectName: textFilter('项目名称', 50),
      state: enumFilter('项目状态', SUBSIDY_STATE_VALUES),
      hot: enumFilter('是否热门', [0, 1]),
      reportPhase: enumFilter('申报状态', [1, 2, 3]),
      countyCode: z.preprocess(blankToUndefined, countyCode.optional()).describe('覆盖区县'),
    }),
    // With the 申报指南, so the edit form opens a draft without another call.
    response: pageOf(subsidyDetail),
  },
  submitOrWithdrawSubsidy: {
    method: 'GET',
    path: '/policy/subsidy/submitOrWithdrawSubsidy',
    summary: '提交或撤回补贴项目',
    access: { permission: MANAGE.submit },
    audit: true,
    query: z.object({
      projectCode,
      /** 1 提交, 2 撤回. */
      state: decimal(z.number().int().refine((v) => v === 1 || v === 2, { error: '操作取值应为 1（提交）、2（撤回）之一' })).describe('操作'),
    }),
    response: z.object({ projectCode: z.string(), state: z.number().int() }),
  },
  updateReportTime: {
    method: 'POST',
    path: '/policy/subsidy/updateReportTime',
    summary: '更新补贴项目申报时间',
    access: { permission: MANAGE.reportTime },
    audit: true,
    body: z
      .object({ projectCode, reportStart: timeField('申报开始时间'), reportEnd: timeField('申报结束时间') })
      .refine((v) => v.reportStart < v.reportEnd, { path: ['reportEnd'], error: '申报结束时间应晚于申报开始时间' }),
    response: z.object({ projectCode: z.string(), reportStart: timeText, reportEnd: timeText }),
  },
  manageHotSubsidy: {
    method: 'POST',
    path: '/policy/subsidy/manageHotSubsidy',
    summary: '设为热门或取消热门',
    access: { permission: MANAGE.hot },
    audit: true,
    body: z.object({ projectCode, hot: z.union([z.literal(0), z.literal(1)]).describe('是否热门') }),
    response: z.object({ projectCode: z.string(), hot: z.number().int() }),
  },
  deleteSubsidyProject: {
    method: 'GET',
    path: '/policy/subsidy/deleteSubsidyProject',
    summary: '删除补贴项目（草稿或已撤回）',
    access: { permission: MANAGE.remove },
    audit: true,
    query: z.object({ projectCode }),
    response: z.object({ projectCode: z.string() }),
  },
  getSubsidyProjectInfo: {
    method: 'GET',
    path: '/hrr/policy/facade/getSubsidyProjectInfo',
    summary: '查询已提交补贴项目详情（含申报指南）',
    access: { permission: MANAGE.list },
    audit: false,
    query: z.object({ projectCode }),
    response: subsidyDetail,
  },
});
