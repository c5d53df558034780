import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 红包补贴用户 (one person per subsidy year: unique ID number and year) and
 * the import batches with their refused rows (the error workbook's content).
 * The 支付申请 a check raised is referred to by its code (the payment area's
 * table, no foreign key across domains).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('redpkg_user'))
    .addColumn('user_code', TEXT, (c) => c.notNull().unique())
    .addColumn('name', TEXT, (c) => c.notNull())
    .addColumn('id_card', TEXT, (c) => c.notNull())
    .addColumn('mobile', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('category', TEXT, (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('batch_code', TEXT, notNullText)
    .addColumn('subsidy_year', 'integer', (c) => c.notNull())
    .addColumn('check_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', TEXT, notNullText)
    .addColumn('grant_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grant_time', TEXT, notNullText)
    .addColumn('pay_apply_code', TEXT, notNullText)
    .addColumn('creator_id', 'integer')
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('submit_time', TEXT, notNullText)
    .addColumn('check_time', TEXT, notNullText)
    .addColumn('checker_name', TEXT, notNullText)
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('redpkg_user_check_ck', sql`check_type in (0, 1, 2, 3)`)
    .addCheckConstraint('redpkg_user_grant_ck', sql`grant_state in (0, 1, 2)`)
    .addCheckConstraint('redpkg_user_amount_ck', sql`amount > 0 and amount <= 200000`)
    .execute();
  // One person per year: the import's and the form's duplicate check, and the last guard under a race.
  await db.schema.createIndex('redpkg_user_person_uq').on('redpkg_user').columns(['id_card', 'subsidy_year']).unique().execute();
  // Tabs newest first and their counts/sums; a county's rows (scope); a batch; a payment's lines.
  await db.schema.createIndex('redpkg_user_check_idx').on('redpkg_user').columns(['check_type', 'id']).execute();
  await db.schema.createIndex('redpkg_user_county_idx').on('redpkg_user').columns(['county_code', 'check_type']).execute();
  await db.schema.createIndex('redpkg_user_batch_idx').on('redpkg_user').columns(['batch_code']).execute();
  await db.schema.createIndex('redpkg_user_apply_idx').on('redpkg_user').columns(['pay_apply_code']).execute();

  await withId(dialect, db.schema.createTable('redpkg_import_batch'))
    .addColumn('batch_code', TEXT, (c) => c.notNull().unique())
    .addColumn('importer_id', 'integer')
    .addColumn('file_name', TEXT, notNullText)
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    // The refused rows with their reason, as JSON arrays of cells: the error workbook.
    .addColumn('errors', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
}
