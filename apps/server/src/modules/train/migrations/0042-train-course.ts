import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 课程管理: courses (one table for 线上/线下, every nature), their labels, their
 * review history (every move along COURSE_MACHINE) and their chapters (章节:
 * the table the chapter screens will fill; a 线上课程 passes review only with one).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('train_course'))
    .addColumn('course_code', TEXT, (c) => c.notNull().unique())
    .addColumn('course_name', TEXT, (c) => c.notNull())
    .addColumn('course_type', 'integer', (c) => c.notNull())
    .addColumn('course_nature', 'integer', (c) => c.notNull())
    // The organisation (a passed company) of a 机构课程; '' otherwise.
    .addColumn('cmpy_code', TEXT, notNullText)
    .addColumn('cmpy_name', TEXT, notNullText)
    // A 中类 of the 职业分类 tree and a 技能等级 (natures 1–2); '' and null for 自定义课程.
    .addColumn('occupation_code', TEXT, notNullText)
    .addColumn('skill_level', 'integer')
    .addColumn('cover_key', TEXT, (c) => c.notNull())
    .addColumn('introduction', TEXT, (c) => c.notNull())
    // Cents; 0 is 免费.
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('class_hours', 'integer', (c) => c.notNull())
    .addColumn('apply_begin_time', TEXT, (c) => c.notNull())
    .addColumn('apply_end_time', TEXT, (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, (c) => c.notNull())
    .addColumn('gcj02_lng', 'double precision', (c) => c.notNull())
    .addColumn('gcj02_lat', 'double precision', (c) => c.notNull())
    // A 培训表单's code, no foreign key (the form area is its own).
    .addColumn('form_code', TEXT, notNullText)
    .addColumn('approve_type', 'integer', (c) => c.notNull())
    .addColumn('online_type', 'integer', (c) => c.notNull())
    .addColumn('reject_desc', TEXT, notNullText)
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('refresh_time', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('train_course_type_ck', sql`course_type in (1, 2)`)
    .addCheckConstraint('train_course_nature_ck', sql`course_nature in (1, 2, 3)`)
    .addCheckConstraint('train_course_approve_ck', sql`approve_type in (0, 1, 2, 4, 5, 9)`)
    .addCheckConstraint('train_course_online_ck', sql`(approve_type = 1 and online_type = 1) or (approve_type <> 1 and online_type = 2)`)
    .addCheckConstraint('train_course_price_ck', sql`price >= 0`)
    .addCheckConstraint('train_course_apply_ck', sql`apply_begin_time < apply_end_time`)
    .execute();
  await db.schema.createIndex('train_course_state_idx').on('train_course').columns(['approve_type', 'refresh_time', 'id']).execute();
  await db.schema.createIndex('train_course_refresh_idx').on('train_course').columns(['refresh_time', 'id']).execute();
  await db.schema.createIndex('train_course_county_idx').on('train_course').columns(['county_code']).execute();
  await db.schema.createIndex('train_course_cmpy_idx').on('train_course').columns(['cmpy_code', 'approve_type']).execute();

  await db.schema
    .createTable('train_course_label')
    .addColumn('course_id', 'integer', (c) => c.notNull().references('train_course.id'))
    // A course label (com_label, type 1 线上 / 2 线下) by its code.
    .addColumn('label_code', TEXT, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('train_course_label_pk', ['course_id', 'label_code'])
    .execute();
  await db.schema.createIndex('train_course_label_code_idx').on('train_course_label').columns(['label_code', 'course_id']).execute();

  await withId(dialect, db.schema.createTable('train_course_review'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('train_course.id'))
    // A CourseAction of the contract ('add' for the first submission).
    .addColumn('action', TEXT, (c) => c.notNull())
    .addColumn('from_state', 'integer')
    .addColumn('to_state', 'integer', (c) => c.notNull())
    .addColumn('reason', TEXT, notNullText)
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('train_course_review_course_idx').on('train_course_review').columns(['course_id', 'id']).execute();

  await withId(dialect, db.schema.createTable('train_course_chapter'))
    .addColumn('course_code', TEXT, (c) => c.notNull())
    .addColumn('title', TEXT, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('material_id', 'integer')
    // 1 试看 (free preview), 0 not.
    .addColumn('trial', 'integer', (c) => c.notNull().defaultTo(0))
    // Seconds.
    .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('train_course_chapter_course_idx').on('train_course_chapter').columns(['course_code', 'sort']).execute();
}
