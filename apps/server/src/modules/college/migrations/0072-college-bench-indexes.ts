import type { Kysely } from 'kysely';

/**
 * Indexes bench/colleges.ts (500 colleges, a million students) showed the
 * college queries need (modules/college/README.md, Scale):
 *
 * - The statistics sum counter rows of every college picked: tens of
 *   thousands of rows for the 专业, 行业 and 生源地 subjects over all passed
 *   colleges. The primary key's index has no `n`, so each row was read again
 *   from the table; with `n` in the index the sums read the index alone
 *   (SQLite: about half the time at 50 colleges), in the key's order, so a
 *   single college's statistic still seeks its own rows.
 * - 毕业未就业 and 毕业年份 + 就业状态 inside a data scope count the students
 *   of the scope's colleges among a graduation year's: `college_code` after
 *   (graduate_year, job_status, id) lets that count read the index alone,
 *   and page 1 still walks it newest first. It replaces the index of 0046
 *   that lacked the college.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('stat_college_count_sum_idx').on('stat_college_count').columns(['subject', 'college_code', 'year', 'code', 'education', 'n']).execute();
  await db.schema.createIndex('college_student_graduate_scope_idx').on('college_student').columns(['graduate_year', 'job_status', 'id', 'college_code']).execute();
  await db.schema.dropIndex('college_student_graduate_idx').execute();
}
