import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database.js';
import { createDatabase, type DialectName } from '../db/dialect/index.js';
import { migrateToLatest } from '../modules/index.js';
import { ownDatabase, type DatabaseStart } from './databases.js';

export interface FreshDatabase {
  db: Db;
  dialect: DialectName;
  drop(): Promise<void>;
}

/**
 * A migrated, empty database without a server (`ownDatabase`: a copy of the
 * run's migrated template; `seeded`, of the one that also had the start-up seeds; `demo`, of the whole demo). Dropped (and on a failed migration, dropped at
 * once) so no half-made database outlives the test.
 */
export async function freshDatabase(dialect: DialectName, start: DatabaseStart = 'empty'): Promise<FreshDatabase> {
  const id = `db${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-db-'));
  const own = await ownDatabase(dialect, id, dataDir, start);
  const db = createDatabase({ databaseUrl: own.databaseUrl, pgSchema: own.pgSchema, dataDir, poolSize: 2 });
  const drop = async () => {
    await db.destroy();
    await own.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(db);
  } catch (error) {
    await drop();
    throw error;
  }
  return { db, dialect, drop };
}
