import { sql, type Kysely } from 'kysely';
import { countedBy, fillCounter, installCounterFeed, TEXT, type CounterFeed, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * What bench/stations.ts (2,000 stations, 100,000 activities) showed the lists need.
 *
 * `recruit_station_submit_idx` (deleted, submit_time, id): 驿站及活动管理's list
 * unfiltered (and a county's, whose county is then only tested) reads the
 * newest stations off it; the (deleted, approve_state, submit_time) index of
 * 0047 serves only a tab, so the whole register was sorted per page.
 *
 * 驿站活动's totals. The
 * tab counts (queryStateCount) and the list's total counted the activities on
 * every request, a county user's through the join to their stations; on
 * SQLite, which answers one request at a time, a count of a few milliseconds
 * is a p99 of several times that at 10 connections.
 *
 * `recruit_station_activity_count` (county, status → n): the activities per
 * status of each county's stations, kept by triggers in the writing
 * transaction (as 0069's train_apply_count). An activity counts under its
 * station's county, as the data scope places it; a station whose county
 * changes moves its activities' counts (today only 待审核 and 已驳回 stations,
 * which hold none, may change address). Rows fallen to 0 stay, at 0.
 */
const COUNTER = 'recruit_station_activity_count';
const KEYS = ['county', 'status'] as const;

const byActivity: CounterTemplate = (rows) => `select s.county_code as county, x.status from ${rows} as x join recruit_station s on s.id = x.station_id`;
const byStation: CounterTemplate = (rows) => `select x.county_code as county, a.status from ${rows} as x join recruit_station_activity a on a.station_id = x.id`;

const FEEDS: CounterFeed[] = [
  // Activities are written one at a time by the screens, in bulk by bench/stations.ts.
  { name: 'recruit_station_activity_count_feed', table: 'recruit_station_activity', columns: ['station_id', 'status'], templates: [byActivity], keys: KEYS, bulk: true },
  { name: 'recruit_station_activity_count_station_feed', table: 'recruit_station', columns: ['id', 'county_code'], templates: [byStation], keys: KEYS },
];

/** Counts every activity afresh: what the triggers should have kept (the counter test compares the two). */
export function recountedActivityCounts(db: Kysely<unknown>) {
  return sql<{ county: string; status: number; n: number | string }>`${sql.raw(countedBy(KEYS, byActivity('recruit_station_activity')))}`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema.createIndex('recruit_station_submit_idx').on('recruit_station').columns(['deleted', 'submit_time', 'id']).execute();
  await db.schema
    .createTable(COUNTER)
    .addColumn('county', TEXT, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('recruit_station_activity_count_pk', [...KEYS])
    .execute();
  await fillCounter(db, COUNTER, KEYS, byActivity('recruit_station_activity'));
  for (const feed of FEEDS) await installCounterFeed(db, dialect, COUNTER, feed);
}
