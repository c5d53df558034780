import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/** Hot events (热点事件) and the items collected under them (事件数据) with their handling. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('recruit_hot_event'))
    .addColumn('event_code', TEXT, (c) => c.notNull().unique())
    // Unique so a double submit or a second operator entering the same event is told, not duplicated.
    .addColumn('event_title', TEXT, (c) => c.notNull().unique())
    .addColumn('event_type', 'integer', (c) => c.notNull())
    .addColumn('region_code', TEXT, (c) => c.notNull())
    .addColumn('description', TEXT, (c) => c.notNull())
    .addColumn('begin_time', TEXT, (c) => c.notNull())
    .addColumn('end_time', TEXT, (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('updater_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('recruit_hot_event_period_ck', sql`begin_time < end_time`)
    .addCheckConstraint('recruit_hot_event_enabled_ck', sql`enabled in (0, 1)`)
    .execute();
  // The list, newest period first (id breaks ties).
  await db.schema.createIndex('recruit_hot_event_begin_idx').on('recruit_hot_event').columns(['begin_time', 'id']).execute();

  await withId(dialect, db.schema.createTable('recruit_hot_event_value'))
    .addColumn('value_code', TEXT, (c) => c.notNull().unique())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('recruit_hot_event.id'))
    .addColumn('submitter_type', 'integer', (c) => c.notNull())
    .addColumn('submitter_name', TEXT, (c) => c.notNull())
    .addColumn('phone', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('content', TEXT, (c) => c.notNull())
    .addColumn('submit_time', TEXT, (c) => c.notNull())
    .addColumn('handle_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handler_id', 'integer')
    .addColumn('handler_name', TEXT, notNullText)
    .addColumn('handle_time', TEXT)
    .addColumn('handle_note', TEXT, notNullText)
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('recruit_hot_event_value_state_ck', sql`handle_state in (0, 1)`)
    // A handled item names when it was handled; a pending one has not been.
    .addCheckConstraint('recruit_hot_event_value_handled_ck', sql`(handle_state = 1) = (handle_time is not null)`)
    .execute();
  // One event's tab newest first, and its counts per state from the index alone.
  await db.schema
    .createIndex('recruit_hot_event_value_event_idx')
    .on('recruit_hot_event_value')
    .columns(['event_id', 'handle_state', 'submit_time', 'id'])
    .execute();
  // Across events: a tab newest first, and all of them newest first.
  await db.schema.createIndex('recruit_hot_event_value_state_idx').on('recruit_hot_event_value').columns(['handle_state', 'submit_time', 'id']).execute();
  await db.schema.createIndex('recruit_hot_event_value_time_idx').on('recruit_hot_event_value').columns(['submit_time', 'id']).execute();
}
