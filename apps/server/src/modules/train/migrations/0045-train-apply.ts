import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 报名管理 and 订单: applications (one per person and course; the class by its
 * code, no foreign key: classes are their own area) and their orders (course
 * and price snapshot, amounts in cents, the payment channel's voucher).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('train_apply'))
    .addColumn('apply_code', TEXT, (c) => c.notNull().unique())
    .addColumn('course_code', TEXT, (c) => c.notNull().references('train_course.course_code'))
    .addColumn('usr_name', TEXT, (c) => c.notNull())
    .addColumn('usr_phe', TEXT, (c) => c.notNull())
    .addColumn('id_card', TEXT, (c) => c.notNull())
    .addColumn('apply_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', TEXT, notNullText)
    // The 培训表单 the answers were given to (the course's form when applying); '' without one.
    .addColumn('form_code', TEXT, notNullText)
    .addColumn('class_code', TEXT, notNullText)
    .addColumn('apply_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('train_apply_state_ck', sql`apply_state in (0, 1, 2)`)
    .execute();
  // One application per person and course.
  await db.schema.createIndex('train_apply_person_uq').on('train_apply').columns(['course_code', 'id_card']).unique().execute();
  // The list newest first: whole, per tab, per course.
  await db.schema.createIndex('train_apply_time_idx').on('train_apply').columns(['apply_time', 'id']).execute();
  await db.schema.createIndex('train_apply_state_idx').on('train_apply').columns(['apply_state', 'apply_time']).execute();
  await db.schema.createIndex('train_apply_course_idx').on('train_apply').columns(['course_code', 'apply_time']).execute();

  await withId(dialect, db.schema.createTable('train_order'))
    .addColumn('order_code', TEXT, (c) => c.notNull().unique())
    .addColumn('apply_code', TEXT, (c) => c.notNull().references('train_apply.apply_code'))
    .addColumn('course_code', TEXT, (c) => c.notNull())
    .addColumn('course_name', TEXT, (c) => c.notNull())
    .addColumn('usr_name', TEXT, (c) => c.notNull())
    // Cents: the course's price when ordered, what is owed, what was paid.
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('paid_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_state', 'integer', (c) => c.notNull().defaultTo(0))
    // The payment channel's code (offline, …) and its voucher or transaction number.
    .addColumn('channel', TEXT, notNullText)
    .addColumn('voucher_no', TEXT, notNullText)
    .addColumn('receipt_key', TEXT, notNullText)
    .addColumn('operator_name', TEXT, notNullText)
    .addColumn('pay_time', TEXT)
    .addColumn('close_time', TEXT)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('train_order_state_ck', sql`pay_state in (0, 1, 2)`)
    .addCheckConstraint('train_order_amount_ck', sql`amount >= 0 and paid_amount >= 0`)
    .execute();
  await db.schema.createIndex('train_order_apply_idx').on('train_order').columns(['apply_code', 'id']).execute();
  await db.schema.createIndex('train_order_time_idx').on('train_order').columns(['create_time', 'id']).execute();
  // The scheduler's sweep: unpaid orders by age.
  await db.schema.createIndex('train_order_state_idx').on('train_order').columns(['pay_state', 'create_time']).execute();
}
