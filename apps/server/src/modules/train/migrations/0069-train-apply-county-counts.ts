import { sql, type Kysely } from 'kysely';
import { countedBy, fillCounter, installCounterFeed, TEXT, type CounterFeed, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * 报名管理's totals for a region-scoped user (bench/train.ts, 区县用户): a
 * county's unfiltered list and countByApplyState counted every application to
 * its courses (~83,000 of 1,000,000, 200–270 ms a request).
 *
 * `train_apply_count` (county, cmpy_county, apply_state → n), kept by triggers
 * in the writing transaction as 0066's sys_row_count rows are. The data scope
 * places an application by its course, in the course's county or, for a
 * course of an organisation, the organisation's (`courseInScope` in
 * course.repository.ts), so each application is counted under both: the
 * course's county and its company's ('' without one). A scope's count is the
 * sum of the rows where either lies in it, once per application whichever
 * matches. A course or company moving county moves its applications' counts
 * (their own feeds, as migration 0031 has the companies feed the recruit
 * counters). Rows that fall to 0 stay, at 0.
 */
const COUNTER = 'train_apply_count';
const KEYS = ['county', 'cmpy_county', 'apply_state'] as const;

/** The course aliased `c`'s organisation, aliased `o`; none for a course without one. */
const organisation = "left join cmpy_info o on o.cmpy_code = c.cmpy_code and c.cmpy_code <> ''";

const byApplication: CounterTemplate = (rows) =>
  `select c.county_code as county, coalesce(o.county_code, '') as cmpy_county, x.apply_state
   from ${rows} as x join train_course c on c.course_code = x.course_code ${organisation}`;
const byCourse: CounterTemplate = (rows) =>
  `select x.county_code as county, coalesce(o.county_code, '') as cmpy_county, a.apply_state
   from ${rows} as x left join cmpy_info o on o.cmpy_code = x.cmpy_code and x.cmpy_code <> '' join train_apply a on a.course_code = x.course_code`;
/**
 * Fed by the companies (a value-summing feed): a company's applications move
 * between '' (no such company) and its county, so a company written after its
 * courses, removed, or moving county leaves each application counted once.
 */
const companyApplications = 'join train_course c on c.cmpy_code = x.cmpy_code join train_apply a on a.course_code = c.course_code';
const byCompany: CounterTemplate[] = [
  (rows) => `select c.county_code as county, x.county_code as cmpy_county, a.apply_state, 1 as v from ${rows} as x ${companyApplications}`,
  (rows) => `select c.county_code as county, '' as cmpy_county, a.apply_state, -1 as v from ${rows} as x ${companyApplications}`,
];

const FEEDS: CounterFeed[] = [
  {
    name: 'train_apply_count_feed',
    table: 'train_apply',
    columns: ['course_code', 'apply_state'],
    templates: [byApplication],
    keys: KEYS,
    // Applications are written many to a statement (the demo seed, bench/train.ts), as 0066's counter takes them.
    bulk: true,
  },
  { name: 'train_course_apply_count_feed', table: 'train_course', columns: ['course_code', 'county_code', 'cmpy_code'], templates: [byCourse], keys: KEYS },
  { name: 'cmpy_info_train_apply_count_feed', table: 'cmpy_info', columns: ['cmpy_code', 'county_code'], templates: byCompany, keys: KEYS, sums: true },
];

/** Counts every application afresh: what the triggers should have kept (the counter test compares the two). */
export function recountedTrainApplyCounts(db: Kysely<unknown>) {
  return sql<{ county: string; cmpyCounty: string; applyState: number; n: number | string }>`${sql.raw(countedBy(KEYS, byApplication('train_apply')))}`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable(COUNTER)
    .addColumn('county', TEXT, (c) => c.notNull())
    .addColumn('cmpy_county', TEXT, (c) => c.notNull())
    .addColumn('apply_state', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('train_apply_count_pk', [...KEYS])
    .execute();
  await fillCounter(db, COUNTER, KEYS, byApplication('train_apply'));
  for (const feed of FEEDS) await installCounterFeed(db, dialect, COUNTER, feed);
}
