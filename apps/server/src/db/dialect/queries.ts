import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import { dialectOf, type Handle } from './handle.js';

/** Query expressions written differently per dialect; each reads the dialect from the handle it is built on. */

/**
 * `column LIKE %term%`, case-insensitive on both dialects, with the term's
 * wildcards escaped. PostgreSQL's ILIKE folds the case of every character of
 * every row it tests; a term with no cased letter (Chinese, digits) matches
 * the same rows under LIKE, about three times faster (7 → 2 ms over 10,000
 * payee rows, bench/results/shop.md).
 */
export function containsText(db: Handle, columnRef: string, term: string): RawBuilder<SqlBool> {
  const column = sql.ref(columnRef);
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const caseless = term.toLowerCase() === term.toUpperCase();
  return dialectOf(db) === 'postgres' && !caseless
    ? sql<SqlBool>`${column} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}

/**
 * A column compared as a filter only, never to pick an index by. For a list
 * read newest first, page 1 of a broad filter (an age range, a gender) is
 * fastest read off the time-ordered index until the page is full; SQLite,
 * planning without statistics, would otherwise walk the filter's own index
 * and sort every match (seconds over a million rows). `+column` keeps it off
 * that index. PostgreSQL chooses by its statistics, so the column stays bare.
 */
export function filterOnly(db: Handle, columnRef: string): RawBuilder<unknown> {
  return dialectOf(db) === 'sqlite' ? sql`+${sql.ref(columnRef)}` : sql`${sql.ref(columnRef)}`;
}

/**
 * `column IN (subquery)` in an aggregate over the rows of a few keys (the
 * totals of stores picked by name): the subquery's values probe the column's
 * index. PostgreSQL plans `IN (subquery)` as a join and may hash a whole table
 * for it (every store's totals, 67,000 rows, for 111 stores); `= ANY(ARRAY(…))`
 * runs the subquery first and hands its values to the index scan. Not for a
 * page newest first: not knowing how many values come, PostgreSQL then walks
 * the time index instead (one payee's page: 7 → 200 ms), where the join reads
 * the keys' rows. SQLite probes the index either way.
 */
export function inSubquery<DB, TB extends keyof DB, O>(db: Handle, columnRef: string, subquery: SelectQueryBuilder<DB, TB, O>): RawBuilder<SqlBool> {
  const column = sql.ref(columnRef);
  return dialectOf(db) === 'postgres' ? sql<SqlBool>`${column} = any(array(${subquery}))` : sql<SqlBool>`${column} in (${subquery})`;
}

/** A JSON array column as it arrives: parsed by pg on PostgreSQL, JSON text on SQLite. */
export type JsonArray<O> = O[] | string;

/**
 * A subquery's rows as one JSON array column, so a page of records brings its
 * children (a user's roles) in the same round trip. The subquery must name its
 * columns; keys come out camelCase on both dialects. Read it with readJsonArray.
 */
export function jsonArrayFrom<DB, TB extends keyof DB, O>(db: Handle, subquery: SelectQueryBuilder<DB, TB, O>): RawBuilder<JsonArray<O>> {
  // Kysely's helpers type the column as parsed rows; on SQLite it arrives as text until readJsonArray.
  const column = dialectOf(db) === 'postgres' ? pgJsonArrayFrom(subquery) : sqliteJsonArrayFrom(subquery);
  return column.$castTo<JsonArray<O>>();
}

export function readJsonArray<O>(value: JsonArray<O>): O[] {
  return typeof value === 'string' ? (JSON.parse(value) as O[]) : value;
}

/** Which constraint a database error broke, whichever dialect raised it (null for other errors). */
export function constraintViolation(error: unknown): 'unique' | 'foreignKey' | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'unique';
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return 'foreignKey';
  return null;
}
