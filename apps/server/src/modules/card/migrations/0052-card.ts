import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 电子卡: the ledger (an account per person, append-only entries) and the
 * companies' recharge applications with their lines and timeline. The money
 * rules the schema can hold are here: a balance never below zero, a source
 * credits a person once, a bank voucher registers once.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  // One account per person (ID number). `balance` (cents) is the sum of the
  // person's entries, kept by the transaction that appends them.
  await withId(dialect, db.schema.createTable('card_account'))
    .addColumn('id_card', TEXT, (c) => c.notNull().unique())
    .addColumn('name', TEXT, (c) => c.notNull())
    .addColumn('mobile', TEXT, notNullText)
    .addColumn('balance', 'integer', zero)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('card_account_balance_ck', sql`balance >= 0`)
    .execute();

  // Append-only: `amount` is signed (credits > 0, debits < 0), `balance_after` the account's balance once it applied.
  await withId(dialect, db.schema.createTable('card_ledger_entry'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('card_account.id'))
    .addColumn('id_card', TEXT, (c) => c.notNull())
    .addColumn('name', TEXT, (c) => c.notNull())
    .addColumn('kind', TEXT, (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('source_type', TEXT, (c) => c.notNull())
    .addColumn('source_code', TEXT, (c) => c.notNull())
    .addColumn('remark', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addUniqueConstraint('card_ledger_entry_source_uq', ['source_type', 'source_code', 'id_card'])
    .addCheckConstraint('card_ledger_entry_kind_ck', sql`kind in ('recharge', 'redPacket', 'consume', 'refund')`)
    .addCheckConstraint('card_ledger_entry_amount_ck', sql`amount <> 0 and balance_after >= 0`)
    .execute();
  await db.schema.createIndex('card_ledger_entry_account_idx').on('card_ledger_entry').columns(['account_id', 'id']).execute();

  // 充值申请, named as the spec's fields; `stage` is the list's tab (the
  // machine's state), written together with statues/rechargeStatues.
  await withId(dialect, db.schema.createTable('card_recharge_apply'))
    .addColumn('apply_code', TEXT, (c) => c.notNull().unique())
    .addColumn('contact_person', TEXT, (c) => c.notNull())
    .addColumn('contact_tell', TEXT, (c) => c.notNull())
    .addColumn('explain_remark', TEXT, notNullText)
    .addColumn('cmpy_code', TEXT, (c) => c.notNull())
    .addColumn('cmpy_name', TEXT, (c) => c.notNull())
    // The company's county when it applied: the data scope reads it.
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('recharge_total_people', 'integer', (c) => c.notNull())
    .addColumn('recharge_total_money', 'integer', (c) => c.notNull())
    .addColumn('stage', 'integer', zero)
    .addColumn('statues', 'integer', zero)
    .addColumn('recharge_statues', 'integer', zero)
    .addColumn('submit_time', TEXT, (c) => c.notNull())
    // The last decision's words: a rejection's reason, an approval's opinion, a failed recharge's reason.
    .addColumn('remark', TEXT, notNullText)
    .addColumn('check_time', TEXT)
    .addColumn('latest_revie_employ_code', TEXT)
    .addColumn('recharge_time', TEXT)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('card_recharge_apply_states_ck', sql`stage between 0 and 4 and statues between 0 and 2 and recharge_statues between 0 and 2`)
    .addCheckConstraint('card_recharge_apply_totals_ck', sql`recharge_total_people > 0 and recharge_total_money > 0`)
    .execute();
  await db.schema.createIndex('card_recharge_apply_list_idx').on('card_recharge_apply').columns(['stage', 'submit_time']).execute();
  await db.schema.createIndex('card_recharge_apply_county_idx').on('card_recharge_apply').columns(['county_code', 'stage']).execute();
  await db.schema.createIndex('card_recharge_apply_cmpy_idx').on('card_recharge_apply').columns(['cmpy_code', 'submit_time']).execute();

  await withId(dialect, db.schema.createTable('card_recharge_line'))
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('card_recharge_apply.id'))
    .addColumn('name', TEXT, (c) => c.notNull())
    .addColumn('id_card', TEXT, (c) => c.notNull())
    .addColumn('mobile', TEXT, (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addUniqueConstraint('card_recharge_line_person_uq', ['apply_id', 'id_card'])
    .addCheckConstraint('card_recharge_line_amount_ck', sql`amount > 0`)
    .execute();

  // The timeline: every decision and recharge registration. A recharge's
  // request number answers a repeat with the first result; a voucher number
  // registers once (failed registrations carry none).
  await withId(dialect, db.schema.createTable('card_recharge_operation'))
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('card_recharge_apply.id'))
    .addColumn('action', TEXT, (c) => c.notNull())
    .addColumn('from_stage', 'integer', (c) => c.notNull())
    .addColumn('to_stage', 'integer', (c) => c.notNull())
    .addColumn('operator_code', TEXT, (c) => c.notNull())
    .addColumn('operator_name', TEXT, (c) => c.notNull())
    .addColumn('remark', TEXT, notNullText)
    .addColumn('request_no', TEXT, (c) => c.unique())
    .addColumn('voucher_no', TEXT, (c) => c.unique())
    .addColumn('pay_amount', 'integer')
    .addColumn('pay_time', TEXT)
    .addColumn('receipt_key', TEXT)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_recharge_operation_apply_idx').on('card_recharge_operation').columns(['apply_id', 'id']).execute();
}
