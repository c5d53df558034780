import type { Kysely } from 'kysely';

/**
 * Indexes for the 数据看板's day figures (`modules/stats/dashboard-analysis/`),
 * which count jobs, job moves and job seekers per day of a range: without
 * them each call reads the whole table. Per-day grouped reads of these
 * indexes rather than trigger-kept counters: jobs and job seekers are tens of
 * thousands of rows (not the million applications 0027 counts for), and a
 * job's moves are insert-only history.
 *
 * Course applications (报名趋势, 课程TOP3占比) take no counter either: a course
 * belongs to two places at once (its address's county and its organisation's,
 * `courseInScope`), so a per-county counter would count it twice, and the
 * training tables are thousands of rows read through the (apply_time) index
 * migration 0045 made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('recruit_job_info_create_idx').on('recruit_job_info').columns(['create_time', 'cmpy_code']).execute();
  await db.schema.createIndex('recruit_job_operation_time_idx').on('recruit_job_operation').columns(['create_time', 'job_id']).execute();
  await db.schema.createIndex('recruit_job_seeker_create_idx').on('recruit_job_seeker').columns(['create_time']).execute();
  await db.schema.createIndex('recruit_job_seeker_county_create_idx').on('recruit_job_seeker').columns(['county_code', 'create_time']).execute();
}
