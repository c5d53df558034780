import { z } from 'zod';
import { idCardField } from '../common/id-card.js';
import { MONEY_MESSAGE, MONEY_PATTERN, yuanToCents } from '../common/numbers.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, decimal, enumFilter, MOBILE_PATTERN, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { perm } from '../system/resource-tree.js';

/**
 * 红包补贴用户: people a county grants a red-packet subsidy (credited to their
 * e-card once paid). Imported by xlsx or added one by one, submitted, checked;
 * a pass raises one 支付申请 (红包补贴发放) whose 支付成功 credits each person.
 */

export const CHECK_TYPES = { draft: 0, pending: 1, passed: 2, failed: 3 } as const;
export type CheckType = (typeof CHECK_TYPES)[keyof typeof CHECK_TYPES];
export const CHECK_TYPE_LABELS: Readonly<Record<CheckType, string>> = { 0: '待提交', 1: '待审核', 2: '审核通过', 3: '审核不通过' };
export const CHECK_TYPE_VALUES = [0, 1, 2, 3] as const;

/** 发放状态: 未发放 until checked, 发放中 while its 支付申请 runs, 已发放 once paid and credited. */
export const GRANT_STATES = { none: 0, granting: 1, granted: 2 } as const;
export const GRANT_STATE_LABELS: Readonly<Record<number, string>> = { 0: '未发放', 1: '发放中', 2: '已发放' };

/**
 * checkType's life. Editing a 审核不通过 returns it to 待提交; 删除 is allowed
 * where editing is (0 and 3) and reads as the machine's refusal elsewhere.
 */
export const RED_PKG_MACHINE = defineStateMachine({
  subject: '红包补贴用户',
  states: CHECK_TYPE_LABELS,
  actions: { edit: '编辑', remove: '删除', submit: '提交审核', pass: '审核通过', reject: '审核不通过', payRefused: '退回' },
  transitions: [
    { action: 'edit', from: [0, 3], to: 0 },
    // 删除 is checked against the table like a move (the row then goes).
    { action: 'remove', from: [0, 3], to: 0 },
    { action: 'submit', from: [0], to: 1 },
    { action: 'pass', from: [1], to: 2 },
    { action: 'reject', from: [1], to: 3 },
    // Its 支付申请 was refused (审批不通过): back to 审核不通过 with the approver's opinion, to be corrected and resubmitted.
    { action: 'payRefused', from: [2], to: 3 },
  ],
});
export type RedPkgAction = keyof typeof RED_PKG_MACHINE.actions;
/** Tabs in flow order. */
export const CHECK_TYPE_TAB_ORDER: readonly CheckType[] = [0, 1, 2, 3];

/** The actions a row offers on the screen (退回 is the payment's, not a person's). */
export const redPkgActionsFrom = (checkType: number): RedPkgAction[] => RED_PKG_MACHINE.actionsFrom(checkType).filter((a) => a !== 'payRefused');

/**
 * The 支付申请 a passed check raises: the money goes to the platform's
 * e-card red-packet fund, from which each person's e-card is credited once
 * the payment succeeds.
 */
export const RED_PKG_PAYMENT = {
  sourceType: 'redpkg',
  sourceName: '红包补贴发放',
  payeeName: '郑州市电子卡红包补贴资金账户',
  payeeBank: '电子卡资金存管账户',
  payeeAccount: 'ECARD-REDPKG-FUND',
} as const;

/** ¥0.01–¥2,000.00 a person. */
export const RED_PKG_AMOUNT_MAX = 200_000;
export const RED_PKG_AMOUNT_MESSAGE = '补贴金额应在 0.01 至 2000.00 元之间';
export const RED_PKG_NAME_MAX = 20;
export const RED_PKG_REASON_MAX = 200;
/** Rows one batch action (submit, check, remove) may name. */
export const RED_PKG_BATCH_MAX = 1000;

/** Whether a yuan text is a red-packet amount; answers its cents or null. */
export function redPkgCents(text: string): number | null {
  if (!MONEY_PATTERN.test(text)) return null;
  const cents = yuanToCents(text);
  return cents > 0 && cents <= RED_PKG_AMOUNT_MAX ? cents : null;
}

const amountYuan = z
  .union([z.number(), z.string().trim()], { error: '请输入补贴金额' })
  .refine((v) => MONEY_PATTERN.test(String(v)), { error: MONEY_MESSAGE })
  .transform((v) => yuanToCents(String(v)))
  .refine((cents) => cents > 0 && cents <= RED_PKG_AMOUNT_MAX, { error: RED_PKG_AMOUNT_MESSAGE })
  .describe('补贴金额');

const personShape = {
  name: z.string({ error: '请输入姓名' }).trim().min(1, { error: '请输入姓名' }).max(RED_PKG_NAME_MAX).describe('姓名'),
  idCard: idCardField('身份证号'),
  mobile: z.string({ error: '请输入手机号' }).trim().regex(MOBILE_PATTERN, { error: '手机号格式不正确' }).describe('手机号'),
  countyCode: z.string({ error: '请选择所属区县' }).trim().regex(/^\d{6}$/, { error: '请选择所属区县' }).describe('所属区县'),
  category: z.string({ error: '请选择补贴类别' }).trim().min(1, { error: '请选择补贴类别' }).max(10).describe('补贴类别'),
  amount: amountYuan,
};
export const redPkgUserInput = z.object(personShape);
/** 编辑: an ID number or mobile left out keeps the stored one (an operator without viewSensitive sees them masked). */
export const redPkgUserEditInput = z.object({
  userCode: code32('补贴用户编号'),
  ...personShape,
  idCard: personShape.idCard.optional(),
  mobile: personShape.mobile.optional(),
});
export type RedPkgUserInput = z.input<typeof redPkgUserInput>;

const userCodes = z
  .array(code32('补贴用户编号'), { error: '请选择补贴用户' })
  .min(1, { error: '请选择补贴用户' })
  .max(RED_PKG_BATCH_MAX, { error: `一次最多处理 ${RED_PKG_BATCH_MAX} 人` })
  .describe('补贴用户');
export const redPkgCodesInput = z.object({ userCodes });

export const redPkgCheckInput = z
  .object({
    userCodes,
    pass: decimal(
      z
        .number({ error: '请选择审核结果' })
        .int()
        .refine((v) => v === 0 || v === 1, { error: '审核结果取值应为 0、1 之一' }),
    ).describe('审核结果'),
    reason: multiLine(z.string().trim().max(RED_PKG_REASON_MAX).default('').describe('审核意见')),
  })
  .superRefine((v, ctx) => {
    if (v.pass === 0 && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '请输入不通过原因' });
  });

/** 红包补贴用户's list, detail and export columns. */
export const RED_PKG_LABELS = defineLabels({
  name: field.person('姓名'),
  idCard: field.code('身份证号'),
  mobile: field.phone('手机号'),
  checkType: field.state('审核状态'),
  grantState: field.state('发放状态'),
  amount: field.money('补贴金额'),
  createTime: field.time('录入时间'),
  countyName: field.dict('所属区县'),
  categoryName: field.dict('补贴类别'),
  batchCode: field.code('导入批次', { secondary: true }),
  reason: field.text('审核意见', { secondary: true }),
  checkTime: field.time('审核时间', { secondary: true }),
  checkerName: field.person('审核人', { secondary: true }),
  grantTime: field.time('发放时间', { secondary: true }),
  payApplyCode: field.code('支付申请编号', { secondary: true }),
  userCode: field.code('补贴用户编号', { secondary: true }),
});

/** 补贴用户详情's rows only the detail shows (not list columns, not export columns). */
export const RED_PKG_DETAIL_LABELS = defineLabels({
  submitTime: field.time('提交时间'),
});

export const redPkgUserRecord = z.object({
  userCode: z.string(),
  name: z.string(),
  idCard: z.string(),
  mobile: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  category: z.string(),
  categoryName: z.string(),
  amount: z.number().int(),
  batchCode: z.string(),
  subsidyYear: z.number().int(),
  checkType: z.number().int(),
  reason: z.string(),
  grantState: z.number().int(),
  grantTime: z.string(),
  payApplyCode: z.string(),
  createTime: timeText,
  submitTime: z.string(),
  checkTime: z.string(),
  checkerName: z.string(),
});
export type RedPkgUserRecord = z.infer<typeof redPkgUserRecord>;

export const redPkgFilters = {
  name: textFilter('姓名', 20),
  idCard: textFilter('身份证号', 18),
  mobile: textFilter('手机号', 11),
  countyCode: textFilter('所属区县', 6),
  category: textFilter('补贴类别', 10),
  batchCode: textFilter('导入批次', 40),
  grantState: enumFilter('发放状态', [0, 1, 2]),
  createFrom: timeFilter('录入时间起').optional(),
  createTo: timeFilter('录入时间止').optional(),
};
const checkTypeFilter = enumFilter('审核状态', CHECK_TYPE_VALUES);
export const redPkgCountQuery = z.object(redPkgFilters);
export const redPkgListQuery = pageQuery.extend({ ...redPkgFilters, checkType: checkTypeFilter });
export const redPkgExportQuery = z.object({ ...redPkgFilters, checkType: checkTypeFilter });
export type RedPkgFilterInput = z.infer<typeof redPkgExportQuery>;

/** The import sheet's columns, in order (下载模板 writes them; the error workbook adds 错误原因). */
export const RED_PKG_IMPORT_HEADERS = ['姓名', '身份证号', '手机号', '所属区县', '补贴类别', '补贴金额（元）'] as const;
export const RED_PKG_IMPORT_ERROR_HEADER = '错误原因';

export const redPkgImportResult = z.object({
  batchCode: z.string(),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type RedPkgImportResult = z.infer<typeof redPkgImportResult>;

export const checkTypeCount = z.object({ checkType: z.number().int(), label: z.string(), num: z.number().int() });
export const checkTypeMoney = z.object({ checkType: z.number().int(), label: z.string(), amount: z.number().int() });
export const redPkgStatisRow = z.object({
  countyCode: z.string(),
  countyName: z.string(),
  category: z.string(),
  categoryName: z.string(),
  num: z.number().int(),
  amount: z.number().int(),
});
export const redPkgMoved = z.object({ userCodes: z.array(z.string()), checkType: z.number().int(), payApplyCode: z.string() });

const RED = perm.oddjobMarket.redpkg;
const P = '/consume/user-red-pkg23';

export const redPkgUserApi = defineEndpoints('redpkg', 'redPkgUser', {
  impRedPkgUsers: {
    method: 'POST',
    path: `${P}/impRedPkgUsers`,
    summary: '导入红包补贴用户（xlsx；错误行生成错误文件）',
    access: { permission: RED.import },
    audit: true,
    bodyKind: 'multipart',
    body: z.object({ multipartFile: z.unknown().describe('文件') }),
    response: redPkgImportResult,
  },
  addRedPkgUser: {
    method: 'POST',
    path: `${P}/addRedPkgUser`,
    summary: '新增红包补贴用户',
    access: { permission: RED.add },
    audit: true,
    body: redPkgUserInput,
    response: z.object({ userCode: z.string(), checkType: z.number().int() }),
  },
  editRedPkgUser: {
    method: 'POST',
    path: `${P}/editRedPkgUser`,
    summary: '编辑红包补贴用户（待提交、审核不通过）',
    access: { permission: RED.edit },
    audit: true,
    body: redPkgUserEditInput,
    response: z.object({ userCode: z.string(), checkType: z.number().int() }),
  },
  removeRedPkgUser: {
    method: 'POST',
    path: `${P}/removeRedPkgUser`,
    summary: '删除红包补贴用户（待提交、审核不通过；批量）',
    access: { permission: RED.remove },
    audit: true,
    body: redPkgCodesInput,
    response: z.object({ removed: z.number().int() }),
  },
  subCheRedPkgUsers: {
    method: 'POST',
    path: `${P}/subCheRedPkgUsers`,
    summary: '提交审核（批量，待提交 → 待审核）',
    access: { permission: RED.submit },
    audit: true,
    body: redPkgCodesInput,
    response: redPkgMoved,
  },
  checkRedPkgUsers: {
    method: 'POST',
    path: `${P}/checkRedPkgUsers`,
    summary: '审核红包补贴用户（批量；通过即生成支付申请）',
    access: { permission: RED.review },
    audit: true,
    body: redPkgCheckInput,
    response: redPkgMoved,
  },
  queryCheckTypeCount: {
    method: 'POST',
    path: `${P}/queryCheckTypeCount`,
    summary: '按审核状态统计人数（同列表筛选条件）',
    access: { permission: RED.list },
    audit: false,
    body: redPkgCountQuery,
    response: z.array(checkTypeCount),
  },
  queryCheckMoney: {
    method: 'POST',
    path: `${P}/queryCheckMoney`,
    summary: '按审核状态统计补贴金额（分）',
    access: { permission: RED.list },
    audit: false,
    body: redPkgCountQuery,
    response: z.array(checkTypeMoney),
  },
  querySubCheckMoney: {
    method: 'POST',
    path: `${P}/querySubCheckMoney`,
    summary: '提交审核前的人数与金额（所选待提交用户）',
    access: { permission: RED.submit },
    audit: false,
    body: redPkgCodesInput,
    response: z.object({ num: z.number().int(), amount: z.number().int() }),
  },
  queryRedPkgStatisCount: {
    method: 'POST',
    path: `${P}/queryRedPkgStatisCount`,
    summary: '按区县和补贴类别统计人数与金额',
    access: { permission: RED.list },
    audit: false,
    body: redPkgCountQuery,
    response: z.array(redPkgStatisRow),
  },
  queryRedPkgUserList: {
    method: 'GET',
    path: `${P}/queryRedPkgUserList`,
    summary: '分页查询红包补贴用户',
    access: { permission: RED.list },
    audit: false,
    query: redPkgListQuery,
    response: pageOf(redPkgUserRecord),
  },
  exportRedPkgUsers: {
    method: 'GET',
    path: `${P}/exportRedPkgUsers`,
    summary: '导出红包补贴用户（按筛选条件）',
    access: { permission: RED.export },
    audit: true,
    responseKind: 'file',
    query: redPkgExportQuery,
    response: z.null(),
    export: { permission: RED.export, name: '红包补贴用户', asciiName: 'red-packet-users', labels: RED_PKG_LABELS },
  },
  exportRedPkgUserError: {
    method: 'GET',
    path: `${P}/exportRedPkgUserError`,
    summary: '下载导入错误文件（不带批次即下载导入模板）',
    access: { permission: RED.import },
    audit: false,
    responseKind: 'file',
    query: z.object({ batchCode: textFilter('导入批次', 40) }),
    response: z.null(),
  },
});
