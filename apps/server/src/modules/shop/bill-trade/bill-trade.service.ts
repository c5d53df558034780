import { MOBILE_PATTERN, maskMobile, type QueryOf, type TradeRecord, type TradeSums, billTradeApi } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { placeNamer } from '../../common/region/region.service.js';
import * as repo from './bill-trade.repository.js';
import type { NewTrade } from './bill-trade.table.js';

type ListInput = QueryOf<typeof billTradeApi.billList>;

/** A payment as the consumer app reports it (cents; the parts add up to the amount). */
export interface TradeInput {
  storeCode: string;
  cardAmount: number;
  redPacketAmount: number;
  otherAmount: number;
  payerName: string;
  payerPhone: string;
}

function checkParts(input: Pick<TradeInput, 'cardAmount' | 'redPacketAmount' | 'otherAmount' | 'payerPhone'>): number {
  const parts = [input.cardAmount, input.redPacketAmount, input.otherAmount];
  if (parts.some((p) => !Number.isSafeInteger(p) || p < 0)) throw badRequest('支付金额应为不小于 0 的整数（分）');
  const amount = parts.reduce((a, b) => a + b, 0);
  if (amount <= 0) throw badRequest('交易金额应大于 0');
  if (!MOBILE_PATTERN.test(input.payerPhone)) throw badRequest('手机号格式不正确');
  return amount;
}

/** A consumer's payment to an 已认证 store (consumer app; no catalogue row). */
export async function recordTrade(db: DbOrTrx, input: TradeInput, now = nowText()): Promise<{ tradeCode: string; amount: number }> {
  const amount = checkParts(input);
  const store = found(await repo.tradingStore(db, input.storeCode), '商户不存在');
  if (store.approveType !== 1) throw conflict(`商户“${store.storeName}”尚未认证，不能收款`);
  const tradeCode = `JY${randomCode(20).toUpperCase()}`;
  await repo.insertTrades(db, [{ tradeCode, storeId: store.id, status: 1, amount, ...parts(input), payerName: input.payerName, payerPhone: input.payerPhone, tradeTime: now }]);
  return { tradeCode, amount };
}

const parts = (input: Pick<TradeInput, 'cardAmount' | 'redPacketAmount' | 'otherAmount'>) => ({
  cardAmount: input.cardAmount,
  redPacketAmount: input.redPacketAmount,
  otherAmount: input.otherAmount,
});

/** Trades already checked by their maker (the demo seed's bulk load): the parts must still add up (the table's check says so too). */
export async function recordTrades(db: DbOrTrx, trades: readonly NewTrade[]): Promise<void> {
  for (const t of trades) if (t.amount !== t.cardAmount + t.redPacketAmount + t.otherAmount) throw badRequest(`交易${t.tradeCode}的分项之和与交易金额不符`);
  await repo.insertTrades(db, trades);
}

/** A store's settled trades (cents): the balance's first term. */
export const settledAmountOf = (db: DbOrTrx, storeId: number) => repo.settledOf(db, storeId);

export async function pageTrades(deps: AppDeps, actor: Actor, input: ListInput): Promise<{ records: TradeRecord[]; total: number; sums: TradeSums }> {
  const filter: repo.TradeFilter = {
    scope: actor.scope,
    storeCode: input.storeCode,
    storeName: input.storeName,
    status: input.status,
    payType: input.payType,
    from: input.beginTime ? startOfFilter(input.beginTime) : undefined,
    to: input.endTime ? endOfFilter(input.endTime) : undefined,
  };
  const [{ records: rows, sums }, namer] = await Promise.all([repo.billPage(deps.db, filter, input), placeNamer(deps.db)]);
  return {
    total: sums.count,
    sums,
    records: rows.map((r) => ({
      tradeCode: r.tradeCode,
      storeCode: r.storeCode,
      storeName: r.storeName,
      countyName: namer(r).countyName,
      status: r.status,
      amount: r.amount,
      cardAmount: r.cardAmount,
      redPacketAmount: r.redPacketAmount,
      otherAmount: r.otherAmount,
      payerName: r.payerName,
      payerPhone: maskMobile(r.payerPhone),
      tradeTime: r.tradeTime,
    })),
  };
}
