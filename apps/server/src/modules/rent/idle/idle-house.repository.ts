import type { SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { pageWindow, type PageRequest } from '../../../platform/paging.js';
import type { IdleHouseChanges, NewIdleHouse, RentIdleHouseTable } from './idle-house.table.js';

export interface IdleHouseFilter {
  scope: DataScope;
  villageName?: string;
  ownerName?: string;
  mobile?: string;
  /** A province, city or county code: houses below it. */
  regionCode?: string;
  status?: number;
}

type IdleQuery = SelectQueryBuilder<Database & { i: RentIdleHouseTable }, 'i', object>;

/** The filter's rows; `withStatus` false leaves the status out, for the tab counts. */
function filtered(db: DbOrTrx, filter: IdleHouseFilter, withStatus: boolean): IdleQuery {
  let query: IdleQuery = db.selectFrom('rentIdleHouse as i').where(inScope(filter.scope, 'i.countyCode'));
  if (filter.regionCode) query = query.where(inScope({ regionCode: filter.regionCode }, 'i.countyCode'));
  if (filter.villageName) query = query.where(containsText(db, 'i.villageName', filter.villageName));
  if (filter.ownerName) query = query.where(containsText(db, 'i.ownerName', filter.ownerName));
  if (filter.mobile) query = query.where(containsText(db, 'i.mobile', filter.mobile));
  if (withStatus && filter.status !== undefined) query = query.where('i.status', '=', filter.status);
  return query;
}

/** A page, its total and the per-status counts under the same filters (the tabs). */
export async function pageIdleHouses(db: DbOrTrx, filter: IdleHouseFilter, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const [records, total, counts] = await Promise.all([
    filtered(db, filter, true).selectAll('i').orderBy('i.updateTime', 'desc').orderBy('i.id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, filter, true).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    filtered(db, filter, false).select((eb) => ['i.status', eb.fn.countAll<number>().as('n')]).groupBy('i.status').execute(),
  ]);
  return { records, total: Number(total.n), counts: counts.map((c) => ({ status: Number(c.status), count: Number(c.n) })) };
}

export function findByCode(db: DbOrTrx, houseCode: string, scope: DataScope) {
  return db.selectFrom('rentIdleHouse').selectAll().where('houseCode', '=', houseCode).where(inScope(scope, 'countyCode')).executeTakeFirst();
}

/** The same owner's house at the same address, whatever the caller's scope. */
export function findSame(db: DbOrTrx, idCard: string, countyCode: string, address: string) {
  return db.selectFrom('rentIdleHouse').select(['id', 'villageName']).where('idCard', '=', idCard).where('countyCode', '=', countyCode).where('address', '=', address).executeTakeFirst();
}

export async function insertIdleHouse(db: DbOrTrx, row: NewIdleHouse): Promise<void> {
  await db.insertInto('rentIdleHouse').values(row).execute();
}

export async function updateIdleHouse(db: DbOrTrx, id: number, changes: IdleHouseChanges): Promise<void> {
  await db.updateTable('rentIdleHouse').set(changes).where('id', '=', id).execute();
}

/** Deletes unless 已出租 (the condition in the statement: a house let meanwhile stays). */
export async function deleteUnlessLet(db: DbOrTrx, id: number, letStatus: number): Promise<number> {
  const result = await db.deleteFrom('rentIdleHouse').where('id', '=', id).where('status', '<>', letStatus).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Idle houses in the scope (and a region inside it), by status: 租赁概览. */
export async function countByStatus(db: DbOrTrx, scope: DataScope, regionCode?: string): Promise<Map<number, number>> {
  const rows = await filtered(db, { scope, regionCode }, false).select((eb) => ['i.status', eb.fn.countAll<number>().as('n')]).groupBy('i.status').execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}
