import { sql, type Kysely } from 'kysely';
import { installDerivedColumn, TEXT, type DialectName } from '../../../db/dialect/index.js';

/**
 * An application's county (its job's company's, the record's region for
 * 数据权限) on the application row, with an index of the list's order under
 * it: a county user's page 1 reads its ten rows straight off the index, where
 * walking the time index and looking up each row's job and company cost
 * 1.4 ms (54 ms p99 at ten connections, bench/results/applications-scope.md).
 * Kept by triggers: the application's insert or new job, a job moved to
 * another company, a company registered in another county.
 */
const countyOf = (row: string) =>
  `coalesce((select c.county_code from recruit_job_info j join cmpy_info c on c.cmpy_code = j.cmpy_code where j.id = ${row}.job_id), '')`;

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema.alterTable('recruit_job_apply').addColumn('county_code', TEXT, (c) => c.notNull().defaultTo('')).execute();
  await sql.raw(`update recruit_job_apply set county_code = ${countyOf('recruit_job_apply')}`).execute(db);
  await db.schema.createIndex('recruit_job_apply_county_time_idx').on('recruit_job_apply').columns(['county_code', 'apply_time', 'id', 'state']).execute();
  await installDerivedColumn(db, dialect, {
    name: 'recruit_job_apply_county_code',
    table: 'recruit_job_apply',
    column: 'county_code',
    value: countyOf,
    reads: ['job_id'],
    sources: [
      { table: 'recruit_job_info', columns: ['cmpy_code'], rows: (job) => `job_id = ${job}.id` },
      { table: 'cmpy_info', columns: ['county_code'], rows: (company) => `job_id in (select id from recruit_job_info where cmpy_code = ${company}.cmpy_code)` },
    ],
  });
}
