import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 招聘驿站: stations (soft-deleted: ended activities and settlements keep
 * theirs), the board (one station per job), activities with their
 * participants, 结算单 frozen at 提交结算, and the 操作记录 of both machines.
 * Jobs, companies and courses are referred to by id/code without foreign
 * keys to other domains' tables beyond the job (a station's board follows it).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('recruit_station'))
    .addColumn('station_no', TEXT, (c) => c.notNull().unique())
    .addColumn('station_name', TEXT, (c) => c.notNull())
    .addColumn('station_type', 'integer', (c) => c.notNull())
    .addColumn('operator_name', TEXT, (c) => c.notNull())
    .addColumn('credit_code', TEXT, (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, (c) => c.notNull())
    .addColumn('gcj02_lng', 'double precision', (c) => c.notNull())
    .addColumn('gcj02_lat', 'double precision', (c) => c.notNull())
    .addColumn('leader_name', TEXT, (c) => c.notNull())
    .addColumn('leader_phone', TEXT, (c) => c.notNull())
    .addColumn('service_phone', TEXT, (c) => c.notNull())
    .addColumn('open_hours', TEXT, (c) => c.notNull())
    // 服务项目 as comma-separated numbers (1,3,5): read whole, never filtered.
    .addColumn('service_items', TEXT, (c) => c.notNull())
    .addColumn('floor_area', 'integer', (c) => c.notNull())
    // Photo object keys, comma-separated (keys have no commas).
    .addColumn('photo_keys', TEXT, notNullText)
    .addColumn('introduction', TEXT, notNullText)
    .addColumn('approve_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reject_desc', TEXT, notNullText)
    .addColumn('submitter_id', 'integer')
    .addColumn('submitter_name', TEXT, notNullText)
    .addColumn('submit_time', TEXT, (c) => c.notNull())
    .addColumn('reviewer_name', TEXT, notNullText)
    .addColumn('review_time', TEXT, notNullText)
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('recruit_station_state_ck', sql`approve_state in (0, 1, 3)`)
    .execute();
  // The list newest first by tab, and a county's stations (scope, the name rule).
  await db.schema.createIndex('recruit_station_state_idx').on('recruit_station').columns(['deleted', 'approve_state', 'submit_time']).execute();
  await db.schema.createIndex('recruit_station_county_idx').on('recruit_station').columns(['county_code', 'station_name']).execute();
  await db.schema.createIndex('recruit_station_leader_idx').on('recruit_station').columns(['leader_phone']).execute();

  // The board: a job is on at most one station (unique job_id).
  await db.schema
    .createTable('recruit_station_job')
    .addColumn('station_id', 'integer', (c) => c.notNull().references('recruit_station.id'))
    .addColumn('job_id', 'integer', (c) => c.notNull().unique().references('recruit_job_info.id'))
    .addColumn('join_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recruit_station_job_station_idx').on('recruit_station_job').columns(['station_id', 'job_id']).execute();

  await withId(dialect, db.schema.createTable('recruit_station_activity'))
    .addColumn('activity_code', TEXT, (c) => c.notNull().unique())
    .addColumn('station_id', 'integer', (c) => c.notNull().references('recruit_station.id'))
    .addColumn('activity_name', TEXT, (c) => c.notNull())
    .addColumn('activity_type', 'integer', (c) => c.notNull())
    .addColumn('begin_time', TEXT, (c) => c.notNull())
    .addColumn('end_time', TEXT, (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, (c) => c.notNull())
    .addColumn('gcj02_lng', 'double precision', (c) => c.notNull())
    .addColumn('gcj02_lat', 'double precision', (c) => c.notNull())
    .addColumn('poster_key', TEXT, notNullText)
    .addColumn('description', TEXT, notNullText)
    .addColumn('contact_person', TEXT, (c) => c.notNull())
    .addColumn('contact_phone', TEXT, (c) => c.notNull())
    .addColumn('plan_recruit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plan_train', 'integer', (c) => c.notNull().defaultTo(0))
    // Cents.
    .addColumn('budget', 'integer', (c) => c.notNull())
    .addColumn('hire_price', 'integer', (c) => c.notNull())
    .addColumn('train_price', 'integer', (c) => c.notNull())
    .addColumn('settled_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reject_desc', TEXT, notNullText)
    .addColumn('stop_reason', TEXT, notNullText)
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('recruit_station_activity_state_ck', sql`status between 0 and 6`)
    .addCheckConstraint('recruit_station_activity_money_ck', sql`budget > 0 and hire_price >= 0 and train_price >= 0 and settled_amount >= 0`)
    .execute();
  await db.schema.createIndex('recruit_station_activity_state_idx').on('recruit_station_activity').columns(['status', 'begin_time']).execute();
  await db.schema.createIndex('recruit_station_activity_begin_idx').on('recruit_station_activity').columns(['begin_time', 'id']).execute();
  await db.schema.createIndex('recruit_station_activity_station_idx').on('recruit_station_activity').columns(['station_id', 'status']).execute();
  // The clock's sweeps: 待开始 by begin, 进行中 by end.
  await db.schema.createIndex('recruit_station_activity_end_idx').on('recruit_station_activity').columns(['status', 'end_time']).execute();

  // Participants: a company, and per company its jobs and courses (kind 1 job by code, 2 course by code).
  await db.schema
    .createTable('recruit_station_activity_item')
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('recruit_station_activity.id').onDelete('cascade'))
    .addColumn('cmpy_code', TEXT, (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('item_code', TEXT, notNullText)
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recruit_station_activity_item_idx').on('recruit_station_activity_item').columns(['activity_id', 'kind', 'sort']).execute();

  // 结算单: figures and counted lines frozen at 提交结算; agree_state 0 待审核, 1 已同意, 2 未同意.
  await withId(dialect, db.schema.createTable('recruit_station_settle'))
    .addColumn('settle_code', TEXT, (c) => c.notNull().unique())
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('recruit_station_activity.id').onDelete('cascade'))
    .addColumn('hires', 'integer', (c) => c.notNull())
    .addColumn('trainees', 'integer', (c) => c.notNull())
    .addColumn('hire_amount', 'integer', (c) => c.notNull())
    .addColumn('train_amount', 'integer', (c) => c.notNull())
    .addColumn('payable', 'integer', (c) => c.notNull())
    .addColumn('capped', 'integer', (c) => c.notNull())
    // The counted application codes, comma-separated (the 结算单's lines).
    .addColumn('hire_codes', TEXT, notNullText)
    .addColumn('train_codes', TEXT, notNullText)
    .addColumn('agree_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('agree_reason', TEXT, notNullText)
    .addColumn('submitter_id', 'integer')
    .addColumn('submitter_name', TEXT, notNullText)
    .addColumn('submit_time', TEXT, (c) => c.notNull())
    .addColumn('agree_name', TEXT, notNullText)
    .addColumn('agree_time', TEXT, notNullText)
    // The payment channel's receipt.
    .addColumn('channel', TEXT, notNullText)
    .addColumn('voucher_no', TEXT, notNullText)
    .addColumn('pay_time', TEXT, notNullText)
    .addColumn('payee_account', TEXT, notNullText)
    .addColumn('receipt_key', TEXT, notNullText)
    .addColumn('paid_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settle_time', TEXT, notNullText)
    .addCheckConstraint('recruit_station_settle_ck', sql`payable >= 0 and paid_amount >= 0 and agree_state in (0, 1, 2)`)
    .execute();
  await db.schema.createIndex('recruit_station_settle_activity_idx').on('recruit_station_settle').columns(['activity_id', 'id']).execute();

  // 操作记录 of stations (subject 1) and activities (subject 2).
  await withId(dialect, db.schema.createTable('recruit_station_operation'))
    .addColumn('subject', 'integer', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('action', TEXT, (c) => c.notNull())
    .addColumn('from_state', 'integer')
    .addColumn('to_state', 'integer', (c) => c.notNull())
    .addColumn('reason', TEXT, notNullText)
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recruit_station_operation_idx').on('recruit_station_operation').columns(['subject', 'subject_id', 'id']).execute();
}
