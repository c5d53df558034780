import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { perm } from '../system/resource-tree.js';

/**
 * 订单: what an application (报名) owes for its course. An order snapshots the
 * course's name and price when it is made; amounts are cents (shown as yuan
 * with two decimals). Orders are made by the learner app (线上下单) or by the
 * console's 线下缴费登记, and paid through the platform's payment channel.
 */
export const ORDER_LABELS = defineLabels({
  orderCode: field.code('订单编号'),
  payState: field.state('支付状态'),
  createTime: field.time('下单时间'),
  payTime: field.time('支付时间'),
  usrName: field.person('报名人'),
  courseName: field.name('课程名称'),
  amount: field.money('订单金额'),
  paidAmount: field.money('实收金额'),
  channel: field.dict('支付渠道'),
  voucherNo: field.code('凭证号/交易号'),
  price: field.money('课程价格', { secondary: true }),
  applyCode: field.code('报名编号', { secondary: true }),
  closeTime: field.time('关闭时间', { secondary: true }),
});

/** 订单详情's rows only the detail shows (not list columns, not export columns). */
export const ORDER_DETAIL_LABELS = defineLabels({
  receiptUrl: field.text('缴费凭证'),
});

export const ORDER_PAY_STATES = { unpaid: 0, paid: 1, closed: 2 } as const;
export type OrderPayState = (typeof ORDER_PAY_STATES)[keyof typeof ORDER_PAY_STATES];
export const ORDER_PAY_STATE_LABELS: Readonly<Record<OrderPayState, string>> = { 0: '待支付', 1: '已支付', 2: '已关闭' };

/** 待支付 → 支付 → 已支付; 待支付 → 关闭 (unpaid 24 h, by the scheduler) → 已关闭. */
export const ORDER_MACHINE = defineStateMachine({
  subject: '订单',
  states: ORDER_PAY_STATE_LABELS,
  actions: { pay: '支付', close: '关闭' },
  transitions: [
    { action: 'pay', from: [0], to: 1 },
    { action: 'close', from: [0], to: 2 },
  ],
});

/** How long an online order waits for its payment before the scheduler closes it. */
export const ORDER_PAY_HOURS = 24;

/** Payment channels: offline registration (线下缴费登记) is the default; online providers are selected by PAYMENT_CHANNEL. */
export const PAY_CHANNEL_LABELS: Readonly<Record<string, string>> = { offline: '线下缴费', wechat: '微信支付', alipay: '支付宝' };
export const payChannelLabel = (channel: string): string => (channel === '' ? '' : (PAY_CHANNEL_LABELS[channel] ?? channel));

export const orderRecord = z.object({
  orderCode: z.string(),
  applyCode: z.string(),
  courseCode: z.string(),
  courseName: z.string(),
  usrName: z.string(),
  /** Cents, the course's price when the order was made. */
  price: z.number().int(),
  amount: z.number().int(),
  paidAmount: z.number().int(),
  payState: z.number().int(),
  channel: z.string(),
  voucherNo: z.string(),
  payTime: timeText.nullable(),
  closeTime: timeText.nullable(),
  createTime: timeText,
});
export type OrderRecord = z.infer<typeof orderRecord>;

export const orderDetail = orderRecord.extend({
  /** The receipt picture of an offline payment (signed URL), '' without one. */
  receiptKey: z.string(),
  receiptUrl: z.string(),
  operatorName: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderListQuery = pageQuery.extend({
  orderCode: textFilter(ORDER_LABELS.orderCode.label),
  courseCode: textFilter('课程'),
  usrName: textFilter(ORDER_LABELS.usrName.label, 20),
  payState: enumFilter(ORDER_LABELS.payState.label, [0, 1, 2]),
  beginTime: timeFilter('下单开始时间').optional(),
  endTime: timeFilter('下单结束时间').optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const trainOrderApi = defineEndpoints('train', 'trainOrder', {
  getBDOrderlist: {
    method: 'GET',
    path: '/train/order/getBDOrderlist',
    summary: '分页查询课程订单（含筛选条件下的合计实收）',
    access: { permission: perm.train.order.list },
    audit: false,
    query: orderListQuery,
    response: pageOf(orderRecord).extend({ paidTotal: z.number().int() }),
  },
  getOrderInfo: {
    method: 'GET',
    path: '/train/order/getOrderInfo',
    summary: '查询订单详情',
    access: { permission: perm.train.order.list },
    audit: false,
    query: z.object({ orderCode: code32(ORDER_LABELS.orderCode.label) }),
    response: orderDetail,
  },
});
