import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 支付申请: applications raised by a source area (one per source code), their
 * pay calls (one row per requestNo: a repeat answers the first; a voucher is
 * used once) and their timeline.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('payment_apply'))
    .addColumn('apply_code', TEXT, (c) => c.notNull().unique())
    .addColumn('purpose', TEXT, (c) => c.notNull())
    .addColumn('source_type', TEXT, (c) => c.notNull())
    .addColumn('source_code', TEXT, (c) => c.notNull())
    .addColumn('payee_name', TEXT, (c) => c.notNull())
    .addColumn('payee_account', TEXT, (c) => c.notNull())
    .addColumn('payee_bank', TEXT, (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('apply_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opinion', TEXT, notNullText)
    .addColumn('fail_reason', TEXT, notNullText)
    .addColumn('applicant_id', 'integer')
    .addColumn('applicant_name', TEXT, (c) => c.notNull())
    .addColumn('apply_time', TEXT, (c) => c.notNull())
    .addColumn('approver_name', TEXT, notNullText)
    .addColumn('approve_time', TEXT, notNullText)
    .addColumn('voucher_no', TEXT, notNullText)
    .addColumn('pay_time', TEXT, notNullText)
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('payment_apply_status_ck', sql`apply_status in (0, 1, 2, 3, 4, 5)`)
    .addCheckConstraint('payment_apply_amount_ck', sql`amount > 0`)
    .execute();
  // A source raises one application per source code.
  await db.schema.createIndex('payment_apply_source_uq').on('payment_apply').columns(['source_type', 'source_code']).unique().execute();
  // Tabs newest first, and their counts.
  await db.schema.createIndex('payment_apply_status_idx').on('payment_apply').columns(['apply_status', 'apply_time', 'id']).execute();
  await db.schema.createIndex('payment_apply_time_idx').on('payment_apply').columns(['apply_time', 'id']).execute();

  await withId(dialect, db.schema.createTable('payment_apply_pay'))
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('payment_apply.id'))
    .addColumn('request_no', TEXT, (c) => c.notNull().unique())
    .addColumn('step', TEXT, (c) => c.notNull())
    .addColumn('outcome', TEXT, (c) => c.notNull())
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('voucher_no', TEXT, notNullText)
    .addColumn('pay_date', TEXT, notNullText)
    .addColumn('receipt_key', TEXT, notNullText)
    .addColumn('reason', TEXT, notNullText)
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_apply_pay_apply_idx').on('payment_apply_pay').columns(['apply_id', 'id']).execute();
  // A voucher pays once: the last guard when two registrations race past the service's check.
  await db.schema
    .createIndex('payment_apply_pay_voucher_uq')
    .on('payment_apply_pay')
    .column('voucher_no')
    .unique()
    .where(sql.ref('voucher_no'), '<>', '')
    .execute();

  await withId(dialect, db.schema.createTable('payment_apply_operation'))
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('payment_apply.id'))
    .addColumn('action', TEXT, (c) => c.notNull())
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('operator_name', TEXT, (c) => c.notNull())
    .addColumn('voucher_no', TEXT, notNullText)
    .addColumn('reason', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_apply_operation_apply_idx').on('payment_apply_operation').columns(['apply_id', 'id']).execute();
}
