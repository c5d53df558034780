import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/** Stored files, materials (pictures and videos of a company) and material groups. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('com_file'))
    .addColumn('object_key', TEXT, (c) => c.notNull().unique())
    .addColumn('file_kind', TEXT, (c) => c.notNull())
    .addColumn('content_type', TEXT, (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('md5', TEXT, (c) => c.notNull())
    .addColumn('file_name', TEXT, notNullText)
    .addColumn('source', TEXT, (c) => c.notNull())
    .addColumn('cmpy_code', TEXT, notNullText)
    .addColumn('material_type', 'integer')
    .addColumn('material_name', TEXT, notNullText)
    .addColumn('uploader_id', 'integer')
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();

  await withId(dialect, db.schema.createTable('com_material_group'))
    .addColumn('group_code', TEXT, (c) => c.notNull().unique())
    .addColumn('group_name', TEXT, (c) => c.notNull())
    .addColumn('group_type', 'integer', (c) => c.notNull())
    .addColumn('cmpy_code', TEXT, notNullText)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('com_material_group_name_uq')
    .on('com_material_group')
    .columns(['cmpy_code', 'group_type', 'group_name'])
    .unique()
    .execute();

  await withId(dialect, db.schema.createTable('com_material'))
    .addColumn('material_code', TEXT, (c) => c.notNull().unique())
    .addColumn('cmpy_code', TEXT, notNullText)
    .addColumn('material_type', 'integer', (c) => c.notNull())
    .addColumn('material_name', TEXT, (c) => c.notNull())
    .addColumn('file_name', TEXT, (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('md5', TEXT, (c) => c.notNull())
    .addColumn('group_code', TEXT, notNullText)
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('object_key', TEXT)
    .addColumn('upload_id', TEXT)
    .addColumn('fail_reason', TEXT, notNullText)
    .addColumn('uploader_id', 'integer')
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();
  // One material per file and company: the md5 pre-check (秒传) finds it, and two registrations cannot race past it.
  await db.schema.createIndex('com_material_md5_uq').on('com_material').columns(['cmpy_code', 'md5']).unique().execute();
  await db.schema
    .createIndex('com_material_list_idx')
    .on('com_material')
    .columns(['cmpy_code', 'material_type', 'create_time'])
    .execute();
  await db.schema.createIndex('com_material_group_idx').on('com_material').columns(['group_code']).execute();
}
