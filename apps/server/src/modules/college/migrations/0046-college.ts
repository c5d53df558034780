import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { fillCounter, installCounterFeed, installRowCounter, TEXT, withId, type CounterFeed, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * Colleges (院校) and their review (入驻申请), their students, campus job
 * fairs, and the counters the college statistics read.
 *
 * `stat_college_count` (subject, college, year, code, education → n) is kept
 * by triggers on `college_student` in the writing transaction, as migration
 * 0027 keeps the 数据看板's: a college's figures are a few hundred counter
 * rows whatever its roster's size. Counted per college, so a statistic of
 * one college reads its own rows, and one of all passed colleges, of a
 * type, or inside a data scope joins the colleges (a few hundred) to pick
 * theirs: a college passing review, changing type or county moves no counter.
 *
 * Subjects (year is the enrolment year unless said):
 * - enrol: every student; reading: students 在读;
 * - grad: graduates (学籍 已毕业) per graduation year, code = jobStatus;
 * - industry: employed graduates per graduation year, code = the 门类;
 * - origin_p, origin_c, origin_x: students per 生源地 province, city, county;
 * - specialty: students per 专业;
 * - supply, supply_emp: graduates and employed graduates per graduation
 *   year, 专业 (code) and education (the 供需信息 supply list).
 * education is 0 except for the supply subjects.
 */
export const COUNTER = 'stat_college_count';
export const KEYS = ['subject', 'college_code', 'year', 'code', 'education'] as const;
const READING = 1;
const GRADUATED = 2;
const EMPLOYED = 1;

/** What a subject counts of a student row `x`: the year and code it files the student under, for the rows `where` picks. */
export interface StudentSubject {
  name: string;
  year: string;
  code: string;
  where?: string;
  education?: string;
}

export const STUDENT_SUBJECTS: readonly StudentSubject[] = [
  { name: 'enrol', year: 'enrol_year', code: "''" },
  { name: 'reading', year: 'enrol_year', code: "''", where: `x.school_status = ${READING}` },
  { name: 'grad', year: 'graduate_year', code: 'cast(x.job_status as text)', where: `x.school_status = ${GRADUATED}` },
  { name: 'industry', year: 'graduate_year', code: 'x.industry_code', where: `x.school_status = ${GRADUATED} and x.job_status = ${EMPLOYED}` },
  { name: 'origin_p', year: 'enrol_year', code: "substr(x.origin_county_code, 1, 2) || '0000'" },
  { name: 'origin_c', year: 'enrol_year', code: "substr(x.origin_county_code, 1, 4) || '00'" },
  { name: 'origin_x', year: 'enrol_year', code: 'x.origin_county_code' },
  { name: 'specialty', year: 'enrol_year', code: 'x.specialty_code' },
  { name: 'supply', year: 'graduate_year', code: 'x.specialty_code', where: `x.school_status = ${GRADUATED}`, education: 'x.education' },
  { name: 'supply_emp', year: 'graduate_year', code: 'x.specialty_code', where: `x.school_status = ${GRADUATED} and x.job_status = ${EMPLOYED}`, education: 'x.education' },
];

/**
 * A subject's counter template over the student rows `x`: `place` selects the
 * counter's place column (the college here; 0083 the college's county),
 * `join` and `also` narrow the rows further.
 */
export const studentTemplate =
  ({ name, year, code, where, education = '0' }: StudentSubject, place: string, join = '', also = ''): CounterTemplate =>
  (rows) => {
    const conditions = [also, where].filter(Boolean).join(' and ');
    return `select '${name}' as subject, ${place}, x.${year} as year, ${code} as code, ${education} as education from ${rows} as x${join}${conditions ? ` where ${conditions}` : ''}`;
  };

const STUDENT_TEMPLATES: CounterTemplate[] = STUDENT_SUBJECTS.map((s) => studentTemplate(s, 'x.college_code as college_code'));

/** Row triggers when written; per statement on PostgreSQL since 0079. */
export const STUDENT_FEED: CounterFeed = {
  name: 'college_student_stat',
  table: 'college_student',
  columns: ['college_code', 'enrol_year', 'graduate_year', 'school_status', 'job_status', 'industry_code', 'origin_county_code', 'specialty_code', 'education'],
  templates: STUDENT_TEMPLATES,
  keys: KEYS,
};

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  const coordinate = 'double precision' as const;

  await withId(dialect, db.schema.createTable('college_info'))
    .addColumn('college_code', TEXT, (c) => c.notNull().unique())
    .addColumn('college_name', TEXT, (c) => c.notNull().unique())
    .addColumn('college_type', 'integer', (c) => c.notNull())
    .addColumn('run_nature', 'integer', (c) => c.notNull())
    // 学校标识码: the ministry's ten digits, one college each.
    .addColumn('school_code', TEXT, (c) => c.notNull().unique())
    .addColumn('authority', TEXT, (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, (c) => c.notNull())
    .addColumn('gcj02_lng', coordinate, (c) => c.notNull())
    .addColumn('gcj02_lat', coordinate, (c) => c.notNull())
    .addColumn('contact_person', TEXT, (c) => c.notNull())
    .addColumn('contact_phone', TEXT, (c) => c.notNull())
    .addColumn('logo_key', TEXT, notNullText)
    .addColumn('license_key', TEXT, notNullText)
    .addColumn('introduction', TEXT, notNullText)
    // 1 待审核, 2 已通过, 3 已驳回 (COLLEGE_MACHINE).
    .addColumn('approve_type', 'integer', (c) => c.notNull())
    .addColumn('reject_desc', TEXT, notNullText)
    .addColumn('checker_name', TEXT, notNullText)
    // The latest submission and the decision on it.
    .addColumn('apply_time', TEXT, (c) => c.notNull())
    .addColumn('check_time', TEXT)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('college_info_approve_ck', sql`approve_type in (1, 2, 3)`)
    .execute();
  await db.schema.createIndex('college_info_approve_idx').on('college_info').columns(['approve_type', 'apply_time']).execute();
  await db.schema.createIndex('college_info_apply_idx').on('college_info').columns(['apply_time']).execute();
  await db.schema.createIndex('college_info_county_idx').on('college_info').columns(['county_code']).execute();
  await installRowCounter(db, dialect, 'college_info', 'approve_type');

  await db.schema
    .createTable('college_specialty')
    .addColumn('college_code', TEXT, (c) => c.notNull().references('college_info.college_code').onDelete('cascade'))
    .addColumn('specialty_code', TEXT, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('college_specialty_pk', ['college_code', 'specialty_code'])
    .execute();

  // 入驻申请: every submission, with the snapshot submitted and the decision taken on it.
  await withId(dialect, db.schema.createTable('college_apply'))
    .addColumn('apply_code', TEXT, (c) => c.notNull().unique())
    .addColumn('college_code', TEXT, (c) => c.notNull().references('college_info.college_code'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('apply_time', TEXT, (c) => c.notNull())
    .addColumn('snapshot', TEXT, (c) => c.notNull())
    .addColumn('approve_type', 'integer', (c) => c.notNull())
    .addColumn('reject_desc', TEXT, notNullText)
    .addColumn('checker_id', 'integer')
    .addColumn('checker_name', TEXT, notNullText)
    .addColumn('check_time', TEXT)
    .addUniqueConstraint('college_apply_sequence_uq', ['college_code', 'sequence'])
    .execute();
  await db.schema.createIndex('college_apply_time_idx').on('college_apply').columns(['apply_time']).execute();
  await db.schema.createIndex('college_apply_state_idx').on('college_apply').columns(['approve_type', 'apply_time']).execute();

  await withId(dialect, db.schema.createTable('college_student'))
    .addColumn('student_code', TEXT, (c) => c.notNull().unique())
    .addColumn('student_no', TEXT, (c) => c.notNull())
    .addColumn('student_name', TEXT, (c) => c.notNull())
    .addColumn('gender', 'integer', (c) => c.notNull())
    .addColumn('birth_date', TEXT, (c) => c.notNull())
    .addColumn('id_card', TEXT, (c) => c.notNull())
    .addColumn('mobile', TEXT, (c) => c.notNull())
    .addColumn('college_code', TEXT, (c) => c.notNull().references('college_info.college_code'))
    .addColumn('department', TEXT, (c) => c.notNull())
    .addColumn('specialty_code', TEXT, (c) => c.notNull())
    .addColumn('education', 'integer', (c) => c.notNull())
    .addColumn('enrol_year', 'integer', (c) => c.notNull())
    .addColumn('graduate_year', 'integer', (c) => c.notNull())
    .addColumn('class_name', TEXT, notNullText)
    // 1 在读, 2 已毕业.
    .addColumn('school_status', 'integer', (c) => c.notNull())
    // 0 未就业, 1 已就业.
    .addColumn('job_status', 'integer', (c) => c.notNull())
    .addColumn('employer', TEXT, notNullText)
    // The 门类 of the industry tree while employed, '' otherwise.
    .addColumn('industry_code', TEXT, notNullText)
    // 生源地: the county (its province and city are its code cut to two and four digits).
    .addColumn('origin_county_code', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addUniqueConstraint('college_student_no_uq', ['college_code', 'student_no'])
    .addUniqueConstraint('college_student_card_uq', ['college_code', 'id_card'])
    .addCheckConstraint('college_student_status_ck', sql`school_status in (1, 2) and job_status in (0, 1)`)
    .execute();
  await db.schema.createIndex('college_student_college_idx').on('college_student').columns(['college_code', 'id']).execute();
  await db.schema.createIndex('college_student_graduate_idx').on('college_student').columns(['graduate_year', 'job_status', 'id']).execute();
  await db.schema.createIndex('college_student_enrol_idx').on('college_student').columns(['enrol_year', 'id']).execute();
  await db.schema.createIndex('college_student_origin_idx').on('college_student').columns(['origin_county_code']).execute();

  await withId(dialect, db.schema.createTable('college_job_fair'))
    .addColumn('fair_code', TEXT, (c) => c.notNull().unique())
    .addColumn('fair_name', TEXT, (c) => c.notNull().unique())
    .addColumn('college_code', TEXT, (c) => c.notNull().references('college_info.college_code'))
    .addColumn('fair_type', 'integer', (c) => c.notNull())
    .addColumn('booth_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('organizer', TEXT, (c) => c.notNull())
    .addColumn('undertaker', TEXT, notNullText)
    .addColumn('contact_person', TEXT, (c) => c.notNull())
    .addColumn('contact_phone', TEXT, (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, notNullText)
    .addColumn('gcj02_lng', coordinate)
    .addColumn('gcj02_lat', coordinate)
    // The status (待开始/进行中/已结束) is read from these and the clock, never stored.
    .addColumn('start_time', TEXT, (c) => c.notNull())
    .addColumn('end_time', TEXT, (c) => c.notNull())
    .addColumn('description', TEXT, (c) => c.notNull())
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('college_job_fair_type_ck', sql`fair_type in (1, 2)`)
    .addCheckConstraint('college_job_fair_time_ck', sql`start_time < end_time`)
    .execute();
  await db.schema.createIndex('college_job_fair_start_idx').on('college_job_fair').columns(['start_time']).execute();
  await db.schema.createIndex('college_job_fair_end_idx').on('college_job_fair').columns(['end_time']).execute();
  await db.schema.createIndex('college_job_fair_college_idx').on('college_job_fair').columns(['college_code', 'start_time']).execute();

  await db.schema
    .createTable('college_job_fair_cmpy')
    .addColumn('fair_id', 'integer', (c) => c.notNull().references('college_job_fair.id').onDelete('cascade'))
    .addColumn('cmpy_code', TEXT, (c) => c.notNull().references('cmpy_info.cmpy_code'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('join_time', TEXT, (c) => c.notNull())
    .addPrimaryKeyConstraint('college_job_fair_cmpy_pk', ['fair_id', 'cmpy_code'])
    .execute();
  await db.schema.createIndex('college_job_fair_cmpy_cmpy_idx').on('college_job_fair_cmpy').columns(['cmpy_code']).execute();

  await db.schema
    .createTable('college_job_fair_job')
    .addColumn('fair_id', 'integer', (c) => c.notNull())
    .addColumn('cmpy_code', TEXT, (c) => c.notNull())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('recruit_job_info.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('college_job_fair_job_pk', ['fair_id', 'job_id'])
    .addForeignKeyConstraint('college_job_fair_job_cmpy_fk', ['fair_id', 'cmpy_code'], 'college_job_fair_cmpy', ['fair_id', 'cmpy_code'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('college_job_fair_job_job_idx').on('college_job_fair_job').columns(['job_id']).execute();

  await db.schema
    .createTable(COUNTER)
    .addColumn('subject', TEXT, (c) => c.notNull())
    .addColumn('college_code', TEXT, (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('code', TEXT, (c) => c.notNull())
    .addColumn('education', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_college_count_pk', [...KEYS])
    .execute();
  // Students written before the triggers (none on a new table, but the same statement recounts a table that has them).
  await fillCounter(db, COUNTER, KEYS, ...STUDENT_TEMPLATES.map((t) => t('college_student')));
  await installCounterFeed(db, dialect, COUNTER, STUDENT_FEED);
}
