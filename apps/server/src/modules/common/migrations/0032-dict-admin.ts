import { sql, type Kysely } from 'kysely';
import { TEXT } from '../../../db/dialect/index.js';

/**
 * 字典管理: administrators disable items (a disabled item is no longer offered,
 * while records holding it keep its wording) and edit them, so an item has an
 * enabled flag and the time it last changed (its creation time until then).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('com_dict_item')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1).check(sql`enabled in (0, 1)`))
    .execute();
  await db.schema
    .alterTable('com_dict_item')
    .addColumn('update_time', TEXT, (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update com_dict_item set update_time = create_time`.execute(db);
}
