import type { Kysely } from 'kysely';
import { installFeedPerStatement, type DialectName } from '../../../db/dialect/index.js';
import { COUNTER, FEEDS as COUNTER_FEEDS, KEYS } from './0057-bigscreen-counters.js';
import { FEEDS as COMPANY_APPLY_FEEDS } from './0061-bigscreen-company-applications.js';

/**
 * The big screen's feeds from the applications and the job seekers, per
 * statement on PostgreSQL: both are written in batches (a batch move, an
 * import, the demo load), where row triggers made a statement quadratic
 * (db/dialect/schema.ts, installCounterFeed).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const batched = [...COUNTER_FEEDS, ...COMPANY_APPLY_FEEDS].filter((f) => f.table === 'recruit_job_apply' || f.table === 'recruit_job_seeker');
  for (const feed of batched) await installFeedPerStatement(db, dialect, COUNTER, { ...feed, keys: KEYS, sums: true });
}
