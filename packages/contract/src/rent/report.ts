import { z } from 'zod';
import { OBJECT_KEY_PATTERN } from '../common/file.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, dateText, enumFilter, textFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { multiLine } from '../core/text.js';
import { perm } from '../system/resource-tree.js';

/**
 * 房源上报: a community's month (YYYY-MM) frozen at filing. The server
 * computes every figure from the rooms and the occupancy ledger as they stood
 * at the month's end (today for the month under way) and keeps the room lines
 * of that moment; a caller sends the month, a remark and photos only.
 */

/** 1 人工上报 (filed by an operator), 2 系统生成 (filed by the scheduler on the 1st). */
export const RENT_REPORT_SOURCE = { manual: 1, system: 2 } as const;
export const RENT_REPORT_SOURCE_LABELS: Readonly<Record<number, string>> = { 1: '人工上报', 2: '系统生成' };
export const RENT_REPORT_SOURCE_VALUES = [1, 2] as const;

/** Days after filing a report may still be deleted (and only the community's latest). */
export const RENT_REPORT_DELETE_DAYS = 30;
export const RENT_REPORT_PHOTOS_MAX = 9;

/** The figures a caller may never send: the server computes them at filing. */
export const DERIVED_RENT_REPORT_FIELDS = {
  houseNum: '房间数',
  vacantHouseNum: '空置房间数',
  bedNum: '床位数',
  occupiedBedNum: '已住床位',
  freeBedNum: '空余床位',
  tenantNum: '在住人数',
  occupancyRate: '入住率',
  moveInNum: '本月入住',
  moveOutNum: '本月退租',
} as const;

export const RENT_REPORT_LABELS = defineLabels({
  villageName: field.name('小区名称'),
  reportMonth: field.date('上报月份'),
  source: field.state('上报方式'),
  reportTime: field.time('上报时间'),
  districtName: field.dict('所在区县'),
  houseNum: field.number('房间数'),
  vacantHouseNum: field.number('空置房间数'),
  bedNum: field.number('床位数'),
  occupiedBedNum: field.number('已住床位'),
  tenantNum: field.number('在住人数'),
  occupancyRate: field.number('入住率（%）'),
  moveInNum: field.number('本月入住'),
  moveOutNum: field.number('本月退租'),
  freeBedNum: field.number('空余床位', { secondary: true }),
  cutoffDate: field.date('统计截止日期', { secondary: true }),
  reporterName: field.person('上报人', { secondary: true }),
  remark: field.text('备注', { secondary: true }),
  reportCode: field.code('上报编号', { secondary: true }),
});

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthText = (label: string) => z.string().trim().regex(MONTH, { error: `${label}格式应为 YYYY-MM` }).describe(label);
const monthFilter = (label: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), monthText(label).optional()).describe(label);
const regionFilter = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^\d{6}$/, { error: '所在地区编码应为6位数字' }).optional())
  .describe('所在地区');

const reportCode = code32('上报编号');
const bizCode = code32('小区');

export const rentReportFigures = z.object({
  houseNum: z.number().int(),
  vacantHouseNum: z.number().int(),
  bedNum: z.number().int(),
  occupiedBedNum: z.number().int(),
  freeBedNum: z.number().int(),
  tenantNum: z.number().int(),
  /** Occupied beds per 100 beds, two decimals. */
  occupancyRate: z.number(),
  moveInNum: z.number().int(),
  moveOutNum: z.number().int(),
});
export type RentReportFigures = z.infer<typeof rentReportFigures>;

export const rentReportRecord = rentReportFigures.extend({
  reportCode: z.string(),
  bizCode: z.string(),
  villageName: z.string(),
  districtName: z.string(),
  reportMonth: z.string(),
  /** The day the figures stand at: the month's last day, or the filing day for the month under way. */
  cutoffDate: dateText,
  source: z.number().int(),
  remark: z.string(),
  photos: z.array(z.object({ objectKey: z.string(), url: z.string() })),
  reporterName: z.string(),
  reportTime: timeText,
});
export type RentReportRecord = z.infer<typeof rentReportRecord>;

/** A community's latest report with the change of each figure since its previous one (null without one). */
export const latestRentReportRecord = rentReportRecord.extend({
  previousMonth: z.string().nullable(),
  change: rentReportFigures.nullable(),
});
export type LatestRentReportRecord = z.infer<typeof latestRentReportRecord>;

export const rentReportFilter = z.object({
  bizCode: textFilter('小区'),
  regionCode: regionFilter,
  monthFrom: monthFilter('开始月份'),
  monthTo: monthFilter('结束月份'),
  source: enumFilter('上报方式', RENT_REPORT_SOURCE_VALUES),
});

/** Refuses a body carrying a computed figure, naming it (the schema would otherwise drop the key silently). */
const refuseFigures = (input: unknown, ctx: z.RefinementCtx) => {
  if (input === null || typeof input !== 'object') return;
  for (const [key, label] of Object.entries(DERIVED_RENT_REPORT_FIELDS)) {
    if (key in input) ctx.addIssue({ code: 'custom', path: [], message: `${label}由系统计算，不可填写` });
  }
};

export const rentReportAddFields = z.object({
    bizCode,
    reportMonth: monthText('上报月份'),
    remark: multiLine(z.string().trim().max(500).default('').describe('备注')),
    photos: z
      .array(z.string().regex(OBJECT_KEY_PATTERN, { error: '图片不存在' }))
      .max(RENT_REPORT_PHOTOS_MAX, { error: `上报照片最多${RENT_REPORT_PHOTOS_MAX}张` })
      .default([])
      .describe('上报照片'),
});
export type RentReportAddForm = z.infer<typeof rentReportAddFields>;
/** What a caller sends (the preprocess step hides it from `z.input` of the body). */
export type RentReportAddFormInput = z.input<typeof rentReportAddFields>;

const REPORT = perm.oddjobMarket.rent.report;

export const flatsReportApi = defineEndpoints('rent', 'flatsReport', {
  add: {
    method: 'POST',
    path: '/rent/flatsreport/add',
    summary: '新增房源上报（各项数字由系统按台账计算，每个小区每月一份）',
    access: { permission: REPORT.add },
    audit: true,
    body: z.preprocess((input, ctx) => {
      refuseFigures(input, ctx);
      return input;
    }, rentReportAddFields),
    response: z.object({ reportCode: z.string() }),
  },
  list: {
    method: 'POST',
    path: '/rent/flatsreport/list',
    summary: '房源上报列表（小区、地区、月份范围）',
    access: { permission: REPORT.list },
    audit: false,
    body: pageQuery.extend(rentReportFilter.shape),
    response: pageOf(rentReportRecord),
  },
  detail: {
    method: 'GET',
    path: '/rent/flatsreport/detail',
    summary: '房源上报详情',
    access: { permission: REPORT.list },
    audit: false,
    query: z.object({ reportCode }),
    response: rentReportRecord,
  },
  export: {
    method: 'POST',
    path: '/rent/flatsreport/export',
    summary: '导出房源上报（按筛选条件）',
    access: { permission: REPORT.export },
    audit: true,
    responseKind: 'file',
    body: rentReportFilter,
    response: z.null(),
    export: { permission: REPORT.export, name: '房源上报', asciiName: 'rent-reports', labels: RENT_REPORT_LABELS },
  },
  latestV2: {
    method: 'GET',
    path: '/rent/flatsreport/latestV2',
    summary: '各小区最新房源上报及较上一份的变化',
    access: { permission: REPORT.list },
    audit: false,
    query: z.object({ bizCode: textFilter('小区'), regionCode: regionFilter }),
    response: z.array(latestRentReportRecord),
  },
  del: {
    method: 'GET',
    path: '/rent/flatsreport/del',
    summary: '删除房源上报（仅小区最新一份，且上报后30天内）',
    access: { permission: REPORT.remove },
    audit: true,
    query: z.object({ reportCode }),
    response: z.object({ reportCode: z.string() }),
  },
});
