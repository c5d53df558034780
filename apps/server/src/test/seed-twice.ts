import { afterAll, beforeAll, it } from 'vitest';
import type { Db } from '../db/database.js';
import type { DialectName } from '../db/dialect/index.js';
import { runSeeds } from '../modules/index.js';
import { ADMIN } from './admin-account.js';
import { freshDatabase, type FreshDatabase } from './fresh-database.js';

export interface SeededDatabase<T> extends FreshDatabase {
  /** What `seed` returned (the demo seeds return their counts). */
  counts: T;
}

async function seededDatabase<T>(dialect: DialectName, seed: (db: Db) => Promise<T>): Promise<SeededDatabase<T>> {
  // From the seeded template: the start-up seeds then find their work done, as at a test server's start.
  const fresh = await freshDatabase(dialect, 'seeded');
  try {
    await runSeeds(fresh.db, { adminPassword: ADMIN.password, seedDemo: false });
    return { ...fresh, counts: await seed(fresh.db) };
  } catch (error) {
    await fresh.drop();
    throw error;
  }
}

/**
 * Whether `seedTwice` seeds two databases on this dialect. A seed's determinism is its code's
 * (`platform/demo-random.ts` and the fixed clock), not the database's, so the pair is compared on
 * SQLite; PostgreSQL seeds one database, which the suite's other tests read (seeding twice on both
 * was a quarter of the server suite's time).
 */
const seedsTwice = (dialect: DialectName): boolean => dialect === 'sqlite';

/** The determinism test of a demo seed: `itSeedsAlike(dialect)('writes the same … into two fresh databases', …)`. */
export const itSeedsAlike = (dialect: DialectName) => it.runIf(seedsTwice(dialect));

/**
 * Fresh databases (admin account included) seeded by `seed`, made before the suite's tests and
 * dropped after them: two on SQLite, which the determinism test (`itSeedsAlike`) compares, one on
 * PostgreSQL. Tests read the first; the second exists only where the pair is compared.
 */
export function seedTwice<T>(dialect: DialectName, seed: (db: Db) => Promise<T>, timeoutMs = 120_000) {
  let first: SeededDatabase<T> | undefined;
  let second: SeededDatabase<T> | undefined;
  beforeAll(async () => {
    first = await seededDatabase(dialect, seed);
    if (seedsTwice(dialect)) second = await seededDatabase(dialect, seed);
  }, timeoutMs);
  afterAll(async () => {
    await first?.drop();
    await second?.drop();
  });
  return (): [SeededDatabase<T>, SeededDatabase<T>] => {
    if (!first) throw new Error('seeding failed');
    const one = first;
    const pair = [one] as unknown as [SeededDatabase<T>, SeededDatabase<T>];
    // A comparison outside itSeedsAlike would compare a database with itself: fail loudly instead.
    Object.defineProperty(pair, 1, {
      enumerable: true,
      get: () => {
        if (!second) throw new Error(`${dialect} seeds one database: compare seeds inside itSeedsAlike(dialect)`);
        return second;
      },
    });
    Object.defineProperty(pair, 'length', { value: 2 });
    return pair;
  };
}
