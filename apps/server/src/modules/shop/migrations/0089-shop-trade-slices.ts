import { sql, type Kysely } from 'kysely';
import { installCounterFeed, TEXT, type DialectName } from '../../../db/dialect/index.js';
import { tradeTotalTemplates } from './0063-shop-trade-totals.js';

/**
 * 账单管理's count and sums by one more key than 0063's `shop_trade_total`,
 * kept by trigger the same way:
 * - `shop_trade_day_total` by the trade's day (YYYY-MM-DD): a range of whole
 *   days (近30天) sums its days' rows (30 × a few dozen) instead of the ~82,000
 *   trades in it, joined to their stores (191 ms on SQLite, 74 ms on PostgreSQL
 *   at 1,000,000 trades, bench/results/shop.md);
 * - `shop_trade_store_total` by store: a filter of stores (a region's, one
 *   store, a name containing 商户12: 111 stores) sums their rows instead of
 *   their ~55,000 trades (269 / 68 ms).
 */
export const TRADE_SLICES = [
  { counter: 'shop_trade_day_total', key: 'day', type: TEXT, value: 'substr(x.trade_time, 1, 10)', watches: 'trade_time' },
  { counter: 'shop_trade_store_total', key: 'store_id', type: 'integer', value: 'x.store_id', watches: 'store_id' },
] as const;

const TOTAL_KEYS = ['status', 'pay_mask', 'part'] as const;

type TradeSlice = (typeof TRADE_SLICES)[number];

/** A slice's templates: 0063's, led by the slice's key. */
const sliceTemplates = (slice: TradeSlice) => tradeTotalTemplates([`${slice.value} as ${slice.key}`]);
const keysOf = (slice: TradeSlice) => [slice.key, ...TOTAL_KEYS];

/** The slice summed afresh from every trade. */
function summed(slice: TradeSlice): string {
  const names = keysOf(slice).join(', ');
  return `select ${names}, sum(v) as n from (${sliceTemplates(slice).map((t) => t('shop_trade')).join(' union all ')}) as u group by ${names}`;
}

/** What a slice's triggers should have kept, from the trades (the bill test compares the two; zero rows left out). */
export function recountedTradeSlice(db: Kysely<unknown>, slice: TradeSlice) {
  return sql<Record<string, string | number>>`select * from (${sql.raw(summed(slice))}) as s where n <> 0`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  for (const slice of TRADE_SLICES) {
    const keys = keysOf(slice);
    await db.schema
      .createTable(slice.counter)
      .addColumn(slice.key, slice.type, (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('pay_mask', 'integer', (c) => c.notNull())
      .addColumn('part', 'integer', (c) => c.notNull())
      .addColumn('n', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${slice.counter}_pk`, keys)
      .execute();
    // Trades written before the triggers.
    await sql.raw(`insert into ${slice.counter} (${keys.join(', ')}, n) ${summed(slice)}`).execute(db);
    await installCounterFeed(db, dialect, slice.counter, {
      name: `${slice.counter}_feed`,
      table: 'shop_trade',
      columns: [slice.watches, 'status', 'amount', 'card_amount', 'red_packet_amount', 'other_amount'],
      templates: sliceTemplates(slice),
      keys,
      sums: true,
      bulk: true,
    });
  }
}
