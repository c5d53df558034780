import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { perm } from '../system/resource-tree.js';
import { CONTRACT_TYPE_VALUES } from './contract-model.js';

/**
 * 在线签约: a company (甲方) sends an enabled model to a worker (乙方), who
 * signs or refuses in the workers' app before the deadline; the scheduler
 * expires what is left unsigned. A signing is 已签署 only with its signed
 * PDF stored and its SHA-256 kept, and 校验 recomputes that digest.
 */

export const SIGN_STATES = { pending: 0, signed: 1, refused: 2, expired: 3 } as const;
export const SIGN_STATE_LABELS: Readonly<Record<number, string>> = { 0: '待签署', 1: '已签署', 2: '已拒签', 3: '已过期' };
export const SIGN_TAB_ORDER = [0, 1, 2, 3] as const;

export const SIGN_MACHINE = defineStateMachine({
  subject: '签约',
  states: SIGN_STATE_LABELS,
  actions: { sign: '签署', refuse: '拒签', expire: '过期' },
  transitions: [
    { action: 'sign', from: [0], to: 1 },
    { action: 'refuse', from: [0], to: 2 },
    { action: 'expire', from: [0], to: 3 },
  ],
});
export type SignAction = keyof typeof SIGN_MACHINE.actions;

/** How many days a signing waits for 乙方 unless its sender says otherwise. */
export const SIGN_DEADLINE_DAYS = 7;

export const SIGN_LABELS = defineLabels({
  signCode: field.code('签约编号'),
  signState: field.state('签约状态'),
  createTime: field.time('发起时间'),
  deadline: field.time('签署截止时间'),
  partyA: field.name('甲方'),
  partyB: field.person('乙方'),
  modelName: field.name('合同模板'),
  contractPeriod: field.period('合同期限'),
  signTime: field.time('签署时间', { secondary: true }),
  modelType: field.dict('合同类型', { secondary: true }),
  partyBMobile: field.phone('乙方手机号', { secondary: true }),
  partyBIdCard: field.code('乙方身份证号', { secondary: true }),
  refuseReason: field.text('拒签原因', { secondary: true }),
  pdfSha256: field.code('签署文件摘要（SHA-256）', { secondary: true }),
  countyName: field.dict('所在区县', { secondary: true }),
});

export const contractSignVerification = z.object({
  /** True when the stored file's digest equals the one kept at signing. */
  passed: z.boolean(),
  storedSha256: z.string(),
  actualSha256: z.string(),
  /** Why it failed ('' when it passed): the file is missing or altered. */
  reason: z.string(),
  checkTime: timeText,
});
export type SignVerification = z.infer<typeof contractSignVerification>;

export const contractSignRecord = z.object({
  signCode: z.string(),
  signState: z.number().int(),
  createTime: timeText,
  cmpyCode: z.string(),
  partyA: z.string(),
  /** 乙方's name, id number and mobile, masked. */
  partyB: z.string(),
  partyBIdCard: z.string(),
  partyBMobile: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
  modelType: z.number().int(),
  modelVersion: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  deadline: timeText,
  signTime: z.string(),
  refuseReason: z.string(),
  countyName: z.string(),
  /** The signed PDF (已签署 only): a signed download address, its size and its digest kept at signing. */
  pdfUrl: z.string(),
  pdfSize: z.number().int(),
  pdfSha256: z.string(),
  esignProvider: z.string(),
  /** 校验's answer, only when asked for (`verify`). */
  verification: contractSignVerification.nullable(),
});
export type SignRecord = z.infer<typeof contractSignRecord>;

const signFilters = {
  partyA: textFilter('甲方', 100),
  partyB: textFilter('乙方', 20),
  modelName: textFilter('合同模板', 50),
  modelType: enumFilter('合同类型', CONTRACT_TYPE_VALUES),
  signState: enumFilter('签约状态', SIGN_TAB_ORDER),
  beginTime: timeFilter('发起开始时间').optional(),
  endTime: timeFilter('发起结束时间').optional(),
};

export const signFilterBody = z.object(signFilters);
export const signListBody = pageQuery
  .extend({
    ...signFilters,
    signCode: textFilter('签约编号'),
    /** 校验: recompute the signed PDF's SHA-256 of the one signing named by signCode. */
    verify: z.boolean().default(false).describe('校验'),
  })
  .superRefine((v, ctx) => {
    if (v.verify && !v.signCode) ctx.addIssue({ code: 'custom', path: ['signCode'], message: '校验时请指定签约编号' });
  });

/** Signings by state under the list's filters: the tabs, answered with every page. */
export const signPage = pageOf(contractSignRecord).extend({
  counts: z.array(z.object({ signState: z.number().int(), label: z.string(), count: z.number().int() })),
});

const SIGN = perm.oddjobMarket.contract.sign;

export const onlineSignApi = defineEndpoints('contract', 'onlineSign', {
  page: {
    method: 'POST',
    path: '/enterprise/contract-online-sign-info/page',
    summary: '分页查询在线签约（按签约编号校验签署文件）',
    access: { permission: SIGN.list },
    audit: false,
    body: signListBody,
    response: signPage,
  },
  export: {
    method: 'POST',
    path: '/enterprise/contract-online-sign-info/export',
    summary: '导出在线签约（按筛选条件）',
    access: { permission: SIGN.export },
    audit: true,
    responseKind: 'file',
    body: signFilterBody,
    response: z.null(),
    export: { permission: SIGN.export, name: '在线签约', asciiName: 'contract-signings', labels: SIGN_LABELS },
  },
});

