import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, dateField, dateText, decimal, enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { perm } from '../system/resource-tree.js';

/**
 * 租户管理 and 退租申请. A tenant record is one occupancy of the ledger: a
 * person in one bed of one room from check-in to quit (null while 在住).
 */

export const TENANT_STATES = { living: 1, quit: 2 } as const;
export const TENANT_STATE_LABELS: Readonly<Record<number, string>> = { 1: '在住', 2: '已退租' };

/** Leases ending within this many days count as 即将到期. */
export const LEASE_DUE_DAYS = 30;

export const TENANT_LABELS = defineLabels({
  name: field.person('姓名'),
  tenantState: field.state('租住状态'),
  idCard: field.code('身份证号'),
  mobile: field.phone('手机号'),
  cmpyName: field.name('租赁企业'),
  villageName: field.name('所属小区'),
  roomLabel: field.name('房间'),
  checkInDate: field.date('入住日期'),
  leaseEndDate: field.date('租约到期日'),
  quitDate: field.date('退租日期'),
  rent: field.money('租金（元/月）'),
  districtName: field.dict('所在区县', { secondary: true }),
  tenantCode: field.code('租户编号', { secondary: true }),
  createTime: field.time('登记时间', { secondary: true }),
});

export const tenantRecord = z.object({
  tenantCode: z.string(),
  name: z.string(),
  idCard: z.string(),
  mobile: z.string(),
  cmpyCode: z.string(),
  cmpyName: z.string(),
  bizCode: z.string(),
  villageName: z.string(),
  districtName: z.string(),
  houseCode: z.string(),
  roomLabel: z.string(),
  checkInDate: dateText,
  leaseEndDate: dateText,
  quitDate: dateText.nullable(),
  rent: z.number(),
  tenantState: z.number().int(),
  /** 在住 past the lease end: the list shows 已到期 in red. */
  expired: z.boolean(),
  createTime: timeText,
});
export type TenantRecord = z.infer<typeof tenantRecord>;

export const tenantFilter = z.object({
  tenantState: enumFilter('租住状态', [1, 2]),
  name: textFilter('姓名', 20),
  idCard: textFilter('身份证号', 18),
  mobile: textFilter('手机号', 11),
  cmpyCode: textFilter('租赁企业'),
  bizCode: textFilter('所属小区'),
  regionCode: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^\d{6}$/, { error: '所在地区编码应为6位数字' }).optional())
    .describe('所在地区'),
  checkInFrom: z.preprocess((v) => (v === '' ? undefined : v), timeFilter('入住开始日期').optional()),
  checkInTo: z.preprocess((v) => (v === '' ? undefined : v), timeFilter('入住结束日期').optional()),
  /** 1: 在住 with the lease ending within 30 days. */
  dueSoon: enumFilter('即将到期', [0, 1]),
  /** A tenant record's code: every record of the same person (ID number) in the caller's scope, without disclosing the number (the detail drawer's 租住记录). */
  personOf: textFilter('同一租户'),
});

const TENANT = perm.oddjobMarket.rent.tenant;

export const tenantApi = defineEndpoints('rent', 'tenant', {
  getRentlist: {
    method: 'GET',
    path: '/rent/staff/yj/getRentlist',
    summary: '租户列表（在住/已退租页签计数）',
    access: { permission: TENANT.list },
    audit: false,
    query: pageQuery.extend(tenantFilter.shape),
    response: pageOf(tenantRecord).extend({ counts: z.array(z.object({ tenantState: z.number().int(), count: z.number().int() })) }),
  },
  export: {
    method: 'GET',
    path: '/rent/staff/yj/export',
    summary: '导出租户（按筛选条件）',
    access: { permission: TENANT.export },
    audit: true,
    responseKind: 'file',
    query: tenantFilter,
    response: z.null(),
    export: { permission: TENANT.export, name: '租户管理', asciiName: 'rent-tenants', labels: TENANT_LABELS },
  },
  delItemByCode: {
    method: 'GET',
    path: '/rent/staff/delItemByCode/{bizCode}',
    summary: '删除误登记的租户记录（未占床位且无未完结退租申请）',
    access: { permission: TENANT.remove },
    audit: true,
    params: z.object({ bizCode: code32('租户编号') }),
    response: z.object({ tenantCode: z.string() }),
  },
});

// ---------------------------------------------------------------------------
// 退租申请
// ---------------------------------------------------------------------------

export const QUIT_STATES = { pending: 0, confirmed: 1, rejected: 2, quit: 3, withdrawn: 4 } as const;
export type QuitState = (typeof QUIT_STATES)[keyof typeof QUIT_STATES];
export const QUIT_STATE_LABELS: Readonly<Record<QuitState, string>> = { 0: '待确认', 1: '已确认', 2: '已驳回', 3: '已退租', 4: '已撤回' };
export const QUIT_STATE_VALUES = [0, 1, 2, 3, 4] as const;

export const QUIT_MACHINE = defineStateMachine({
  subject: '退租申请',
  states: QUIT_STATE_LABELS,
  actions: { confirm: '确认退租', confirmNow: '确认退租', reject: '驳回', withdraw: '撤回', due: '到期退租', close: '关闭' },
  transitions: [
    { action: 'confirm', from: [0], to: 1 },
    { action: 'confirmNow', from: [0], to: 3 },
    { action: 'reject', from: [0], to: 2 },
    { action: 'withdraw', from: [0], to: 4 },
    // The scheduler on the quit date.
    { action: 'due', from: [1], to: 3 },
    // 腾空 ends the bed: an open application is closed as 已退租 with it.
    { action: 'close', from: [0, 1], to: 3 },
  ],
});

/** Days the actual quit date may differ from the asked one. */
export const QUIT_DATE_SPAN_DAYS = 30;

export const QUIT_LABELS = defineLabels({
  name: field.person('姓名'),
  applyState: field.state('申请状态'),
  applyTime: field.time('申请时间'),
  quitDate: field.date('申请退租日期'),
  actualQuitDate: field.date('实际退租日期'),
  villageName: field.name('所属小区'),
  roomLabel: field.name('房间'),
  cmpyName: field.name('租赁企业', { secondary: true }),
  mobile: field.phone('手机号', { secondary: true }),
  reason: field.text('退租原因', { secondary: true }),
  rejectReason: field.text('驳回原因', { secondary: true }),
  operatorName: field.person('处理人', { secondary: true }),
  decideTime: field.time('处理时间', { secondary: true }),
  applyCode: field.code('申请编号', { secondary: true }),
});

export const quitRecord = z.object({
  applyCode: z.string(),
  tenantCode: z.string(),
  name: z.string(),
  mobile: z.string(),
  cmpyName: z.string(),
  villageName: z.string(),
  roomLabel: z.string(),
  applyState: z.number().int(),
  quitDate: dateText,
  actualQuitDate: dateText.nullable(),
  reason: z.string(),
  rejectReason: z.string(),
  operatorName: z.string(),
  decideTime: timeText.nullable(),
  applyTime: timeText,
});
export type QuitRecord = z.infer<typeof quitRecord>;

export const quitFilter = z.object({
  applyState: enumFilter('申请状态', QUIT_STATE_VALUES),
  name: textFilter('姓名', 20),
  bizCode: textFilter('所属小区'),
  cmpyCode: textFilter('租赁企业'),
  regionCode: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^\d{6}$/, { error: '所在地区编码应为6位数字' }).optional())
    .describe('所在地区'),
});

const QUIT = perm.oddjobMarket.rent.quit;
const applyCode = code32('申请编号');

export const quitApi = defineEndpoints('rent', 'quit', {
  pagelist: {
    method: 'POST',
    path: '/rent/quitapply/pagelist',
    summary: '退租申请列表（同筛选条件下各状态计数）',
    access: { permission: QUIT.list },
    audit: false,
    body: pageQuery.extend(quitFilter.shape),
    response: pageOf(quitRecord).extend({ counts: z.array(z.object({ applyState: z.number().int(), count: z.number().int() })) }),
  },
  confirm: {
    method: 'GET',
    path: '/rent/quitapply/confirm',
    summary: '确认退租或驳回',
    access: { permission: QUIT.confirm },
    audit: true,
    query: z
      .object({
        applyCode,
        result: decimal(z.number().int().refine((v) => v === 1 || v === 2, { error: '处理结果取值应为 1（确认）、2（驳回）之一' })).describe('处理结果'),
        reason: z.string().trim().max(200).default('').describe('处理意见'),
        actualQuitDate: z.preprocess((v) => (v === '' ? undefined : v), dateField('实际退租日期').optional()),
      })
      .refine((v) => v.result !== 2 || v.reason !== '', { path: ['reason'], error: '驳回时请填写驳回原因' }),
    response: z.object({ applyCode: z.string(), applyState: z.number().int() }),
  },
  detail: {
    method: 'GET',
    path: '/rent/quitapply/detail',
    summary: '退租申请详情（含处理人及时间）',
    access: { permission: QUIT.list },
    audit: false,
    query: z.object({ applyCode }),
    response: quitRecord,
  },
  export: {
    method: 'GET',
    path: '/rent/quitapply/export',
    summary: '导出退租申请（按筛选条件）',
    access: { permission: QUIT.export },
    audit: true,
    responseKind: 'file',
    query: quitFilter,
    response: z.null(),
    export: { permission: QUIT.export, name: '退租申请', asciiName: 'rent-quits', labels: QUIT_LABELS },
  },
});
