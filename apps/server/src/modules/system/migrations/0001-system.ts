import type { Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/** System management: users, roles, resources, sessions, logs, messages, events, WeChat tickets. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: import('kysely').ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('sys_user'))
    .addColumn('user_code', TEXT, (c) => c.notNull().unique())
    .addColumn('user_name', TEXT, (c) => c.notNull().unique())
    .addColumn('real_name', TEXT, (c) => c.notNull())
    .addColumn('phone', TEXT, notNullText)
    .addColumn('email', TEXT, notNullText)
    .addColumn('password_hash', TEXT, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remark', TEXT, notNullText)
    .addColumn('wx_open_id', TEXT, (c) => c.unique())
    .addColumn('wx_nickname', TEXT, notNullText)
    .addColumn('wx_bind_time', TEXT)
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', TEXT)
    .addColumn('last_login_time', TEXT)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_user_status_idx').on('sys_user').columns(['status', 'id']).execute();
  await db.schema.createIndex('sys_user_create_time_idx').on('sys_user').columns(['create_time']).execute();

  await withId(dialect, db.schema.createTable('sys_role'))
    .addColumn('role_code', TEXT, (c) => c.notNull().unique())
    .addColumn('role_name', TEXT, (c) => c.notNull().unique())
    .addColumn('remark', TEXT, notNullText)
    .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_user_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sys_user_role_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('sys_user_role_role_idx').on('sys_user_role').columns(['role_id', 'user_id']).execute();

  await withId(dialect, db.schema.createTable('sys_resource'))
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code', TEXT, (c) => c.notNull().unique())
    .addColumn('name', TEXT, (c) => c.notNull())
    .addColumn('type', TEXT, (c) => c.notNull())
    .addColumn('path', TEXT, notNullText)
    .addColumn('icon', TEXT, notNullText)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_resource_parent_idx').on('sys_resource').columns(['parent_id', 'sort']).execute();

  await db.schema
    .createTable('sys_role_resource')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('sys_resource.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sys_role_resource_pk', ['role_id', 'resource_id'])
    .execute();
  await db.schema.createIndex('sys_role_resource_res_idx').on('sys_role_resource').columns(['resource_id']).execute();

  await withId(dialect, db.schema.createTable('sys_session'))
    .addColumn('session_id', TEXT, (c) => c.notNull().unique())
    .addColumn('token_hash', TEXT, (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('ip', TEXT, notNullText)
    .addColumn('user_agent', TEXT, notNullText)
    .addColumn('user_source', TEXT, notNullText)
    .addColumn('login_time', TEXT, (c) => c.notNull())
    .addColumn('last_active_time', TEXT, (c) => c.notNull())
    .addColumn('expire_time', TEXT, (c) => c.notNull())
    .addColumn('revoked_time', TEXT)
    .execute();
  await db.schema.createIndex('sys_session_user_idx').on('sys_session').columns(['user_id']).execute();
  await db.schema.createIndex('sys_session_live_idx').on('sys_session').columns(['revoked_time', 'expire_time']).execute();

  await withId(dialect, db.schema.createTable('sys_login_log'))
    .addColumn('user_name', TEXT, notNullText)
    .addColumn('result', 'integer', (c) => c.notNull())
    .addColumn('reason', TEXT, notNullText)
    .addColumn('ip', TEXT, notNullText)
    .addColumn('user_agent', TEXT, notNullText)
    .addColumn('user_source', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_login_log_time_idx').on('sys_login_log').columns(['create_time']).execute();

  await withId(dialect, db.schema.createTable('sys_operation_log'))
    .addColumn('user_id', 'integer')
    .addColumn('user_name', TEXT, notNullText)
    .addColumn('method', TEXT, (c) => c.notNull())
    .addColumn('path', TEXT, (c) => c.notNull())
    .addColumn('summary', TEXT, notNullText)
    .addColumn('target_code', TEXT, notNullText)
    .addColumn('result', 'integer', (c) => c.notNull())
    .addColumn('http_status', 'integer', (c) => c.notNull())
    .addColumn('error_msg', TEXT, notNullText)
    .addColumn('ip', TEXT, notNullText)
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_operation_log_time_idx').on('sys_operation_log').columns(['create_time']).execute();

  await withId(dialect, db.schema.createTable('sys_message'))
    .addColumn('msg_code', TEXT, (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('msg_type', 'integer', (c) => c.notNull())
    .addColumn('title', TEXT, (c) => c.notNull())
    .addColumn('content', TEXT, notNullText)
    .addColumn('read_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_time', TEXT)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_message_user_idx').on('sys_message').columns(['user_id', 'read_flag', 'id']).execute();

  await withId(dialect, db.schema.createTable('sys_event'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', TEXT, notNullText)
    .addColumn('event_type', TEXT, (c) => c.notNull())
    .addColumn('event_name', TEXT, (c) => c.notNull())
    .addColumn('page_path', TEXT, (c) => c.notNull())
    .addColumn('page_title', TEXT, notNullText)
    .addColumn('extra', TEXT, notNullText)
    .addColumn('ip', TEXT, notNullText)
    .addColumn('user_agent', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_event_time_idx').on('sys_event').columns(['create_time']).execute();

  await withId(dialect, db.schema.createTable('sys_wechat_ticket'))
    .addColumn('ticket', TEXT, (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('state', TEXT, (c) => c.notNull())
    .addColumn('expire_time', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();

  // Which seeds have run, so demo data is written on first start only.
  await db.schema
    .createTable('sys_seed')
    .addColumn('name', TEXT, (c) => c.primaryKey())
    .addColumn('applied_time', TEXT, (c) => c.notNull())
    .execute();
}
