import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/dialect/index.js';

/**
 * Application indexes tuned on a million rows (bench/applications.ts):
 * - one job's applications newest first come straight off the index (the
 *   state last, so a job's tab counts still read the index alone);
 * - an age range is counted per state as one index range per state (state
 *   first), which needs no grouping step afterwards;
 * - per-state counts of one gender read an index instead of every row.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.dropIndex('recruit_job_apply_job_idx').execute();
  await db.schema.createIndex('recruit_job_apply_job_time_idx').on('recruit_job_apply').columns(['job_id', 'apply_time', 'id', 'state']).execute();
  await db.schema.dropIndex('recruit_job_apply_birth_idx').execute();
  await db.schema.createIndex('recruit_job_apply_state_birth_idx').on('recruit_job_apply').columns(['state', 'usr_birth_date']).execute();
  await db.schema.createIndex('recruit_job_apply_gender_idx').on('recruit_job_apply').columns(['usr_gender', 'state']).execute();
}
