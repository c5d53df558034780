import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { countedRooms, type CountedRegion } from './ledger-counts.repository.js';
import type { CommunityChanges, NewCommunity, NewProfile, ProfileChanges, RentCommunityTable } from './ledger.table.js';

export interface CommunityFilter {
  scope: DataScope;
  villageName?: string;
  /** A province, city or county code: communities below it. */
  regionCode?: string;
  villageNature?: number;
  villageStatus?: number;
}

type CommunityQuery = SelectQueryBuilder<Database & { c: RentCommunityTable }, 'c', object>;

function filtered(db: DbOrTrx, filter: CommunityFilter): CommunityQuery {
  let query: CommunityQuery = db.selectFrom('rentCommunity as c').where('c.deleted', '=', 0).where(inScope(filter.scope, 'c.districtCode'));
  // A region filter narrows like a scope does: the same range on the county column.
  if (filter.regionCode) query = query.where(inScope({ regionCode: filter.regionCode }, 'c.districtCode'));
  if (filter.villageName) query = query.where(containsText(db, 'c.villageName', filter.villageName));
  if (filter.villageNature !== undefined) query = query.where('c.villageNature', '=', filter.villageNature);
  if (filter.villageStatus !== undefined) query = query.where('c.villageStatus', '=', filter.villageStatus);
  return query;
}

export function pageCommunities(db: DbOrTrx, filter: CommunityFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filtered(db, filter).selectAll('c').orderBy('c.updateTime', 'desc').orderBy('c.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filtered(db, filter)),
  );
}

/** Export batches in the list's order, after the cursor (updateTime, id). */
export function communitiesAfter(db: DbOrTrx, filter: CommunityFilter, after: { updateTime: string; id: number } | null, limit: number) {
  let query = filtered(db, filter).selectAll('c');
  if (after) {
    query = query.where((eb) => eb.or([eb('c.updateTime', '<', after.updateTime), eb.and([eb('c.updateTime', '=', after.updateTime), eb('c.id', '<', after.id)])]));
  }
  return query.orderBy('c.updateTime', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
}

export const countCommunities = (db: DbOrTrx, filter: CommunityFilter) => countRows(filtered(db, filter));

export function allCommunities(db: DbOrTrx, filter: CommunityFilter, limit: number) {
  return filtered(db, filter).select(['c.id', 'c.bizCode', 'c.villageName', 'c.districtCode', 'c.villageStatus']).orderBy('c.villageName').orderBy('c.id').limit(limit).execute();
}

/** A live community by its code, only inside the scope. */
export function findByCode(db: DbOrTrx, bizCode: string, scope: DataScope) {
  return db.selectFrom('rentCommunity').selectAll().where('bizCode', '=', bizCode).where('deleted', '=', 0).where(inScope(scope, 'districtCode')).executeTakeFirst();
}

export function findById(db: DbOrTrx, id: number) {
  return db.selectFrom('rentCommunity').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByIds(db: DbOrTrx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('rentCommunity').selectAll().where('id', 'in', ids).execute();
}

export function findByName(db: DbOrTrx, districtCode: string, villageName: string) {
  return db.selectFrom('rentCommunity').select(['id', 'bizCode']).where('districtCode', '=', districtCode).where('villageName', '=', villageName).where('deleted', '=', 0).executeTakeFirst();
}

export async function insertCommunity(db: DbOrTrx, row: NewCommunity): Promise<number> {
  const inserted = await db.insertInto('rentCommunity').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateCommunity(db: DbOrTrx, id: number, changes: CommunityChanges): Promise<void> {
  await db.updateTable('rentCommunity').set(changes).where('id', '=', id).execute();
}

/** Adds to a community's derived totals, in the caller's transaction (the only writer of them). */
export async function addToTotals(db: DbOrTrx, id: number, delta: { area?: number; rooms?: number; beds?: number; occupants?: number }, now: string): Promise<void> {
  await db
    .updateTable('rentCommunity')
    .set({
      houseTotalArea: sql<number>`house_total_area + ${delta.area ?? 0}`,
      houseTotalNum: sql<number>`house_total_num + ${delta.rooms ?? 0}`,
      bedTotal: sql<number>`bed_total + ${delta.beds ?? 0}`,
      totalOccupancyNum: sql<number>`total_occupancy_num + ${delta.occupants ?? 0}`,
      updateTime: now,
    })
    .where('id', '=', id)
    .execute();
}

/** The totals as the rooms and the ledger say, per community (the recount checks stored totals against these). */
export async function recountedTotals(db: DbOrTrx, ids?: readonly number[]) {
  let rooms = db
    .selectFrom('rentHouse')
    .select((eb) => [
      'communityId',
      eb.fn.countAll<number>().as('rooms'),
      eb.fn.coalesce(eb.fn.sum<number>('area'), sql<number>`0`).as('area'),
      eb.fn.coalesce(eb.fn.sum<number>('capacity'), sql<number>`0`).as('beds'),
    ])
    .groupBy('communityId');
  let occupants = db.selectFrom('rentOccupancy').select((eb) => ['communityId', eb.fn.countAll<number>().as('n')]).where('quitDate', 'is', null).groupBy('communityId');
  if (ids) {
    if (ids.length === 0) return new Map<number, { rooms: number; area: number; beds: number; occupants: number }>();
    rooms = rooms.where('communityId', 'in', ids);
    occupants = occupants.where('communityId', 'in', ids);
  }
  const [roomRows, occupantRows] = await Promise.all([rooms.execute(), occupants.execute()]);
  const totals = new Map<number, { rooms: number; area: number; beds: number; occupants: number }>();
  const entry = (id: number) => totals.get(id) ?? { rooms: 0, area: 0, beds: 0, occupants: 0 };
  for (const r of roomRows) totals.set(Number(r.communityId), { ...entry(Number(r.communityId)), rooms: Number(r.rooms), area: Number(r.area), beds: Number(r.beds) });
  for (const r of occupantRows) totals.set(Number(r.communityId), { ...entry(Number(r.communityId)), occupants: Number(r.n) });
  return totals;
}

export function allLiveIds(db: DbOrTrx) {
  return db.selectFrom('rentCommunity').select(['id', 'villageName', 'houseTotalArea', 'houseTotalNum', 'bedTotal', 'totalOccupancyNum']).where('deleted', '=', 0).orderBy('id').execute();
}

// ---------------------------------------------------------------------------
// Rental profiles
// ---------------------------------------------------------------------------

export interface ProfileFilter {
  scope: DataScope;
  villageName?: string;
  regionCode?: string;
  lettingState?: number;
  hasFreeBed?: number;
}

function filteredProfiles(db: DbOrTrx, filter: ProfileFilter) {
  let query = db
    .selectFrom('rentCommunityProfile as p')
    .innerJoin('rentCommunity as c', 'c.id', 'p.communityId')
    .where('c.deleted', '=', 0)
    .where(inScope(filter.scope, 'c.districtCode'));
  if (filter.regionCode) query = query.where(inScope({ regionCode: filter.regionCode }, 'c.districtCode'));
  if (filter.villageName) query = query.where(containsText(db, 'c.villageName', filter.villageName));
  if (filter.lettingState !== undefined) query = query.where('p.lettingState', '=', filter.lettingState);
  // Free beds live: capacity of rooms in use minus their occupants, from the rooms themselves.
  if (filter.hasFreeBed === 1) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('rentHouse as h').select('h.id').whereRef('h.communityId', '=', 'c.id').where('h.disabled', '=', 0).whereRef('h.occupied', '<', 'h.capacity')),
    );
  }
  if (filter.hasFreeBed === 0) {
    query = query.where((eb) =>
      eb.not(eb.exists(eb.selectFrom('rentHouse as h').select('h.id').whereRef('h.communityId', '=', 'c.id').where('h.disabled', '=', 0).whereRef('h.occupied', '<', 'h.capacity'))),
    );
  }
  return query;
}

const PROFILE_COLUMNS = ['p.communityId', 'p.rentalObject', 'p.rentMin', 'p.rentMax', 'p.deposit', 'p.payCycle', 'p.minLeaseMonths', 'p.facilities', 'p.photos', 'p.introduction', 'p.lettingState', 'p.updateTime', 'c.bizCode', 'c.villageName', 'c.districtCode', 'c.villageStatus'] as const;

export function pageProfiles(db: DbOrTrx, filter: ProfileFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filteredProfiles(db, filter).select(PROFILE_COLUMNS).orderBy('p.updateTime', 'desc').orderBy('p.communityId', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filteredProfiles(db, filter)),
  );
}

export function profilesAfter(db: DbOrTrx, filter: ProfileFilter, after: number | null, limit: number) {
  let query = filteredProfiles(db, filter).select(PROFILE_COLUMNS);
  if (after !== null) query = query.where('p.communityId', '>', after);
  return query.orderBy('p.communityId').limit(limit).execute();
}

export const countProfiles = (db: DbOrTrx, filter: ProfileFilter) => countRows(filteredProfiles(db, filter));

export type ProfileListRow = Awaited<ReturnType<typeof profilesAfter>>[number];

export function findProfile(db: DbOrTrx, communityId: number) {
  return db.selectFrom('rentCommunityProfile').selectAll().where('communityId', '=', communityId).executeTakeFirst();
}

/** Free beds per community (rooms in use), live from the rooms. */
export async function freeBeds(db: DbOrTrx, communityIds: readonly number[]): Promise<Map<number, number>> {
  if (communityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('rentHouse')
    .select((eb) => ['communityId', eb.fn.sum<number>(sql<number>`capacity - occupied`).as('free')])
    .where('communityId', 'in', communityIds)
    .where('disabled', '=', 0)
    .groupBy('communityId')
    .execute();
  return new Map(rows.map((r) => [Number(r.communityId), Number(r.free)]));
}

export async function insertProfile(db: DbOrTrx, row: NewProfile): Promise<void> {
  await db.insertInto('rentCommunityProfile').values(row).execute();
}

export async function updateProfile(db: DbOrTrx, communityId: number, changes: ProfileChanges): Promise<void> {
  await db.updateTable('rentCommunityProfile').set(changes).where('communityId', '=', communityId).execute();
}

/**
 * Sums of a region's live communities (the stored totals, which the ledger's
 * transactions keep; a community row each) and their free beds, from the
 * per-county room counters (migration 0070) rather than a sum over every room.
 */
export async function regionTotals(db: DbOrTrx, region: CountedRegion) {
  const [sums, rooms] = await Promise.all([
    filtered(db, region)
      .select((eb) => [
        eb.fn.countAll<number>().as('communities'),
        eb.fn.coalesce(eb.fn.sum<number>('c.houseTotalNum'), sql<number>`0`).as('rooms'),
        eb.fn.coalesce(eb.fn.sum<number>('c.bedTotal'), sql<number>`0`).as('beds'),
        eb.fn.coalesce(eb.fn.sum<number>('c.totalOccupancyNum'), sql<number>`0`).as('occupied'),
      ])
      .executeTakeFirstOrThrow(),
    countedRooms(db, region),
  ]);
  return { communities: Number(sums.communities), rooms: Number(sums.rooms), beds: Number(sums.beds), occupied: Number(sums.occupied), free: rooms.freeBeds };
}
