import { z } from 'zod';
import { placeRecord } from '../company/place.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { perm } from '../system/resource-tree.js';

/**
 * 商户认证: stores registered in the merchant app (name, license, legal
 * person, settlement account) wait for the operations center's review.
 * Stores come from the merchant app (no catalogue rows for them); the
 * console lists, counts, reviews and details them.
 */

/** 商户类别 (the merchant app's choice list). */
export const STORE_CATEGORY_LABELS: Readonly<Record<number, string>> = {
  1: '餐饮美食',
  2: '超市便利',
  3: '生鲜果蔬',
  4: '服装鞋帽',
  5: '生活服务',
  6: '医药健康',
  7: '家居建材',
  8: '其他',
};
export const STORE_CATEGORY_VALUES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export const STORE_APPROVE_TYPES = { checking: 0, passed: 1, rejected: 2 } as const;
export type StoreApproveType = (typeof STORE_APPROVE_TYPES)[keyof typeof STORE_APPROVE_TYPES];
export const STORE_APPROVE_LABELS: Readonly<Record<StoreApproveType, string>> = { 0: '认证中', 1: '已认证', 2: '认证失败' };
/** 商户认证's tabs, in the review's order. */
export const STORE_TAB_ORDER: readonly StoreApproveType[] = [0, 1, 2];

/** A store's review: passed or rejected with a reason; a rejected store resubmitted from the merchant app returns to 认证中. */
export const STORE_MACHINE = defineStateMachine({
  subject: '商户',
  states: STORE_APPROVE_LABELS,
  actions: { pass: '审核通过', reject: '审核驳回', resubmit: '重新提交' },
  transitions: [
    { action: 'pass', from: [0], to: 1 },
    { action: 'reject', from: [0], to: 2 },
    { action: 'resubmit', from: [2], to: 0 },
  ],
});
export type StoreAction = keyof typeof STORE_MACHINE.actions;

export const STORE_REASON_MAX = 200;
/** At most this many stores per 批量审核. */
export const STORE_CHECK_MAX = 100;

/** 商户认证's list and detail: state and time early. */
export const STORE_LABELS = defineLabels({
  storeName: field.name('商户名称'),
  approveType: field.state('认证状态'),
  submitTime: field.time('提交时间'),
  category: field.dict('商户类别'),
  countyName: field.dict('所在区县'),
  legalPerson: field.person('法定代表人'),
  mobile: field.phone('联系电话'),
  creditCode: field.code('统一社会信用代码'),
  address: field.text('经营地址', { secondary: true }),
  accountName: field.name('结算户名', { secondary: true }),
  bankName: field.name('开户银行', { secondary: true }),
  accountNo: field.code('结算账号', { secondary: true }),
  reviewerName: field.person('审核人', { secondary: true }),
  reviewTime: field.time('审核时间', { secondary: true }),
  rejectDesc: field.text('驳回原因', { secondary: true }),
  storeCode: field.code('商户编号', { secondary: true }),
});

export const storeRecord = z.object({
  storeCode: z.string(),
  storeName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  /** Masked unless the caller may see it whole. */
  mobile: z.string(),
  category: z.number().int(),
  ...placeRecord,
  accountName: z.string(),
  bankName: z.string(),
  /** The settlement account, masked unless the caller may see it whole. */
  accountNo: z.string(),
  approveType: z.number().int(),
  rejectDesc: z.string(),
  submitTime: timeText,
  reviewerName: z.string(),
  reviewTime: z.string(),
});
export type StoreRecord = z.infer<typeof storeRecord>;

/** A move in a store's review history (who, when, from → to, why). */
export const storeOperation = z.object({
  action: z.string(),
  actionName: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int(),
  reason: z.string(),
  operatorName: z.string(),
  createTime: timeText,
});
export type StoreOperation = z.infer<typeof storeOperation>;

/** A store's money: settled trades, what withdrawals hold or took, what may still be withdrawn (cents). */
export const storeBalance = z.object({
  tradeAmount: z.number().int(),
  /** Applied and not rejected: 待审核, 待打款, 打款中, 打款失败. */
  frozenAmount: z.number().int(),
  paidAmount: z.number().int(),
  available: z.number().int(),
});
export type StoreBalance = z.infer<typeof storeBalance>;

export const storeRating = z.object({ average: z.number(), count: z.number().int() });
export type StoreRating = z.infer<typeof storeRating>;

export const storeDetail = storeRecord.extend({
  photos: z.array(z.object({ key: z.string(), url: z.string() })),
  license: z.object({ key: z.string(), url: z.string() }).nullable(),
  operations: z.array(storeOperation),
  rating: storeRating,
  balance: storeBalance,
});
export type StoreDetail = z.infer<typeof storeDetail>;

/** The list's filters (counts take the same). */
const storeFilters = {
  storeName: textFilter('商户名称', 50),
  creditCode: textFilter('统一社会信用代码', 18),
  category: enumFilter('商户类别', STORE_CATEGORY_VALUES),
  regionCode: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().regex(/^\d{6}$/, { error: '所在地区编码应为6位数字' }).optional())
    .describe('所在地区'),
  beginTime: timeFilter('提交开始时间').optional(),
  endTime: timeFilter('提交结束时间').optional(),
};
export const storeFilterQuery = z.object(storeFilters);
export const storeListQuery = pageQuery.extend({ ...storeFilters, approveType: enumFilter('认证状态', STORE_TAB_ORDER) });

export const storeApproveCount = z.object({ checkCount: z.number().int(), passCount: z.number().int(), rejectCount: z.number().int() });
export type StoreApproveCount = z.infer<typeof storeApproveCount>;

export const storeCheckInput = z
  .object({
    storeCodes: z
      .array(code32('商户编号'), { error: '请选择商户' })
      .min(1, { error: '请选择商户' })
      .max(STORE_CHECK_MAX, { error: `一次最多审核${STORE_CHECK_MAX}个商户` })
      .describe('商户'),
    approveType: z
      .number({ error: '请选择审核结果' })
      .int()
      .refine((v) => v === 1 || v === 2, { error: '审核结果取值应为 1、2 之一' })
      .describe('审核结果'),
    rejectDesc: multiLine(z.string().trim().max(STORE_REASON_MAX).default('').describe('驳回原因')),
  })
  .superRefine((v, ctx) => {
    if (v.approveType === 2 && !v.rejectDesc) ctx.addIssue({ code: 'custom', path: ['rejectDesc'], message: '请输入驳回原因' });
  });

const SHOP_INFO = perm.oddjobMarket.shop.info;

export const storeInfoApi = defineEndpoints('shop', 'storeInfo', {
  queryStoreInfoApprove: {
    method: 'GET',
    path: '/consume/store-info/queryStoreInfoApprove',
    summary: '分页查询商户认证',
    access: { permission: SHOP_INFO.list },
    audit: false,
    query: storeListQuery,
    response: pageOf(storeRecord),
    export: { permission: SHOP_INFO.export, name: '商户认证', asciiName: 'stores', labels: STORE_LABELS },
  },
  queryStoreApproveCount: {
    method: 'POST',
    path: '/consume/store-info/queryStoreApproveCount',
    summary: '按认证状态统计商户数（同列表筛选条件）',
    access: { permission: SHOP_INFO.list },
    audit: false,
    body: storeFilterQuery,
    response: storeApproveCount,
  },
  checkStoreInfo: {
    method: 'POST',
    path: '/consume/store-info/checkStoreInfo',
    summary: '审核商户（批量通过或驳回）',
    access: { permission: SHOP_INFO.review },
    audit: true,
    body: storeCheckInput,
    response: z.object({ count: z.number().int(), approveType: z.number().int() }),
  },
  queryStoreInfoPC: {
    method: 'GET',
    path: '/consume/store-info/queryStoreInfoPC',
    summary: '查询商户详情（审核记录、评分、余额）',
    access: { permission: SHOP_INFO.list },
    audit: false,
    query: z.object({ storeCode: code32('商户编号') }),
    response: storeDetail,
  },
});
