import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { installRowCounter, TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * Job seekers and their resumes (with work, education and training
 * histories), their applications to jobs (投递) with interview and operation
 * records, and their epidemic health proofs.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('recruit_job_seeker'))
    .addColumn('usr_code', TEXT, (c) => c.notNull().unique())
    .addColumn('usr_name', TEXT, (c) => c.notNull())
    .addColumn('usr_gender', 'integer', (c) => c.notNull())
    // YYYY-MM-DD, read from the ID number; ages are computed from it on the day asked.
    .addColumn('birth_date', TEXT, (c) => c.notNull())
    .addColumn('id_card', TEXT, (c) => c.notNull().unique())
    .addColumn('mobile', TEXT, (c) => c.notNull())
    .addColumn('email', TEXT, notNullText)
    .addColumn('education', 'integer', (c) => c.notNull())
    .addColumn('ethnic', 'integer', (c) => c.notNull())
    .addColumn('job_status', 'integer', (c) => c.notNull())
    .addColumn('province_code', TEXT, (c) => c.notNull())
    .addColumn('city_code', TEXT, (c) => c.notNull())
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('address', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('recruit_job_seeker_gender_ck', sql`usr_gender in (1, 2)`)
    .execute();

  // One resume per job seeker: what they send with every application.
  await withId(dialect, db.schema.createTable('recruit_resume'))
    .addColumn('resume_code', TEXT, (c) => c.notNull().unique())
    .addColumn('seeker_id', 'integer', (c) => c.notNull().unique().references('recruit_job_seeker.id'))
    .addColumn('expect_job', TEXT, notNullText)
    .addColumn('expect_salary_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expect_salary_max', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('work_years', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('self_intro', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .execute();

  // Histories: dates are YYYY-MM-DD; an end date of null reads 至今.
  await withId(dialect, db.schema.createTable('recruit_resume_work'))
    .addColumn('resume_id', 'integer', (c) => c.notNull().references('recruit_resume.id').onDelete('cascade'))
    .addColumn('cmpy_name', TEXT, (c) => c.notNull())
    .addColumn('job_name', TEXT, (c) => c.notNull())
    .addColumn('begin_date', TEXT, (c) => c.notNull())
    .addColumn('end_date', TEXT)
    .addColumn('content', TEXT, notNullText)
    .execute();
  await db.schema.createIndex('recruit_resume_work_resume_idx').on('recruit_resume_work').columns(['resume_id', 'begin_date']).execute();

  await withId(dialect, db.schema.createTable('recruit_resume_education'))
    .addColumn('resume_id', 'integer', (c) => c.notNull().references('recruit_resume.id').onDelete('cascade'))
    .addColumn('school_name', TEXT, (c) => c.notNull())
    .addColumn('major', TEXT, notNullText)
    .addColumn('education', 'integer', (c) => c.notNull())
    .addColumn('begin_date', TEXT, (c) => c.notNull())
    .addColumn('end_date', TEXT)
    .execute();
  await db.schema.createIndex('recruit_resume_education_resume_idx').on('recruit_resume_education').columns(['resume_id', 'begin_date']).execute();

  await withId(dialect, db.schema.createTable('recruit_resume_train'))
    .addColumn('resume_id', 'integer', (c) => c.notNull().references('recruit_resume.id').onDelete('cascade'))
    .addColumn('train_org', TEXT, (c) => c.notNull())
    .addColumn('train_course', TEXT, (c) => c.notNull())
    .addColumn('certificate', TEXT, notNullText)
    .addColumn('begin_date', TEXT, (c) => c.notNull())
    .addColumn('end_date', TEXT)
    .execute();
  await db.schema.createIndex('recruit_resume_train_resume_idx').on('recruit_resume_train').columns(['resume_id', 'begin_date']).execute();

  await withId(dialect, db.schema.createTable('recruit_job_apply'))
    .addColumn('apply_code', TEXT, (c) => c.notNull().unique())
    .addColumn('resume_id', 'integer', (c) => c.notNull().references('recruit_resume.id'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('recruit_job_info.id'))
    // 0 新简历, 3 初筛通过, 5 已邀请面试, 4 已录用, 6 不合适 (APPLY_MACHINE in the contract).
    .addColumn('state', 'integer', (c) => c.notNull())
    // Copies of the applicant's gender and birth date (facts of their ID number): the list
    // filters a million applications by them without joining a million job seekers.
    .addColumn('usr_gender', 'integer', (c) => c.notNull())
    .addColumn('usr_birth_date', TEXT, (c) => c.notNull())
    .addColumn('apply_time', TEXT, (c) => c.notNull())
    .addColumn('remark', TEXT, notNullText)
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('recruit_job_apply_state_ck', sql`state in (0, 3, 4, 5, 6)`)
    .execute();
  // A person applies to a job once; the key also finds a resume's applications.
  await db.schema.createIndex('recruit_job_apply_resume_job_uq').on('recruit_job_apply').columns(['resume_id', 'job_id']).unique().execute();
  // A tab, newest first (id breaks ties of the same second on both dialects).
  await db.schema.createIndex('recruit_job_apply_state_time_idx').on('recruit_job_apply').columns(['state', 'apply_time', 'id']).execute();
  // All tabs newest first, and per-state counts over an application-time range from the index alone.
  await db.schema.createIndex('recruit_job_apply_time_idx').on('recruit_job_apply').columns(['apply_time', 'state', 'id']).execute();
  // One job's applications and their counts per state.
  await db.schema.createIndex('recruit_job_apply_job_idx').on('recruit_job_apply').columns(['job_id', 'state', 'apply_time', 'id']).execute();
  // Per-state counts over an age range from the index alone.
  await db.schema.createIndex('recruit_job_apply_birth_idx').on('recruit_job_apply').columns(['usr_birth_date', 'state']).execute();
  await installRowCounter(db, dialect, 'recruit_job_apply', 'state');

  await withId(dialect, db.schema.createTable('recruit_apply_audition'))
    .addColumn('audition_code', TEXT, (c) => c.notNull().unique())
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('recruit_job_apply.id').onDelete('cascade'))
    .addColumn('interview_time', TEXT, (c) => c.notNull())
    .addColumn('interview_place', TEXT, (c) => c.notNull())
    .addColumn('contact_person', TEXT, (c) => c.notNull())
    .addColumn('contact_phone', TEXT, (c) => c.notNull())
    .addColumn('note', TEXT, notNullText)
    .addColumn('inviter_id', 'integer')
    .addColumn('inviter_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recruit_apply_audition_apply_idx').on('recruit_apply_audition').columns(['apply_id', 'create_time']).execute();

  await withId(dialect, db.schema.createTable('recruit_apply_operation'))
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('recruit_job_apply.id').onDelete('cascade'))
    // An ApplyOperation of the contract: throughFirst, inviteInterview, employ, outOfPlace, remark.
    .addColumn('action', TEXT, (c) => c.notNull())
    .addColumn('from_state', 'integer', (c) => c.notNull())
    .addColumn('to_state', 'integer', (c) => c.notNull())
    .addColumn('note', TEXT, notNullText)
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recruit_apply_operation_apply_idx').on('recruit_apply_operation').columns(['apply_id', 'create_time']).execute();

  await withId(dialect, db.schema.createTable('recruit_health_prove'))
    .addColumn('prove_code', TEXT, (c) => c.notNull().unique())
    .addColumn('seeker_id', 'integer', (c) => c.notNull().references('recruit_job_seeker.id').onDelete('cascade'))
    .addColumn('prove_type', 'integer', (c) => c.notNull())
    .addColumn('result', TEXT, (c) => c.notNull())
    .addColumn('normal', 'integer', (c) => c.notNull())
    .addColumn('institution', TEXT, notNullText)
    .addColumn('check_time', TEXT, (c) => c.notNull())
    .addColumn('valid_until', TEXT)
    .addColumn('remark', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recruit_health_prove_seeker_idx').on('recruit_health_prove').columns(['seeker_id', 'check_time']).execute();
}
