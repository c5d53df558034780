import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { perm } from '../system/resource-tree.js';

/**
 * 合同模板 (合同管理): the labour-contract models companies sign with their
 * workers online. A model is rich text with placeholders (新增) or a PDF
 * registered with the e-sign provider (yunji/add); the operations center
 * reviews it, and only a passed model may be enabled for signing.
 */

/** 合同类型. */
export const CONTRACT_TYPE_LABELS: Readonly<Record<number, string>> = { 1: '劳动合同', 2: '劳务协议', 3: '灵活用工协议', 4: '实习协议' };
export const CONTRACT_TYPE_VALUES = [1, 2, 3, 4] as const;

/** 模板形式: how the model's body is kept. */
export const MODEL_SOURCE_LABELS: Readonly<Record<number, string>> = { 1: '富文本', 2: 'PDF' };
export const MODEL_SOURCES = { richText: 1, pdf: 2 } as const;

export const MODEL_STATES = { review: 0, passed: 1, rejected: 2 } as const;
export const MODEL_STATE_LABELS: Readonly<Record<number, string>> = { 0: '待审核', 1: '已通过', 2: '已驳回' };
/** The tabs of 合同模板, in review order. */
export const MODEL_TAB_ORDER = [0, 1, 2] as const;

export const MODEL_ENABLE_LABELS: Readonly<Record<number, string>> = { 0: '未启用', 1: '已启用' };

/**
 * A model's review. 启用/停用 are moves of a passed model onto itself: the
 * machine refuses them (409) for a model 待审核 or 已驳回, and the conditional
 * update keeps a model rejected meanwhile from being enabled.
 */
export const MODEL_MACHINE = defineStateMachine({
  subject: '合同模板',
  states: MODEL_STATE_LABELS,
  actions: { pass: '审核通过', reject: '审核驳回', enable: '启用', disable: '停用' },
  transitions: [
    { action: 'pass', from: [0], to: 1 },
    { action: 'reject', from: [0], to: 2 },
    { action: 'enable', from: [1], to: 1 },
    { action: 'disable', from: [1], to: 1 },
  ],
});
export type ModelAction = keyof typeof MODEL_MACHINE.actions;

/**
 * The placeholders a rich-text model may hold, filled in for each signing.
 * Anything else between {{ }} is refused (a typo would print as is).
 */
export const CONTRACT_PLACEHOLDERS = ['甲方名称', '甲方统一社会信用代码', '乙方姓名', '乙方身份证号', '乙方手机号', '合同开始日期', '合同结束日期', '签署日期'] as const;
export const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders of a text that are not ours. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = CONTRACT_PLACEHOLDERS;
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1] ?? '').filter((name) => !known.includes(name)))];
}

export const MODEL_NAME_MAX = 50;
export const MODEL_BODY_MAX = 20_000;
export const MODEL_REASON_MAX = 200;
/** 版本 as shown: V1, V2 … (a model re-added under its name for its company is the next version). */
export const versionText = (version: number) => `V${version}`;

/** 合同模板's list and its export: state and times early. */
export const MODEL_LABELS = defineLabels({
  modelName: field.name('模板名称'),
  approveState: field.state('审核状态'),
  isEnable: field.state('启用状态'),
  createTime: field.time('提交时间'),
  modelType: field.dict('合同类型'),
  sourceType: field.dict('模板形式'),
  version: field.code('版本'),
  cmpyName: field.name('所属企业'),
  countyName: field.dict('所在区县'),
  signCount: field.number('签约数'),
  submitterName: field.person('提交人', { secondary: true }),
  reviewerName: field.person('审核人', { secondary: true }),
  reviewTime: field.time('审核时间', { secondary: true }),
  rejectDesc: field.text('驳回原因', { secondary: true }),
  pdfSha256: field.code('PDF 摘要（SHA-256）', { secondary: true }),
  modelCode: field.code('模板编号', { secondary: true }),
});

export const contractModelRecord = z.object({
  modelCode: z.string(),
  modelName: z.string(),
  modelType: z.number().int(),
  sourceType: z.number().int(),
  version: z.number().int(),
  cmpyCode: z.string(),
  cmpyName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  approveState: z.number().int(),
  isEnable: z.number().int(),
  rejectDesc: z.string(),
  submitterName: z.string(),
  createTime: timeText,
  reviewerName: z.string(),
  reviewTime: z.string(),
  signCount: z.number().int(),
  /** Rich-text models: the body as stored (sanitised); '' for a PDF model. */
  content: z.string(),
  /** PDF models: a signed download address, the size and the stored digest; '' / 0 for rich text. */
  pdfUrl: z.string(),
  pdfSize: z.number().int(),
  pdfSha256: z.string(),
  /** Which e-sign provider holds the PDF (local …). */
  esignProvider: z.string(),
});
export type ContractModelRecord = z.infer<typeof contractModelRecord>;

const modelFilters = {
  modelName: textFilter('模板名称', MODEL_NAME_MAX),
  modelType: enumFilter('合同类型', CONTRACT_TYPE_VALUES),
  sourceType: enumFilter('模板形式', [1, 2]),
  isEnable: enumFilter('启用状态', [0, 1]),
  cmpyName: textFilter('所属企业', 100),
  beginTime: timeFilter('提交开始时间').optional(),
  endTime: timeFilter('提交结束时间').optional(),
};
const approveStateFilter = enumFilter('审核状态', MODEL_TAB_ORDER);
export const modelFilterBody = z.object({ ...modelFilters, approveState: approveStateFilter });
export const modelListBody = pageQuery.extend({ ...modelFilters, approveState: approveStateFilter });
export const modelStatisticsBody = z.object(modelFilters);

export const modelStatistics = z.object({
  /** Models by 审核状态 under the filters: the list's tabs. */
  byState: z.array(z.object({ approveState: z.number().int(), label: z.string(), count: z.number().int() })),
  /** Models by 合同类型 under the filters. */
  byType: z.array(z.object({ modelType: z.number().int(), label: z.string(), count: z.number().int() })),
  enabled: z.number().int(),
  /** Signings started per month, the last 12 months (this one included), by state. */
  signingsByMonth: z.array(
    z.object({ month: z.string(), total: z.number().int(), signed: z.number().int(), pending: z.number().int(), refused: z.number().int(), expired: z.number().int() }),
  ),
});
export type ModelStatistics = z.infer<typeof modelStatistics>;

const required = (label: string, max: number, verb = '请输入') =>
  z.string({ error: `${verb}${label}` }).trim().min(1, { error: `${verb}${label}` }).max(max, { error: `${label}最多 ${max} 个字` }).describe(label);

const oneOf = (label: string, values: readonly number[]) =>
  z
    .number({ error: `请选择${label}` })
    .int()
    .refine((v) => values.includes(v), { error: `${label}取值应为 ${values.join('、')} 之一` })
    .describe(label);

const modelHead = {
  modelName: required('模板名称', MODEL_NAME_MAX),
  modelType: oneOf('合同类型', CONTRACT_TYPE_VALUES),
  cmpyCode: code32('所属企业'),
};

export const modelAddBody = z.object({
  ...modelHead,
  content: z.string({ error: '请输入合同正文' }).max(400_000).describe('合同正文'),
});

export const modelPdfAddBody = z.object({
  ...modelHead,
  pdfKey: z
    .string({ error: '请上传合同 PDF' })
    .trim()
    .min(1, { error: '请上传合同 PDF' })
    .max(200)
    .regex(/^document\/\d{6}\/[0-9a-f]{32}\.pdf$/, { error: '合同文件应为 PDF' })
    .describe('合同 PDF'),
});

export const modelSaved = z.object({ modelCode: z.string(), version: z.number().int(), approveState: z.number().int() });

export const modelEnableBody = z.object({
  modelCode: code32('模板编号'),
  isEnable: oneOf('启用状态', [0, 1]),
});

export const MODEL_APPROVE_MAX = 100;
export const modelApproveBody = z
  .object({
    modelCodes: z
      .array(code32('模板编号'), { error: '请选择合同模板' })
      .min(1, { error: '请选择合同模板' })
      .max(MODEL_APPROVE_MAX, { error: `一次最多审核 ${MODEL_APPROVE_MAX} 个合同模板` })
      .describe('合同模板'),
    approveState: z
      .number({ error: '请选择审核结果' })
      .int()
      .refine((v) => v === 1 || v === 2, { error: '审核结果取值应为 1、2 之一' })
      .describe('审核结果'),
    rejectDesc: multiLine(z.string().trim().max(MODEL_REASON_MAX, { error: `驳回原因最多 ${MODEL_REASON_MAX} 个字` }).default('').describe('驳回原因')),
  })
  .superRefine((v, ctx) => {
    if (v.approveState === 2 && !v.rejectDesc) ctx.addIssue({ code: 'custom', path: ['rejectDesc'], message: '请输入驳回原因' });
  });

const MODEL = perm.oddjobMarket.contract.model;

export const contractModelApi = defineEndpoints('contract', 'contractModel', {
  page: {
    method: 'POST',
    path: '/enterprise/contract-model-info/page',
    summary: '分页查询合同模板',
    access: { permission: MODEL.list },
    audit: false,
    body: modelListBody,
    response: pageOf(contractModelRecord),
  },
  statistics: {
    method: 'POST',
    path: '/enterprise/contract-model-info/statistics',
    summary: '合同模板统计（按审核状态、合同类型；每月签约数）',
    access: { permission: MODEL.list },
    audit: false,
    body: modelStatisticsBody,
    response: modelStatistics,
  },
  add: {
    method: 'POST',
    path: '/enterprise/contract-model-info/add',
    summary: '新增富文本合同模板（提交审核）',
    access: { permission: MODEL.add },
    audit: true,
    body: modelAddBody,
    response: modelSaved,
  },
  isEnable: {
    method: 'POST',
    path: '/enterprise/contract-model-info/isEnable',
    summary: '启用或停用合同模板（仅已通过的）',
    access: { permission: MODEL.enable },
    audit: true,
    body: modelEnableBody,
    response: z.object({ modelCode: z.string(), isEnable: z.number().int() }),
  },
  approve: {
    method: 'POST',
    path: '/enterprise/contract-model-info/approve',
    summary: '审核合同模板（批量，全部成功或全部不变）',
    access: { permission: MODEL.review },
    audit: true,
    body: modelApproveBody,
    response: z.array(z.object({ modelCode: z.string(), approveState: z.number().int() })),
  },
  export: {
    method: 'POST',
    path: '/enterprise/contract-model-info/export',
    summary: '导出合同模板（按筛选条件）',
    access: { permission: MODEL.export },
    audit: true,
    responseKind: 'file',
    body: modelFilterBody,
    response: z.null(),
    export: { permission: MODEL.export, name: '合同模板', asciiName: 'contract-models', labels: MODEL_LABELS },
  },
});

/** yunji/add: a PDF model registered with the e-sign provider (its own map: the name `add` is taken above). */
export const contractModelPdfApi = defineEndpoints('contract', 'contractModelPdf', {
  add: {
    method: 'POST',
    path: '/enterprise/contract-model-info/yunji/add',
    summary: '新增 PDF 合同模板（登记到电子签章平台，提交审核）',
    access: { permission: MODEL.add },
    audit: true,
    body: modelPdfAddBody,
    response: modelSaved.extend({ pdfSha256: z.string(), pdfSize: z.number().int() }),
  },
});
