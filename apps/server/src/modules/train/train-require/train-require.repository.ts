import type { SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewRequire, NewRequireRecord, TrainRequireTable } from './train-require.table.js';

/** The list's filters as stored; `scope` is the caller's 数据权限 on the requirement's county. */
export interface RequireFilter {
  scope: DataScope;
  state?: number;
  keyword?: string;
  countyCode?: string;
  sendFrom?: string;
  sendTo?: string;
}

type RequireDb = Database & { r: TrainRequireTable };
type RequireQuery = SelectQueryBuilder<RequireDb, 'r', object>;

function filtered(db: DbOrTrx, filter: RequireFilter): RequireQuery {
  let query: RequireQuery = db.selectFrom('trainRequire as r').where(inScope(filter.scope, 'r.countyCode'));
  if (filter.state !== undefined) query = query.where('r.state', '=', filter.state);
  if (filter.countyCode !== undefined) query = query.where('r.countyCode', '=', filter.countyCode);
  if (filter.keyword) {
    const keyword = filter.keyword;
    query = query.where((eb) =>
      eb.or([containsText(db, 'r.name', keyword), containsText(db, 'r.cmpyName', keyword), containsText(db, 'r.occupation', keyword)]),
    );
  }
  if (filter.sendFrom) query = query.where('r.sendTime', '>=', filter.sendFrom);
  if (filter.sendTo) query = query.where('r.sendTime', '<=', filter.sendTo);
  return query;
}

/** Requirements newest first, id breaking ties of the same second. */
export function pageRequires(db: DbOrTrx, filter: RequireFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filtered(db, filter).selectAll('r').orderBy('r.sendTime', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filtered(db, filter)),
  );
}

/** Requirements per state under the filter, its own state ignored: the tabs' counts. */
export async function countByState(db: DbOrTrx, filter: RequireFilter): Promise<Map<number, number>> {
  const { state: _ignored, ...rest } = filter;
  const rows = await filtered(db, rest)
    .select((eb) => ['r.state', eb.fn.countAll<number>().as('n')])
    .groupBy('r.state')
    .execute();
  return new Map(rows.map((r) => [Number(r.state), Number(r.n)]));
}

/** One requirement, only if it lies in the caller's scope. */
export function findByCode(db: DbOrTrx, requireCode: string, scope: DataScope) {
  return db.selectFrom('trainRequire').selectAll().where('requireCode', '=', requireCode).where(inScope(scope, 'countyCode')).executeTakeFirst();
}

export function recordsOf(db: DbOrTrx, requireId: number) {
  return db
    .selectFrom('trainRequireRecord')
    .select(['fromState', 'toState', 'reason', 'operatorName', 'operateTime'])
    .where('requireId', '=', requireId)
    .orderBy('id')
    .execute();
}

export async function insertRecords(db: DbOrTrx, rows: readonly NewRequireRecord[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('trainRequireRecord').values(rows.slice(i, i + 200)).execute();
}

export async function insertRequire(db: DbOrTrx, row: NewRequire): Promise<number> {
  const inserted = await db.insertInto('trainRequire').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}
