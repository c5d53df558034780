/**
 * Seeds the whole demo into one prepared database, as a server's first start with SEED_DEMO on does, with its
 * history ending at DEMO_NOW. Run by `demo-template.ts` in a process of its own (tsx), while the run's other
 * tests go on: `node --import tsx demo-build.ts '<DemoBuild as JSON>'`. Writes `ok`, or why it failed, to the
 * build's marker file.
 */
import fs from 'node:fs';
import { createDatabase } from '../db/dialect/index.js';
import { runSeeds } from '../modules/index.js';
import { LocalObjectStore } from '../platform/storage/local-store.js';
import { ADMIN } from './admin-account.js';
import { DEMO_NOW } from './demo-clock.js';

/** One dialect's build: the database to seed (a copy of the migrated template), its file store, its marker. */
export interface DemoBuild {
  databaseUrl?: string;
  dataDir: string;
  filesDir: string;
  marker: string;
}

const build = JSON.parse(process.argv[2] ?? '{}') as DemoBuild;
const started = Date.now();
const db = createDatabase({ databaseUrl: build.databaseUrl, dataDir: build.dataDir, poolSize: 2 });
try {
  await runSeeds(db, { adminPassword: ADMIN.password, seedDemo: true }, new LocalObjectStore(build.filesDir), DEMO_NOW);
  await db.destroy();
  fs.writeFileSync(build.marker, `ok ${Date.now() - started} ms`);
} catch (error) {
  await db.destroy().catch(() => undefined);
  fs.writeFileSync(build.marker, `failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
