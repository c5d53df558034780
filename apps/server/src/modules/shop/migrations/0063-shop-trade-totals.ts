import { sql, type Kysely } from 'kysely';
import { installCounterFeed, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * 账单管理's count and sums of every part, per trade status and the parts a
 * trade was paid with (pay_mask: 1 e-card, 2 red packet, 4 other), kept by
 * trigger in `shop_trade_total` (part 0 counts, 1 amount, 2 e-card, 3 red
 * packet, 4 other): billList's sums for 全部 without store or time filters
 * read a few dozen rows instead of summing a million trades per request
 * (bench/results/shop.md).
 */
const COUNTER = 'shop_trade_total';
const KEYS = ['status', 'pay_mask', 'part'] as const;
const PAY_MASK = '(case when x.card_amount > 0 then 1 else 0 end + case when x.red_packet_amount > 0 then 2 else 0 end + case when x.other_amount > 0 then 4 else 0 end)';
const PARTS = ['1', 'x.amount', 'x.card_amount', 'x.red_packet_amount', 'x.other_amount'];
const templates: CounterTemplate[] = PARTS.map((value, part) => (rows) => `select x.status as status, ${PAY_MASK} as pay_mask, ${part} as part, ${value} as v from ${rows} as x`);

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable(COUNTER)
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('pay_mask', 'integer', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_trade_total_pk', [...KEYS])
    .execute();
  // Trades written before the triggers.
  const keys = KEYS.join(', ');
  await sql
    .raw(`insert into ${COUNTER} (${keys}, n) select ${keys}, sum(v) from (${templates.map((t) => t('shop_trade')).join(' union all ')}) as u group by ${keys}`)
    .execute(db);
  await installCounterFeed(db, dialect, COUNTER, {
    name: 'shop_trade_total_feed',
    table: 'shop_trade',
    columns: ['status', 'amount', 'card_amount', 'red_packet_amount', 'other_amount'],
    templates,
    keys: KEYS,
    sums: true,
    bulk: true,
  });
}
