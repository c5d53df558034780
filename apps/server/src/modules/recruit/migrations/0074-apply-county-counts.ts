import { sql, type Kysely } from 'kysely';
import { installCounterFeed, TEXT, type CounterFeed, type DialectName } from '../../../db/dialect/index.js';

/**
 * 投递记录's tab counts for a region-scoped user: applications per county of
 * the job's company and per state, kept by trigger in
 * `recruit_apply_county_count`. The dashboard's day counters answered them
 * too, but a county sums ~3,650 day rows per request there (2 ms of a
 * county user's list); here it reads at most a dozen counties × five states.
 * The county depends on the job and its company, so both feed it as well (a
 * job moved to another company, a company moved to another county).
 */
export const COUNTER = 'recruit_apply_county_count';
const KEYS = ['county', 'state'] as const;

/** Row triggers when written; the applications' feed is per statement on PostgreSQL since 0078. */
export const FEEDS: CounterFeed[] = [
  {
    name: 'recruit_job_apply_county',
    table: 'recruit_job_apply',
    columns: ['state', 'job_id'],
    templates: [(rows) => `select c.county_code as county, x.state as state from ${rows} as x join recruit_job_info j on j.id = x.job_id join cmpy_info c on c.cmpy_code = j.cmpy_code`],
    keys: KEYS,
  },
  {
    name: 'recruit_job_info_apply_county',
    table: 'recruit_job_info',
    columns: ['id', 'cmpy_code'],
    templates: [(rows) => `select c.county_code as county, a.state as state from ${rows} as x join cmpy_info c on c.cmpy_code = x.cmpy_code join recruit_job_apply a on a.job_id = x.id`],
    keys: KEYS,
  },
  {
    name: 'cmpy_info_apply_county',
    table: 'cmpy_info',
    columns: ['cmpy_code', 'county_code'],
    templates: [(rows) => `select x.county_code as county, a.state as state from ${rows} as x join recruit_job_info j on j.cmpy_code = x.cmpy_code join recruit_job_apply a on a.job_id = j.id`],
    keys: KEYS,
  },
];

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable(COUNTER)
    .addColumn('county', TEXT, (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('recruit_apply_county_count_pk', [...KEYS])
    .execute();
  await sql
    .raw(
      `insert into ${COUNTER} (county, state, n)
       select c.county_code, a.state, count(*) from recruit_job_apply a join recruit_job_info j on j.id = a.job_id join cmpy_info c on c.cmpy_code = j.cmpy_code
       group by c.county_code, a.state`,
    )
    .execute(db);
  for (const feed of FEEDS) await installCounterFeed(db, dialect, COUNTER, feed);
}
