import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { installRowCounter, TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 商户管理: stores and their review history, consumers' comments, trades,
 * withdrawals with their timeline and pay records. Amounts in cents.
 * Withdrawals are counted per status by trigger (the tabs' totals over a
 * million rows); a pay record's request number and voucher are unique.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('shop_store'))
    .addColumn('store_code', TEXT, (c) => c.notNull().unique())
    .addColumn('store_name', TEXT, (c) => c.notNull())
    // One store per licence: a second registration of a credit code is refused.
    .addColumn('credit_code', TEXT, (c) => c.notNull().unique())
    .addColumn('legal_person', TEXT, (c) => c.notNull())
    .addColumn('mobile', TEXT, (c) => c.notNull())
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, (c) => c.notNull())
    .addColumn('gcj02_lng', 'double precision', (c) => c.notNull())
    .addColumn('gcj02_lat', 'double precision', (c) => c.notNull())
    // Object keys, comma-separated (keys have no commas).
    .addColumn('photo_keys', TEXT, notNullText)
    .addColumn('licence_key', TEXT, notNullText)
    .addColumn('account_name', TEXT, (c) => c.notNull())
    .addColumn('bank_name', TEXT, (c) => c.notNull())
    .addColumn('account_no', TEXT, (c) => c.notNull())
    .addColumn('approve_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reject_desc', TEXT, notNullText)
    .addColumn('submit_time', TEXT, (c) => c.notNull())
    .addColumn('reviewer_name', TEXT, notNullText)
    .addColumn('review_time', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('shop_store_approve_ck', sql`approve_type in (0, 1, 2)`)
    .execute();
  await db.schema.createIndex('shop_store_tab_idx').on('shop_store').columns(['approve_type', 'submit_time']).execute();
  await db.schema.createIndex('shop_store_county_idx').on('shop_store').columns(['county_code', 'submit_time']).execute();

  await withId(dialect, db.schema.createTable('shop_store_operation'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('shop_store.id'))
    .addColumn('action', TEXT, (c) => c.notNull())
    .addColumn('from_state', 'integer')
    .addColumn('to_state', 'integer', (c) => c.notNull())
    .addColumn('reason', TEXT, notNullText)
    .addColumn('operator_name', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shop_store_operation_idx').on('shop_store_operation').columns(['store_id', 'id']).execute();

  await withId(dialect, db.schema.createTable('shop_comment'))
    .addColumn('comment_code', TEXT, (c) => c.notNull().unique())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('shop_store.id'))
    .addColumn('star', 'integer', (c) => c.notNull())
    .addColumn('content', TEXT, notNullText)
    .addColumn('photo_keys', TEXT, notNullText)
    .addColumn('user_name', TEXT, (c) => c.notNull())
    .addColumn('phone', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('shop_comment_star_ck', sql`star between 1 and 5`)
    .execute();
  await db.schema.createIndex('shop_comment_time_idx').on('shop_comment').columns(['create_time', 'id']).execute();
  await db.schema.createIndex('shop_comment_store_idx').on('shop_comment').columns(['store_id', 'create_time']).execute();

  await withId(dialect, db.schema.createTable('shop_trade'))
    .addColumn('trade_code', TEXT, (c) => c.notNull().unique())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('shop_store.id'))
    // 1 已完成, 2 已退款 (left out of the balance).
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('card_amount', 'integer', (c) => c.notNull())
    .addColumn('red_packet_amount', 'integer', (c) => c.notNull())
    .addColumn('other_amount', 'integer', (c) => c.notNull())
    .addColumn('payer_name', TEXT, (c) => c.notNull())
    .addColumn('payer_phone', TEXT, (c) => c.notNull())
    .addColumn('trade_time', TEXT, (c) => c.notNull())
    .addCheckConstraint(
      'shop_trade_money_ck',
      sql`amount > 0 and card_amount >= 0 and red_packet_amount >= 0 and other_amount >= 0 and amount = card_amount + red_packet_amount + other_amount and status in (1, 2)`,
    )
    .execute();
  await db.schema.createIndex('shop_trade_time_idx').on('shop_trade').columns(['trade_time', 'id']).execute();
  await db.schema.createIndex('shop_trade_store_idx').on('shop_trade').columns(['store_id', 'trade_time']).execute();

  await withId(dialect, db.schema.createTable('shop_withdrawal'))
    .addColumn('withdrawal_code', TEXT, (c) => c.notNull().unique())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('shop_store.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    // The store's settlement account as it was when applying.
    .addColumn('account_name', TEXT, (c) => c.notNull())
    .addColumn('bank_name', TEXT, (c) => c.notNull())
    .addColumn('account_no', TEXT, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('apply_time', TEXT, (c) => c.notNull())
    .addColumn('audit_name', TEXT, notNullText)
    .addColumn('audit_time', TEXT, notNullText)
    .addColumn('reject_desc', TEXT, notNullText)
    .addColumn('pay_time', TEXT, notNullText)
    .addColumn('voucher_no', TEXT, notNullText)
    .addColumn('fail_reason', TEXT, notNullText)
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('shop_withdrawal_ck', sql`amount > 0 and status between 0 and 5`)
    .execute();
  await db.schema.createIndex('shop_withdrawal_tab_idx').on('shop_withdrawal').columns(['status', 'apply_time', 'id']).execute();
  await db.schema.createIndex('shop_withdrawal_time_idx').on('shop_withdrawal').columns(['apply_time', 'id']).execute();
  await db.schema.createIndex('shop_withdrawal_store_idx').on('shop_withdrawal').columns(['store_id', 'apply_time']).execute();
  await installRowCounter(db, dialect, 'shop_withdrawal', 'status');

  // The timeline: every move of a withdrawal (the application has no from).
  await withId(dialect, db.schema.createTable('shop_withdrawal_operation'))
    .addColumn('withdrawal_id', 'integer', (c) => c.notNull().references('shop_withdrawal.id'))
    .addColumn('action', TEXT, (c) => c.notNull())
    .addColumn('from_state', 'integer')
    .addColumn('to_state', 'integer', (c) => c.notNull())
    .addColumn('reason', TEXT, notNullText)
    .addColumn('voucher_no', TEXT, notNullText)
    .addColumn('operator_name', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shop_withdrawal_operation_idx').on('shop_withdrawal_operation').columns(['withdrawal_id', 'id']).execute();

  // One row per 打款 call: a repeated request number answers the stored result; a voucher pays one withdrawal (null when none).
  await withId(dialect, db.schema.createTable('shop_withdrawal_pay'))
    .addColumn('request_no', TEXT, (c) => c.notNull().unique())
    .addColumn('withdrawal_id', 'integer', (c) => c.notNull().references('shop_withdrawal.id'))
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('to_state', 'integer', (c) => c.notNull())
    .addColumn('voucher_no', TEXT, (c) => c.unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('pay_time', TEXT, notNullText)
    .addColumn('receipt_key', TEXT, notNullText)
    .addColumn('instruction_key', TEXT, notNullText)
    .addColumn('fail_reason', TEXT, notNullText)
    .addColumn('operator_name', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shop_withdrawal_pay_idx').on('shop_withdrawal_pay').columns(['withdrawal_id', 'id']).execute();
}
