import type { Kysely } from 'kysely';
import { installRowCounter, TEXT, type DialectName } from '../../../db/dialect/index.js';

/**
 * Row counts per status, kept by triggers, so list totals over large tables
 * cost one primary-key read instead of a count over every row (see bench/).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('sys_row_count')
    .addColumn('table_name', TEXT, (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_row_count_pk', ['table_name', 'bucket'])
    .execute();
  await installRowCounter(db, dialect, 'sys_user', 'status');
}
