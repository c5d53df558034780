import { sql, type Kysely } from 'kysely';
import { installCounterFeed, TEXT, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * 政策申请 at scale (bench/policy-applications.ts, 1,000,000 applications):
 *
 * - `policy_apply_count` (project, county, state, measure → n), kept by
 *   triggers in the writing transaction like sys_row_count: `n` counts the
 *   applications, `fee` sums their 补贴总金额 in 分. Each application is
 *   counted four times: under its project and county, and in the roll-ups
 *   of all projects (project 0) and all counties (county ''), so an
 *   unfiltered count reads 6 rows, not the 13,000 of 200 projects × 11
 *   counties (10 ms on SQLite under load: the first run's miss).
 *   getStateCount and the list's total read it when nothing but the tab,
 *   the county, the project and the data scope narrows the list, instead of
 *   counting (and summing) up to a million rows per request.
 * - The list's indexes end in `id`, its tie-breaker, so PostgreSQL reads page 1
 *   newest first off the index without sorting; one for the unfiltered list,
 *   one per project (the old (project_id, apply_state) one stays for counting
 *   a project's applications).
 */
const COUNTER = 'policy_apply_count';
const KEYS = ['project_id', 'district', 'apply_state', 'measure'] as const;

/** The project and county an application is counted under: its own, and the roll-ups (0 all projects, '' all counties). */
const LEVELS = [
  ['x.project_id', 'x.district'],
  ['0', 'x.district'],
  ['x.project_id', "''"],
  ['0', "''"],
] as const;
const MEASURES = [
  ['n', '1'],
  ['fee', 'x.total_subsidy_fee'],
] as const;

const templates: CounterTemplate[] = LEVELS.flatMap(([project, district]) =>
  MEASURES.map(
    ([measure, value]): CounterTemplate =>
      (rows) => `select ${project} as project_id, ${district} as district, x.apply_state, '${measure}' as measure, ${value} as v from ${rows} as x`,
  ),
);

/** Counts every application afresh (after the triggers were off for a bulk load: bench/lib/policy-applications-dataset.ts). */
export async function recountPolicyApplyCounts(db: Kysely<unknown>): Promise<void> {
  const keys = KEYS.join(', ');
  await sql.raw(`delete from ${COUNTER}`).execute(db);
  await sql
    .raw(
      `insert into ${COUNTER} (${keys}, n)
       select ${keys}, sum(v) from (${templates.map((t) => t('policy_apply')).join(' union all ')}) as u group by ${keys} having sum(v) <> 0`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable(COUNTER)
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('district', TEXT, (c) => c.notNull())
    .addColumn('apply_state', 'integer', (c) => c.notNull())
    .addColumn('measure', TEXT, (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('policy_apply_count_pk', [...KEYS])
    .execute();
  await recountPolicyApplyCounts(db);
  await installCounterFeed(db, dialect, COUNTER, {
    name: 'policy_apply_count_feed',
    table: 'policy_apply',
    columns: ['project_id', 'district', 'apply_state', 'total_subsidy_fee'],
    templates,
    keys: KEYS,
    sums: true,
    // The demo and imports write applications many to a statement; row triggers there update the same
    // roll-up rows thousands of times in one transaction, which on PostgreSQL took the demo seed from 13 s past 120 s.
    bulk: true,
  });

  await db.schema.dropIndex('policy_apply_state_idx').execute();
  await db.schema.dropIndex('policy_apply_district_idx').execute();
  await db.schema.createIndex('policy_apply_time_idx').on('policy_apply').columns(['submit_time', 'id']).execute();
  await db.schema.createIndex('policy_apply_state_idx').on('policy_apply').columns(['apply_state', 'submit_time', 'id']).execute();
  await db.schema.createIndex('policy_apply_district_idx').on('policy_apply').columns(['district', 'submit_time', 'id']).execute();
  await db.schema.createIndex('policy_apply_project_time_idx').on('policy_apply').columns(['project_id', 'submit_time', 'id']).execute();
}
