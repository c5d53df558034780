import type { Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 月报导入's tables: the social-insurance figures per month and 河南 city or
 * county (a month is replaced whole by an import), the education split, the
 * flows, and the history of imports with their error rows (kept 7 days).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('bigscreen_report_insured')
    .addColumn('month', TEXT, (c) => c.notNull())
    .addColumn('region_code', TEXT, (c) => c.notNull())
    .addColumn('region_name', TEXT, (c) => c.notNull())
    .addColumn('insured_total', 'integer', (c) => c.notNull())
    .addColumn('pension', 'integer', (c) => c.notNull())
    .addColumn('medical', 'integer', (c) => c.notNull())
    .addColumn('unemployment', 'integer', (c) => c.notNull())
    .addColumn('injury', 'integer', (c) => c.notNull())
    .addColumn('maternity', 'integer', (c) => c.notNull())
    .addColumn('add_count', 'integer', (c) => c.notNull())
    .addColumn('reduce_count', 'integer', (c) => c.notNull())
    .addColumn('import_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bigscreen_report_insured_pk', ['month', 'region_code'])
    .execute();
  await db.schema
    .createTable('bigscreen_report_education')
    .addColumn('month', TEXT, (c) => c.notNull())
    .addColumn('region_code', TEXT, (c) => c.notNull())
    .addColumn('education', 'integer', (c) => c.notNull())
    .addColumn('insured_count', 'integer', (c) => c.notNull())
    .addColumn('import_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bigscreen_report_education_pk', ['month', 'region_code', 'education'])
    .execute();
  await db.schema
    .createTable('bigscreen_report_flow')
    .addColumn('month', TEXT, (c) => c.notNull())
    .addColumn('region_code', TEXT, (c) => c.notNull())
    .addColumn('region_name', TEXT, (c) => c.notNull())
    .addColumn('inflow', 'integer', (c) => c.notNull())
    .addColumn('outflow', 'integer', (c) => c.notNull())
    .addColumn('import_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bigscreen_report_flow_pk', ['month', 'region_code'])
    .execute();
  await withId(dialect, db.schema.createTable('bigscreen_report_import'))
    .addColumn('file_name', TEXT, (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('imported_months', TEXT, (c) => c.notNull())
    .addColumn('refused_months', TEXT, (c) => c.notNull())
    .addColumn('error_code', TEXT, (c) => c.notNull())
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bigscreen_report_import_time_idx').on('bigscreen_report_import').columns(['create_time']).execute();
  await db.schema
    .createTable('bigscreen_report_error')
    .addColumn('error_code', TEXT, (c) => c.primaryKey())
    .addColumn('import_id', 'integer', (c) => c.notNull())
    .addColumn('importer_id', 'integer')
    /** JSON: { sheet: rows with their reason last }. */
    .addColumn('sheets', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bigscreen_report_error_time_idx').on('bigscreen_report_error').columns(['create_time']).execute();
}
