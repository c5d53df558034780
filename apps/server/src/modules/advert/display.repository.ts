import { DISPLAY_STATUSES } from '@hrbd/contract';
import { sql, type Insertable, type RawBuilder, type Selectable, type SelectQueryBuilder, type SqlBool, type Updateable } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database.js';
import { containsText } from '../../db/dialect/index.js';

/** The four tables of advertising items; each has DisplayColumns (display.table.ts). */
export type DisplayTable = 'advertBanner' | 'advertAnno' | 'advertRecommendJob' | 'advertRecommendCourse';

/** A column value that splits a table's items into separately ordered groups (a position; 置顶 for notices). */
export interface DisplayGroup {
  column: 'position' | 'isTop';
  value: number;
}

/** A column and value an overlap is looked for within (the same position, the same job …). */
export interface ColumnMatch {
  column: 'position' | 'jobCode' | 'courseCode';
  value: number | string;
}

/**
 * Kysely types a query over one table, not over a union of names: every
 * DisplayTable has the same DisplayColumns, so the banner table stands for
 * all four in these shared queries, and the per-table columns go through `sql.ref`.
 */
const one = (table: DisplayTable) => table as 'advertBanner';

/** The derived status as a condition on `alias`'s columns at `now` (the SQL of displayStatusOf). */
export function statusIs(status: number, now: string, alias: string): RawBuilder<SqlBool> {
  const enabled = sql.ref(`${alias}.enabled`);
  const start = sql.ref(`${alias}.startTime`);
  const end = sql.ref(`${alias}.endTime`);
  switch (status) {
    case DISPLAY_STATUSES.disabled:
      return sql<SqlBool>`${enabled} <> 1`;
    case DISPLAY_STATUSES.pending:
      return sql<SqlBool>`${enabled} = 1 and ${start} > ${now}`;
    case DISPLAY_STATUSES.ended:
      return sql<SqlBool>`${enabled} = 1 and ${end} < ${now}`;
    default:
      return sql<SqlBool>`${enabled} = 1 and ${start} <= ${now} and ${end} >= ${now}`;
  }
}

/** What the banner and notice lists filter by alike: a title containing text, the derived status at `now`. */
export interface ItemFilter {
  title?: string;
  status?: number;
  /** The moment the derived status is judged at. */
  now: string;
}

/** `query` (over the items as `alias`) narrowed by the shared filters; each area adds its own. */
export function whereItem<DB, TB extends keyof DB, O>(db: DbOrTrx, query: SelectQueryBuilder<DB, TB, O>, alias: string, filter: ItemFilter) {
  let narrowed = query;
  if (filter.title) narrowed = narrowed.where(containsText(db, `${alias}.title`, filter.title));
  if (filter.status !== undefined) narrowed = narrowed.where(statusIs(filter.status, filter.now, alias));
  return narrowed;
}

/** The tables whose items the console names by a code of their own, and that column. */
const CODE_COLUMN = { advertBanner: 'bannerCode', advertAnno: 'annoCode' } as const;
export type CodedTable = keyof typeof CODE_COLUMN;

export function findItemByCode<T extends CodedTable>(db: DbOrTrx, table: T, code: string): Promise<Selectable<Database[T]> | undefined> {
  return db.selectFrom(one(table)).selectAll().where(sql.ref(CODE_COLUMN[table]), '=', code).executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

export async function insertItem<T extends DisplayTable>(db: DbOrTrx, table: T, row: Insertable<Database[T]>): Promise<number> {
  const inserted = await db
    .insertInto(one(table))
    .values(row as Insertable<Database['advertBanner']>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateItem<T extends DisplayTable>(db: DbOrTrx, table: T, id: number, changes: Updateable<Database[T]>): Promise<void> {
  await db.updateTable(one(table)).set(changes as Updateable<Database['advertBanner']>).where('id', '=', id).execute();
}

export async function deleteItem(db: DbOrTrx, table: DisplayTable, id: number): Promise<void> {
  await db.deleteFrom(one(table)).where('id', '=', id).execute();
}

/** A group's items in their order: sort, then the older first. */
export function groupOrder(db: DbOrTrx, table: DisplayTable, group: DisplayGroup | undefined): Promise<Array<{ id: number; sort: number }>> {
  let query = db.selectFrom(one(table)).select(['id', 'sort']);
  if (group) query = query.where(sql.ref(group.column), '=', group.value);
  return query.orderBy('sort').orderBy('id').execute();
}

/** Writes the sorts that changed, one statement per moved item. */
export async function writeSorts(db: DbOrTrx, table: DisplayTable, changes: ReadonlyArray<{ id: number; sort: number }>): Promise<void> {
  for (const { id, sort } of changes) await db.updateTable(one(table)).set({ sort }).where('id', '=', id).execute();
}

/** Enabled items matching every `match` whose window overlaps [startTime, endTime], but `exceptId`. */
export function enabledOverlapping(
  db: DbOrTrx,
  table: DisplayTable,
  window: { startTime: string; endTime: string },
  match: readonly ColumnMatch[],
  exceptId: number | undefined,
): Promise<Array<{ id: number; startTime: string; endTime: string }>> {
  let query = db
    .selectFrom(one(table))
    .select(['id', 'startTime', 'endTime'])
    .where('enabled', '=', 1)
    .where('startTime', '<=', window.endTime)
    .where('endTime', '>=', window.startTime);
  for (const { column, value } of match) query = query.where(sql.ref(column), '=', value);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.execute();
}
