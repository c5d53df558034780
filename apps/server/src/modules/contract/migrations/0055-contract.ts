import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 合同管理: models (rich text or a PDF kept by the e-sign provider, by
 * version per company and name) and online signings. A signing names its
 * model and, for the region scope and the per-company figures, its company
 * (甲方) directly. 已签署 needs the signed PDF and its SHA-256 (a check, so no
 * path around the service can mark a contract signed without its file).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('contract_model'))
    .addColumn('model_code', TEXT, (c) => c.notNull().unique())
    .addColumn('model_name', TEXT, (c) => c.notNull())
    .addColumn('model_type', 'integer', (c) => c.notNull())
    .addColumn('source_type', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('cmpy_id', 'integer', (c) => c.notNull().references('cmpy_info.id'))
    .addColumn('content', TEXT, notNullText)
    .addColumn('pdf_key', TEXT, notNullText)
    .addColumn('pdf_sha256', TEXT, notNullText)
    .addColumn('pdf_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('esign_provider', TEXT, notNullText)
    .addColumn('esign_ref', TEXT, notNullText)
    .addColumn('approve_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_enable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reject_desc', TEXT, notNullText)
    .addColumn('submitter_id', 'integer')
    .addColumn('submitter_name', TEXT, notNullText)
    .addColumn('reviewer_name', TEXT, notNullText)
    .addColumn('review_time', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addUniqueConstraint('contract_model_version_uq', ['cmpy_id', 'model_name', 'version'])
    .addCheckConstraint('contract_model_state_ck', sql`approve_state in (0, 1, 2)`)
    // Only a passed model is enabled.
    .addCheckConstraint('contract_model_enable_ck', sql`is_enable = 0 or approve_state = 1`)
    .addCheckConstraint('contract_model_body_ck', sql`(source_type = 1 and content <> '') or (source_type = 2 and pdf_key <> '' and pdf_sha256 <> '')`)
    .execute();
  await db.schema.createIndex('contract_model_state_idx').on('contract_model').columns(['approve_state', 'create_time']).execute();
  await db.schema.createIndex('contract_model_cmpy_idx').on('contract_model').columns(['cmpy_id', 'approve_state']).execute();

  await withId(dialect, db.schema.createTable('contract_sign'))
    .addColumn('sign_code', TEXT, (c) => c.notNull().unique())
    .addColumn('model_id', 'integer', (c) => c.notNull().references('contract_model.id'))
    .addColumn('cmpy_id', 'integer', (c) => c.notNull().references('cmpy_info.id'))
    .addColumn('worker_name', TEXT, (c) => c.notNull())
    .addColumn('worker_id_card', TEXT, (c) => c.notNull())
    .addColumn('worker_mobile', TEXT, (c) => c.notNull())
    .addColumn('start_date', TEXT, (c) => c.notNull())
    .addColumn('end_date', TEXT, (c) => c.notNull())
    .addColumn('deadline', TEXT, (c) => c.notNull())
    .addColumn('sign_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sign_time', TEXT, notNullText)
    .addColumn('refuse_reason', TEXT, notNullText)
    .addColumn('pdf_key', TEXT, notNullText)
    .addColumn('pdf_sha256', TEXT, notNullText)
    .addColumn('pdf_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('esign_provider', TEXT, notNullText)
    .addColumn('esign_ref', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('contract_sign_state_ck', sql`sign_state in (0, 1, 2, 3)`)
    .addCheckConstraint('contract_sign_signed_ck', sql`sign_state <> 1 or (pdf_key <> '' and pdf_sha256 <> '' and sign_time <> '')`)
    .execute();
  // The list newest first by tab; a company's signings by state; the expiry task; 30 天内到期.
  await db.schema.createIndex('contract_sign_state_idx').on('contract_sign').columns(['sign_state', 'create_time']).execute();
  await db.schema.createIndex('contract_sign_cmpy_idx').on('contract_sign').columns(['cmpy_id', 'sign_state', 'end_date']).execute();
  await db.schema.createIndex('contract_sign_deadline_idx').on('contract_sign').columns(['sign_state', 'deadline']).execute();
  await db.schema.createIndex('contract_sign_model_idx').on('contract_sign').columns(['model_id', 'sign_state']).execute();
  await db.schema.createIndex('contract_sign_time_idx').on('contract_sign').columns(['create_time']).execute();
}
