import { sql, type Kysely } from 'kysely';
import { countedBy, fillCounter, installCounterFeed, TEXT, type CounterFeed, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * 报名管理's counts over a time range (近30天报名): applications per day and
 * state in `train_apply_day_count`, kept by triggers in the writing
 * transaction as 0066's and 0069's counters are. A range of whole days is the
 * sum of its days' rows (30 days × 3 states) instead of a count of the
 * ~42,000 applications in it: 6–12 ms a request on SQLite, whose one thread
 * the query holds, so ten connections waited up to 112 ms (p99,
 * bench/results/train.md). The day is YYYY-MM-DD of the application time.
 */
const COUNTER = 'train_apply_day_count';
const KEYS = ['day', 'apply_state'] as const;

const byDay: CounterTemplate = (rows) => `select substr(x.apply_time, 1, 10) as day, x.apply_state from ${rows} as x`;

const FEED: CounterFeed = {
  name: 'train_apply_day_count_feed',
  table: 'train_apply',
  columns: ['apply_time', 'apply_state'],
  templates: [byDay],
  keys: KEYS,
  // Applications are written many to a statement (the demo seed, bench/train.ts), as 0069's feed takes them.
  bulk: true,
};

/** Counts every application afresh by day and state: what the triggers should have kept (the counter test compares the two). */
export function recountedTrainApplyDayCounts(db: Kysely<unknown>) {
  return sql<{ day: string; applyState: number; n: number | string }>`${sql.raw(countedBy(KEYS, byDay('train_apply')))}`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable(COUNTER)
    .addColumn('day', TEXT, (c) => c.notNull())
    .addColumn('apply_state', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('train_apply_day_count_pk', [...KEYS])
    .execute();
  await fillCounter(db, COUNTER, KEYS, byDay('train_apply'));
  await installCounterFeed(db, dialect, COUNTER, FEED);
}
