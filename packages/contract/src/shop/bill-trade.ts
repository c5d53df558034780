import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';

/**
 * 账单管理: what consumers paid stores, recorded by the consumer app. A trade
 * is paid from the e-card, a red packet and other means (WeChat, cash) in
 * parts that add up to its amount; a refunded trade leaves the store's
 * balance.
 */

export const TRADE_STATUS_LABELS: Readonly<Record<number, string>> = { 1: '已完成', 2: '已退款' };
export const TRADE_STATUS_VALUES = [1, 2] as const;
/** Filter by how it was paid: any e-card, any red-packet, any other part. */
export const TRADE_PAY_LABELS: Readonly<Record<number, string>> = { 1: '电子卡', 2: '红包', 3: '其他' };
export const TRADE_PAY_VALUES = [1, 2, 3] as const;

export const TRADE_LABELS = defineLabels({
  storeName: field.name('商户名称'),
  status: field.state('交易状态'),
  tradeTime: field.time('交易时间'),
  amount: field.money('交易金额'),
  cardAmount: field.money('电子卡支付'),
  redPacketAmount: field.money('红包支付'),
  otherAmount: field.money('其他支付'),
  payerName: field.person('消费者'),
  payerPhone: field.phone('手机号'),
  countyName: field.dict('所在区县', { secondary: true }),
  tradeCode: field.code('交易单号', { secondary: true }),
});

export const tradeRecord = z.object({
  tradeCode: z.string(),
  storeCode: z.string(),
  storeName: z.string(),
  countyName: z.string(),
  status: z.number().int(),
  amount: z.number().int(),
  cardAmount: z.number().int(),
  redPacketAmount: z.number().int(),
  otherAmount: z.number().int(),
  payerName: z.string(),
  /** Masked. */
  payerPhone: z.string(),
  tradeTime: timeText,
});
export type TradeRecord = z.infer<typeof tradeRecord>;

/** Sums (cents) of everything the filters match: amount = card + redPacket + other. */
export const tradeSums = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  cardAmount: z.number().int(),
  redPacketAmount: z.number().int(),
  otherAmount: z.number().int(),
});
export type TradeSums = z.infer<typeof tradeSums>;

export const tradeListQuery = pageQuery.extend({
  storeCode: textFilter('商户编号'),
  storeName: textFilter('商户名称', 50),
  status: enumFilter('交易状态', TRADE_STATUS_VALUES),
  payType: enumFilter('支付方式', TRADE_PAY_VALUES),
  beginTime: timeFilter('交易开始时间').optional(),
  endTime: timeFilter('交易结束时间').optional(),
});

export const billTradeApi = defineEndpoints('shop', 'billTrade', {
  billList: {
    method: 'GET',
    path: '/consume/bill-trade/pc/billList',
    summary: '分页查询商户交易账单（按电子卡、红包、其他分项合计）',
    access: { permission: perm.oddjobMarket.shop.bill.list },
    audit: false,
    query: tradeListQuery,
    response: z.object({ records: z.array(tradeRecord), total: z.number().int(), sums: tradeSums }),
  },
});
