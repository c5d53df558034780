import type { Kysely } from 'kysely';

/**
 * The applications newest first (apply_time desc, id desc) read the time
 * index in its own order once the id follows the time: with (apply_time,
 * state, id) both databases sorted each second's applications by id on the
 * way (SQLite's temporary B-tree, PostgreSQL's incremental sort), and an
 * export batch's (apply_time, id) cursor bound only the time. Reading 100,000
 * applications with their parties in batches of 250: SQLite 1.12 → 0.93 s,
 * PostgreSQL 2.07 → 1.67 s (bench/results/applications.md). The state stays
 * in the index: per-state counts over a time range are still read from it alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recruit_job_apply_time_idx').execute();
  await db.schema.createIndex('recruit_job_apply_time_idx').on('recruit_job_apply').columns(['apply_time', 'id', 'state']).execute();
}
