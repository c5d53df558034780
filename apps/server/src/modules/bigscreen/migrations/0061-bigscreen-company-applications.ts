import { sql, type Kysely } from 'kysely';
import { installCounterFeed, type CounterFeed, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * 招聘企业 (`queryCmpyRecruit`) showed each company's applications to its
 * online jobs by joining a page of companies' online jobs to their
 * applications: on the 1,000,000-application benchmark (bench/bigscreen.ts)
 * that read tens of thousands of application index entries per call when a
 * busy company was on the page (SQLite: 110 ms of the endpoint's 52 ms p50
 * service time under load, 18.5 ms of server CPU a request). A counter of now
 * beside 0057's `online_cmpy` keeps it instead: `online_cmpy_apply`, per county
 * and company, the applications to its jobs that are 已上线 — fed by the
 * applications, by a job going online or offline (its applications counted
 * then, as `online_hire` is), and by a company moving county.
 *
 * The page itself is ranked in the database now (`recruitingPage`), grouping
 * the counters of now by company: the index on (month, code, …) hands them
 * over in code order, so SQLite groups without a temporary B-tree (on the
 * benchmark's SQLite, 39 → 24 ms for the page under a load average of 30).
 */
const COUNTER = 'stat_bigscreen_count';
const KEYS = ['subject', 'month', 'county', 'code'] as const;
const ONLINE = 3;
const SUBJECT = 'online_cmpy_apply';
const applicationsOf = (job: string) => `(select count(*) from recruit_job_apply h where h.job_id = ${job}.id)`;

const ofJob: CounterTemplate = (rows) =>
  `select '${SUBJECT}' as subject, '' as month, c.county_code as county, j.cmpy_code as code, ${applicationsOf('j')} as v
   from ${rows} as j join cmpy_info c on c.cmpy_code = j.cmpy_code where j.approve_type = ${ONLINE}`;
const ofApplication: CounterTemplate = (rows) =>
  `select '${SUBJECT}' as subject, '' as month, c.county_code as county, j.cmpy_code as code, 1 as v
   from ${rows} as a join recruit_job_info j on j.id = a.job_id join cmpy_info c on c.cmpy_code = j.cmpy_code where j.approve_type = ${ONLINE}`;
const ofCompanyMove: CounterTemplate = (rows) =>
  `select '${SUBJECT}' as subject, '' as month, x.county_code as county, j.cmpy_code as code, ${applicationsOf('j')} as v
   from ${rows} as x join recruit_job_info j on j.cmpy_code = x.cmpy_code where j.approve_type = ${ONLINE}`;

/** Row triggers when written; the applications' feed is per statement on PostgreSQL since 0077. */
export const FEEDS: CounterFeed[] = [
  { name: 'recruit_job_info_bigscreen_cmpy_apply', table: 'recruit_job_info', columns: ['id', 'cmpy_code', 'approve_type'], templates: [ofJob] },
  { name: 'recruit_job_apply_bigscreen_cmpy_apply', table: 'recruit_job_apply', columns: ['job_id'], templates: [ofApplication] },
  { name: 'cmpy_info_bigscreen_cmpy_apply', table: 'cmpy_info', columns: ['cmpy_code', 'county_code'], templates: [ofCompanyMove] },
];

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const keys = KEYS.join(', ');
  await sql
    .raw(`insert into ${COUNTER} (${keys}, n) select ${keys}, sum(v) from (${ofJob('recruit_job_info')}) as u group by ${keys} having sum(v) <> 0`)
    .execute(db);
  await db.schema.createIndex('stat_bigscreen_count_now_idx').on(COUNTER).columns(['month', 'code', 'subject', 'county', 'n']).execute();
  for (const feed of FEEDS) await installCounterFeed(db, dialect, COUNTER, { ...feed, keys: KEYS, sums: true });
}
