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

/** Count (part 0) and cents of amount, e-card, red packet, other (parts 1–4) of the trades per status and pay_mask (1 e-card, 2 red packet, 4 other), kept by trigger (migration 0063). */
export interface ShopTradeTotalTable {
  status: number;
  payMask: number;
  part: number;
  n: number;
}

/** shop_trade_total sliced by the trade's day (YYYY-MM-DD) and by its store (migration 0089). */
export interface ShopTradeDayTotalTable extends ShopTradeTotalTable {
  day: string;
}
export interface ShopTradeStoreTotalTable extends ShopTradeTotalTable {
  storeId: number;
}

export type TradeRow = Selectable<ShopTradeTable>;
export type NewTrade = Insertable<ShopTradeTable>;
