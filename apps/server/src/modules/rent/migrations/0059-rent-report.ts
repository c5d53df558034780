import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 房源上报: one report per community and month (a unique index, so of two
 * racing filings one lands and the other is a 409), its figures computed at
 * filing, and the room lines frozen with it.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  await withId(dialect, db.schema.createTable('rent_report'))
    .addColumn('report_code', TEXT, (c) => c.notNull().unique())
    .addColumn('community_id', 'integer', (c) => c.notNull().references('rent_community.id'))
    .addColumn('report_month', TEXT, (c) => c.notNull())
    .addColumn('cutoff_date', TEXT, (c) => c.notNull())
    .addColumn('house_num', 'integer', zero)
    .addColumn('vacant_house_num', 'integer', zero)
    .addColumn('bed_num', 'integer', zero)
    .addColumn('occupied_bed_num', 'integer', zero)
    .addColumn('free_bed_num', 'integer', zero)
    .addColumn('tenant_num', 'integer', zero)
    .addColumn('move_in_num', 'integer', zero)
    .addColumn('move_out_num', 'integer', zero)
    .addColumn('remark', TEXT, (c) => c.notNull().defaultTo(''))
    // JSON array of object keys.
    .addColumn('photos', TEXT, (c) => c.notNull().defaultTo('[]'))
    .addColumn('source', 'integer', (c) => c.notNull())
    .addColumn('reporter_id', 'integer')
    .addColumn('reporter_name', TEXT, (c) => c.notNull().defaultTo(''))
    .addColumn('report_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('rent_report_source_ck', sql`source in (1, 2)`)
    .execute();
  await db.schema.createIndex('rent_report_month_uq').on('rent_report').columns(['community_id', 'report_month']).unique().execute();
  await db.schema.createIndex('rent_report_list_idx').on('rent_report').columns(['report_month', 'id']).execute();

  await withId(dialect, db.schema.createTable('rent_report_line'))
    .addColumn('report_id', 'integer', (c) => c.notNull().references('rent_report.id'))
    .addColumn('house_code', TEXT, (c) => c.notNull())
    .addColumn('unit_code', TEXT, (c) => c.notNull())
    .addColumn('building_no', TEXT, (c) => c.notNull())
    .addColumn('unit_no', TEXT, (c) => c.notNull())
    .addColumn('room_no', TEXT, (c) => c.notNull())
    .addColumn('rooms', 'integer', zero)
    .addColumn('halls', 'integer', zero)
    .addColumn('baths', 'integer', zero)
    .addColumn('area', 'integer', zero)
    .addColumn('capacity', 'integer', zero)
    .addColumn('occupied', 'integer', zero)
    .addColumn('rent', 'integer', zero)
    .addColumn('disabled', 'integer', zero)
    .addColumn('vacant_days', 'integer')
    // JSON array of the occupants at the cutoff (code, name, dates).
    .addColumn('occupants', TEXT, (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('rent_report_line_report_idx').on('rent_report_line').columns(['report_id', 'building_no', 'unit_no', 'room_no']).execute();
}
