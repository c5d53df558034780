import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { installRowCounter, TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/** Companies (企业) and their review. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  const coordinate = 'double precision' as const;

  await withId(dialect, db.schema.createTable('cmpy_info'))
    .addColumn('cmpy_code', TEXT, (c) => c.notNull().unique())
    .addColumn('cmpy_name', TEXT, (c) => c.notNull())
    // One company per 统一社会信用代码: a second registration of the same code is refused.
    .addColumn('credit_code', TEXT, (c) => c.notNull().unique())
    .addColumn('legal_person', TEXT, (c) => c.notNull())
    .addColumn('industry_code', TEXT, (c) => c.notNull())
    .addColumn('cmpy_scale', 'integer', (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, (c) => c.notNull())
    .addColumn('gcj02_lng', coordinate, (c) => c.notNull())
    .addColumn('gcj02_lat', coordinate, (c) => c.notNull())
    .addColumn('contact_person', TEXT, (c) => c.notNull())
    .addColumn('contact_phone', TEXT, (c) => c.notNull())
    .addColumn('license_key', TEXT, notNullText)
    .addColumn('approve_type', 'integer', (c) => c.notNull())
    .addColumn('reject_desc', TEXT, notNullText)
    .addColumn('source', TEXT, (c) => c.notNull())
    // The console user who submitted it, told of the decision; null for companies that registered themselves.
    .addColumn('submitter_id', 'integer')
    .addColumn('submitter_name', TEXT, notNullText)
    .addColumn('approver_name', TEXT, notNullText)
    .addColumn('submit_time', TEXT, (c) => c.notNull())
    .addColumn('approve_time', TEXT)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cmpy_info_approve_idx').on('cmpy_info').columns(['approve_type', 'submit_time']).execute();
  await db.schema.createIndex('cmpy_info_submit_idx').on('cmpy_info').columns(['submit_time']).execute();
  await db.schema.createIndex('cmpy_info_create_idx').on('cmpy_info').columns(['create_time']).execute();
  await db.schema.createIndex('cmpy_info_industry_idx').on('cmpy_info').columns(['industry_code']).execute();
  await installRowCounter(db, dialect, 'cmpy_info', 'approve_type');
}
