import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import type { PageRequest } from '../../../platform/paging.js';
import { pageWindow } from '../../../platform/paging.js';
import { ROOM_STATES } from '@hrbd/contract';
import { countedRooms, STATE_SQL } from './ledger-counts.repository.js';
import type { NewHouse, NewOccupancy } from './ledger.table.js';

// ---------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------

/** A unit with its community, only when the community is live and inside the scope. */
export function findUnitByCode(db: DbOrTrx, unitCode: string, scope: DataScope) {
  return db
    .selectFrom('rentUnit as u')
    .innerJoin('rentCommunity as c', 'c.id', 'u.communityId')
    .selectAll('u')
    .select(['c.bizCode', 'c.villageName', 'c.districtCode'])
    .where('u.unitCode', '=', unitCode)
    .where('c.deleted', '=', 0)
    .where(inScope(scope, 'c.districtCode'))
    .executeTakeFirst();
}

export function findUnitByNumber(db: DbOrTrx, communityId: number, buildingNo: string, unitNo: string) {
  return db.selectFrom('rentUnit').select(['id', 'unitCode']).where('communityId', '=', communityId).where('buildingNo', '=', buildingNo).where('unitNo', '=', unitNo).executeTakeFirst();
}

export async function insertUnit(db: DbOrTrx, row: { unitCode: string; communityId: number; buildingNo: string; unitNo: string; floors: number; elevator: number; createTime: string; updateTime: string }): Promise<number> {
  const inserted = await db.insertInto('rentUnit').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateUnit(db: DbOrTrx, id: number, changes: { buildingNo: string; unitNo: string; floors: number; elevator: number; updateTime: string }): Promise<void> {
  await db.updateTable('rentUnit').set(changes).where('id', '=', id).execute();
}

/** Each unit of a community with its rooms, beds and occupants. */
export async function unitSummaries(db: DbOrTrx, communityId: number) {
  const rows = await db
    .selectFrom('rentUnit as u')
    .leftJoin('rentHouse as h', 'h.unitId', 'u.id')
    .select((eb) => [
      'u.unitCode',
      'u.buildingNo',
      'u.unitNo',
      'u.floors',
      'u.elevator',
      eb.fn.count<number>('h.id').as('roomCount'),
      eb.fn.coalesce(eb.fn.sum<number>('h.capacity'), sql<number>`0`).as('bedCount'),
      eb.fn.coalesce(eb.fn.sum<number>('h.occupied'), sql<number>`0`).as('occupied'),
    ])
    .where('u.communityId', '=', communityId)
    .groupBy(['u.id', 'u.unitCode', 'u.buildingNo', 'u.unitNo', 'u.floors', 'u.elevator'])
    .orderBy('u.buildingNo')
    .orderBy('u.unitNo')
    .execute();
  return rows.map((r) => ({ ...r, roomCount: Number(r.roomCount), bedCount: Number(r.bedCount), occupied: Number(r.occupied) }));
}

// ---------------------------------------------------------------------------
// Rooms
// ---------------------------------------------------------------------------

export function roomsOfUnit(db: DbOrTrx, unitId: number) {
  return db.selectFrom('rentHouse').selectAll().where('unitId', '=', unitId).orderBy('floor').orderBy('roomNo').execute();
}

export async function existingRoomNos(db: DbOrTrx, unitId: number, roomNos: readonly string[]): Promise<string[]> {
  if (roomNos.length === 0) return [];
  const rows = await db.selectFrom('rentHouse').select('roomNo').where('unitId', '=', unitId).where('roomNo', 'in', roomNos).orderBy('roomNo').execute();
  return rows.map((r) => r.roomNo);
}

export async function insertRooms(db: DbOrTrx, rows: readonly NewHouse[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('rentHouse').values(rows.slice(i, i + 200)).execute();
}

export async function updateRoom(db: DbOrTrx, id: number, changes: { rooms: number; halls: number; baths: number; area: number; capacity: number; disabled: number; updateTime: string }): Promise<number> {
  // Capacity never below the beds held, checked in the same statement as the write.
  const result = await db.updateTable('rentHouse').set(changes).where('id', '=', id).where('occupied', '<=', changes.capacity).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A room with its unit and community, the community live and inside the scope. */
export function findRoomByCode(db: DbOrTrx, houseCode: string, scope: DataScope) {
  return db
    .selectFrom('rentHouse as h')
    .innerJoin('rentUnit as u', 'u.id', 'h.unitId')
    .innerJoin('rentCommunity as c', 'c.id', 'h.communityId')
    .selectAll('h')
    .select(['u.buildingNo', 'u.unitNo', 'c.villageName', 'c.districtCode', 'c.villageStatus', 'c.bizCode'])
    .where('h.houseCode', '=', houseCode)
    .where('c.deleted', '=', 0)
    .where(inScope(scope, 'c.districtCode'))
    .executeTakeFirst();
}

/**
 * Takes `n` beds of a room: one conditional update (occupied + n <= capacity,
 * room in use), so of two requests for the last bed only one changes the row.
 */
export async function takeBeds(db: DbOrTrx, houseId: number, n: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('rentHouse')
    .set({ occupied: sql<number>`occupied + ${n}`, vacantSince: null, updateTime: now })
    .where('id', '=', houseId)
    .where('disabled', '=', 0)
    .where(sql<SqlBool>`occupied + ${n} <= capacity`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives `n` beds back; a room left empty starts counting 空置天数 from `today`. */
export async function releaseBeds(db: DbOrTrx, houseId: number, n: number, today: string, now: string): Promise<void> {
  await db
    .updateTable('rentHouse')
    .set({
      occupied: sql<number>`occupied - ${n}`,
      vacantSince: sql<string | null>`case when occupied - ${n} = 0 then ${today} else vacant_since end`,
      updateTime: now,
    })
    .where('id', '=', houseId)
    .execute();
}

export async function freeBedsOf(db: DbOrTrx, houseId: number): Promise<number> {
  const row = await db.selectFrom('rentHouse').select(['capacity', 'occupied']).where('id', '=', houseId).executeTakeFirstOrThrow();
  return row.capacity - row.occupied;
}

// ---------------------------------------------------------------------------
// The room ledger (房源管理)
// ---------------------------------------------------------------------------

export interface LedgerFilter {
  scope: DataScope;
  regionCode?: string;
  communityId?: number;
  unitId?: number;
  roomState?: number;
  hasFreeBed?: number;
}

type LedgerEb = ExpressionBuilder<Database & { h: Database['rentHouse']; c: Database['rentCommunity']; u: Database['rentUnit'] }, 'h' | 'c' | 'u'>;

function stateCondition(eb: LedgerEb, state: number): Expression<SqlBool> {
  if (state === ROOM_STATES.disabled) return eb('h.disabled', '=', 1);
  if (state === ROOM_STATES.vacant) return eb.and([eb('h.disabled', '=', 0), eb('h.occupied', '=', 0)]);
  if (state === ROOM_STATES.partial) return eb.and([eb('h.disabled', '=', 0), eb('h.occupied', '>', 0), eb('h.occupied', '<', eb.ref('h.capacity'))]);
  return eb.and([eb('h.disabled', '=', 0), eb('h.occupied', '>=', eb.ref('h.capacity'))]);
}

function ledgerBase(db: DbOrTrx, filter: LedgerFilter, withState: boolean) {
  let query = db
    .selectFrom('rentHouse as h')
    .innerJoin('rentCommunity as c', 'c.id', 'h.communityId')
    .innerJoin('rentUnit as u', 'u.id', 'h.unitId')
    .where('c.deleted', '=', 0)
    .where(inScope(filter.scope, 'c.districtCode'));
  if (filter.regionCode) query = query.where(inScope({ regionCode: filter.regionCode }, 'c.districtCode'));
  if (filter.communityId !== undefined) query = query.where('h.communityId', '=', filter.communityId);
  if (filter.unitId !== undefined) query = query.where('h.unitId', '=', filter.unitId);
  if (filter.hasFreeBed === 1) query = query.where('h.disabled', '=', 0).whereRef('h.occupied', '<', 'h.capacity');
  if (filter.hasFreeBed === 0) query = query.where((eb) => eb.or([eb('h.disabled', '=', 1), eb('h.occupied', '>=', eb.ref('h.capacity'))]));
  const state = filter.roomState;
  if (withState && state !== undefined) query = query.where((eb) => stateCondition(eb, state));
  return query;
}

/** Room states 有空床 leaves in a tab count: 1 空置 and 部分入住, 0 已住满 and 停用. */
const FREE_BED_STATES: Record<number, readonly number[]> = {
  1: [ROOM_STATES.vacant, ROOM_STATES.partial],
  0: [ROOM_STATES.full, ROOM_STATES.disabled],
};

/**
 * Rooms per state under the filter, the state aside (the tabs). Without a
 * community or unit they come from the per-county counters (migration 0070)
 * rather than a count of every room; a community's or unit's rooms are
 * counted through their index.
 */
async function ledgerCounts(db: DbOrTrx, filter: LedgerFilter): Promise<Map<number, number>> {
  let byState: Map<number, number>;
  if (filter.communityId === undefined && filter.unitId === undefined) {
    byState = (await countedRooms(db, filter)).byState;
    const kept = filter.hasFreeBed === undefined ? null : FREE_BED_STATES[filter.hasFreeBed];
    if (kept) byState = new Map([...byState].filter(([state]) => kept.includes(state)));
  } else {
    const rows = await ledgerBase(db, filter, false)
      .select((eb) => [STATE_SQL.as('roomState'), eb.fn.countAll<number>().as('n')])
      .groupBy(STATE_SQL)
      .execute();
    byState = new Map(rows.map((r) => [Number(r.roomState), Number(r.n)]));
  }
  return byState;
}

export async function pageLedger(db: DbOrTrx, filter: LedgerFilter, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const [records, byState] = await Promise.all([
    ledgerBase(db, filter, true)
      .selectAll('h')
      .select(['c.bizCode', 'c.villageName', 'c.districtCode', 'u.unitCode', 'u.buildingNo', 'u.unitNo'])
      // Live communities by name (rent_community_ledger_idx), each one's rooms sorted: the first page reads a few communities.
      .orderBy('c.villageName')
      .orderBy('c.id')
      .orderBy('u.buildingNo')
      .orderBy('u.unitNo')
      .orderBy('h.roomNo')
      .orderBy('h.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    ledgerCounts(db, filter),
  ]);
  // The total is the tab's count (or all tabs'): the same filters with the state.
  const total = filter.roomState === undefined ? [...byState.values()].reduce((sum, n) => sum + n, 0) : (byState.get(filter.roomState) ?? 0);
  const counts = [...byState].filter(([, n]) => n > 0).sort(([a], [b]) => a - b).map(([roomState, count]) => ({ roomState, count }));
  return { records, total, counts };
}

export type LedgerRow = Awaited<ReturnType<typeof pageLedger>>['records'][number];

// ---------------------------------------------------------------------------
// Occupancies (the ledger)
// ---------------------------------------------------------------------------

export function openOccupantsOf(db: DbOrTrx, houseIds: readonly number[]) {
  if (houseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('rentOccupancy')
    .select(['id', 'houseId', 'tenantCode', 'name', 'checkInDate', 'leaseEndDate', 'quitDate'])
    .where('houseId', 'in', houseIds)
    .where('quitDate', 'is', null)
    .orderBy('id')
    .execute();
}

/** Every occupancy of these rooms, open or ended, latest check-in first (who lived there when). */
export function occupanciesOfRooms(db: DbOrTrx, houseIds: readonly number[]) {
  if (houseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('rentOccupancy')
    .select(['houseId', 'tenantCode', 'name', 'checkInDate', 'leaseEndDate', 'quitDate'])
    .where('houseId', 'in', houseIds)
    .orderBy('checkInDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function openOccupancyCount(db: DbOrTrx, communityId: number): Promise<number> {
  const row = await db.selectFrom('rentOccupancy').select((eb) => eb.fn.countAll<number>().as('n')).where('communityId', '=', communityId).where('quitDate', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Where each of these ID numbers holds a bed now. */
export function openBedsOf(db: DbOrTrx, idCards: readonly string[]) {
  if (idCards.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('rentOccupancy as o')
    .innerJoin('rentHouse as h', 'h.id', 'o.houseId')
    .innerJoin('rentUnit as u', 'u.id', 'h.unitId')
    .innerJoin('rentCommunity as c', 'c.id', 'o.communityId')
    .select(['o.idCard', 'o.name', 'c.villageName', 'u.buildingNo', 'u.unitNo', 'h.roomNo'])
    .where('o.idCard', 'in', idCards)
    .where('o.quitDate', 'is', null)
    .execute();
}

/** Open occupancies per rent company, from the ledger. */
export async function openBedsByCompany(db: DbOrTrx): Promise<Map<number, number>> {
  const rows = await db.selectFrom('rentOccupancy').select((eb) => ['companyId', eb.fn.countAll<number>().as('n')]).where('quitDate', 'is', null).groupBy('companyId').execute();
  return new Map(rows.map((r) => [Number(r.companyId), Number(r.n)]));
}

export async function insertOccupancies(db: DbOrTrx, rows: readonly NewOccupancy[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('rentOccupancy').values(rows.slice(i, i + 200)).execute();
}

/** Ends the given open occupancies on `quitDate`; answers how many ended (those already ended are left alone). */
export async function endOccupancies(db: DbOrTrx, ids: readonly number[], quitDate: string, reason: string, now: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.updateTable('rentOccupancy').set({ quitDate, endReason: reason, updateTime: now }).where('id', 'in', ids).where('quitDate', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function occupancyByCode(db: DbOrTrx, tenantCode: string, scope: DataScope) {
  return db.selectFrom('rentOccupancy').selectAll().where('tenantCode', '=', tenantCode).where(inScope(scope, 'countyCode')).executeTakeFirst();
}

export function occupancyById(db: DbOrTrx, id: number) {
  return db.selectFrom('rentOccupancy').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function deleteOccupancy(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('rentQuitApply').where('occupancyId', '=', id).execute();
  await db.deleteFrom('rentOccupancy').where('id', '=', id).execute();
}

export async function moveCounty(db: DbOrTrx, communityId: number, countyCode: string): Promise<void> {
  await db.updateTable('rentOccupancy').set({ countyCode }).where('communityId', '=', communityId).execute();
  await db
    .updateTable('rentQuitApply')
    .set({ countyCode })
    .where('occupancyId', 'in', (eb) => eb.selectFrom('rentOccupancy').select('id').where('communityId', '=', communityId))
    .execute();
}

/** Beds in use, tenants ever and quits this month per rent company. */
export async function companyUse(db: DbOrTrx, companyIds: readonly number[], monthStart: string) {
  const use = new Map<number, { bedsInUse: number; tenants: number; quitsThisMonth: number }>();
  if (companyIds.length === 0) return use;
  const rows = await db
    .selectFrom('rentOccupancy')
    .select((eb) => [
      'companyId',
      eb.fn.countAll<number>().as('tenants'),
      eb.fn.sum<number>(sql<number>`case when quit_date is null then 1 else 0 end`).as('open'),
      eb.fn.sum<number>(sql<number>`case when quit_date >= ${monthStart} then 1 else 0 end`).as('quits'),
    ])
    .where('companyId', 'in', companyIds)
    .groupBy('companyId')
    .execute();
  for (const r of rows) use.set(Number(r.companyId), { bedsInUse: Number(r.open), tenants: Number(r.tenants), quitsThisMonth: Number(r.quits) });
  return use;
}
