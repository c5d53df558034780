import type { Kysely } from 'kysely';

/**
 * A county's stations counted off the index alone: 驿站及活动管理's total and
 * tab counts for a county user. The count read every station off
 * (deleted, submit_time, id) and each one's row for its county: 2,000 row
 * lookups a request (SQLite ~0.3 ms, p99 26–32 ms at 10 connections for
 * 新郑市, bench/stations.ts). The page still walks the newest stations and
 * tests the county on the way (station.repository.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('recruit_station_county_state_idx').on('recruit_station').columns(['county_code', 'deleted', 'approve_state']).execute();
}
