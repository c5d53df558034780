import { MAX_PAGE_SIZE, type Page } from '@hrbd/contract';
import type { SelectQueryBuilder } from 'kysely';

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/** Offset and limit for a page request, with the size capped at 100. */
export function pageWindow({ pageNum, pageSize }: PageRequest): PageWindow {
  const limit = Math.min(pageSize, MAX_PAGE_SIZE);
  return { limit, offset: (pageNum - 1) * limit };
}

/**
 * A filter picking a set (a region's courses, stores by name, payees) either
 * reads the set's rows through its own index and sorts them, or walks the
 * list's time index newest first testing each row: ten of a share s of the
 * rows are met within about 10 / s of them. Walk from this share up; below it
 * the set's rows are fewer than a walk would read. The share comes from the
 * counters, before the page is read.
 */
export const WALK_SHARE = 0.01;

/** One page of records and the total of the same filtered query. */
export async function fetchPage<R>(
  page: PageRequest,
  records: (window: PageWindow) => Promise<R[]>,
  total: () => Promise<number>,
): Promise<Page<R>> {
  const [rows, count] = await Promise.all([records(pageWindow(page)), total()]);
  return { records: rows, total: count };
}

/** `select count(*)` over a filtered query (no ordering or paging on it). */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number((row as { total: number }).total);
}

/**
 * Ids first, then their rows: a page or an export batch picks its ids off one
 * table's own indexes (the plan is then only a choice among them), and only
 * those rows are joined. `rowsOf` may answer in any order; the rows come back
 * in the order of `ids`.
 */
export async function rowsByIds<R extends { id: number | string }>(
  ids: ReadonlyArray<number | { id: number | string }>,
  rowsOf: (ids: readonly number[]) => Promise<R[]>,
): Promise<R[]> {
  const wanted = ids.map((x) => Number(typeof x === 'object' ? x.id : x));
  if (wanted.length === 0) return [];
  const byId = new Map((await rowsOf(wanted)).map((row) => [Number(row.id), row]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
