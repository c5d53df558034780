import type { Kysely } from 'kysely';
import { dropCounterFeed, fillCounter, installCounterFeed, TEXT, type CounterFeed, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * Region data scope (数据权限).
 *
 * - `sys_user.data_scope`: '' for 全部, else the province, city or county code
 *   whose records (and those below it) the user sees.
 * - Indexes on the region columns the scope reads (`inScope` in
 *   platform/data-scope.ts compares them by range).
 * - The 数据看板's counters (`stat_recruit_count`, migration 0027) are kept per
 *   county of the company a job belongs to, so a scoped user's figures are
 *   read from the counters too. SQLite cannot change a primary key, so the
 *   table is made again with the county in its key, refilled from the tables,
 *   and 0027's feeds are replaced by ones that also name the county. A count
 *   now depends on the company as well, so the companies feed it: a company
 *   moving county moves its jobs' and applications' counts.
 */
export const COUNTER = 'stat_recruit_count';
const KEYS = ['subject', 'day', 'county', 'code'] as const;
const ONLINE = 3;

const applyDay = (column: string) => `substr(${column}, 1, 10)`;
/** The county of the company owning the job aliased `j`. */
const companyOfJob = 'join cmpy_info c on c.cmpy_code = j.cmpy_code';

// Fed by the applications.
const applyByState: CounterTemplate = (rows) =>
  `select 'apply' as subject, ${applyDay('x.apply_time')} as day, c.county_code as county, cast(x.state as text) as code
   from ${rows} as x join recruit_job_info j on j.id = x.job_id ${companyOfJob}`;
const applyByCategory: CounterTemplate = (rows) =>
  `select 'apply_category' as subject, ${applyDay('x.apply_time')} as day, c.county_code as county, j.job_category_code as code
   from ${rows} as x join recruit_job_info j on j.id = x.job_id ${companyOfJob}`;
const applyByLabel: CounterTemplate = (rows) =>
  `select 'apply_label' as subject, ${applyDay('x.apply_time')} as day, c.county_code as county, r.label_code as code
   from ${rows} as x join recruit_job_info j on j.id = x.job_id ${companyOfJob} join recruit_job_label_rel r on r.job_id = x.job_id`;

// Fed by the jobs (aliased `x`, whose company is `c`).
const jobCompany = 'join cmpy_info c on c.cmpy_code = x.cmpy_code';
const jobApplicationsByState: CounterTemplate = (rows) =>
  `select 'apply' as subject, ${applyDay('a.apply_time')} as day, c.county_code as county, cast(a.state as text) as code
   from ${rows} as x ${jobCompany} join recruit_job_apply a on a.job_id = x.id`;
const jobApplicationsByCategory: CounterTemplate = (rows) =>
  `select 'apply_category' as subject, ${applyDay('a.apply_time')} as day, c.county_code as county, x.job_category_code as code
   from ${rows} as x ${jobCompany} join recruit_job_apply a on a.job_id = x.id`;
const jobApplicationsByLabel: CounterTemplate = (rows) =>
  `select 'apply_label' as subject, ${applyDay('a.apply_time')} as day, c.county_code as county, r.label_code as code
   from ${rows} as x ${jobCompany} join recruit_job_apply a on a.job_id = x.id join recruit_job_label_rel r on r.job_id = x.id`;
const onlineByCategory: CounterTemplate = (rows) =>
  `select 'online_category' as subject, '' as day, c.county_code as county, x.job_category_code as code
   from ${rows} as x ${jobCompany} where x.approve_type = ${ONLINE}`;
const onlineByLabel: CounterTemplate = (rows) =>
  `select 'online_label' as subject, '' as day, c.county_code as county, r.label_code as code
   from ${rows} as x ${jobCompany} join recruit_job_label_rel r on r.job_id = x.id where x.approve_type = ${ONLINE}`;

// Fed by the jobs' labels.
const labelApplications: CounterTemplate = (rows) =>
  `select 'apply_label' as subject, ${applyDay('a.apply_time')} as day, c.county_code as county, x.label_code as code
   from ${rows} as x join recruit_job_info j on j.id = x.job_id ${companyOfJob} join recruit_job_apply a on a.job_id = x.job_id`;
const labelOnline: CounterTemplate = (rows) =>
  `select 'online_label' as subject, '' as day, c.county_code as county, x.label_code as code
   from ${rows} as x join recruit_job_info j on j.id = x.job_id ${companyOfJob} where j.approve_type = ${ONLINE}`;

// Fed by the companies (aliased `x`): every count of their jobs.
const companyJobs = 'join recruit_job_info j on j.cmpy_code = x.cmpy_code';
const companyTemplates: CounterTemplate[] = [
  (rows) =>
    `select 'apply' as subject, ${applyDay('a.apply_time')} as day, x.county_code as county, cast(a.state as text) as code
     from ${rows} as x ${companyJobs} join recruit_job_apply a on a.job_id = j.id`,
  (rows) =>
    `select 'apply_category' as subject, ${applyDay('a.apply_time')} as day, x.county_code as county, j.job_category_code as code
     from ${rows} as x ${companyJobs} join recruit_job_apply a on a.job_id = j.id`,
  (rows) =>
    `select 'apply_label' as subject, ${applyDay('a.apply_time')} as day, x.county_code as county, r.label_code as code
     from ${rows} as x ${companyJobs} join recruit_job_apply a on a.job_id = j.id join recruit_job_label_rel r on r.job_id = j.id`,
  (rows) =>
    `select 'online_category' as subject, '' as day, x.county_code as county, j.job_category_code as code
     from ${rows} as x ${companyJobs} where j.approve_type = ${ONLINE}`,
  (rows) =>
    `select 'online_label' as subject, '' as day, x.county_code as county, r.label_code as code
     from ${rows} as x ${companyJobs} join recruit_job_label_rel r on r.job_id = j.id where j.approve_type = ${ONLINE}`,
];

/** Row triggers when written; the applications' feed is per statement on PostgreSQL since 0076. */
export const FEEDS: CounterFeed[] = [
  {
    name: 'recruit_job_apply_stat',
    table: 'recruit_job_apply',
    columns: ['apply_time', 'state', 'job_id'],
    templates: [applyByState, applyByCategory, applyByLabel],
    keys: KEYS,
  },
  {
    // A job refiled under another 中类 or moved to another company re-counts its applications.
    name: 'recruit_job_info_stat_category',
    table: 'recruit_job_info',
    columns: ['id', 'job_category_code', 'cmpy_code'],
    templates: [jobApplicationsByState, jobApplicationsByCategory, jobApplicationsByLabel],
    keys: KEYS,
  },
  {
    // Kept apart so that going online (the frequent update) does not re-count applications.
    name: 'recruit_job_info_stat_online',
    table: 'recruit_job_info',
    columns: ['id', 'job_category_code', 'approve_type', 'cmpy_code'],
    templates: [onlineByCategory, onlineByLabel],
    keys: KEYS,
  },
  {
    name: 'recruit_job_label_rel_stat',
    table: 'recruit_job_label_rel',
    columns: ['job_id', 'label_code'],
    templates: [labelApplications, labelOnline],
    keys: KEYS,
  },
  { name: 'cmpy_info_stat', table: 'cmpy_info', columns: ['cmpy_code', 'county_code'], templates: companyTemplates, keys: KEYS },
];

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('sys_user')
    .addColumn('data_scope', TEXT, (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema.createIndex('cmpy_info_county_idx').on('cmpy_info').columns(['county_code', 'cmpy_code']).execute();
  await db.schema.createIndex('recruit_hot_event_region_idx').on('recruit_hot_event').columns(['region_code', 'begin_time']).execute();

  for (const feed of FEEDS) await dropCounterFeed(db, dialect, feed.name);
  await db.schema.dropTable(COUNTER).execute();
  await db.schema
    .createTable(COUNTER)
    .addColumn('subject', TEXT, (c) => c.notNull())
    .addColumn('day', TEXT, (c) => c.notNull())
    .addColumn('county', TEXT, (c) => c.notNull())
    .addColumn('code', TEXT, (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_recruit_count_pk', [...KEYS])
    .execute();
  // Unscoped figures read a range of days; scoped ones a range of counties. With `n` the index
  // answers a county's sums alone (a county's 'apply' rows are days × states: ~3,650 over two years).
  await db.schema.createIndex('stat_recruit_count_county_idx').on(COUNTER).columns(['subject', 'county', 'day', 'code', 'n']).execute();

  // Each subject counted once, from the table that holds it whole (the applications, the online jobs).
  const recount = [applyByState, applyByCategory, applyByLabel].map((t) => t('recruit_job_apply'));
  recount.push(onlineByCategory('recruit_job_info'), onlineByLabel('recruit_job_info'));
  await fillCounter(db, COUNTER, KEYS, ...recount);

  for (const feed of FEEDS) await installCounterFeed(db, dialect, COUNTER, feed);
}
