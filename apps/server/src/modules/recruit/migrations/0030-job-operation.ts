import type { Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * Every move of a job along JOB_MACHINE, by a person or by the scheduler
 * (岗位到期下线), and the index that task reads online jobs by end time with.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withId(dialect, db.schema.createTable('recruit_job_operation'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('recruit_job_info.id'))
    // A JobAction of the contract: pass, reject, edit, online, offline, refresh, end, forcedOffline.
    .addColumn('action', TEXT, (c) => c.notNull())
    .addColumn('from_state', 'integer', (c) => c.notNull())
    .addColumn('to_state', 'integer', (c) => c.notNull())
    .addColumn('note', TEXT, (c) => c.notNull().defaultTo(''))
    // Null with operator_name 系统 for the scheduler's moves.
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', TEXT, (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recruit_job_operation_job_idx').on('recruit_job_operation').columns(['job_id', 'create_time']).execute();
  await db.schema.createIndex('recruit_job_info_end_idx').on('recruit_job_info').columns(['approve_type', 'end_time']).execute();
}
