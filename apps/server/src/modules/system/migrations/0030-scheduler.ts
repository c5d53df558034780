import { sql, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * The scheduler (platform/scheduler): one row per task for what an operator
 * set (paused or enabled), and one row per run, which is also the lease —
 * (task_code, due_time) is unique among scheduled runs, so of several
 * instances that reach the same due time only the one whose insert lands runs
 * it. 立即执行 is not a due time: two in the same second are two runs.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withId(dialect, db.schema.createTable('sys_schedule_task'))
    .addColumn('task_code', TEXT, (c) => c.notNull().unique())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updater_name', TEXT, (c) => c.notNull().defaultTo(''))
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('sys_schedule_task_enabled_ck', sql`enabled in (0, 1)`)
    .execute();

  await withId(dialect, db.schema.createTable('sys_schedule_run'))
    .addColumn('task_code', TEXT, (c) => c.notNull())
    .addColumn('due_time', TEXT, (c) => c.notNull())
    .addColumn('trigger', 'integer', (c) => c.notNull())
    .addColumn('instance', TEXT, (c) => c.notNull())
    .addColumn('operator_name', TEXT, (c) => c.notNull().defaultTo(''))
    .addColumn('start_time', TEXT, (c) => c.notNull())
    .addColumn('end_time', TEXT)
    .addColumn('result', 'integer', (c) => c.notNull())
    .addColumn('rows_changed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_msg', TEXT, (c) => c.notNull().defaultTo(''))
    .addCheckConstraint('sys_schedule_run_result_ck', sql`result in (0, 1, 2)`)
    // A finished run says when it finished; a running one has not.
    .addCheckConstraint('sys_schedule_run_end_ck', sql`(result = 0) = (end_time is null)`)
    .execute();
  // The lease: one scheduled run per task and due time, whichever instance inserts it first.
  await db.schema
    .createIndex('sys_schedule_run_due_uq')
    .on('sys_schedule_run')
    .columns(['task_code', 'due_time'])
    .unique()
    .where(sql.ref('trigger'), '=', 1)
    .execute();
  // History newest first, across tasks and per task (also each task's last run).
  await db.schema.createIndex('sys_schedule_run_start_idx').on('sys_schedule_run').columns(['start_time', 'id']).execute();
  await db.schema.createIndex('sys_schedule_run_task_idx').on('sys_schedule_run').columns(['task_code', 'start_time', 'id']).execute();

  // The 上传中 sweep reads materials by state and age.
  await db.schema.createIndex('com_material_state_idx').on('com_material').columns(['state', 'update_time']).execute();
  // The session sweep deletes by expiry alone (sys_session_live_idx leads with revoked_time).
  await db.schema.createIndex('sys_session_expire_idx').on('sys_session').columns(['expire_time']).execute();
}
