import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { Db } from '../db/database.js';
import { createDatabase, type DialectName } from '../db/dialect/index.js';
import { migrateToLatest } from '../modules/index.js';
import { withPgClient } from './postgres.js';

export interface FreshDatabase {
  db: Db;
  dialect: DialectName;
  drop(): Promise<void>;
}

/**
 * A migrated, empty database without a server: a new SQLite file, or a new
 * PostgreSQL schema. Dropped (and on a failed migration, dropped at once) so
 * no half-made schema outlives the test.
 */
export async function freshDatabase(dialect: DialectName): Promise<FreshDatabase> {
  const id = `db${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-db-'));
  const postgresUrl = inject('postgresUrl');
  if (dialect === 'postgres') {
    if (!postgresUrl) throw new Error('PostgreSQL is not reachable');
    await withPgClient((c) => c.query(`create schema "${id}"`), postgresUrl);
  }
  const db = createDatabase(
    dialect === 'postgres' && postgresUrl ? { databaseUrl: postgresUrl, pgSchema: id, dataDir, poolSize: 2 } : { dataDir },
  );
  const drop = async () => {
    await db.destroy();
    if (dialect === 'postgres' && postgresUrl) await withPgClient((c) => c.query(`drop schema if exists "${id}" cascade`), postgresUrl);
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
