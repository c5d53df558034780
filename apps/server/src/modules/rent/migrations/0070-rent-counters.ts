import type { Kysely } from 'kysely';
import { fillCounter, installCounterFeed, TEXT, type CounterFeed, type CounterTemplate, type DialectName } from '../../../db/dialect/index.js';

/**
 * 租户管理's, 房源管理's and 租赁概览's totals at a million occupancies
 * (bench/rent.ts): the unfiltered lists, their tabs and the overview counted
 * or summed every occupancy or room on each request (116–603 ms raw).
 *
 * Three counters per county, kept by triggers in the writing transaction (as
 * 0069 keeps train_apply_count), so a county-scoped user's totals are the
 * rows of its counties and 全部's a few rows more:
 *  - `rent_tenant_count` (county_code, tenant_state → occupancies): 1 在住
 *    (quit_date null), 2 已退租; the occupancy's own county (moved with its
 *    community). Tenants of a deleted community stay listed, so counted.
 *  - `rent_lease_due_count` (county_code, lease_end_date → open occupancies):
 *    即将到期 and 租赁概览's leasesDue sum the days up to today + 30.
 *  - `rent_room_count` (county_code, room_state, free_beds → rooms) of live
 *    communities: the room ledger's state tabs (1 空置, 2 部分入住, 3 已住满,
 *    4 停用; 有空床 is 1 and 2) and the overview's free beds (Σ n × free_beds,
 *    0 for a 停用 room). A room has no county of its own: the community feeds
 *    it too, so a community moving county or deleted (soft) moves its rooms.
 *
 * Rows that fall to 0 stay, at 0. Occupancies and rooms are written many to a
 * statement (the demo, bench/lib/rent-dataset.ts): statement triggers on
 * PostgreSQL. There several triggers of one event fire in name order:
 * `rent_tenant_count_feed` before `rent_tenant_due_feed`, so every ledger
 * transaction's first counter lock is its county's 在住 row (distributions
 * write their occupancies first, as quits end theirs first), and two of
 * them never wait on each other in a circle (README, the ledger rule).
 *
 * And 房源管理's page, ordered by community name, sorted every room of the
 * stock to show ten (SQLite's and PostgreSQL's plans at 20,000 rooms): with
 * live communities in name order (`rent_community_ledger_idx`) both walk the
 * first communities' rooms and sort only those.
 */
const TENANTS = 'rent_tenant_count';
const DUE = 'rent_lease_due_count';
const ROOMS = 'rent_room_count';
const TENANT_KEYS = ['county_code', 'tenant_state'] as const;
const DUE_KEYS = ['county_code', 'lease_end_date'] as const;
const ROOM_KEYS = ['county_code', 'room_state', 'free_beds'] as const;

// Literals as ROOM_STATES has them today (a landed migration must not change with the contract).
const roomState = (h: string) => `case when ${h}.disabled = 1 then 4 when ${h}.occupied = 0 then 1 when ${h}.occupied < ${h}.capacity then 2 else 3 end`;
const freeBeds = (h: string) => `case when ${h}.disabled = 1 then 0 else ${h}.capacity - ${h}.occupied end`;

const byTenant: CounterTemplate = (rows) => `select x.county_code, case when x.quit_date is null then 1 else 2 end as tenant_state from ${rows} as x`;
const byLeaseEnd: CounterTemplate = (rows) => `select x.county_code, x.lease_end_date from ${rows} as x where x.quit_date is null`;
const byRoom: CounterTemplate = (rows) =>
  `select c.district_code as county_code, ${roomState('x')} as room_state, ${freeBeds('x')} as free_beds
   from ${rows} as x join rent_community c on c.id = x.community_id where c.deleted = 0`;
const byCommunity: CounterTemplate = (rows) =>
  `select x.district_code as county_code, ${roomState('h')} as room_state, ${freeBeds('h')} as free_beds
   from ${rows} as x join rent_house h on h.community_id = x.id where x.deleted = 0`;

const FEEDS: Array<{ counter: string; feed: CounterFeed }> = [
  { counter: TENANTS, feed: { name: 'rent_tenant_count_feed', table: 'rent_occupancy', columns: ['county_code', 'quit_date'], templates: [byTenant], keys: TENANT_KEYS, bulk: true } },
  {
    counter: DUE,
    feed: { name: 'rent_tenant_due_feed', table: 'rent_occupancy', columns: ['county_code', 'lease_end_date', 'quit_date'], templates: [byLeaseEnd], keys: DUE_KEYS, bulk: true },
  },
  { counter: ROOMS, feed: { name: 'rent_room_count_feed', table: 'rent_house', columns: ['community_id', 'disabled', 'occupied', 'capacity'], templates: [byRoom], keys: ROOM_KEYS, bulk: true } },
  // Communities are written one at a time; their county and deletion move their rooms.
  { counter: ROOMS, feed: { name: 'rent_community_room_count_feed', table: 'rent_community', columns: ['id', 'district_code', 'deleted'], templates: [byCommunity], keys: ROOM_KEYS } },
];

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable(TENANTS)
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('tenant_state', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rent_tenant_count_pk', [...TENANT_KEYS])
    .execute();
  await db.schema
    .createTable(DUE)
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('lease_end_date', TEXT, (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rent_lease_due_count_pk', [...DUE_KEYS])
    .execute();
  await db.schema
    .createTable(ROOMS)
    .addColumn('county_code', TEXT, (c) => c.notNull())
    .addColumn('room_state', 'integer', (c) => c.notNull())
    .addColumn('free_beds', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rent_room_count_pk', [...ROOM_KEYS])
    .execute();
  // Rows already there, counted once.
  await fillCounter(db, TENANTS, TENANT_KEYS, byTenant('rent_occupancy'));
  await fillCounter(db, DUE, DUE_KEYS, byLeaseEnd('rent_occupancy'));
  await fillCounter(db, ROOMS, ROOM_KEYS, byRoom('rent_house'));
  for (const { counter, feed } of FEEDS) await installCounterFeed(db, dialect, counter, feed);
  await db.schema.createIndex('rent_community_ledger_idx').on('rent_community').columns(['deleted', 'village_name', 'id']).execute();
}
