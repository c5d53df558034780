import type { DbOrTrx } from '../../../db/database.js';
import { countRows, type PageWindow } from '../../../platform/paging.js';
import type { NewHistoryAddress } from './address.table.js';

const byCompany = (db: DbOrTrx, cmpyCode: string, type: number) =>
  db.selectFrom('cmpyHistoryAddress').where('cmpyCode', '=', cmpyCode).where('type', '=', type);

/** Newest first: a re-saved address is written anew, so the id orders by recency. */
export function listPage(db: DbOrTrx, cmpyCode: string, type: number, window: PageWindow) {
  return byCompany(db, cmpyCode, type)
    .select(['provinceName', 'cityName', 'countyName', 'address', 'provinceCode', 'cityCode', 'countyCode', 'gcj02Lon', 'gcj02Lat', 'updateTime'])
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export function countFor(db: DbOrTrx, cmpyCode: string, type: number): Promise<number> {
  return countRows(byCompany(db, cmpyCode, type));
}

export interface AddressIdentity {
  cmpyCode: string;
  type: number;
  countyCode: string;
  address: string;
}

/** Removes earlier saves of the same address; returns when it was first saved, if ever. */
export async function removeSame(db: DbOrTrx, same: AddressIdentity): Promise<string | undefined> {
  const rows = await db
    .deleteFrom('cmpyHistoryAddress')
    .where('cmpyCode', '=', same.cmpyCode)
    .where('type', '=', same.type)
    .where('countyCode', '=', same.countyCode)
    .where('address', '=', same.address)
    .returning('createTime')
    .execute();
  return rows.map((r) => r.createTime).sort()[0];
}

export async function insertAddress(db: DbOrTrx, row: NewHistoryAddress): Promise<void> {
  await db.insertInto('cmpyHistoryAddress').values(row).execute();
}

/** Keeps the newest `keep` addresses of a company and kind. */
export async function pruneOlder(db: DbOrTrx, cmpyCode: string, type: number, keep: number): Promise<void> {
  const cutoff = await byCompany(db, cmpyCode, type).select('id').orderBy('id', 'desc').offset(keep).limit(1).executeTakeFirst();
  if (cutoff) await db.deleteFrom('cmpyHistoryAddress').where('cmpyCode', '=', cmpyCode).where('type', '=', type).where('id', '<=', cutoff.id).execute();
}
