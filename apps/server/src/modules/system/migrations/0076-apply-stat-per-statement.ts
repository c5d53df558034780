import type { Kysely } from 'kysely';
import { installFeedPerStatement, type DialectName } from '../../../db/dialect/index.js';
import { COUNTER, FEEDS } from './0031-data-scope.js';

/**
 * The dashboard counters' feed from the applications, per statement on
 * PostgreSQL: applications are written in batches (a batch move, an import,
 * the demo's 30,000), and row triggers made such a statement quadratic
 * (db/dialect/schema.ts, installCounterFeed).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  for (const feed of FEEDS.filter((f) => f.table === 'recruit_job_apply')) await installFeedPerStatement(db, dialect, COUNTER, feed);
}
