import { sql, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 闲置房屋. One owner registers one home at one address once: the unique
 * index on (id_card, county_code, address) makes a racing second entry a 409.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withId(dialect, db.schema.createTable('rent_idle_house'))
    .addColumn('house_code', TEXT, (c) => c.notNull().unique())
    .addColumn('owner_name', TEXT, (c) => c.notNull())
    .addColumn('id_card', TEXT, (c) => c.notNull())
    .addColumn('mobile', TEXT, (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, (c) => c.notNull())
    .addColumn('gcj02_lng', 'double precision', (c) => c.notNull())
    .addColumn('gcj02_lat', 'double precision', (c) => c.notNull())
    .addColumn('village_name', TEXT, (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('halls', 'integer', (c) => c.notNull())
    .addColumn('baths', 'integer', (c) => c.notNull())
    .addColumn('area', 'integer', (c) => c.notNull())
    .addColumn('floor', 'integer', (c) => c.notNull())
    .addColumn('total_floors', 'integer', (c) => c.notNull())
    .addColumn('decoration', 'integer', (c) => c.notNull())
    .addColumn('expected_rent', 'integer', (c) => c.notNull())
    .addColumn('available_from', TEXT, (c) => c.notNull())
    .addColumn('photos', TEXT, (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('rent_idle_house_status_ck', sql`status in (0, 1, 2)`)
    .execute();
  await db.schema.createIndex('rent_idle_house_owner_uq').on('rent_idle_house').columns(['id_card', 'county_code', 'address']).unique().execute();
  await db.schema.createIndex('rent_idle_house_list_idx').on('rent_idle_house').columns(['county_code', 'update_time']).execute();
}
