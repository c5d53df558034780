import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { countedBy, fillCounter, installCounterFeed, TEXT, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * 支付申请's counts under a source, a range of whole days or a payee, kept by
 * trigger as 0063's per-status counts are:
 * - `payment_apply_day_count` (source, day, state): 来源 红包补贴 sums a few
 *   hundred rows instead of counting 700,000 applications (1.6 s on SQLite,
 *   130 ms on PostgreSQL at 1,000,000, bench/results/shop.md), 近30天 its 30 days';
 * - `payment_apply_payee_count` (payee, state): payees are the few bodies paid
 *   (the 人社局's fund account, a store's account), so 收款方含 reads the
 *   payees' rows instead of every application's payee (2.3 s / 300 ms);
 * and `payment_apply_payee_idx`: the page of a payee text naming few
 * applications reads them by payee instead of walking the whole table.
 * The day is YYYY-MM-DD of the application time.
 */
export const PAYMENT_SLICES = [
  {
    counter: 'payment_apply_day_count',
    keys: ['source_type', 'day', 'apply_status'],
    watches: ['source_type', 'apply_time', 'apply_status'],
    template: ((rows) => `select x.source_type, substr(x.apply_time, 1, 10) as day, x.apply_status from ${rows} as x`) as CounterTemplate,
  },
  {
    counter: 'payment_apply_payee_count',
    keys: ['payee_name', 'apply_status'],
    watches: ['payee_name', 'apply_status'],
    template: ((rows) => `select x.payee_name, x.apply_status from ${rows} as x`) as CounterTemplate,
  },
] as const;

/** A slice counted afresh from the applications: what its triggers should have kept (the payment test compares the two). */
export function recountedPaymentSlice(db: Kysely<unknown>, slice: (typeof PAYMENT_SLICES)[number]) {
  return sql<Record<string, string | number>>`${sql.raw(countedBy(slice.keys, slice.template('payment_apply')))}`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  for (const slice of PAYMENT_SLICES) {
    let table: CreateTableBuilder<string, string> = db.schema.createTable(slice.counter);
    for (const key of slice.keys) table = table.addColumn(key, key === 'apply_status' ? 'integer' : TEXT, (c) => c.notNull());
    await table
      .addColumn('n', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${slice.counter}_pk`, [...slice.keys])
      .execute();
    await fillCounter(db, slice.counter, slice.keys, slice.template('payment_apply'));
    // Applications are loaded many to a statement (bench/shop.ts) and moved in batches (审批 of several).
    await installCounterFeed(db, dialect, slice.counter, { name: `${slice.counter}_feed`, table: 'payment_apply', columns: slice.watches, templates: [slice.template], keys: slice.keys, bulk: true });
  }
  // A payee's applications newest first, for a payee text naming few of them (pageApplies).
  await db.schema.createIndex('payment_apply_payee_idx').on('payment_apply').columns(['payee_name', 'apply_time', 'id']).execute();
}
