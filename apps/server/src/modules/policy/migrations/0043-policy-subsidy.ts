import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/** 补贴项目 (with the counties they cover) and 政策申请 (with their 审核记录). */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('policy_subsidy_project'))
    .addColumn('project_code', TEXT, (c) => c.notNull().unique())
    .addColumn('project_name', TEXT, (c) => c.notNull())
    // The kinds offered: 1 养老保险补贴, 2 医疗保险补贴, each with its monthly standard in 分.
    .addColumn('old_kind', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('medical_kind', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('old_standard', 'integer')
    .addColumn('medical_standard', 'integer')
    // JSON array of 申请人类别 keys.
    .addColumn('person_types', TEXT, (c) => c.notNull().defaultTo('[]'))
    .addColumn('subsidy_start', TEXT)
    .addColumn('subsidy_end', TEXT)
    .addColumn('report_start', TEXT)
    .addColumn('report_end', TEXT)
    .addColumn('guide', TEXT, notNullText)
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('policy_subsidy_state_ck', sql`state in (0, 1, 2)`)
    .addCheckConstraint('policy_subsidy_hot_ck', sql`hot in (0, 1) and (hot = 0 or state = 1)`)
    .execute();
  await db.schema.createIndex('policy_subsidy_state_idx').on('policy_subsidy_project').columns(['state', 'update_time']).execute();

  await db.schema
    .createTable('policy_subsidy_county')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('policy_subsidy_project.id').onDelete('cascade'))
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addPrimaryKeyConstraint('policy_subsidy_county_pk', ['project_id', 'county_code'])
    .execute();
  await db.schema.createIndex('policy_subsidy_county_idx').on('policy_subsidy_county').columns(['county_code', 'project_id']).execute();

  await withId(dialect, db.schema.createTable('policy_apply'))
    .addColumn('apply_id', TEXT, (c) => c.notNull().unique())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('policy_subsidy_project.id'))
    .addColumn('usr_code', TEXT, notNullText)
    // applyContent as received (JSON text); the columns below are what lists filter on.
    .addColumn('apply_content', TEXT, (c) => c.notNull())
    .addColumn('name', TEXT, (c) => c.notNull())
    .addColumn('idcard', TEXT, (c) => c.notNull())
    .addColumn('phone', TEXT, (c) => c.notNull())
    // The applicant's county: the data scope reads it.
    .addColumn('district', TEXT, (c) => c.notNull())
    .addColumn('apply_person_type', TEXT, (c) => c.notNull())
    .addColumn('month_start', TEXT, (c) => c.notNull())
    .addColumn('month_end', TEXT, (c) => c.notNull())
    .addColumn('old_apply', 'integer', (c) => c.notNull())
    .addColumn('medical_apply', 'integer', (c) => c.notNull())
    .addColumn('total_subsidy_fee', 'integer', (c) => c.notNull())
    .addColumn('apply_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reject_desc', TEXT, notNullText)
    .addColumn('verify_usr_code', TEXT, notNullText)
    .addColumn('verify_name', TEXT, notNullText)
    .addColumn('verify_time', TEXT)
    .addColumn('submit_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('policy_apply_state_ck', sql`apply_state in (1, 2, 3)`)
    .execute();
  // The list newest first, per tab, per county, per project; duplicates by ID number.
  await db.schema.createIndex('policy_apply_state_idx').on('policy_apply').columns(['apply_state', 'submit_time']).execute();
  await db.schema.createIndex('policy_apply_district_idx').on('policy_apply').columns(['district', 'submit_time']).execute();
  await db.schema.createIndex('policy_apply_project_idx').on('policy_apply').columns(['project_id', 'apply_state']).execute();
  await db.schema.createIndex('policy_apply_idcard_idx').on('policy_apply').columns(['idcard', 'month_start']).execute();

  await withId(dialect, db.schema.createTable('policy_apply_record'))
    .addColumn('apply_row_id', 'integer', (c) => c.notNull().references('policy_apply.id'))
    // submit 提交, pass 通过, reject 驳回.
    .addColumn('action', TEXT, (c) => c.notNull())
    .addColumn('reason', TEXT, notNullText)
    .addColumn('operator_id', 'integer')
    .addColumn('operator_name', TEXT, (c) => c.notNull())
    .addColumn('operate_time', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('policy_apply_record_idx').on('policy_apply_record').columns(['apply_row_id', 'id']).execute();
}
