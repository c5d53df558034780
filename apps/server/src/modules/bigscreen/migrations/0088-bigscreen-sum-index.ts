import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/dialect/index.js';
import { COUNTER } from './0057-bigscreen-counters.js';

/**
 * The whole scope's sums of a subject (全部: no county range for the county
 * index to use) read off one index holding the value: (subject, month, code,
 * county, n). SQLite answered them off the primary key, which lacks `n` (a
 * row lookup each: 8,337 for 求职者年龄 on the 1,000,000-application
 * benchmark), or, for a subject of now, off the (month, code, …) index, every
 * subject's rows of now read to keep one subject's twelve. In code order
 * within a month, so a month's sums per code need no sort.
 *
 * SQLite only. PostgreSQL reads these rows by bitmap over the primary key
 * (28,908 rows in all there; 0.5–1.9 ms once the table is compact), and every
 * index holding `n` is one more index each counter update writes and bloats.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'sqlite') return;
  await db.schema.createIndex('stat_bigscreen_count_sum_idx').on(COUNTER).columns(['subject', 'month', 'code', 'county', 'n']).execute();
}
