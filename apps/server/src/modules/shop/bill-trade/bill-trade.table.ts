import type { Generated, Insertable, Selectable } from 'kysely';

/** A consumer's payment to a store, in parts (e-card, red packet, other) that add up to its amount. */
export interface ShopTradeTable {
  id: Generated<number>;
  tradeCode: string;
  storeId: number;
  /** 1 已完成, 2 已退款. */
  status: number;
  amount: number;
  cardAmount: number;
  redPacketAmount: number;
  otherAmount: number;
  payerName: string;
  payerPhone: string;
  tradeTime: string;
}

/**
 * Trades per status and pay_mask (1 e-card, 2 red packet, 4 other): their
 * count and the cents of amount, e-card, red packet and other, kept by
 * trigger (migration 0089); by day (YYYY-MM-DD) and by store in the two others.
 */
export interface ShopTradeTotalTable {
  status: number;
  payMask: number;
  n: number;
  amount: number;
  cardAmount: number;
  redPacketAmount: number;
  otherAmount: number;
}
export interface ShopTradeDayTotalTable extends ShopTradeTotalTable {
  day: string;
}
export interface ShopTradeStoreTotalTable extends ShopTradeTotalTable {
  storeId: number;
}

export type TradeRow = Selectable<ShopTradeTable>;
export type NewTrade = Insertable<ShopTradeTable>;
