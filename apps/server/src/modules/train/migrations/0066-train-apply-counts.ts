import type { Kysely } from 'kysely';
import { installRowCounter, type DialectName } from '../../../db/dialect/index.js';

/**
 * 报名管理's totals: applications per applyState kept in `sys_row_count` by
 * triggers, so the unfiltered list, its state tabs and countByApplyState read
 * three counters instead of counting up to a million rows per request
 * (bench/train.ts). Rows already there are counted once here.
 * The counts under a filter (a course, the courses of a county, a time range)
 * are grouped by state: with the state in the index they read the index alone.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await installRowCounter(db, dialect, 'train_apply', 'apply_state');
  await db.schema.createIndex('train_apply_course_state_idx').on('train_apply').columns(['course_code', 'apply_state']).execute();
  await db.schema.createIndex('train_apply_time_state_idx').on('train_apply').columns(['apply_time', 'apply_state']).execute();
}
