import type { Kysely } from 'kysely';
import { installFeedPerStatement, type DialectName } from '../../../db/dialect/index.js';
import { COUNTER, FEEDS } from './0074-apply-county-counts.js';

/**
 * The per-county application counters' feed from the applications, per
 * statement on PostgreSQL: applications are written in batches, where row
 * triggers made a statement quadratic (db/dialect/schema.ts, installCounterFeed).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  for (const feed of FEEDS.filter((f) => f.table === 'recruit_job_apply')) await installFeedPerStatement(db, dialect, COUNTER, feed);
}
