import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/database.js';
import type { DialectName } from '../db/dialect/index.js';
import { runSeeds } from '../modules/index.js';
import { freshDatabase, type FreshDatabase } from './fresh-database.js';

export interface SeededDatabase<T> extends FreshDatabase {
  /** What `seed` returned (the demo seeds return their counts). */
  counts: T;
}

async function seededDatabase<T>(dialect: DialectName, seed: (db: Db) => Promise<T>): Promise<SeededDatabase<T>> {
  const fresh = await freshDatabase(dialect);
  try {
    await runSeeds(fresh.db, { adminPassword: 'Test@123456', seedDemo: false });
    return { ...fresh, counts: await seed(fresh.db) };
  } catch (error) {
    await fresh.drop();
    throw error;
  }
}

/**
 * Two fresh databases (admin account included) seeded the same way by `seed`,
 * made before the suite's tests and dropped after them. Demo seeds must write
 * the same rows on every machine; tests compare the pair and read the first.
 */
export function seedTwice<T>(dialect: DialectName, seed: (db: Db) => Promise<T>, timeoutMs = 120_000) {
  let first: SeededDatabase<T> | undefined;
  let second: SeededDatabase<T> | undefined;
  beforeAll(async () => {
    first = await seededDatabase(dialect, seed);
    second = await seededDatabase(dialect, seed);
  }, timeoutMs);
  afterAll(async () => {
    await first?.drop();
    await second?.drop();
  });
  return (): [SeededDatabase<T>, SeededDatabase<T>] => {
    if (!first || !second) throw new Error('seeding failed');
    return [first, second];
  };
}
