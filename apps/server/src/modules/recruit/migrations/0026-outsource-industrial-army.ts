import { sql, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * Skills on resumes (the tags 产业军人才匹配 ranks by) and outsourced
 * employees (外包员工): job seekers placed with a company through a
 * labour-dispatch or outsourcing company.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // A resume's skills: codes of SKILL_GROUPS in the contract, each at most once per resume.
  await db.schema
    .createTable('recruit_resume_skill')
    .addColumn('resume_id', 'integer', (c) => c.notNull().references('recruit_resume.id').onDelete('cascade'))
    .addColumn('skill_code', TEXT, (c) => c.notNull())
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addPrimaryKeyConstraint('recruit_resume_skill_pk', ['resume_id', 'skill_code'])
    .execute();
  // A match reads the holders of the skills asked for, never the whole table.
  await db.schema.createIndex('recruit_resume_skill_code_idx').on('recruit_resume_skill').columns(['skill_code', 'resume_id']).execute();

  await withId(dialect, db.schema.createTable('recruit_outsource'))
    .addColumn('outsource_code', TEXT, (c) => c.notNull().unique())
    .addColumn('resume_id', 'integer', (c) => c.notNull().references('recruit_resume.id'))
    // 用工单位 and 派遣单位: companies that passed review.
    .addColumn('cmpy_id', 'integer', (c) => c.notNull().references('cmpy_info.id'))
    .addColumn('dispatch_cmpy_id', 'integer', (c) => c.notNull().references('cmpy_info.id'))
    // 1 劳务派遣, 2 业务外包 (EMPLOY_TYPES in the contract).
    .addColumn('employ_type', 'integer', (c) => c.notNull())
    .addColumn('post_name', TEXT, (c) => c.notNull())
    // Whole yuan per month.
    .addColumn('salary', 'integer', (c) => c.notNull().defaultTo(0))
    // YYYY-MM-DD. The state (待上岗/在岗/已离职) is read from these dates on the day asked, never stored.
    .addColumn('contract_start', TEXT, (c) => c.notNull())
    .addColumn('contract_end', TEXT, (c) => c.notNull())
    .addColumn('leave_date', TEXT)
    .addColumn('leave_reason', TEXT, (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('recruit_outsource_employ_type_ck', sql`employ_type in (1, 2)`)
    .addCheckConstraint('recruit_outsource_contract_ck', sql`contract_end >= contract_start`)
    .addCheckConstraint('recruit_outsource_parties_ck', sql`cmpy_id <> dispatch_cmpy_id`)
    .execute();
  // The list newest contract first, whole or per company; a person's placements.
  await db.schema.createIndex('recruit_outsource_start_idx').on('recruit_outsource').columns(['contract_start', 'id']).execute();
  await db.schema.createIndex('recruit_outsource_cmpy_idx').on('recruit_outsource').columns(['cmpy_id', 'contract_start', 'id']).execute();
  await db.schema.createIndex('recruit_outsource_dispatch_idx').on('recruit_outsource').columns(['dispatch_cmpy_id', 'contract_start', 'id']).execute();
  await db.schema.createIndex('recruit_outsource_resume_idx').on('recruit_outsource').columns(['resume_id', 'contract_start']).execute();
}
