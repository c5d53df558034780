import { sql, type Kysely } from 'kysely';
import { installCounterFeed, TEXT, type CounterFeed, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * Counters for the 数据大屏 (`stat_bigscreen_count`: subject, month, county,
 * code → n), beside the 数据看板's `stat_recruit_count` (migrations 0027,
 * 0031) and kept the same way: triggers in the writing transaction, per county
 * of the company (a job's, an application's job's) or of the job seeker, so a
 * county user's figures read their county's rows. Every feed sums a value
 * (`sums`): 1 for a count, a job's headcount for 招聘人数.
 *
 * Subjects by month (YYYY-MM), summed up to a month for "as of its end":
 * - cmpy_new: companies by month of first submission, code = review state now;
 * - cmpy_pass_industry / cmpy_pass_scale: passed companies by month of the
 *   decision, code = industry code / scale;
 * - job_online / job_online_headcount: jobs by month they (last) went online,
 *   code = 中类 (count / headcount);
 * - apply / apply_category: applications by month made, code = state now / 中类;
 * - seeker_gender / seeker_edu / seeker_status / seeker_birth: job seekers by
 *   month registered, code = gender / education / 就业状态 / birth year.
 * Subjects of now (month ''):
 * - online_headcount / online_hire: jobs 已上线 per 中类, their headcount and
 *   their 已录用 applications (岗位缺口分析);
 * - online_cmpy / online_cmpy_headcount: jobs 已上线 per company (招聘企业).
 */
export const COUNTER = 'stat_bigscreen_count';
export const KEYS = ['subject', 'month', 'county', 'code'] as const;
const ONLINE = 3;
const PASSED = 1;
const HIRED = 4;

const monthOf = (column: string) => `substr(${column}, 1, 7)`;
const companyOfJob = 'join cmpy_info c on c.cmpy_code = j.cmpy_code';
const hiresOfJob = (job: string) => `(select count(*) from recruit_job_apply h where h.job_id = ${job}.id and h.state = ${HIRED})`;

// Fed by the companies.
const companyOwn: CounterTemplate[] = [
  (rows) => `select 'cmpy_new' as subject, ${monthOf('x.create_time')} as month, x.county_code as county, cast(x.approve_type as text) as code, 1 as v from ${rows} as x`,
  (rows) =>
    `select 'cmpy_pass_industry' as subject, ${monthOf('x.approve_time')} as month, x.county_code as county, x.industry_code as code, 1 as v
     from ${rows} as x where x.approve_type = ${PASSED} and x.approve_time is not null`,
  (rows) =>
    `select 'cmpy_pass_scale' as subject, ${monthOf('x.approve_time')} as month, x.county_code as county, cast(x.cmpy_scale as text) as code, 1 as v
     from ${rows} as x where x.approve_type = ${PASSED} and x.approve_time is not null`,
];

// Fed by the jobs (the company's county joined).
const jobTemplates = (county: string, join: string): CounterTemplate[] => [
  (rows) =>
    `select 'job_online' as subject, ${monthOf('j.online_time')} as month, ${county} as county, j.job_category_code as code, 1 as v
     from ${rows} ${join} where j.online_time is not null`,
  (rows) =>
    `select 'job_online_headcount' as subject, ${monthOf('j.online_time')} as month, ${county} as county, j.job_category_code as code, j.headcount as v
     from ${rows} ${join} where j.online_time is not null`,
  (rows) =>
    `select 'online_headcount' as subject, '' as month, ${county} as county, j.job_category_code as code, j.headcount as v
     from ${rows} ${join} where j.approve_type = ${ONLINE}`,
  (rows) =>
    `select 'online_hire' as subject, '' as month, ${county} as county, j.job_category_code as code, ${hiresOfJob('j')} as v
     from ${rows} ${join} where j.approve_type = ${ONLINE}`,
  (rows) =>
    `select 'online_cmpy' as subject, '' as month, ${county} as county, j.cmpy_code as code, 1 as v
     from ${rows} ${join} where j.approve_type = ${ONLINE}`,
  (rows) =>
    `select 'online_cmpy_headcount' as subject, '' as month, ${county} as county, j.cmpy_code as code, j.headcount as v
     from ${rows} ${join} where j.approve_type = ${ONLINE}`,
];
/** A job's own row (x) with its company. */
const jobOwn = jobTemplates('c.county_code', `as j ${companyOfJob}`);

// Fed by the applications (job and company joined); a job's category moving re-counts them from the job's feed.
const applyTemplates = (county: string, from: (rows: string) => string): CounterTemplate[] => [
  (rows) => `select 'apply' as subject, ${monthOf('a.apply_time')} as month, ${county} as county, cast(a.state as text) as code, 1 as v from ${from(rows)}`,
  (rows) => `select 'apply_category' as subject, ${monthOf('a.apply_time')} as month, ${county} as county, j.job_category_code as code, 1 as v from ${from(rows)}`,
];
const applyOwn: CounterTemplate[] = [
  ...applyTemplates('c.county_code', (rows) => `${rows} as a join recruit_job_info j on j.id = a.job_id ${companyOfJob}`),
  (rows) =>
    `select 'online_hire' as subject, '' as month, c.county_code as county, j.job_category_code as code, 1 as v
     from ${rows} as a join recruit_job_info j on j.id = a.job_id ${companyOfJob} where a.state = ${HIRED} and j.approve_type = ${ONLINE}`,
];
/** A job's category moving moves its applications' 中类 counts. */
const jobApplications: CounterTemplate = (rows) =>
  `select 'apply_category' as subject, ${monthOf('a.apply_time')} as month, c.county_code as county, j.job_category_code as code, 1 as v
   from ${rows} as j ${companyOfJob} join recruit_job_apply a on a.job_id = j.id`;

/** A company moving county moves its jobs' and applications' counts (x is the company row). */
const companyMoves: CounterTemplate[] = [
  ...jobTemplates('x.county_code', 'as x join recruit_job_info j on j.cmpy_code = x.cmpy_code'),
  ...applyTemplates('x.county_code', (rows) => `${rows} as x join recruit_job_info j on j.cmpy_code = x.cmpy_code join recruit_job_apply a on a.job_id = j.id`),
];

const seekerOwn: CounterTemplate[] = [
  ['seeker_gender', 'cast(x.usr_gender as text)'],
  ['seeker_edu', 'cast(x.education as text)'],
  ['seeker_status', 'cast(x.job_status as text)'],
  ['seeker_birth', 'substr(x.birth_date, 1, 4)'],
].map(
  ([subject, code]) =>
    (rows: string) =>
      `select '${subject}' as subject, ${monthOf('x.create_time')} as month, x.county_code as county, ${code} as code, 1 as v from ${rows} as x`,
);

/** Row triggers when written; the applications' and job seekers' feeds are per statement on PostgreSQL since 0077. */
export const FEEDS: CounterFeed[] = [
  {
    name: 'cmpy_info_bigscreen',
    table: 'cmpy_info',
    columns: ['cmpy_code', 'county_code', 'create_time', 'approve_type', 'approve_time', 'industry_code', 'cmpy_scale'],
    templates: companyOwn,
  },
  // Only the county moves a company's jobs and applications: kept apart so a review does not re-count them.
  { name: 'cmpy_info_bigscreen_move', table: 'cmpy_info', columns: ['cmpy_code', 'county_code'], templates: companyMoves },
  {
    name: 'recruit_job_info_bigscreen',
    table: 'recruit_job_info',
    columns: ['id', 'cmpy_code', 'job_category_code', 'approve_type', 'online_time', 'headcount'],
    templates: jobOwn,
  },
  { name: 'recruit_job_info_bigscreen_apply', table: 'recruit_job_info', columns: ['id', 'cmpy_code', 'job_category_code'], templates: [jobApplications] },
  { name: 'recruit_job_apply_bigscreen', table: 'recruit_job_apply', columns: ['job_id', 'apply_time', 'state'], templates: applyOwn },
  {
    name: 'recruit_job_seeker_bigscreen',
    table: 'recruit_job_seeker',
    columns: ['create_time', 'county_code', 'usr_gender', 'education', 'job_status', 'birth_date'],
    templates: seekerOwn,
  },
];

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable(COUNTER)
    .addColumn('subject', TEXT, (c) => c.notNull())
    .addColumn('month', TEXT, (c) => c.notNull())
    .addColumn('county', TEXT, (c) => c.notNull())
    .addColumn('code', TEXT, (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_bigscreen_count_pk', [...KEYS])
    .execute();
  await db.schema.createIndex('stat_bigscreen_count_county_idx').on(COUNTER).columns(['subject', 'county', 'month', 'code', 'n']).execute();
  // 最新入驻企业: passed companies by decision time.
  await db.schema.createIndex('cmpy_info_approve_time_idx').on('cmpy_info').columns(['approve_type', 'approve_time']).execute();

  // Rows written before the triggers: each subject counted once, from the table that holds it whole.
  const recount = [
    ...companyOwn.map((t) => t('cmpy_info')),
    ...jobOwn.map((t) => t('recruit_job_info')),
    ...applyOwn.filter((_, i) => i < 2).map((t) => t('recruit_job_apply')),
    ...seekerOwn.map((t) => t('recruit_job_seeker')),
  ];
  const keys = KEYS.join(', ');
  await sql
    .raw(
      `insert into ${COUNTER} (${keys}, n)
       select ${keys}, sum(v) from (${recount.join(' union all ')}) as u group by ${keys} having sum(v) <> 0`,
    )
    .execute(db);

  for (const feed of FEEDS) await installCounterFeed(db, dialect, COUNTER, { ...feed, keys: KEYS, sums: true });
}
