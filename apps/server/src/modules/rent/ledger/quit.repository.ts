import { TENANT_STATES } from '@hrbd/contract';
import { sql, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { pageWindow, type PageRequest } from '../../../platform/paging.js';
import { countedLeasesDue, countedTenantStates } from './ledger-counts.repository.js';
import type { RentQuitApplyTable } from './ledger.table.js';
import type { Insertable } from 'kysely';

// ---------------------------------------------------------------------------
// Tenants (occupancies as 租户管理 lists them)
// ---------------------------------------------------------------------------

export interface TenantFilter {
  scope: DataScope;
  /** 1 在住, 2 已退租. */
  tenantState?: number;
  name?: string;
  idCard?: string;
  /** The ID number of the record `personOf` names (kept apart from the typed filter: both apply). */
  personIdCard?: string;
  mobile?: string;
  companyId?: number;
  communityId?: number;
  regionCode?: string;
  checkInFrom?: string;
  checkInTo?: string;
  /** In residence with the lease ending on or before this day. */
  dueBy?: string;
}

/**
 * 在住 as a condition no index serves: SQLite otherwise read the open
 * occupancies off `rent_occupancy_company_idx` (company_id, quit_date) and
 * sorted them all by id to show ten (63 ms at 45,000 open, bench/rent.ts);
 * walking the id (or county, id) order newest first meets ten within a few
 * rows (0.1 ms). Null `|| ''` is still null on both databases.
 */
const LIVING = sql<SqlBool>`(${sql.ref('o.quitDate')} || '') is null`;

function tenantBase(db: DbOrTrx, filter: TenantFilter, withState: boolean) {
  let query = db.selectFrom('rentOccupancy as o').where(inScope(filter.scope, 'o.countyCode'));
  if (filter.regionCode) query = query.where(inScope({ regionCode: filter.regionCode }, 'o.countyCode'));
  if (filter.name) query = query.where(containsText(db, 'o.name', filter.name));
  if (filter.idCard) query = query.where('o.idCard', '=', filter.idCard.toUpperCase());
  if (filter.personIdCard) query = query.where('o.idCard', '=', filter.personIdCard);
  if (filter.mobile) query = query.where('o.mobile', '=', filter.mobile);
  if (filter.companyId !== undefined) query = query.where('o.companyId', '=', filter.companyId);
  if (filter.communityId !== undefined) query = query.where('o.communityId', '=', filter.communityId);
  if (filter.checkInFrom) query = query.where('o.checkInDate', '>=', filter.checkInFrom.slice(0, 10));
  if (filter.checkInTo) query = query.where('o.checkInDate', '<=', filter.checkInTo.slice(0, 10));
  if (filter.dueBy) query = query.where(LIVING).where('o.leaseEndDate', '<=', filter.dueBy);
  if (withState && filter.tenantState === 1) query = query.where(LIVING);
  if (withState && filter.tenantState === 2) query = query.where('o.quitDate', 'is not', null);
  return query;
}

function withNames(db: DbOrTrx, filter: TenantFilter) {
  return tenantBase(db, filter, true)
    .innerJoin('rentHouse as h', 'h.id', 'o.houseId')
    .innerJoin('rentUnit as u', 'u.id', 'h.unitId')
    .innerJoin('rentCommunity as c', 'c.id', 'o.communityId')
    .innerJoin('rentCompany as r', 'r.id', 'o.companyId')
    .selectAll('o')
    .select(['h.houseCode', 'h.roomNo', 'u.buildingNo', 'u.unitNo', 'c.bizCode', 'c.villageName', 'r.cmpyCode', 'r.cmpyName']);
}

/** Only the region (scope, 所在地区) and 即将到期 narrow the list: its totals are the counters' (migration 0070). */
const countable = (f: TenantFilter) => !f.name && !f.idCard && !f.personIdCard && !f.mobile && f.companyId === undefined && f.communityId === undefined && !f.checkInFrom && !f.checkInTo;

/**
 * Occupancies per 租住状态 under the filter, the state aside (the tabs): from
 * the per-county counters when only the region and 即将到期 narrow the list
 * (即将到期 being in residence, its one tab is 在住), otherwise counted.
 */
async function tenantCounts(db: DbOrTrx, filter: TenantFilter): Promise<Map<number, number>> {
  if (countable(filter)) {
    if (filter.dueBy) return new Map([[TENANT_STATES.living, await countedLeasesDue(db, filter, filter.dueBy)]]);
    return countedTenantStates(db, filter);
  }
  const state = sql<number>`case when o.quit_date is null then ${sql.lit(TENANT_STATES.living)} else ${sql.lit(TENANT_STATES.quit)} end`;
  const rows = await tenantBase(db, filter, false)
    .select((eb) => [state.as('tenantState'), eb.fn.countAll<number>().as('n')])
    .groupBy(state)
    .execute();
  return new Map(rows.map((r) => [Number(r.tenantState), Number(r.n)]));
}

/** The tab's total (or all tabs'), from the counts under the same filters. */
const totalOf = (byState: Map<number, number>, tenantState: number | undefined) =>
  tenantState === undefined ? [...byState.values()].reduce((sum, n) => sum + n, 0) : (byState.get(tenantState) ?? 0);

export async function pageTenants(db: DbOrTrx, filter: TenantFilter, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const [records, byState] = await Promise.all([withNames(db, filter).orderBy('o.id', 'desc').limit(limit).offset(offset).execute(), tenantCounts(db, filter)]);
  const counts = [...byState].filter(([, n]) => n > 0).sort(([a], [b]) => a - b).map(([tenantState, count]) => ({ tenantState, count }));
  return { records, total: totalOf(byState, filter.tenantState), counts };
}

export type TenantRow = Awaited<ReturnType<typeof pageTenants>>['records'][number];

export function tenantsAfter(db: DbOrTrx, filter: TenantFilter, after: number | null, limit: number) {
  let query = withNames(db, filter);
  if (after !== null) query = query.where('o.id', '<', after);
  return query.orderBy('o.id', 'desc').limit(limit).execute();
}

/** Tenants under a filter with their names, earliest lease end first (the Monday notice of leases due). */
export function tenantsByLeaseEnd(db: DbOrTrx, filter: TenantFilter, limit: number) {
  return withNames(db, filter).orderBy('o.leaseEndDate').orderBy('o.id').limit(limit).execute();
}

export async function countTenants(db: DbOrTrx, filter: TenantFilter): Promise<number> {
  if (countable(filter)) return totalOf(await tenantCounts(db, filter), filter.tenantState);
  const row = await tenantBase(db, filter, true).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------------------
// Quit applications
// ---------------------------------------------------------------------------

export function openQuitsOf(db: DbOrTrx, occupancyIds: readonly number[]) {
  if (occupancyIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('rentQuitApply').select(['id', 'occupancyId', 'applyState']).where('occupancyId', 'in', occupancyIds).where('applyState', 'in', [0, 1]).execute();
}

export async function insertQuit(db: DbOrTrx, row: Insertable<RentQuitApplyTable>): Promise<number> {
  const inserted = await db.insertInto('rentQuitApply').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export interface QuitFilter {
  scope: DataScope;
  applyState?: number;
  name?: string;
  communityId?: number;
  companyId?: number;
  regionCode?: string;
}

function quitBase(db: DbOrTrx, filter: QuitFilter, withState: boolean) {
  let query = db.selectFrom('rentQuitApply as q').innerJoin('rentOccupancy as o', 'o.id', 'q.occupancyId').where(inScope(filter.scope, 'q.countyCode'));
  if (filter.regionCode) query = query.where(inScope({ regionCode: filter.regionCode }, 'q.countyCode'));
  if (filter.name) query = query.where(containsText(db, 'o.name', filter.name));
  if (filter.communityId !== undefined) query = query.where('o.communityId', '=', filter.communityId);
  if (filter.companyId !== undefined) query = query.where('o.companyId', '=', filter.companyId);
  if (withState && filter.applyState !== undefined) query = query.where('q.applyState', '=', filter.applyState);
  return query;
}

function quitWithNames(db: DbOrTrx, filter: QuitFilter) {
  return quitBase(db, filter, true)
    .innerJoin('rentHouse as h', 'h.id', 'o.houseId')
    .innerJoin('rentUnit as u', 'u.id', 'h.unitId')
    .innerJoin('rentCommunity as c', 'c.id', 'o.communityId')
    .innerJoin('rentCompany as r', 'r.id', 'o.companyId')
    .selectAll('q')
    .select(['o.tenantCode', 'o.name', 'o.mobile', 'h.roomNo', 'u.buildingNo', 'u.unitNo', 'c.villageName', 'r.cmpyName']);
}

export async function pageQuits(db: DbOrTrx, filter: QuitFilter, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const [records, total, counts] = await Promise.all([
    quitWithNames(db, filter).orderBy('q.applyTime', 'desc').orderBy('q.id', 'desc').limit(limit).offset(offset).execute(),
    quitBase(db, filter, true).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    quitBase(db, filter, false).select((eb) => ['q.applyState', eb.fn.countAll<number>().as('n')]).groupBy('q.applyState').execute(),
  ]);
  return { records, total: Number(total.n), counts: counts.map((c) => ({ applyState: Number(c.applyState), count: Number(c.n) })) };
}

export type QuitListRow = Awaited<ReturnType<typeof pageQuits>>['records'][number];

export function quitsAfter(db: DbOrTrx, filter: QuitFilter, after: number | null, limit: number) {
  let query = quitWithNames(db, filter);
  if (after !== null) query = query.where('q.id', '<', after);
  return query.orderBy('q.id', 'desc').limit(limit).execute();
}

export async function countQuits(db: DbOrTrx, filter: QuitFilter): Promise<number> {
  const row = await quitBase(db, filter, true).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function quitByCode(db: DbOrTrx, applyCode: string, scope: DataScope) {
  return quitWithNames(db, { scope }).where('q.applyCode', '=', applyCode).executeTakeFirst();
}

/** 已确认 applications whose actual quit date has come. */
export function dueQuits(db: DbOrTrx, today: string) {
  return db.selectFrom('rentQuitApply').select(['id', 'occupancyId', 'applyState', 'actualQuitDate']).where('applyState', '=', 1).where('actualQuitDate', '<=', today).orderBy('id').execute();
}

/** Open quit applications (待确认, 已确认) and leases ending by `dueBy` among tenants in residence, in a region. */
export async function pendingFigures(db: DbOrTrx, scope: DataScope, regionCode: string | undefined, dueBy: string) {
  let quits = db.selectFrom('rentQuitApply as q').where(inScope(scope, 'q.countyCode')).where('q.applyState', 'in', [0, 1]);
  if (regionCode) quits = quits.where(inScope({ regionCode }, 'q.countyCode'));
  const [open, due] = await Promise.all([
    quits.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    countTenants(db, { scope, regionCode, dueBy }),
  ]);
  return { openQuits: Number(open.n), leasesDue: due };
}
