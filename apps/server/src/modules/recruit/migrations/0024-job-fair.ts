import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/** Job fairs (招聘会), the companies taking part and the jobs they bring. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  const coordinate = 'double precision' as const;

  await withId(dialect, db.schema.createTable('recruit_job_fair'))
    .addColumn('fair_code', TEXT, (c) => c.notNull().unique())
    // Names carry the year and place (2026年新郑市春风行动专场招聘会): a second fair of the same name is a double entry.
    .addColumn('fair_name', TEXT, (c) => c.notNull().unique())
    .addColumn('fair_type', 'integer', (c) => c.notNull())
    .addColumn('organizer', TEXT, (c) => c.notNull())
    .addColumn('undertaker', TEXT, notNullText)
    .addColumn('contact_person', TEXT, (c) => c.notNull())
    .addColumn('contact_phone', TEXT, (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    // The venue of an on-site fair; an online one has none.
    .addColumn('address', TEXT, notNullText)
    .addColumn('gcj02_lng', coordinate)
    .addColumn('gcj02_lat', coordinate)
    // The status (未开始/进行中/已结束) is read from these and the clock, never stored.
    .addColumn('start_time', TEXT, (c) => c.notNull())
    .addColumn('end_time', TEXT, (c) => c.notNull())
    .addColumn('description', TEXT, (c) => c.notNull())
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('recruit_job_fair_type_ck', sql`fair_type in (1, 2)`)
    .addCheckConstraint('recruit_job_fair_time_ck', sql`start_time < end_time`)
    .execute();
  await db.schema.createIndex('recruit_job_fair_start_idx').on('recruit_job_fair').columns(['start_time']).execute();
  await db.schema.createIndex('recruit_job_fair_end_idx').on('recruit_job_fair').columns(['end_time']).execute();
  await db.schema.createIndex('recruit_job_fair_county_idx').on('recruit_job_fair').columns(['county_code', 'start_time']).execute();

  await db.schema
    .createTable('recruit_job_fair_cmpy')
    .addColumn('fair_id', 'integer', (c) => c.notNull().references('recruit_job_fair.id').onDelete('cascade'))
    .addColumn('cmpy_code', TEXT, (c) => c.notNull().references('cmpy_info.cmpy_code'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('join_time', TEXT, (c) => c.notNull())
    .addPrimaryKeyConstraint('recruit_job_fair_cmpy_pk', ['fair_id', 'cmpy_code'])
    .execute();
  await db.schema.createIndex('recruit_job_fair_cmpy_cmpy_idx').on('recruit_job_fair_cmpy').columns(['cmpy_code']).execute();

  // A job comes with its company: the key on (fair, company) keeps a job from staying after its company leaves.
  await db.schema
    .createTable('recruit_job_fair_job')
    .addColumn('fair_id', 'integer', (c) => c.notNull())
    .addColumn('cmpy_code', TEXT, (c) => c.notNull())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('recruit_job_info.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('recruit_job_fair_job_pk', ['fair_id', 'job_id'])
    .addForeignKeyConstraint('recruit_job_fair_job_cmpy_fk', ['fair_id', 'cmpy_code'], 'recruit_job_fair_cmpy', ['fair_id', 'cmpy_code'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('recruit_job_fair_job_job_idx').on('recruit_job_fair_job').columns(['job_id']).execute();
  await db.schema.createIndex('recruit_job_fair_job_cmpy_idx').on('recruit_job_fair_job').columns(['fair_id', 'cmpy_code']).execute();
}
