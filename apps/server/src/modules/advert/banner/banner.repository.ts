import type { SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { deleteItem, findItemByCode, insertItem, updateItem, whereItem, type ItemFilter } from '../display.repository.js';
import type { AdvertBannerTable, BannerChanges, NewBanner } from './banner.table.js';

export interface BannerFilter extends ItemFilter {
  position?: number;
}

type BannerQuery = SelectQueryBuilder<Database & { b: AdvertBannerTable }, 'b', object>;

function filtered(db: DbOrTrx, filter: BannerFilter): BannerQuery {
  let query: BannerQuery = whereItem(db, db.selectFrom('advertBanner as b'), 'b', filter);
  if (filter.position !== undefined) query = query.where('b.position', '=', filter.position);
  return query;
}

/** Banners by position, then in their order. */
export function pageBanners(db: DbOrTrx, filter: BannerFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filtered(db, filter).selectAll('b').orderBy('b.position').orderBy('b.sort').orderBy('b.id').limit(limit).offset(offset).execute(),
    () => countRows(filtered(db, filter)),
  );
}

export const findByCode = (db: DbOrTrx, bannerCode: string) => findItemByCode(db, 'advertBanner', bannerCode);
export const insertBanner = (db: DbOrTrx, row: NewBanner) => insertItem(db, 'advertBanner', row);
export const updateBanner = (db: DbOrTrx, id: number, changes: BannerChanges) => updateItem(db, 'advertBanner', id, changes);
export const deleteBanner = (db: DbOrTrx, id: number) => deleteItem(db, 'advertBanner', id);

/** Of `keys`, those some banner shows (so batchQueryUrl signs them for 轮播图管理's users). */
export async function imageKeysAmong(db: DbOrTrx, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.selectFrom('advertBanner').select('imageKey').distinct().where('imageKey', 'in', keys).execute();
  return rows.map((r) => r.imageKey);
}
