import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { pageWindow, type PageRequest } from '../../../platform/paging.js';
import type { NewComment } from './store-comment.table.js';

export interface CommentFilter {
  scope: DataScope;
  storeCode?: string;
  storeName?: string;
  star?: number;
  hasPhoto?: number;
  from?: string;
  to?: string;
}

/** A store a consumer may rate: 已认证 ones only. */
export function ratableStore(db: DbOrTrx, storeCode: string) {
  return db.selectFrom('shopStore').select(['id', 'storeName', 'approveType']).where('storeCode', '=', storeCode).executeTakeFirst();
}

export async function insertComments(db: DbOrTrx, rows: readonly NewComment[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('shopComment').values([...rows]).execute();
}

function filtered(db: DbOrTrx, filter: CommentFilter) {
  let q = db.selectFrom('shopComment as c').innerJoin('shopStore as s', 's.id', 'c.storeId').where(inScope(filter.scope, 's.countyCode'));
  if (filter.storeCode) q = q.where('s.storeCode', '=', filter.storeCode);
  if (filter.storeName) q = q.where(containsText(db, 's.storeName', filter.storeName));
  if (filter.star !== undefined) q = q.where('c.star', '=', filter.star);
  if (filter.hasPhoto === 1) q = q.where('c.photoKeys', '<>', '');
  if (filter.hasPhoto === 0) q = q.where('c.photoKeys', '=', '');
  if (filter.from) q = q.where('c.createTime', '>=', filter.from);
  if (filter.to) q = q.where('c.createTime', '<=', filter.to);
  return q;
}

export function pageComments(db: DbOrTrx, filter: CommentFilter, page: PageRequest) {
  const window = pageWindow(page);
  return filtered(db, filter)
    .select(['c.commentCode', 'c.star', 'c.content', 'c.photoKeys', 'c.userName', 'c.phone', 'c.createTime', 's.storeCode', 's.storeName', 's.provinceCode', 's.cityCode', 's.countyCode'])
    .orderBy('c.createTime', 'desc')
    .orderBy('c.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** Comments per star under the filters: the total, the average and the star bar come from it. */
export async function starCounts(db: DbOrTrx, filter: CommentFilter): Promise<Map<number, number>> {
  const rows = await filtered(db, filter)
    .select(['c.star', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('c.star')
    .execute();
  return new Map(rows.map((r) => [Number(r.star), Number(r.n)]));
}

export async function storeStars(db: DbOrTrx, storeId: number): Promise<{ n: number; total: number }> {
  const row = await db
    .selectFrom('shopComment')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number | null>('star').as('total')])
    .where('storeId', '=', storeId)
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), total: Number(row.total ?? 0) };
}
