import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { countRows, fetchPage, type PageRequest } from '../../platform/paging.js';

/**
 * 合同模板 and 在线签约 list newest first (`createTime`, then `id`, both
 * descending) and export in that order a batch at a time, each batch read
 * after the last row of the one before: written once here, for the alias
 * each list reads its records as.
 */

/** Where an export batch stops: its last row's time and id. */
export interface NewestCursor {
  createTime: string;
  id: number;
}

export const newestCursor = (last: { createTime: string; id: number | bigint | string }): NewestCursor => ({ createTime: last.createTime, id: Number(last.id) });

function newestFirst<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, alias: string) {
  return query.orderBy(sql.ref(`${alias}.createTime`), 'desc').orderBy(sql.ref(`${alias}.id`), 'desc');
}

/** A page of `rows` newest first, with the count of `counted` (the same filter, no columns). */
export function pageNewestFirst<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB>(
  page: PageRequest,
  alias: string,
  rows: () => SelectQueryBuilder<DB, TB, O>,
  counted: () => SelectQueryBuilder<CDB, CTB, object>,
) {
  return fetchPage(
    page,
    (window) => newestFirst(rows(), alias).limit(window.limit).offset(window.offset).execute() as Promise<O[]>,
    () => countRows(counted()),
  );
}

/** The next `limit` rows newest first after `after` (the whole list from its start when null). */
export function newestBatch<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>, alias: string, after: NewestCursor | null, limit: number) {
  let query = rows;
  if (after) {
    const createTime = sql.ref(`${alias}.createTime`);
    const id = sql.ref(`${alias}.id`);
    query = query.where(sql<SqlBool>`(${createTime} < ${after.createTime} or (${createTime} = ${after.createTime} and ${id} < ${after.id}))`);
  }
  return newestFirst(query, alias).limit(limit).execute() as Promise<O[]>;
}
