import { Transaction } from 'kysely';
import type { Database, DbOrTrx } from '../db/database.js';

/**
 * Runs `work` in the caller's transaction when handed one (a seed step, a
 * service calling another), else in a new one: a rule written once serves
 * both a request and the demo seed, which runs every step in one transaction.
 */
export function inTransaction<T>(db: DbOrTrx, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db instanceof Transaction ? work(db) : db.transaction().execute(work);
}
