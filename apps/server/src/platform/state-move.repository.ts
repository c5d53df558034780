import { sql, type SelectType, type Updateable } from 'kysely';
import type { Database, DbOrTrx } from '../db/database.js';

export type StateTable = keyof Database;

/** The columns of a table that always hold a number: its key and its state column are among them. */
export type NumberColumn<T extends StateTable> = {
  [C in keyof Database[T]]: SelectType<Database[T][C]> extends number ? C : never;
}[keyof Database[T]] &
  string;

/** Where a kind of record keeps its state: the table, its key column and its state column. */
export interface StatePlace<T extends StateTable> {
  table: T;
  key: NumberColumn<T>;
  state: NumberColumn<T>;
}

/** What a move writes besides the state: any column of the table but those two. */
export type StateChanges<T extends StateTable> = Updateable<Database[T]>;

/**
 * Sets the state of the rows `keys` to `to` (with `changes`), only of those still
 * in `from`: the conditional update that makes the later of two racing moves
 * find nothing to change. Answers the keys of the rows that moved.
 *
 * Written as SQL over named identifiers because the table is a parameter here;
 * The query compilers (db/dialect/snake-case-names.ts) turn the camelCase names into the database's snake_case.
 */
export async function updateFromState<T extends StateTable>(
  db: DbOrTrx,
  place: StatePlace<T>,
  keys: readonly number[],
  from: number,
  to: number,
  changes: StateChanges<T>,
): Promise<Set<number>> {
  if (keys.length === 0) return new Set();
  const assignments = Object.entries(changes)
    .filter(([column, value]) => value !== undefined && column !== place.state && column !== place.key)
    .map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const result = await sql<Record<string, unknown>>`update ${sql.table(place.table)}
    set ${sql.join([sql`${sql.ref(place.state)} = ${to}`, ...assignments])}
    where ${sql.ref(place.key)} in (${sql.join(keys)}) and ${sql.ref(place.state)} = ${from}
    returning ${sql.ref(place.key)}`.execute(db);
  return new Set(result.rows.map((row) => Number(row[place.key])));
}

/** The current state of each of the rows `keys` that still exists (key → state). */
export async function statesOf<T extends StateTable>(db: DbOrTrx, place: StatePlace<T>, keys: readonly number[]): Promise<Map<number, number>> {
  if (keys.length === 0) return new Map();
  const result = await sql<Record<string, unknown>>`select ${sql.ref(place.key)}, ${sql.ref(place.state)}
    from ${sql.table(place.table)}
    where ${sql.ref(place.key)} in (${sql.join(keys)})`.execute(db);
  return new Map(result.rows.map((row) => [Number(row[place.key]), Number(row[place.state])]));
}
