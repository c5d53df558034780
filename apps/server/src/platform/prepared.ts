import type { Compilable, CompiledQuery } from 'kysely';
import type { DbOrTrx } from '../db/database.js';

/** Stands for the i-th value in a query built by `precompiled`; typed as whatever the column needs. */
export type Slot = <T>(index: number) => T;

const SENTINEL = '\u0000slot:';

/**
 * A query built and compiled once per database handle, then run with new
 * values in its parameter slots. Building and compiling a Kysely query costs
 * several times more than running a primary-key lookup, which matters only on
 * paths every request takes (the auth guard); everything else builds queries
 * the ordinary way. Each slot must reach the SQL as a bound parameter.
 */
export function precompiled<R>(build: (db: DbOrTrx, slot: Slot) => Compilable<R>) {
  const compiledFor = new WeakMap<DbOrTrx, { query: CompiledQuery<R>; slots: Array<number | null> }>();
  const slot: Slot = <T>(index: number) => `${SENTINEL}${index}` as unknown as T;
  return async (db: DbOrTrx, ...values: readonly unknown[]): Promise<R[]> => {
    let entry = compiledFor.get(db);
    if (!entry) {
      const query = build(db, slot).compile();
      const slots = query.parameters.map((p) => (typeof p === 'string' && p.startsWith(SENTINEL) ? Number(p.slice(SENTINEL.length)) : null));
      if (new Set(slots.filter((s) => s !== null)).size !== values.length) throw new Error('precompiled: every value needs exactly one slot');
      entry = { query, slots };
      compiledFor.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((p, i) => {
      const index = slots[i];
      return index === null ? p : values[index];
    });
    const result = await db.executeQuery<R>({ ...query, parameters });
    return result.rows;
  };
}
