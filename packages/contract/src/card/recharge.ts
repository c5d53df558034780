import { z } from 'zod';
import { idCardField } from '../common/id-card.js';
import { paidFields, requestNoField, requirePaid, type PaidLabels } from '../common/pay-step.js';
import { MONEY_MESSAGE } from '../common/numbers.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { decimal, enumFilter, MOBILE_PATTERN, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { CONTACT_PHONE_PATTERN } from '../recruit/apply-info.js';
import { perm } from '../system/resource-tree.js';
import { ledgerEntrySchema } from './ledger.js';

/**
 * 电子卡充值 (/cmpy/card-cmpy-recharge-apply/): a company asks, from its app,
 * for its people's e-cards to be credited (lines: name, ID number, mobile,
 * amount); the 运营中心 reviews it, registers the company's transfer and the
 * ledger credits every line once. Amounts are cents on the wire.
 */

/** 审核状态 (statues). */
export const RECHARGE_AUDIT_LABELS: Readonly<Record<number, string>> = { 0: '待审核', 1: '已通过', 2: '已驳回' };
/** 充值状态 (rechargeStatues). */
export const RECHARGE_STATUS_LABELS: Readonly<Record<number, string>> = { 0: '待充值', 1: '充值成功', 2: '充值失败' };

/**
 * The list's tab and the machine's state: statues/rechargeStatues together
 * (0/0 待审核, 1/0 待充值, 1/1 充值成功, 1/2 充值失败, 2/0 已驳回).
 */
export const RECHARGE_STAGES = { review: 0, toRecharge: 1, succeeded: 2, failed: 3, rejected: 4 } as const;
export type RechargeStage = (typeof RECHARGE_STAGES)[keyof typeof RECHARGE_STAGES];
export const RECHARGE_STAGE_LABELS: Readonly<Record<RechargeStage, string>> = { 0: '待审核', 1: '待充值', 2: '充值成功', 3: '充值失败', 4: '已驳回' };
/** The tabs, in the issue's order. */
export const RECHARGE_TAB_ORDER: readonly RechargeStage[] = [0, 1, 2, 3, 4];
/** statues and rechargeStatues of each stage. */
export const RECHARGE_STAGE_FIELDS: Readonly<Record<RechargeStage, { statues: number; rechargeStatues: number }>> = {
  0: { statues: 0, rechargeStatues: 0 },
  1: { statues: 1, rechargeStatues: 0 },
  2: { statues: 1, rechargeStatues: 1 },
  3: { statues: 1, rechargeStatues: 2 },
  4: { statues: 2, rechargeStatues: 0 },
};

export const RECHARGE_MACHINE = defineStateMachine({
  subject: '充值申请',
  states: RECHARGE_STAGE_LABELS,
  actions: { check: '审核通过', reject: '驳回', recharge: '充值', rechargeFail: '登记充值失败' },
  transitions: [
    { action: 'check', from: [0], to: 1 },
    { action: 'reject', from: [0], to: 4 },
    { action: 'recharge', from: [1, 3], to: 2 },
    { action: 'rechargeFail', from: [1, 3], to: 3 },
  ],
});
export type RechargeAction = keyof typeof RECHARGE_MACHINE.actions;

/** A company's application at most holds this many people. */
export const RECHARGE_LINES_MAX = 5_000;
/** ¥5,000.00 a person per application. */
export const RECHARGE_LINE_MAX_CENTS = 500_000;
export const RECHARGE_REASON_MAX = 200;

const required = (label: string, max: number) => z.string({ error: `请输入${label}` }).trim().min(1, { error: `请输入${label}` }).max(max).describe(label);

/** One person to credit, as the company's app sends it (amount in cents). */
export const rechargeLineInput = z.object({
  name: required('姓名', 30),
  idCard: idCardField(),
  mobile: z.string({ error: '请输入手机号' }).trim().regex(MOBILE_PATTERN, { error: '手机号格式不正确' }).describe('手机号'),
  amount: z
    .number({ error: '请输入充值金额' })
    .int({ error: MONEY_MESSAGE })
    .positive({ error: MONEY_MESSAGE })
    .max(RECHARGE_LINE_MAX_CENTS, { error: '单人充值金额不能超过 5000.00 元' })
    .describe('充值金额'),
});

/** What a company's app submits (no catalogue row: the companies' app calls the service). */
export const rechargeSubmitInput = z.object({
  cmpyCode: required('企业编号', 64),
  contactPerson: required('联系人', 30),
  contactTell: z.string({ error: '请输入联系电话' }).trim().regex(CONTACT_PHONE_PATTERN, { error: '联系电话应为手机号或带区号的固定电话' }).describe('联系电话'),
  explainRemark: multiLine(z.string().trim().max(500).default('').describe('充值说明')),
  rechargeTotalPeople: z.number({ error: '请输入充值总人数' }).int().positive().describe('充值总人数'),
  rechargeTotalMoney: z.number({ error: '请输入充值总金额' }).int({ error: MONEY_MESSAGE }).positive({ error: MONEY_MESSAGE }).describe('充值总金额'),
  lines: z.array(rechargeLineInput).min(1, { error: '请添加充值人员' }).max(RECHARGE_LINES_MAX, { error: `充值人员不能超过 ${RECHARGE_LINES_MAX} 人` }).describe('充值人员'),
});
export type RechargeSubmitInput = z.input<typeof rechargeSubmitInput>;

/** 电子卡充值's list: state and times early. */
export const RECHARGE_LABELS = defineLabels({
  applyCode: field.code('申请编号'),
  cmpyName: field.name('企业名称'),
  stage: field.state('充值状态'),
  submitTime: field.time('提交时间'),
  rechargeTotalPeople: field.number('充值人数'),
  rechargeTotalMoney: field.money('充值总金额（元）'),
  contactPerson: field.person('联系人'),
  contactTell: field.phone('联系电话'),
  countyName: field.dict('所属区县'),
  checkTime: field.time('审核时间', { secondary: true }),
  rechargeTime: field.time('充值时间', { secondary: true }),
  reviewerName: field.person('审核人', { secondary: true }),
  explainRemark: field.text('充值说明', { secondary: true }),
  remark: field.text('审核意见', { secondary: true }),
  cmpyCode: field.code('企业编号', { secondary: true }),
});

/** A line as the detail shows it: masked unless the caller may see it whole; `entry` once credited. */
export const RECHARGE_LINE_LABELS = defineLabels({
  name: field.person('姓名'),
  idCard: field.code('身份证号'),
  mobile: field.phone('手机号'),
  amount: field.money('充值金额（元）'),
  credited: field.state('入账状态'),
  creditTime: field.time('入账时间'),
  balanceAfter: field.money('入账后余额（元）'),
});

export const rechargeRecord = z.object({
  id: z.number().int(),
  applyCode: z.string(),
  contactPerson: z.string(),
  contactTell: z.string(),
  explainRemark: z.string(),
  cmpyCode: z.string(),
  cmpyName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  rechargeTotalPeople: z.number().int(),
  rechargeTotalMoney: z.number().int(),
  stage: z.number().int(),
  statues: z.number().int(),
  rechargeStatues: z.number().int(),
  submitTime: timeText,
  remark: z.string(),
  checkTime: z.string().nullable(),
  createTime: timeText,
  updateTime: timeText,
  latestRevieEmployCode: z.string().nullable(),
  reviewerName: z.string(),
  rechargeTime: z.string().nullable(),
});
export type RechargeRecord = z.infer<typeof rechargeRecord>;

export const rechargeLine = z.object({
  name: z.string(),
  idCard: z.string(),
  mobile: z.string(),
  amount: z.number().int(),
  /** The ledger entry that credited it, once 充值成功. */
  entry: ledgerEntrySchema.nullable(),
});
export type RechargeLine = z.infer<typeof rechargeLine>;

/** A step of the timeline: who, when, from → to, and the transfer registered with it. */
export const rechargeOperation = z.object({
  action: z.string(),
  actionName: z.string(),
  fromStage: z.number().int(),
  toStage: z.number().int(),
  operatorName: z.string(),
  remark: z.string(),
  voucherNo: z.string().nullable(),
  payAmount: z.number().int().nullable(),
  payTime: z.string().nullable(),
  receiptUrl: z.string(),
  createTime: timeText,
});
export type RechargeOperation = z.infer<typeof rechargeOperation>;

export const rechargeDetail = rechargeRecord.extend({
  lines: pageOf(rechargeLine),
  /** Sum of the lines' amounts and of what the ledger credited for this application. */
  linesTotal: z.number().int(),
  creditedTotal: z.number().int(),
  creditedPeople: z.number().int(),
  operations: z.array(rechargeOperation),
  /** Whether ID numbers and mobiles are shown whole. */
  sensitiveShown: z.boolean(),
});
export type RechargeDetail = z.infer<typeof rechargeDetail>;

const rechargeFilters = {
  applyCode: textFilter('申请编号', 64),
  cmpyName: textFilter('企业名称', 100),
  contactPerson: textFilter('联系人', 30),
  countyCode: textFilter('所属区县', 6),
  beginTime: timeFilter('提交开始时间').optional(),
  endTime: timeFilter('提交结束时间').optional(),
};
export const rechargeListQuery = pageQuery.extend({ ...rechargeFilters, stage: enumFilter('充值状态', [0, 1, 2, 3, 4]) });
export const rechargeCountQuery = z.object(rechargeFilters);

const ids = z
  .array(z.number({ error: '请选择充值申请' }).int().positive(), { error: '请选择充值申请' })
  .min(1, { error: '请选择充值申请' })
  .max(100, { error: '一次最多处理 100 条充值申请' })
  .describe('充值申请');

const MANAGE = perm.oddjobMarket.card;

/** 充值's registered transfer (到账): the parts it asks for, in its words. */
const RECHARGE_PAID: PaidLabels = { voucherNo: '转账凭证号', amount: '转账金额', payTime: '转账时间', receiptKey: '转账回单' };
const RECHARGE_PAID_FIELDS = paidFields(RECHARGE_PAID);

const rechargeStatusCount = z.object({ rechargeStatues: z.number().int(), stage: z.number().int(), label: z.string(), count: z.number().int(), money: z.number().int() });

export const rechargeResult = z.object({ id: z.number().int(), applyCode: z.string(), stage: z.number().int(), statues: z.number().int(), rechargeStatues: z.number().int() });

export const rechargeApi = defineEndpoints('card', 'recharge', {
  queryRechargeApplyList: {
    method: 'GET',
    path: '/cmpy/card-cmpy-recharge-apply/queryRechargeApplyList',
    summary: '分页查询电子卡充值申请',
    access: { permission: MANAGE.list },
    audit: false,
    query: rechargeListQuery,
    response: pageOf(rechargeRecord),
    export: { permission: MANAGE.export, name: '电子卡充值申请', asciiName: 'card-recharges', labels: RECHARGE_LABELS },
  },
  queryRechargeApplyStatus: {
    method: 'GET',
    path: '/cmpy/card-cmpy-recharge-apply/queryRechargeApplyStatus',
    summary: '按审核状态统计充值申请数（同列表筛选条件）',
    access: { permission: MANAGE.list },
    audit: false,
    query: rechargeCountQuery,
    response: z.array(
      z.object({
        statues: z.number().int(),
        label: z.string(),
        count: z.number().int(),
        money: z.number().int(),
        /** 已通过 only: its applications by 充值状态 (the list's 待充值/充值成功/充值失败 tabs). */
        byRecharge: z.array(rechargeStatusCount),
      }),
    ),
  },
  queryRechargeStatus: {
    method: 'GET',
    path: '/cmpy/card-cmpy-recharge-apply/queryRechargeStatus',
    summary: '按充值状态统计已通过的充值申请数（同列表筛选条件）',
    access: { permission: MANAGE.list },
    audit: false,
    query: rechargeCountQuery,
    response: z.array(rechargeStatusCount),
  },
  queryRechargeApplyInfo: {
    method: 'GET',
    path: '/cmpy/card-cmpy-recharge-apply/queryRechargeApplyInfo',
    summary: '查询充值申请详情（充值人员、入账记录、操作记录）',
    access: { permission: MANAGE.list },
    audit: false,
    query: z.object({
      id: decimal(z.number({ error: '请选择充值申请' }).int().positive()).describe('充值申请'),
      linePageNum: decimal(z.number().int().min(1)).default(1).describe('人员页码'),
      linePageSize: decimal(z.number().int().min(1).max(100)).default(10).describe('人员每页条数'),
      lineKeyword: textFilter('姓名或身份证号', 30),
    }),
    response: rechargeDetail,
  },
  checkRechargeApplyInfo: {
    method: 'POST',
    path: '/cmpy/card-cmpy-recharge-apply/checkRechargeApplyInfo',
    summary: '审核通过充值申请（可批量）',
    access: { permission: MANAGE.review },
    audit: true,
    body: z.object({ ids, remark: multiLine(z.string().trim().max(RECHARGE_REASON_MAX).default('').describe('审核意见')) }),
    response: z.array(rechargeResult),
  },
  rejectRecharge: {
    method: 'POST',
    path: '/cmpy/card-cmpy-recharge-apply/rejectRecharge',
    summary: '驳回充值申请（可批量）',
    access: { permission: MANAGE.review },
    audit: true,
    body: z.object({
      ids,
      remark: multiLine(z.string({ error: '请输入驳回原因' }).trim().min(1, { error: '请输入驳回原因' }).max(RECHARGE_REASON_MAX).describe('驳回原因')),
    }),
    response: z.array(rechargeResult),
  },
  rechargeApply: {
    method: 'POST',
    path: '/cmpy/card-cmpy-recharge-apply/rechargeApply/{id}',
    summary: '充值（登记企业转账，为每位人员入账）',
    access: { permission: MANAGE.recharge },
    audit: true,
    params: z.object({ id: decimal(z.number().int().positive()).describe('充值申请') }),
    body: z
      .object({
        /** Made by the console when the dialog opens: a repeat (a double click, a retry) answers the first result. */
        requestNo: requestNoField(),
        /** 1 到账 (credit every line), 2 未到账 (充值失败 with the reason). */
        result: z
          .number({ error: '请选择到账结果' })
          .int()
          .refine((v) => v === 1 || v === 2, { error: '到账结果取值应为 1、2 之一' })
          .describe('到账结果'),
        voucherNo: RECHARGE_PAID_FIELDS.voucherNo,
        payMoney: RECHARGE_PAID_FIELDS.amount,
        payTime: RECHARGE_PAID_FIELDS.payTime,
        receiptKey: RECHARGE_PAID_FIELDS.receiptKey,
        failReason: multiLine(z.string().trim().max(RECHARGE_REASON_MAX).default('').describe('失败原因')),
      })
      .superRefine((v, ctx) => {
        if (v.result === 2) {
          if (!v.failReason) ctx.addIssue({ code: 'custom', path: ['failReason'], message: '请输入失败原因' });
          return;
        }
        requirePaid(
          ctx,
          RECHARGE_PAID,
          { voucherNo: !v.voucherNo, amount: v.payMoney === undefined, payTime: !v.payTime, receiptKey: !v.receiptKey },
          { amount: 'payMoney' },
        );
      }),
    response: rechargeResult.extend({ credited: z.number().int(), creditedMoney: z.number().int() }),
  },
});
