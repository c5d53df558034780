import { z } from 'zod';
import { code32 } from '../core/fields.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';
import { EDUCATION_LEVEL_LABELS } from './dashboard.js';
import { monthFigure, monthShape, reportTimeQuery } from './report-time.js';

/**
 * Figures from outside the platform (the social insurance system), imported
 * each month per 河南 city or county through 月报导入, and the five big-screen
 * panels that read them. A county user sees their county; a city user their
 * city (or its counties on the map); others the province's cities.
 */

const count = z.number().int();
const rate = z.number();
const access = { permission: perm.recruit.bigscreen.list } as const;

/** The five insurances of 社保参保总数, in the template's column order. */
export const INSURANCE_TYPES = ['pension', 'medical', 'unemployment', 'injury', 'maternity'] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];
export const INSURANCE_TYPE_LABELS: Readonly<Record<InsuranceType, string>> = {
  pension: '养老保险',
  medical: '医疗保险',
  unemployment: '失业保险',
  injury: '工伤保险',
  maternity: '生育保险',
};

/** 参保总人数 and its movements in the month, each with 环比. */
export const insuredTotal = z.object({
  ...monthShape,
  /** The region the figures cover: the caller's scope ('' for the whole province). */
  regionCode: z.string(),
  insuredTotal: monthFigure,
  addCount: monthFigure,
  reduceCount: monthFigure,
  inflowCount: monthFigure,
  outflowCount: monthFigure,
  /** Whether any report covers the month. */
  reported: z.boolean(),
});
export type InsuredTotal = z.infer<typeof insuredTotal>;

export const insuranceSlice = z.object({ type: z.enum(INSURANCE_TYPES), name: z.string(), count });
export const insuranceMonthRow = z.object({ month: z.string(), total: count, pension: count, medical: count, unemployment: count, injury: count, maternity: count });
/** 社保参保总数 per insurance for the month, and the 12 months up to it. */
export const insuranceAnalysis = z.object({ ...monthShape, total: count, types: z.array(insuranceSlice), months: z.array(insuranceMonthRow) });
export type InsuranceAnalysis = z.infer<typeof insuranceAnalysis>;

/** One region's row of the month (the map, and 月报导入's read-only view). */
export const insuredRegionRow = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  insuredTotal: count,
  pension: count,
  medical: count,
  unemployment: count,
  injury: count,
  maternity: count,
  addCount: count,
  reduceCount: count,
  inflow: count,
  outflow: count,
});
export type InsuredRegionRow = z.infer<typeof insuredRegionRow>;
export const insuredRegions = z.object({
  ...monthShape,
  /** The region whose children are listed: 410000 lists the cities, a city its counties. */
  parentCode: z.string(),
  rows: z.array(insuredRegionRow),
});
export type InsuredRegions = z.infer<typeof insuredRegions>;
export const insuredRegionQuery = reportTimeQuery.extend({
  parentCode: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^\d{6}$/, { error: '上级区划代码格式不正确' }).optional())
    .describe('上级区划代码'),
});

export const insuredEducationRow = z.object({ education: count, educationName: z.string(), count, rate });
export const insuredEducation = z.object({ ...monthShape, total: count, rows: z.array(insuredEducationRow) });
export type InsuredEducation = z.infer<typeof insuredEducation>;

/** 人员流入流出: 12 months, and the month per region (children of the caller's region). */
export const flowMonthRow = z.object({ month: z.string(), inflow: count, outflow: count });
export const flowRegionRow = z.object({ regionCode: z.string(), regionName: z.string(), inflow: count, outflow: count, net: count });
export const workerFlow = z.object({ ...monthShape, inflow: monthFigure, outflow: monthFigure, months: z.array(flowMonthRow), regions: z.array(flowRegionRow) });
export type WorkerFlow = z.infer<typeof workerFlow>;

export const bigscreenInsuredTotalApi = defineEndpoints('bigscreen', 'insuredTotal', {
  analysis: {
    method: 'GET',
    path: '/hrbd-bigscreen/report-total/analysis',
    summary: '数据大屏：参保总人数及增减、流动（环比）',
    access,
    audit: false,
    query: reportTimeQuery,
    response: insuredTotal,
  },
});

export const bigscreenInsuranceApi = defineEndpoints('bigscreen', 'insurance', {
  analysis: {
    method: 'GET',
    path: '/hrbd-bigscreen/report-social-security/analysis',
    summary: '数据大屏：社保参保总数（分险种、近12个月）',
    access,
    audit: false,
    query: reportTimeQuery,
    response: insuranceAnalysis,
  },
  socialSecurityUserAnalysis: {
    method: 'GET',
    path: '/hrbd-bigscreen/report-user/socialSecurityUserAnalysis',
    summary: '数据大屏：各地区参保人数（地图）',
    access,
    audit: false,
    query: insuredRegionQuery,
    response: insuredRegions,
  },
  socialSecurityEducational: {
    method: 'GET',
    path: '/hrbd-bigscreen/report-educational/socialSecurityEducational',
    summary: '数据大屏：参保人员学历分布',
    access,
    audit: false,
    query: reportTimeQuery,
    response: insuredEducation,
  },
});

export const bigscreenWorkerFlowApi = defineEndpoints('bigscreen', 'workerFlow', {
  analysis: {
    method: 'GET',
    path: '/hrbd-bigscreen/report-worker/analysis',
    summary: '数据大屏：人员流入流出',
    access,
    audit: false,
    query: reportTimeQuery,
    response: workerFlow,
  },
});

// ---------------------------------------------------------------------------
// 月报导入 (outside the catalogue: no row covers it)
// ---------------------------------------------------------------------------

/** The template's sheets and columns, in order; every row starts with 统计月份, 区划代码, 区划名称. */
export const REPORT_ROW_HEADERS = ['统计月份', '区划代码', '区划名称'] as const;
export const REPORT_SHEETS = {
  insured: {
    name: '社保参保',
    headers: [...REPORT_ROW_HEADERS, '参保总人数', ...INSURANCE_TYPES.map((t) => INSURANCE_TYPE_LABELS[t]), '新增参保人数', '减少参保人数'],
  },
  education: { name: '参保学历', headers: [...REPORT_ROW_HEADERS, '学历', '参保人数'] },
  flow: { name: '人员流动', headers: [...REPORT_ROW_HEADERS, '流入人数', '流出人数'] },
} as const;
export type ReportSheet = keyof typeof REPORT_SHEETS;
export const REPORT_GUIDE_SHEET = '填写说明';
export const REPORT_ERROR_HEADER = '错误原因';
/** How long 下载错误文件 works after an import. */
export const REPORT_ERROR_DAYS = 7;
/** The education levels a 参保学历 row may name, as words. */
export const REPORT_EDUCATION_NAMES = Object.values(EDUCATION_LEVEL_LABELS);

export const reportImportMonth = z.object({
  month: z.string(),
  rows: count,
  /** imported: the month was replaced by these rows; refused: a row failed, nothing changed. */
  result: z.enum(['imported', 'refused']),
  /** Refused rows' count (the month's every row goes to the error workbook). */
  errors: count,
});
export const reportImportResult = z.object({
  importId: count,
  total: count,
  months: z.array(reportImportMonth),
  importedMonths: z.array(z.string()),
  refusedMonths: z.array(z.string()),
  /** The error workbook's code for errorFile; '' when every month went in. */
  errorCode: z.string(),
});
export type ReportImportResult = z.infer<typeof reportImportResult>;

export const reportImportHistoryRow = z.object({
  id: count,
  fileName: z.string(),
  rowCount: count,
  importedMonths: z.array(z.string()),
  refusedMonths: z.array(z.string()),
  errorCode: z.string(),
  /** Whether 下载错误文件 still works (7 days). */
  errorAvailable: z.boolean(),
  operatorName: z.string(),
  createTime: z.string(),
});
export type ReportImportHistoryRow = z.infer<typeof reportImportHistoryRow>;

const importAccess = { permission: perm.recruit.bigscreenReport.import } as const;
const reportAccess = { permission: perm.recruit.bigscreenReport.list } as const;

export const bigscreenReportImportApi = defineEndpoints('bigscreen', 'reportImport', {
  template: {
    method: 'GET',
    path: '/hrbd-bigscreen/report-import/template',
    summary: '下载月报导入模板',
    access: reportAccess,
    audit: false,
    responseKind: 'file',
    response: z.null(),
    outsideCatalogue: true,
  },
  import: {
    method: 'POST',
    path: '/hrbd-bigscreen/report-import/import',
    summary: '导入月报（社保参保、参保学历、人员流动；按月整月替换）',
    access: importAccess,
    audit: true,
    bodyKind: 'multipart',
    body: z.object({ multipartFile: z.unknown().describe('文件') }),
    response: reportImportResult,
    outsideCatalogue: true,
  },
  errorFile: {
    method: 'GET',
    path: '/hrbd-bigscreen/report-import/errorFile',
    summary: '下载月报导入的错误文件（7天内）',
    access: reportAccess,
    audit: false,
    responseKind: 'file',
    query: z.object({ errorCode: code32('错误文件编号') }),
    response: z.null(),
    outsideCatalogue: true,
  },
  history: {
    method: 'GET',
    path: '/hrbd-bigscreen/report-import/history',
    summary: '月报导入记录',
    access: reportAccess,
    audit: false,
    query: pageQuery,
    response: pageOf(reportImportHistoryRow),
    outsideCatalogue: true,
  },
});
