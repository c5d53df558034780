import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { installRowCounter, TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/** Jobs (岗位) with their review and online state, and job labels. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  const coordinate = 'double precision' as const;

  await withId(dialect, db.schema.createTable('recruit_job_info'))
    .addColumn('job_code', TEXT, (c) => c.notNull().unique())
    .addColumn('job_name', TEXT, (c) => c.notNull())
    .addColumn('job_category_code', TEXT, (c) => c.notNull())
    .addColumn('cmpy_code', TEXT, (c) => c.notNull())
    // A passed company's name cannot change, so the job keeps it for lists and searches.
    .addColumn('cmpy_name', TEXT, (c) => c.notNull())
    .addColumn('salary_min', 'integer', (c) => c.notNull())
    .addColumn('salary_max', 'integer', (c) => c.notNull())
    .addColumn('education', 'integer', (c) => c.notNull())
    .addColumn('headcount', 'integer', (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, (c) => c.notNull())
    .addColumn('gcj02_lng', coordinate, (c) => c.notNull())
    .addColumn('gcj02_lat', coordinate, (c) => c.notNull())
    .addColumn('description', TEXT, (c) => c.notNull())
    .addColumn('begin_time', TEXT, (c) => c.notNull())
    .addColumn('end_time', TEXT, (c) => c.notNull())
    .addColumn('source', TEXT, (c) => c.notNull())
    .addColumn('approve_type', 'integer', (c) => c.notNull())
    .addColumn('online_type', 'integer', (c) => c.notNull())
    .addColumn('reject_desc', TEXT, notNullText)
    .addColumn('forced_desc', TEXT, notNullText)
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('reviewer_name', TEXT, notNullText)
    .addColumn('review_time', TEXT)
    .addColumn('online_time', TEXT)
    // Set on creation and by 刷新: lists sort by it, so a refreshed job moves up.
    .addColumn('refresh_time', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('recruit_job_salary_ck', sql`salary_min <= salary_max`)
    // onlineType is 1 exactly while the job is online (approveType 3).
    .addCheckConstraint('recruit_job_online_ck', sql`(approve_type = 3 and online_type = 1) or (approve_type <> 3 and online_type = 0)`)
    .execute();
  await db.schema.createIndex('recruit_job_info_list_idx').on('recruit_job_info').columns(['approve_type', 'refresh_time']).execute();
  await db.schema.createIndex('recruit_job_info_refresh_idx').on('recruit_job_info').columns(['refresh_time']).execute();
  await db.schema.createIndex('recruit_job_info_cmpy_idx').on('recruit_job_info').columns(['cmpy_code']).execute();
  await db.schema.createIndex('recruit_job_info_category_idx').on('recruit_job_info').columns(['job_category_code', 'approve_type']).execute();
  await installRowCounter(db, dialect, 'recruit_job_info', 'approve_type');

  await withId(dialect, db.schema.createTable('recruit_job_label'))
    .addColumn('label_code', TEXT, (c) => c.notNull().unique())
    .addColumn('label_name', TEXT, (c) => c.notNull().unique())
    .addColumn('label_hot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();

  // A label in use cannot be deleted: the service says how many jobs carry it, the key keeps it true under races.
  await db.schema
    .createTable('recruit_job_label_rel')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('recruit_job_info.id').onDelete('cascade'))
    .addColumn('label_code', TEXT, (c) => c.notNull().references('recruit_job_label.label_code'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('recruit_job_label_rel_pk', ['job_id', 'label_code'])
    .execute();
  await db.schema.createIndex('recruit_job_label_rel_label_idx').on('recruit_job_label_rel').columns(['label_code']).execute();
}
