import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { bulkInsert, containsText, dialectOf, filterOnly, inSubquery } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { pageWindow, WALK_SHARE, type PageRequest } from '../../../platform/paging.js';
import { wholeDaysOf } from '../../../platform/time.js';
import type { NewTrade } from './bill-trade.table.js';

export interface TradeFilter {
  scope: DataScope;
  storeCode?: string;
  storeName?: string;
  status?: number;
  /** 1 any e-card part, 2 any red-packet part, 3 any other part. */
  payType?: number;
  from?: string;
  to?: string;
}

/** A store trades can be recorded for: 已认证 only. */
export function tradingStore(db: DbOrTrx, storeCode: string) {
  return db.selectFrom('shopStore').select(['id', 'storeName', 'approveType']).where('storeCode', '=', storeCode).executeTakeFirst();
}

const TRADE_COLUMNS = [
  ['trade_code', 'text'],
  ['store_id', 'integer'],
  ['status', 'integer'],
  ['amount', 'integer'],
  ['card_amount', 'integer'],
  ['red_packet_amount', 'integer'],
  ['other_amount', 'integer'],
  ['payer_name', 'text'],
  ['payer_phone', 'text'],
  ['trade_time', 'text'],
] as const;

/** Rows per statement (one JSON parameter on SQLite, one array per column on PostgreSQL). */
const LOAD_CHUNK = 20_000;

/** Many trades in few statements (the demo's 200,000). */
export async function insertTrades(db: DbOrTrx, rows: readonly NewTrade[]): Promise<void> {
  const dialect = dialectOf(db);
  for (let i = 0; i < rows.length; i += LOAD_CHUNK) {
    const cells = rows.slice(i, i + LOAD_CHUNK).map((t) => [t.tradeCode, t.storeId, t.status, t.amount, t.cardAmount, t.redPacketAmount, t.otherAmount, t.payerName, t.payerPhone, t.tradeTime]);
    await bulkInsert(db as unknown as Kysely<unknown>, dialect, 'shop_trade', TRADE_COLUMNS, cells);
  }
}

/** Whether the filter names stores (a region's user, a store, a name) rather than every store. */
const namesStores = (filter: TradeFilter) => !isWholeScope(filter.scope) || Boolean(filter.storeCode || filter.storeName);

/** The stores the filter names, on a store aliased `s`: its region, code and name. */
function storeConditions(db: DbOrTrx, filter: TradeFilter): Expression<SqlBool> {
  const conditions = [inScope(filter.scope, 's.countyCode')];
  if (filter.storeCode) conditions.push(sql<SqlBool>`${sql.ref('s.storeCode')} = ${filter.storeCode}`);
  if (filter.storeName) conditions.push(containsText(db, 's.storeName', filter.storeName));
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/** The ids of the stores the filter names. */
const storeIds = (db: DbOrTrx, filter: TradeFilter) => db.selectFrom('shopStore as s').select('s.id').where(storeConditions(db, filter));

/**
 * `byStores`: the named stores' trades read through `shop_trade_store_idx`
 * (store, time); otherwise each trade's store is tested, the store a filter
 * only so that SQLite walks the time index (see billPage).
 */
function filtered(db: DbOrTrx, filter: TradeFilter, byStores = false) {
  let q = db.selectFrom('shopTrade as t').innerJoin('shopStore as s', (join) => join.on('s.id', '=', byStores ? sql.ref<number>('t.storeId') : filterOnly(db, 't.storeId').$castTo<number>()));
  q = byStores ? q.where('t.storeId', 'in', storeIds(db, filter)) : q.where(storeConditions(db, filter));
  if (filter.status !== undefined) q = q.where('t.status', '=', filter.status);
  if (filter.payType === 1) q = q.where('t.cardAmount', '>', 0);
  if (filter.payType === 2) q = q.where('t.redPacketAmount', '>', 0);
  if (filter.payType === 3) q = q.where('t.otherAmount', '>', 0);
  if (filter.from) q = q.where('t.tradeTime', '>=', filter.from);
  if (filter.to) q = q.where('t.tradeTime', '<=', filter.to);
  return q;
}

/**
 * A page newest first, with the count and sums of every part under the
 * filter. Stores holding under WALK_SHARE of the trades (one store, ~450 of
 * 1,000,000) are read by store and sorted, where a walk of the time index for
 * ten read ~22,000 trades (98 ms on SQLite); stores holding more (a region, a
 * common name) walk it. The share comes from the kept totals.
 */
export async function billPage(db: DbOrTrx, filter: TradeFilter, page: PageRequest) {
  if (!namesStores(filter)) {
    const [records, sums] = await Promise.all([pageOf(db, filter, false, page), sumTrades(db, filter)]);
    return { records, sums };
  }
  const sums = await sumTrades(db, filter);
  // Without a time range the sums are the named stores' kept ones already.
  const byStores = (await storesShare(db, filter, filter.from || filter.to ? undefined : sums)) < WALK_SHARE;
  return { records: await pageOf(db, filter, byStores, page), sums };
}

function pageOf(db: DbOrTrx, filter: TradeFilter, byStores: boolean, page: PageRequest) {
  const window = pageWindow(page);
  return filtered(db, filter, byStores)
    .select([
      't.tradeCode',
      't.status',
      't.amount',
      't.cardAmount',
      't.redPacketAmount',
      't.otherAmount',
      't.payerName',
      't.payerPhone',
      't.tradeTime',
      's.storeCode',
      's.storeName',
      's.provinceCode',
      's.cityCode',
      's.countyCode',
    ])
    .orderBy('t.tradeTime', 'desc')
    .orderBy('t.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** pay_mask's bit of each payType (the kept totals, migration 0089). */
const PAY_BITS: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 4 };

/** The filter's status and pay type on a kept totals table aliased `k` (all three have status and pay_mask). */
function keptStatusAndPay(filter: TradeFilter): Expression<SqlBool> {
  const conditions = [sql<SqlBool>`1 = 1`];
  if (filter.status !== undefined) conditions.push(sql<SqlBool>`${sql.ref('k.status')} = ${filter.status}`);
  if (filter.payType !== undefined) conditions.push(sql<SqlBool>`(${sql.ref('k.payMask')} & ${PAY_BITS[filter.payType] ?? 0}) <> 0`);
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/** A kept totals table's columns summed: the count and the cents of every part. */
const KEPT_SUMS = ['n', 'amount', 'cardAmount', 'redPacketAmount', 'otherAmount'].map((column) => sql<number | string | null>`sum(${sql.ref(`k.${column}`)})`.as(column));

function sumsOf(row: Partial<Record<'n' | 'amount' | 'cardAmount' | 'redPacketAmount' | 'otherAmount', number | string | null>> | undefined) {
  const value = (v: number | string | null | undefined) => Number(v ?? 0);
  return { count: value(row?.n), amount: value(row?.amount), cardAmount: value(row?.cardAmount), redPacketAmount: value(row?.redPacketAmount), otherAmount: value(row?.otherAmount) };
}

/** Count and sums of every store's trades under the filter's status and pay type (`shop_trade_total`, a dozen rows). */
async function everyStoreSums(db: DbOrTrx, filter: TradeFilter) {
  return sumsOf(await db.selectFrom('shopTradeTotal as k').select(KEPT_SUMS).where(keptStatusAndPay(filter)).executeTakeFirst());
}

/** The same for the stores the filter names, from `shop_trade_store_total`. */
async function namedStoresSums(db: DbOrTrx, filter: TradeFilter) {
  const q = db.selectFrom('shopTradeStoreTotal as k').select(KEPT_SUMS).where(inSubquery(db, 'k.storeId', storeIds(db, filter)));
  return sumsOf(await q.where(keptStatusAndPay(filter)).executeTakeFirst());
}

type Sums = Awaited<ReturnType<typeof everyStoreSums>>;

/** The share of the trades under the filter's status and pay type that the stores it names hold (`named`: their sums, when known). */
async function storesShare(db: DbOrTrx, filter: TradeFilter, named?: Sums): Promise<number> {
  const every = await everyStoreSums(db, filter);
  named ??= await namedStoresSums(db, filter);
  return every.count === 0 ? 0 : named.count / every.count;
}

/**
 * Count and sums from the trigger-kept totals, when the filter is made of what
 * one of them is keyed by (migration 0089); null when the trades must be summed.
 * - status and pay type only: `shop_trade_total`;
 * - and stores (a region, one store, a name): `shop_trade_store_total` of those stores;
 * - and whole days, for 全部 without store filters: `shop_trade_day_total` of those days.
 */
async function keptSums(db: DbOrTrx, filter: TradeFilter) {
  const byTime = filter.from || filter.to;
  if (!byTime) return namesStores(filter) ? namedStoresSums(db, filter) : everyStoreSums(db, filter);
  const days = namesStores(filter) ? null : wholeDaysOf(filter.from, filter.to);
  if (!days) return null;
  let q = db.selectFrom('shopTradeDayTotal as k').select(KEPT_SUMS).where(keptStatusAndPay(filter));
  if (days.from) q = q.where('k.day', '>=', days.from);
  if (days.to) q = q.where('k.day', '<=', days.to);
  return sumsOf(await q.executeTakeFirst());
}

/** Count and sums of every part under the filters. */
async function sumTrades(db: DbOrTrx, filter: TradeFilter) {
  const kept = await keptSums(db, filter);
  if (kept) return kept;
  // Stores and a time range: each store's trades of the range, off its (store, time) index.
  const row = await filtered(db, filter, namesStores(filter))
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number | null>('t.amount').as('amount'),
      eb.fn.sum<number | null>('t.cardAmount').as('cardAmount'),
      eb.fn.sum<number | null>('t.redPacketAmount').as('redPacketAmount'),
      eb.fn.sum<number | null>('t.otherAmount').as('otherAmount'),
    ])
    .executeTakeFirst();
  return sumsOf(row);
}

/** A store's settled trades (已完成), cents: what its balance starts from. */
export async function settledOf(db: DbOrTrx, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('shopTrade')
    .select((eb) => eb.fn.sum<number | null>('amount').as('n'))
    .where('storeId', '=', storeId)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}
