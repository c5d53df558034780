import { PostgresAdapter, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Any database handle or transaction, whatever its tables. */
export type Handle = Pick<Kysely<unknown>, 'getExecutor'>;

/**
 * The dialect behind a handle, read from its adapter: a transaction shares
 * its database's adapter, so repositories need only the handle they are given.
 */
export function dialectOf(db: Handle): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
