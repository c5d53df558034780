import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 住房租赁: communities, their rental profiles, units, rooms, rent companies,
 * the occupancy ledger and quit applications. The ledger rules live in the
 * schema where a schema can hold them: a room never holds more than its
 * capacity (check), one open bed per ID number (partial unique index).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  await withId(dialect, db.schema.createTable('rent_community'))
    .addColumn('biz_code', TEXT, (c) => c.notNull().unique())
    .addColumn('village_name', TEXT, (c) => c.notNull())
    .addColumn('manage_unit', TEXT, notNullText)
    .addColumn('manage_unit_user', TEXT, notNullText)
    .addColumn('manage_unit_user_phone', TEXT, notNullText)
    .addColumn('asset_owner', TEXT, notNullText)
    .addColumn('village_nature', 'integer', (c) => c.notNull())
    .addColumn('village_status', 'integer', (c) => c.notNull().defaultTo(1))
    // Derived from rooms and the ledger; written only by the transaction that changes them.
    .addColumn('house_total_area', 'integer', zero)
    .addColumn('house_total_num', 'integer', zero)
    .addColumn('bed_total', 'integer', zero)
    .addColumn('total_occupancy_num', 'integer', zero)
    .addColumn('village_address', TEXT, notNullText)
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('district_code', TEXT, (c) => c.notNull())
    .addColumn('gcj02_lng', 'double precision', (c) => c.notNull())
    .addColumn('gcj02_lat', 'double precision', (c) => c.notNull())
    // Soft delete: history (tenants, reports) keeps the name.
    .addColumn('deleted', 'integer', zero)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('rent_community_status_ck', sql`village_status in (1, 2, 3)`)
    .addCheckConstraint('rent_community_totals_ck', sql`total_occupancy_num >= 0 and total_occupancy_num <= bed_total`)
    .execute();
  await db.schema.createIndex('rent_community_name_uq').on('rent_community').columns(['district_code', 'village_name']).unique().where(sql<boolean>`deleted = 0`).execute();
  await db.schema.createIndex('rent_community_list_idx').on('rent_community').columns(['deleted', 'update_time']).execute();

  await db.schema
    .createTable('rent_community_profile')
    .addColumn('community_id', 'integer', (c) => c.primaryKey().references('rent_community.id'))
    .addColumn('rental_object', TEXT, notNullText)
    .addColumn('rent_min', 'integer', zero)
    .addColumn('rent_max', 'integer', zero)
    .addColumn('deposit', 'integer', zero)
    .addColumn('pay_cycle', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('min_lease_months', 'integer', (c) => c.notNull().defaultTo(1))
    // JSON arrays of text and of object keys.
    .addColumn('facilities', TEXT, (c) => c.notNull().defaultTo('[]'))
    .addColumn('photos', TEXT, (c) => c.notNull().defaultTo('[]'))
    .addColumn('introduction', TEXT, notNullText)
    .addColumn('letting_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();

  await withId(dialect, db.schema.createTable('rent_unit'))
    .addColumn('unit_code', TEXT, (c) => c.notNull().unique())
    .addColumn('community_id', 'integer', (c) => c.notNull().references('rent_community.id'))
    .addColumn('building_no', TEXT, (c) => c.notNull())
    .addColumn('unit_no', TEXT, (c) => c.notNull())
    .addColumn('floors', 'integer', (c) => c.notNull())
    .addColumn('elevator', 'integer', zero)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addUniqueConstraint('rent_unit_number_uq', ['community_id', 'building_no', 'unit_no'])
    .execute();

  await withId(dialect, db.schema.createTable('rent_house'))
    .addColumn('house_code', TEXT, (c) => c.notNull().unique())
    .addColumn('community_id', 'integer', (c) => c.notNull().references('rent_community.id'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('rent_unit.id'))
    .addColumn('room_no', TEXT, (c) => c.notNull())
    .addColumn('floor', 'integer', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('halls', 'integer', zero)
    .addColumn('baths', 'integer', zero)
    // ㎡ × 100.
    .addColumn('area', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    // Open occupancies of the room: taken by a conditional update (occupied + n <= capacity).
    .addColumn('occupied', 'integer', zero)
    // 分 per bed and month.
    .addColumn('rent', 'integer', (c) => c.notNull())
    .addColumn('disabled', 'integer', zero)
    // When the room last became empty (空置天数); null while anyone lives there.
    .addColumn('vacant_since', TEXT)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addUniqueConstraint('rent_house_number_uq', ['unit_id', 'room_no'])
    .addCheckConstraint('rent_house_beds_ck', sql`occupied >= 0 and occupied <= capacity and capacity between 1 and 20`)
    .execute();
  await db.schema.createIndex('rent_house_community_idx').on('rent_house').columns(['community_id', 'unit_id', 'room_no']).execute();

  await withId(dialect, db.schema.createTable('rent_company'))
    .addColumn('cmpy_code', TEXT, (c) => c.notNull().unique())
    .addColumn('cmpy_name', TEXT, (c) => c.notNull())
    // The company's county at enrolment: the data scope reads it.
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('contact_person', TEXT, notNullText)
    .addColumn('contact_phone', TEXT, notNullText)
    .addColumn('bed_quota', 'integer', (c) => c.notNull())
    .addColumn('agreement_start', TEXT, (c) => c.notNull())
    .addColumn('agreement_end', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();

  await withId(dialect, db.schema.createTable('rent_occupancy'))
    .addColumn('tenant_code', TEXT, (c) => c.notNull().unique())
    .addColumn('house_id', 'integer', (c) => c.notNull().references('rent_house.id'))
    .addColumn('community_id', 'integer', (c) => c.notNull().references('rent_community.id'))
    // The community's county, copied: lists filter the data scope on one table.
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('rent_company.id'))
    .addColumn('name', TEXT, (c) => c.notNull())
    .addColumn('id_card', TEXT, (c) => c.notNull())
    .addColumn('mobile', TEXT, (c) => c.notNull())
    .addColumn('check_in_date', TEXT, (c) => c.notNull())
    .addColumn('lease_end_date', TEXT, (c) => c.notNull())
    // Null while the bed is held (在住).
    .addColumn('quit_date', TEXT)
    .addColumn('rent', 'integer', (c) => c.notNull())
    .addColumn('end_reason', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();
  // One bed per person: a second open occupancy of the same ID number is a unique violation, so two racing distributions cannot both land.
  await db.schema.createIndex('rent_occupancy_open_uq').on('rent_occupancy').column('id_card').unique().where(sql<boolean>`quit_date is null`).execute();
  await db.schema.createIndex('rent_occupancy_house_idx').on('rent_occupancy').columns(['house_id', 'quit_date']).execute();
  await db.schema.createIndex('rent_occupancy_county_idx').on('rent_occupancy').columns(['county_code', 'id']).execute();
  await db.schema.createIndex('rent_occupancy_company_idx').on('rent_occupancy').columns(['company_id', 'quit_date']).execute();
  await db.schema.createIndex('rent_occupancy_idcard_idx').on('rent_occupancy').columns(['id_card', 'check_in_date']).execute();

  await withId(dialect, db.schema.createTable('rent_quit_apply'))
    .addColumn('apply_code', TEXT, (c) => c.notNull().unique())
    .addColumn('occupancy_id', 'integer', (c) => c.notNull().references('rent_occupancy.id'))
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('apply_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quit_date', TEXT, (c) => c.notNull())
    .addColumn('actual_quit_date', TEXT)
    .addColumn('reason', TEXT, notNullText)
    .addColumn('reject_reason', TEXT, notNullText)
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', TEXT, notNullText)
    .addColumn('decide_time', TEXT)
    .addColumn('apply_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('rent_quit_state_ck', sql`apply_state in (0, 1, 2, 3, 4)`)
    .execute();
  // One open application (待确认 or 已确认) per occupancy.
  await db.schema.createIndex('rent_quit_open_uq').on('rent_quit_apply').column('occupancy_id').unique().where(sql<boolean>`apply_state in (0, 1)`).execute();
  await db.schema.createIndex('rent_quit_state_idx').on('rent_quit_apply').columns(['apply_state', 'apply_time']).execute();
  await db.schema.createIndex('rent_quit_due_idx').on('rent_quit_apply').columns(['apply_state', 'actual_quit_date']).execute();
}
