import { sql, type Kysely } from 'kysely';
import { countedBy, fillCounter, fillSummedCounter, installCounterFeed, keyedTable, summedBy, TEXT, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * 支付申请's counts under a source, a range of whole days or a payee, kept by
 * trigger as 0063's per-status counts are:
 * - `payment_apply_day_count` (source, day, state → n): 来源 红包补贴 sums a
 *   few hundred rows instead of counting 700,000 applications (1.6 s on
 *   SQLite, 130 ms on PostgreSQL at 1,000,000, bench/results/shop.md), 近30天
 *   its 30 days';
 * - `payment_apply_payee_count` (payee → n, and n0–n5 per state): payees are
 *   the few bodies paid (the 人社局's fund account, a store's account), so
 *   收款方含 matches ~2,000 payees' names instead of every application's payee
 *   (2.3 s / 300 ms), one row per payee so that the match reads each name once;
 * and `payment_apply_payee_idx`: the page of a payee text naming few
 * applications reads them by payee instead of walking the whole table.
 * The day is YYYY-MM-DD of the application time.
 */

/** 支付申请's states, 0 待审批 to 5 支付中, written out: a migration does not follow later changes of the contract. */
const STATES = [0, 1, 2, 3, 4, 5] as const;
export const PAYEE_COUNTS = ['n', ...STATES.map((s) => `n${s}`)] as const;

export const PAYMENT_SLICES = [
  {
    counter: 'payment_apply_day_count',
    keys: ['source_type', 'day', 'apply_status'],
    watches: ['source_type', 'apply_time', 'apply_status'],
    values: null,
    template: ((rows) => `select x.source_type, substr(x.apply_time, 1, 10) as day, x.apply_status from ${rows} as x`) as CounterTemplate,
  },
  {
    counter: 'payment_apply_payee_count',
    keys: ['payee_name'],
    watches: ['payee_name', 'apply_status'],
    values: PAYEE_COUNTS,
    template: ((rows) =>
      `select x.payee_name, 1 as n, ${STATES.map((s) => `case when x.apply_status = ${s} then 1 else 0 end as n${s}`).join(', ')} from ${rows} as x`) as CounterTemplate,
  },
] as const;

type Slice = (typeof PAYMENT_SLICES)[number];

/** A slice counted afresh from the applications. */
const counted = (slice: Slice): string =>
  slice.values ? summedBy(slice.keys, slice.values, slice.template('payment_apply')) : countedBy(slice.keys, slice.template('payment_apply'));

/** What a slice's triggers should have kept, from the applications (the payment test compares the two). */
export function recountedPaymentSlice(db: Kysely<unknown>, slice: Slice) {
  return sql<Record<string, string | number>>`${sql.raw(counted(slice))}`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  for (const slice of PAYMENT_SLICES) {
    let table = db.schema.createTable(slice.counter);
    for (const key of slice.keys) table = table.addColumn(key, key === 'apply_status' ? 'integer' : TEXT, (c) => c.notNull());
    for (const column of slice.values ?? ['n']) table = table.addColumn(column, 'bigint', (c) => c.notNull());
    await keyedTable(dialect, table.addPrimaryKeyConstraint(`${slice.counter}_pk`, [...slice.keys] as never)).execute();
    if (slice.values) await fillSummedCounter(db, slice.counter, slice.keys, slice.values, slice.template('payment_apply'));
    else await fillCounter(db, slice.counter, slice.keys, slice.template('payment_apply'));
    // Applications are loaded many to a statement (bench/shop.ts) and moved in batches (审批 of several).
    await installCounterFeed(db, dialect, slice.counter, {
      name: `${slice.counter}_feed`,
      table: 'payment_apply',
      columns: slice.watches,
      templates: [slice.template],
      keys: slice.keys,
      ...(slice.values && { values: slice.values }),
      bulk: true,
    });
  }
  // A payee's applications newest first, for a payee text naming few of them (pageApplies).
  await db.schema.createIndex('payment_apply_payee_idx').on('payment_apply').columns(['payee_name', 'apply_time', 'id']).execute();
}
