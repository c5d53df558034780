import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { buildRegionRows } from '../region/region-data.js';
import { bulkInsert, TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * Reference data shared by every domain: administrative regions (loaded here,
 * NBS 2023 — a later data release is a later migration), dictionaries, labels,
 * the service directory, reference trees, and companies' history addresses.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  // `real` is single precision on PostgreSQL: six decimals of a longitude need double.
  const coordinate = 'double precision' as const;

  await db.schema
    .createTable('com_region')
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('code', TEXT, (c) => c.notNull())
    .addColumn('name', TEXT, (c) => c.notNull())
    .addColumn('parent_code', TEXT, notNullText)
    .addColumn('gcj02_lng', coordinate)
    .addColumn('gcj02_lat', coordinate)
    // 东莞 (441900) is both a city and its own only county: the code alone is not a key.
    .addPrimaryKeyConstraint('com_region_pk', ['level', 'code'])
    .execute();
  await bulkInsert(
    db,
    dialect,
    'com_region',
    [
      ['level', 'integer'],
      ['code', 'text'],
      ['name', 'text'],
      ['parent_code', 'text'],
      ['gcj02_lng', 'double precision'],
      ['gcj02_lat', 'double precision'],
    ],
    buildRegionRows(),
  );

  await db.schema
    .createTable('com_dict_type')
    .addColumn('dict_type', TEXT, (c) => c.primaryKey())
    .addColumn('dict_name', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await withId(dialect, db.schema.createTable('com_dict_item'))
    .addColumn('dict_type', TEXT, (c) => c.notNull().references('com_dict_type.dict_type').onDelete('cascade'))
    .addColumn('data_key', TEXT, (c) => c.notNull())
    .addColumn('data_value', TEXT, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addUniqueConstraint('com_dict_item_key_uq', ['dict_type', 'data_key'])
    .execute();

  await withId(dialect, db.schema.createTable('com_label'))
    .addColumn('label_code', TEXT, (c) => c.notNull().unique())
    .addColumn('label_name', TEXT, (c) => c.notNull())
    .addColumn('label_type', 'integer', (c) => c.notNull())
    .addColumn('label_hot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('com_label_type_idx').on('com_label').columns(['label_type', 'sort']).execute();

  await withId(dialect, db.schema.createTable('com_directory'))
    .addColumn('directory_code', TEXT, (c) => c.notNull().unique())
    .addColumn('directory_name', TEXT, (c) => c.notNull())
    .addColumn('parent_code', TEXT, notNullText)
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('service_object', TEXT, notNullText)
    .addColumn('remark', TEXT, notNullText)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(dialect, db.schema.createTable('com_tree_data'))
    .addColumn('tree_type', TEXT, (c) => c.notNull())
    .addColumn('code', TEXT, (c) => c.notNull())
    .addColumn('name', TEXT, (c) => c.notNull())
    .addColumn('parent_code', TEXT, notNullText)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('com_tree_data_code_uq', ['tree_type', 'code'])
    .execute();

  await withId(dialect, db.schema.createTable('cmpy_history_address'))
    .addColumn('cmpy_code', TEXT, (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('province_name', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('city_name', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('county_name', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, (c) => c.notNull())
    .addColumn('gcj02_lon', coordinate, (c) => c.notNull())
    .addColumn('gcj02_lat', coordinate, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cmpy_history_address_cmpy_idx').on('cmpy_history_address').columns(['cmpy_code', 'type', 'id']).execute();
}
