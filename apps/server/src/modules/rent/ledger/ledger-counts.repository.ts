import { ROOM_STATES, TENANT_STATES } from '@hrbd/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';

/**
 * The ledger's counters (migration 0070: per county, kept by triggers in the
 * writing transaction) read for a region, and recounted from the rows
 * themselves for the nightly check and the tests.
 */

/** Where the counted rows lie: the caller's data scope and a region filter inside it. */
export interface CountedRegion {
  scope: DataScope;
  regionCode?: string;
}

/** A room's state (ROOM_STATES) as SQL over the room aliased `h`. */
// Literals, not parameters: PostgreSQL groups by the expression only when select and group by are the same text.
export const STATE_SQL = sql<number>`case when h.disabled = 1 then ${sql.lit(ROOM_STATES.disabled)} when h.occupied = 0 then ${sql.lit(ROOM_STATES.vacant)} when h.occupied < h.capacity then ${sql.lit(ROOM_STATES.partial)} else ${sql.lit(ROOM_STATES.full)} end`;
/** A room's free beds, none while 停用. */
const FREE_SQL = sql<number>`case when h.disabled = 1 then 0 else h.capacity - h.occupied end`;
const TENANT_STATE_SQL = sql<number>`case when o.quit_date is null then ${sql.lit(TENANT_STATES.living)} else ${sql.lit(TENANT_STATES.quit)} end`;

/** Occupancies per 租住状态 in a region. */
export async function countedTenantStates(db: DbOrTrx, r: CountedRegion): Promise<Map<number, number>> {
  let query = db
    .selectFrom('rentTenantCount')
    .select((eb) => ['tenantState', eb.fn.sum<number | string>('n').as('n')])
    .where(inScope(r.scope, 'countyCode'));
  if (r.regionCode) query = query.where(inScope({ regionCode: r.regionCode }, 'countyCode'));
  const rows = await query.groupBy('tenantState').execute();
  return new Map(rows.map((row) => [Number(row.tenantState), Number(row.n)]));
}

/** Tenants in residence in a region whose lease ends on or before `dueBy` (already ended included). */
export async function countedLeasesDue(db: DbOrTrx, r: CountedRegion, dueBy: string): Promise<number> {
  let query = db
    .selectFrom('rentLeaseDueCount')
    .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
    .where(inScope(r.scope, 'countyCode'))
    .where('leaseEndDate', '<=', dueBy);
  if (r.regionCode) query = query.where(inScope({ regionCode: r.regionCode }, 'countyCode'));
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Rooms of live communities per room state in a region, and their free beds (rooms in use). */
export async function countedRooms(db: DbOrTrx, r: CountedRegion): Promise<{ byState: Map<number, number>; freeBeds: number }> {
  let query = db
    .selectFrom('rentRoomCount')
    .select((eb) => ['roomState', eb.fn.sum<number | string>('n').as('rooms'), eb.fn.sum<number | string>(sql`n * free_beds`).as('free')])
    .where(inScope(r.scope, 'countyCode'));
  if (r.regionCode) query = query.where(inScope({ regionCode: r.regionCode }, 'countyCode'));
  const rows = await query.groupBy('roomState').execute();
  return {
    byState: new Map(rows.map((row) => [Number(row.roomState), Number(row.rooms)])),
    freeBeds: rows.reduce((sum, row) => sum + Number(row.free), 0),
  };
}

/** One counter row as `counter|key…` → n, rows at 0 left out (the triggers keep them, a recount has none). */
export type CounterRows = Map<string, number>;

const keyed = (counter: string, rows: ReadonlyArray<{ key: ReadonlyArray<string | number>; n: number | string }>): Array<[string, number]> =>
  rows.filter((r) => Number(r.n) !== 0).map((r) => [[counter, ...r.key].join('|'), Number(r.n)]);

/** What the counters hold. */
export async function storedCounters(db: DbOrTrx): Promise<CounterRows> {
  const [tenants, due, rooms] = await Promise.all([
    db.selectFrom('rentTenantCount').selectAll().execute(),
    db.selectFrom('rentLeaseDueCount').selectAll().execute(),
    db.selectFrom('rentRoomCount').selectAll().execute(),
  ]);
  return new Map([
    ...keyed('在住/已退租', tenants.map((r) => ({ key: [r.countyCode, Number(r.tenantState)], n: r.n }))),
    ...keyed('租约到期', due.map((r) => ({ key: [r.countyCode, r.leaseEndDate], n: r.n }))),
    ...keyed('房间状态', rooms.map((r) => ({ key: [r.countyCode, Number(r.roomState), Number(r.freeBeds)], n: r.n }))),
  ]);
}

/** What the counters should hold: the occupancies and rooms counted afresh, by plain grouping queries. */
export async function recountedCounters(db: DbOrTrx): Promise<CounterRows> {
  const [tenants, due, rooms] = await Promise.all([
    db
      .selectFrom('rentOccupancy as o')
      .select((eb) => ['o.countyCode', TENANT_STATE_SQL.as('tenantState'), eb.fn.countAll<number | string>().as('n')])
      .groupBy(['o.countyCode', TENANT_STATE_SQL])
      .execute(),
    db
      .selectFrom('rentOccupancy')
      .select((eb) => ['countyCode', 'leaseEndDate', eb.fn.countAll<number | string>().as('n')])
      .where('quitDate', 'is', null)
      .groupBy(['countyCode', 'leaseEndDate'])
      .execute(),
    db
      .selectFrom('rentHouse as h')
      .innerJoin('rentCommunity as c', 'c.id', 'h.communityId')
      .where('c.deleted', '=', 0)
      .select((eb) => ['c.districtCode', STATE_SQL.as('roomState'), FREE_SQL.as('freeBeds'), eb.fn.countAll<number | string>().as('n')])
      .groupBy(['c.districtCode', STATE_SQL, FREE_SQL])
      .execute(),
  ]);
  return new Map([
    ...keyed('在住/已退租', tenants.map((r) => ({ key: [r.countyCode, Number(r.tenantState)], n: r.n }))),
    ...keyed('租约到期', due.map((r) => ({ key: [r.countyCode, r.leaseEndDate], n: r.n }))),
    ...keyed('房间状态', rooms.map((r) => ({ key: [r.districtCode, Number(r.roomState), Number(r.freeBeds)], n: r.n }))),
  ]);
}
