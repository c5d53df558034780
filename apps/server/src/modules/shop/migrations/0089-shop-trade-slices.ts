import { sql, type Kysely } from 'kysely';
import { dropCounterFeed, fillSummedCounter, installCounterFeed, keyedTable, summedBy, TEXT, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * 账单管理's count and sums, kept by trigger in the writing transaction, one
 * row per key with the trade count and the cents of amount, e-card, red packet
 * and other as columns (0063 kept a row per part, five times the rows):
 * - `shop_trade_total` (status, pay mask: 1 e-card, 2 red packet, 4 other):
 *   全部 filtered by status and pay type; replaces 0063's;
 * - `shop_trade_day_total`, by the trade's day (YYYY-MM-DD) too: a range of
 *   whole days (近30天) sums its days' rows instead of the ~82,000 trades in
 *   it, joined to their stores (191 ms on SQLite, 74 ms on PostgreSQL at
 *   1,000,000 trades, bench/results/shop.md);
 * - `shop_trade_store_total`, by store too: a filter naming stores (a
 *   region's user, one store, a name containing 商户12: 111 stores) sums their
 *   rows instead of their ~55,000 trades (269 / 68 ms).
 */
const PAY_MASK = '(case when x.card_amount > 0 then 1 else 0 end + case when x.red_packet_amount > 0 then 2 else 0 end + case when x.other_amount > 0 then 4 else 0 end)';
const SUMS = ['n', 'amount', 'card_amount', 'red_packet_amount', 'other_amount'] as const;

export const TRADE_TOTALS = [
  { counter: 'shop_trade_total', lead: null },
  { counter: 'shop_trade_day_total', lead: { key: 'day', type: TEXT, value: 'substr(x.trade_time, 1, 10)', watches: 'trade_time' } },
  { counter: 'shop_trade_store_total', lead: { key: 'store_id', type: 'integer', value: 'x.store_id', watches: 'store_id' } },
] as const;

type TradeTotals = (typeof TRADE_TOTALS)[number];

const keysOf = (totals: TradeTotals) => [...(totals.lead ? [totals.lead.key] : []), 'status', 'pay_mask'];

/** A trade as the counter's keys and its values. */
const templateOf =
  (totals: TradeTotals): CounterTemplate =>
  (rows) =>
    `select ${totals.lead ? `${totals.lead.value} as ${totals.lead.key}, ` : ''}x.status as status, ${PAY_MASK} as pay_mask,
       1 as n, x.amount as amount, x.card_amount as card_amount, x.red_packet_amount as red_packet_amount, x.other_amount as other_amount
     from ${rows} as x`;

/** The totals summed afresh from every trade. */
const summed = (totals: TradeTotals): string => summedBy(keysOf(totals), SUMS, templateOf(totals)('shop_trade'));

/** What a counter's triggers should have kept, from the trades (the bill test compares the two; empty rows left out). */
export function recountedTradeTotals(db: Kysely<unknown>, totals: TradeTotals) {
  return sql<Record<string, string | number>>`select * from (${sql.raw(summed(totals))}) as s where n <> 0`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await dropCounterFeed(db, dialect, 'shop_trade_total_feed');
  await db.schema.dropTable('shop_trade_total').execute();
  for (const totals of TRADE_TOTALS) {
    const keys = keysOf(totals);
    let table = db.schema.createTable(totals.counter);
    if (totals.lead) table = table.addColumn(totals.lead.key, totals.lead.type, (c) => c.notNull());
    table = table.addColumn('status', 'integer', (c) => c.notNull()).addColumn('pay_mask', 'integer', (c) => c.notNull());
    for (const column of SUMS) table = table.addColumn(column, 'bigint', (c) => c.notNull());
    await keyedTable(dialect, table.addPrimaryKeyConstraint(`${totals.counter}_pk`, keys as never)).execute();
    // Trades written before the triggers.
    await fillSummedCounter(db, totals.counter, keys, SUMS, templateOf(totals)('shop_trade'));
    await installCounterFeed(db, dialect, totals.counter, {
      name: `${totals.counter}_feed`,
      table: 'shop_trade',
      columns: [...(totals.lead ? [totals.lead.watches] : []), 'status', 'amount', 'card_amount', 'red_packet_amount', 'other_amount'],
      templates: [templateOf(totals)],
      keys,
      values: SUMS,
      bulk: true,
    });
  }
}
