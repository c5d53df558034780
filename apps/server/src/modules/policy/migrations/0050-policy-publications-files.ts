import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 政策信息 and 政策报告 (one publication table with a kind), 政策文件 with the
 * 政策事项 they define and the 补贴项目 they are 政策依据 for, companies'
 * 政策申报, and the theme tags of all three kinds of record.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('policy_publication'))
    .addColumn('code', TEXT, (c) => c.notNull().unique())
    // 1 政策信息, 2 政策报告.
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('title', TEXT, (c) => c.notNull())
    .addColumn('source', TEXT, notNullText)
    .addColumn('publish_time', TEXT)
    .addColumn('summary', TEXT, notNullText)
    .addColumn('cover', TEXT)
    .addColumn('body', TEXT, notNullText)
    // JSON array of object keys.
    .addColumn('attachments', TEXT, (c) => c.notNull().defaultTo('[]'))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('policy_publication_kind_ck', sql`kind in (1, 2)`)
    .addCheckConstraint('policy_publication_state_ck', sql`state in (0, 1, 2, 3)`)
    .execute();
  // Tabs per kind newest first; the scheduler's sweep of 待发布 by publish time.
  await db.schema.createIndex('policy_publication_kind_idx').on('policy_publication').columns(['kind', 'state', 'update_time']).execute();
  await db.schema.createIndex('policy_publication_due_idx').on('policy_publication').columns(['state', 'publish_time']).execute();

  await withId(dialect, db.schema.createTable('policy_file'))
    .addColumn('file_code', TEXT, (c) => c.notNull().unique())
    .addColumn('title', TEXT, (c) => c.notNull())
    .addColumn('doc_no', TEXT, (c) => c.notNull().unique())
    .addColumn('issuer', TEXT, (c) => c.notNull())
    // 1 国家, 2 省, 3 市, 4 区县.
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('region_code', TEXT)
    .addColumn('publish_date', TEXT, (c) => c.notNull())
    .addColumn('effective_date', TEXT)
    // 1 现行有效, 2 已修改, 3 已废止.
    .addColumn('effect_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('body', TEXT, notNullText)
    .addColumn('attachments', TEXT, (c) => c.notNull().defaultTo('[]'))
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('policy_file_level_ck', sql`level in (1, 2, 3, 4)`)
    .addCheckConstraint('policy_file_effect_ck', sql`effect_state in (1, 2, 3)`)
    .execute();
  await db.schema.createIndex('policy_file_publish_idx').on('policy_file').columns(['publish_date', 'id']).execute();

  await db.schema
    .createTable('policy_file_project')
    .addColumn('file_id', 'integer', (c) => c.notNull().references('policy_file.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('policy_subsidy_project.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('policy_file_project_pk', ['file_id', 'project_id'])
    .execute();
  await db.schema.createIndex('policy_file_project_idx').on('policy_file_project').columns(['project_id', 'file_id']).execute();

  await withId(dialect, db.schema.createTable('policy_item'))
    .addColumn('item_code', TEXT, (c) => c.notNull().unique())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('policy_file.id'))
    .addColumn('item_name', TEXT, (c) => c.notNull())
    // Dictionary keys: policy_type_2 (1 政策指引, 2 资质荣誉) and, for 资质荣誉, policy_type_1.
    .addColumn('item_type', TEXT, (c) => c.notNull())
    .addColumn('sub_type', TEXT)
    .addColumn('department', TEXT, notNullText)
    .addColumn('support_content', TEXT, notNullText)
    .addColumn('apply_start', TEXT)
    .addColumn('apply_end', TEXT)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('policy_item_file_idx').on('policy_item').columns(['file_id', 'sort']).execute();
  await db.schema.createIndex('policy_item_type_idx').on('policy_item').columns(['item_type', 'sub_type']).execute();

  await withId(dialect, db.schema.createTable('policy_item_apply'))
    .addColumn('apply_code', TEXT, (c) => c.notNull().unique())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('policy_item.id'))
    .addColumn('cmpy_name', TEXT, (c) => c.notNull())
    .addColumn('credit_code', TEXT, (c) => c.notNull())
    .addColumn('contact_name', TEXT, (c) => c.notNull())
    .addColumn('contact_phone', TEXT, (c) => c.notNull())
    // The company's county: the data scope reads it.
    .addColumn('district', TEXT, (c) => c.notNull())
    .addColumn('remark', TEXT, notNullText)
    // The declaration as received (JSON text).
    .addColumn('content', TEXT, (c) => c.notNull())
    .addColumn('apply_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('policy_item_apply_time_idx').on('policy_item_apply').columns(['apply_time', 'id']).execute();
  await db.schema.createIndex('policy_item_apply_district_idx').on('policy_item_apply').columns(['district', 'apply_time']).execute();
  await db.schema.createIndex('policy_item_apply_item_idx').on('policy_item_apply').columns(['item_id']).execute();

  // Theme tags (policy_type_3 keys) of publications, files and items: one row each, so lists filter and group by an index.
  await db.schema
    .createTable('policy_theme_tag')
    .addColumn('owner_kind', TEXT, (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('theme_tag', TEXT, (c) => c.notNull())
    .addPrimaryKeyConstraint('policy_theme_tag_pk', ['owner_kind', 'owner_id', 'theme_tag'])
    .execute();
  await db.schema.createIndex('policy_theme_tag_idx').on('policy_theme_tag').columns(['owner_kind', 'theme_tag', 'owner_id']).execute();
}
