import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/** 技能机构, 政策发文 (with the organisations they relate), 申报通知 and the feeds' 政策资讯. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  // 0 草稿, 1 已提交, 2 已撤销: one machine for the three (SKILL_RECORD_STATES).
  const stateCheck = (name: string) => [name, sql`state in (0, 1, 2)`] as const;

  await withId(dialect, db.schema.createTable('policy_skill_organ'))
    .addColumn('business_code', TEXT, (c) => c.notNull().unique())
    .addColumn('organ_name', TEXT, (c) => c.notNull())
    .addColumn('credit_code', TEXT, (c) => c.notNull().unique())
    .addColumn('organ_type', 'integer', (c) => c.notNull())
    .addColumn('legal_person', TEXT, (c) => c.notNull())
    .addColumn('contact_person', TEXT, (c) => c.notNull())
    .addColumn('contact_phone', TEXT, (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    // The organisation's county: the data scope reads it.
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, (c) => c.notNull())
    .addColumn('gcj02_lng', 'double precision', (c) => c.notNull())
    .addColumn('gcj02_lat', 'double precision', (c) => c.notNull())
    // JSON [{ occupation, levels }]; JSON array of attachment object keys.
    .addColumn('occupations', TEXT, (c) => c.notNull().defaultTo('[]'))
    .addColumn('filing_no', TEXT, (c) => c.notNull())
    .addColumn('valid_start', TEXT, (c) => c.notNull())
    .addColumn('valid_end', TEXT, (c) => c.notNull())
    .addColumn('attachments', TEXT, (c) => c.notNull().defaultTo('[]'))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submit_time', TEXT)
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint(...stateCheck('policy_skill_organ_state_ck'))
    .execute();
  await db.schema.createIndex('policy_skill_organ_state_idx').on('policy_skill_organ').columns(['state', 'update_time']).execute();
  await db.schema.createIndex('policy_skill_organ_county_idx').on('policy_skill_organ').columns(['county_code', 'update_time']).execute();

  await withId(dialect, db.schema.createTable('policy_promulgation'))
    .addColumn('title', TEXT, (c) => c.notNull())
    .addColumn('doc_no', TEXT, (c) => c.notNull().unique())
    .addColumn('unit', TEXT, (c) => c.notNull())
    .addColumn('publish_date', TEXT, (c) => c.notNull())
    .addColumn('content', TEXT, notNullText)
    .addColumn('attachments', TEXT, (c) => c.notNull().defaultTo('[]'))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submit_time', TEXT)
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint(...stateCheck('policy_promulgation_state_ck'))
    .execute();
  // 政策资讯 lists submitted ones by their submission, newest first.
  await db.schema.createIndex('policy_promulgation_state_idx').on('policy_promulgation').columns(['state', 'submit_time']).execute();

  await db.schema
    .createTable('policy_promulgation_organ')
    .addColumn('promulgation_id', 'integer', (c) => c.notNull().references('policy_promulgation.id').onDelete('cascade'))
    .addColumn('organ_id', 'integer', (c) => c.notNull().references('policy_skill_organ.id'))
    .addPrimaryKeyConstraint('policy_promulgation_organ_pk', ['promulgation_id', 'organ_id'])
    .execute();
  await db.schema.createIndex('policy_promulgation_organ_idx').on('policy_promulgation_organ').columns(['organ_id']).execute();

  await withId(dialect, db.schema.createTable('policy_apply_notify'))
    .addColumn('notify_code', TEXT, (c) => c.notNull().unique())
    .addColumn('title', TEXT, (c) => c.notNull())
    // The 补贴项目 by its code, without a foreign key: the project's own rules decide its deletion.
    .addColumn('project_code', TEXT, (c) => c.notNull())
    .addColumn('report_start', TEXT, (c) => c.notNull())
    .addColumn('report_end', TEXT, (c) => c.notNull())
    .addColumn('target', TEXT, (c) => c.notNull())
    .addColumn('content', TEXT, notNullText)
    .addColumn('attachments', TEXT, (c) => c.notNull().defaultTo('[]'))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submit_time', TEXT)
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint(...stateCheck('policy_apply_notify_state_ck'))
    .execute();
  await db.schema.createIndex('policy_apply_notify_state_idx').on('policy_apply_notify').columns(['state', 'submit_time']).execute();

  // Items of the POLICY_NEWS_FEEDS feeds, one row per link however often they are fetched.
  await withId(dialect, db.schema.createTable('policy_news'))
    .addColumn('news_code', TEXT, (c) => c.notNull().unique())
    .addColumn('link', TEXT, (c) => c.notNull().unique())
    .addColumn('source', TEXT, (c) => c.notNull())
    .addColumn('feed_url', TEXT, (c) => c.notNull())
    .addColumn('title', TEXT, (c) => c.notNull())
    .addColumn('summary', TEXT, notNullText)
    .addColumn('content', TEXT, notNullText)
    .addColumn('theme', TEXT)
    .addColumn('publish_time', TEXT, (c) => c.notNull())
    .addColumn('fetch_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('policy_news_time_idx').on('policy_news').columns(['publish_time']).execute();
  await db.schema.createIndex('policy_news_source_idx').on('policy_news').columns(['source', 'publish_time']).execute();
}
