import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../../db/dialect/index.js';

/**
 * The counter tables made before `keyedTable` (0089) get its PostgreSQL page
 * fill, fillfactor 50. A counter row is updated in place by every write it
 * counts; with full pages each update went to another page, bloating the
 * table and its key's index (after the shop benchmark's load the payees'
 * 2,001 counter rows were on 525 pages; half-full pages kept 217,163 of
 * 217,170 updates HOT, bench/results/shop.md). Pages written before keep
 * their layout until a VACUUM FULL. SQLite has no such setting.
 */
export const OLDER_COUNTERS = [
  'sys_row_count',
  'stat_recruit_count',
  'stat_college_count',
  'stat_bigscreen_count',
  'policy_apply_count',
  'train_apply_count',
  'rent_tenant_count',
  'rent_lease_due_count',
  'rent_room_count',
  'recruit_station_activity_count',
  'recruit_apply_county_count',
  'train_apply_day_count',
  'stat_college_county_count',
] as const;

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of OLDER_COUNTERS) await sql`alter table ${sql.table(table)} set (fillfactor = 50)`.execute(db);
}
