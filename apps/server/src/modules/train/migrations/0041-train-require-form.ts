import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/** 培训需求 (with each move's record) and 培训表单 (with the answers stored against their fields). */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('train_require'))
    .addColumn('require_code', TEXT, (c) => c.notNull().unique())
    .addColumn('name', TEXT, (c) => c.notNull())
    .addColumn('phone', TEXT, (c) => c.notNull())
    .addColumn('cmpy_name', TEXT, notNullText)
    // The county the training is wanted in: the data scope reads it.
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('occupation', TEXT, (c) => c.notNull())
    .addColumn('people_num', 'integer', (c) => c.notNull())
    .addColumn('description', TEXT, notNullText)
    .addColumn('send_time', TEXT, (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handler_id', 'integer')
    .addColumn('handler_name', TEXT, notNullText)
    .addColumn('handle_time', TEXT)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('train_require_state_ck', sql`state in (0, 1, 2, 3)`)
    .addCheckConstraint('train_require_people_ck', sql`people_num > 0`)
    .execute();
  // The list newest first, per tab and per county.
  await db.schema.createIndex('train_require_state_idx').on('train_require').columns(['state', 'send_time']).execute();
  await db.schema.createIndex('train_require_county_idx').on('train_require').columns(['county_code', 'send_time']).execute();

  await withId(dialect, db.schema.createTable('train_require_record'))
    .addColumn('require_id', 'integer', (c) => c.notNull().references('train_require.id'))
    .addColumn('from_state', 'integer', (c) => c.notNull())
    .addColumn('to_state', 'integer', (c) => c.notNull())
    .addColumn('reason', TEXT, notNullText)
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', TEXT, (c) => c.notNull())
    .addColumn('operate_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('train_require_record_idx').on('train_require_record').columns(['require_id', 'id']).execute();

  await withId(dialect, db.schema.createTable('train_form'))
    .addColumn('form_code', TEXT, (c) => c.notNull().unique())
    .addColumn('form_name', TEXT, (c) => c.notNull().unique())
    .addColumn('description', TEXT, notNullText)
    // JSON array of the fields in order: { key, label, type, required, options }.
    .addColumn('fields', TEXT, (c) => c.notNull())
    .addColumn('field_count', 'integer', (c) => c.notNull())
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('updater_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();

  // One answer to one field of a form, written by the enrolment (报名) that filled it in: what makes a form "in use".
  await withId(dialect, db.schema.createTable('train_form_answer'))
    .addColumn('form_code', TEXT, (c) => c.notNull().references('train_form.form_code'))
    .addColumn('field_key', TEXT, (c) => c.notNull())
    // Who answered: the enrolment's code (报名编号) once enrolments exist.
    .addColumn('answer_code', TEXT, (c) => c.notNull())
    .addColumn('value', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('train_form_answer_form_idx').on('train_form_answer').columns(['form_code', 'field_key']).execute();
}
