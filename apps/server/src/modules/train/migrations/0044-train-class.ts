import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 班级管理, 学员管理, 签到管理: classes with their sessions (课次), students
 * (one row per person per class, by ID number) and sign-ins (one per
 * student per session: 已签到, 迟到 or 补签; 缺勤 is the absence of one).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('train_class'))
    .addColumn('class_code', TEXT, (c) => c.notNull().unique())
    .addColumn('class_name', TEXT, (c) => c.notNull())
    // The course (已通过/已上线 when saved) and organisation (a passed company), names kept as saved.
    .addColumn('course_code', TEXT, (c) => c.notNull())
    .addColumn('course_name', TEXT, (c) => c.notNull())
    .addColumn('cmpy_code', TEXT, (c) => c.notNull())
    .addColumn('cmpy_name', TEXT, (c) => c.notNull())
    // JSON array of names.
    .addColumn('teachers', TEXT, (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('begin_date', TEXT, (c) => c.notNull())
    .addColumn('end_date', TEXT, (c) => c.notNull())
    // First session's begin and last session's end: 未开班/开班中/已结束 are read against them.
    .addColumn('first_begin', TEXT, (c) => c.notNull())
    .addColumn('last_end', TEXT, (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, (c) => c.notNull())
    .addColumn('gcj02_lng', 'double precision', (c) => c.notNull())
    .addColumn('gcj02_lat', 'double precision', (c) => c.notNull())
    // Metres; 0 is no check.
    .addColumn('sign_radius', 'integer', (c) => c.notNull())
    .addColumn('paper_code', TEXT, notNullText)
    .addColumn('pass_rate', 'integer', (c) => c.notNull())
    // CLASS_MACHINE: 0 未结业, 1 已结业.
    .addColumn('finish_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finish_time', TEXT, notNullText)
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('train_class_finish_ck', sql`finish_state in (0, 1)`)
    .addCheckConstraint('train_class_radius_ck', sql`sign_radius = 0 or (sign_radius between 50 and 2000)`)
    .addCheckConstraint('train_class_capacity_ck', sql`capacity > 0`)
    .execute();
  await db.schema.createIndex('train_class_county_idx').on('train_class').columns(['county_code', 'id']).execute();
  await db.schema.createIndex('train_class_course_idx').on('train_class').columns(['course_code']).execute();
  await db.schema.createIndex('train_class_time_idx').on('train_class').columns(['first_begin', 'last_end']).execute();

  await withId(dialect, db.schema.createTable('train_class_session'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('train_class.id'))
    .addColumn('session_no', 'integer', (c) => c.notNull())
    .addColumn('begin_time', TEXT, (c) => c.notNull())
    .addColumn('end_time', TEXT, (c) => c.notNull())
    .addUniqueConstraint('train_class_session_no_uq', ['class_id', 'session_no'])
    .addCheckConstraint('train_class_session_ck', sql`begin_time < end_time`)
    .execute();

  await withId(dialect, db.schema.createTable('train_student'))
    .addColumn('student_code', TEXT, (c) => c.notNull().unique())
    .addColumn('class_id', 'integer', (c) => c.notNull().references('train_class.id'))
    .addColumn('usr_name', TEXT, (c) => c.notNull())
    .addColumn('id_card', TEXT, (c) => c.notNull())
    .addColumn('mobile', TEXT, (c) => c.notNull())
    .addColumn('education', TEXT, notNullText)
    .addColumn('employ_state', TEXT, notNullText)
    // STUDENT_MACHINE: 0 学习中, 1 已结业, 2 未结业 (with the reason).
    .addColumn('finish_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finish_reason', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addUniqueConstraint('train_student_class_person_uq', ['class_id', 'id_card'])
    .addCheckConstraint('train_student_finish_ck', sql`finish_state in (0, 1, 2)`)
    .execute();
  await db.schema.createIndex('train_student_id_card_idx').on('train_student').columns(['id_card']).execute();

  await withId(dialect, db.schema.createTable('train_sign_in'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('train_class_session.id'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('train_student.id'))
    // 1 已签到, 2 迟到, 3 补签.
    .addColumn('result', 'integer', (c) => c.notNull())
    .addColumn('sign_time', TEXT, (c) => c.notNull())
    // Metres from the class's point, when a point was sent.
    .addColumn('distance', 'integer')
    .addColumn('gcj02_lng', 'double precision')
    .addColumn('gcj02_lat', 'double precision')
    .addColumn('reason', TEXT, notNullText)
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', TEXT, notNullText)
    .addUniqueConstraint('train_sign_in_once_uq', ['session_id', 'student_id'])
    .addCheckConstraint('train_sign_in_result_ck', sql`result in (1, 2, 3)`)
    .execute();
  await db.schema.createIndex('train_sign_in_student_idx').on('train_sign_in').columns(['student_id']).execute();

  // 学员导入's rejected rows (their cells and the reason), for the importer to download for 24 hours.
  await withId(dialect, db.schema.createTable('train_import_error'))
    .addColumn('error_code', TEXT, (c) => c.notNull().unique())
    .addColumn('importer_id', 'integer', (c) => c.notNull())
    // JSON: an array of rows, each the sheet's cells and then the reason.
    .addColumn('rows', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('train_import_error_time_idx').on('train_import_error').columns(['create_time']).execute();
}
