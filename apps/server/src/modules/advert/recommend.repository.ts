import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import { countRows, fetchPage, type PageRequest } from '../../platform/paging.js';
import { deleteItem, statusIs } from './display.repository.js';
import type { NewRecommendJob, RecommendJobChanges, RecommendJobRow } from './recommend-job/recommend-job.table.js';

/** The tables of 推荐岗位 and 推荐课程 and the column naming the recommended record. */
export type RecommendTable = { table: 'advertRecommendJob'; target: 'jobCode' } | { table: 'advertRecommendCourse'; target: 'courseCode' };

/** A recommendation as both tables hold it (the course table has the same columns), the recommended record's code as `targetCode`. */
export type RecommendRow = Omit<RecommendJobRow, 'jobCode'> & { targetCode: string };
export type NewRecommend = Omit<NewRecommendJob, 'jobCode'> & { targetCode: string };
export type RecommendChanges = Omit<RecommendJobChanges, 'jobCode'> & { targetCode?: string };

export interface RecommendFilter {
  position?: number;
  status?: number;
  /** Only these recommended records (a name filter, resolved by their domain's service). */
  targetCodes?: readonly string[];
  now: string;
}

/** Kysely types one table at a time; the job table stands for both, the code column renamed through `sql.ref`. */
const one = (t: RecommendTable) => t.table as 'advertRecommendJob';

function filtered(db: DbOrTrx, t: RecommendTable, filter: RecommendFilter) {
  let query = db.selectFrom(`${one(t)} as r`);
  if (filter.position !== undefined) query = query.where('r.position', '=', filter.position);
  if (filter.status !== undefined) query = query.where(statusIs(filter.status, filter.now, 'r'));
  if (filter.targetCodes) query = query.where(sql.ref(`r.${t.target}`), 'in', filter.targetCodes.length > 0 ? [...filter.targetCodes] : ['']);
  return query;
}

/** Recommendations by position, then in their order. */
export function pageRecommends(db: DbOrTrx, t: RecommendTable, filter: RecommendFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filtered(db, t, filter)
        .selectAll('r')
        .select(sql<string>`${sql.ref(`r.${t.target}`)}`.as('targetCode'))
        .orderBy('r.position')
        .orderBy('r.sort')
        .orderBy('r.id')
        .limit(limit)
        .offset(offset)
        .execute() as Promise<RecommendRow[]>,
    () => countRows(filtered(db, t, filter)),
  );
}

/** The codes of every recommended record (a few hundred at most). */
export async function targetCodes(db: DbOrTrx, t: RecommendTable): Promise<string[]> {
  const rows = await db.selectFrom(one(t)).select(sql<string>`${sql.ref(t.target)}`.as('code')).distinct().execute();
  return rows.map((r) => r.code);
}

export async function findByCode(db: DbOrTrx, t: RecommendTable, recommendCode: string): Promise<RecommendRow | undefined> {
  const row = await db
    .selectFrom(one(t))
    .selectAll()
    .select(sql<string>`${sql.ref(t.target)}`.as('targetCode'))
    .where('recommendCode', '=', recommendCode)
    .executeTakeFirst();
  return row as RecommendRow | undefined;
}

const withTarget = <R extends { targetCode?: string }>(t: RecommendTable, { targetCode, ...rest }: R) =>
  ({ ...rest, ...(targetCode !== undefined && { [t.target]: targetCode }) }) as Omit<R, 'targetCode'> & { jobCode: string };

export async function insertRecommend(db: DbOrTrx, t: RecommendTable, row: NewRecommend): Promise<number> {
  const inserted = await db.insertInto(one(t)).values(withTarget(t, row)).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateRecommend(db: DbOrTrx, t: RecommendTable, id: number, changes: RecommendChanges): Promise<void> {
  await db.updateTable(one(t)).set(withTarget(t, changes)).where('id', '=', id).execute();
}

export const deleteRecommend = (db: DbOrTrx, t: RecommendTable, id: number) => deleteItem(db, t.table, id);
