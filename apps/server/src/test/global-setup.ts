import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/dialect/index.js';
import { migrateToLatest, runSeeds } from '../modules/index.js';
import { ADMIN } from './admin-account.js';
import { startDemoBuild, type DemoTemplate } from './demo-template.js';
import { postgresReachable, TEST_POSTGRES_URL, withPgClient } from './postgres.js';
import { redisReachable, TEST_REDIS_URL } from './redis.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    /** A migrated SQLite file that test databases start as a copy of (`databases.ts`). */
    sqliteTemplate: string | null;
    /** A migrated PostgreSQL database that test databases are made from; null when this role may not create databases. */
    postgresTemplate: string | null;
    /** The two templates above, also seeded as a test server's start seeds them (`databases.ts`, `seeded`). */
    sqliteSeededTemplate: string | null;
    postgresSeededTemplate: string | null;
    /** The whole demo per dialect, seeded while the run goes on (`demo-template.ts`); null without PostgreSQL templates. */
    sqliteDemo: DemoTemplate;
    postgresDemo: DemoTemplate | null;
    /** Redis for the multi-instance tests (REDIS_URL, else this machine's), or null when it does not answer. */
    redisUrl: string | null;
  }
}

/** Migrates into `target` (a new database) and closes it: it becomes a template for the run's test databases. */
async function migrated(target: Parameters<typeof createDatabase>[0]): Promise<void> {
  const db = createDatabase(target);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/** Runs a test server's start-up seeds (no demo) on `target`, a copy of a migrated template, and closes it. */
async function seeded(target: Parameters<typeof createDatabase>[0]): Promise<void> {
  const db = createDatabase(target);
  try {
    await runSeeds(db, { adminPassword: ADMIN.password, seedDemo: false });
  } finally {
    await db.destroy();
  }
}

/**
 * Decides once per run whether the PostgreSQL half of every dialect loop runs,
 * and migrates one database per dialect that the tests' databases are copied
 * from, so a test server starts without running every migration again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const reachable = await postgresReachable();
  if (!reachable) {
    console.warn(`\n[tests] PostgreSQL at ${TEST_POSTGRES_URL} is not reachable: API tests run on SQLite only.\n`);
  }
  project.provide('postgresUrl', reachable ? TEST_POSTGRES_URL : null);
  const redis = await redisReachable();
  if (!redis) console.warn(`\n[tests] Redis at ${TEST_REDIS_URL} is not reachable: the multi-instance tests are skipped.\n`);
  project.provide('redisUrl', redis ? TEST_REDIS_URL : null);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-template-'));
  await migrated({ dataDir: dir });
  project.provide('sqliteTemplate', path.join(dir, 'hrbd.sqlite'));
  const seededDir = path.join(dir, 'seeded');
  fs.mkdirSync(seededDir);
  fs.copyFileSync(path.join(dir, 'hrbd.sqlite'), path.join(seededDir, 'hrbd.sqlite'));
  await seeded({ dataDir: seededDir });
  project.provide('sqliteSeededTemplate', path.join(seededDir, 'hrbd.sqlite'));

  const name = `hrbd_template_${process.pid}`;
  let postgresTemplate: string | null = null;
  let postgresSeededTemplate: string | null = null;
  if (reachable) {
    try {
      await withPgClient((c) => c.query(`create database "${name}"`));
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${name}`;
      await migrated({ databaseUrl: url.toString(), dataDir: dir, poolSize: 1 });
      postgresTemplate = name;
      await withPgClient((c) => c.query(`create database "${name}_seeded" template "${name}"`));
      url.pathname = `/${name}_seeded`;
      await seeded({ databaseUrl: url.toString(), dataDir: dir, poolSize: 1 });
      postgresSeededTemplate = `${name}_seeded`;
    } catch (error) {
      console.warn(`\n[tests] no PostgreSQL template database (${String(error)}): each test migrates a schema of its own.\n`);
      await withPgClient((c) => c.query(`drop database if exists "${name}_seeded"`)).catch(() => undefined);
      await withPgClient((c) => c.query(`drop database if exists "${name}"`)).catch(() => undefined);
      postgresTemplate = null;
    }
  }
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('postgresSeededTemplate', postgresSeededTemplate);

  // The demo starts from the migrated templates, not the seeded ones: its start-up rows then carry the demo's clock too.
  const demoDir = (dialect: string) => path.join(dir, 'demo', dialect);
  const sqliteDemo: DemoTemplate = { source: path.join(demoDir('sqlite'), 'hrbd.sqlite'), filesDir: path.join(demoDir('sqlite'), 'files'), marker: path.join(demoDir('sqlite'), 'marker') };
  fs.mkdirSync(demoDir('sqlite'), { recursive: true });
  fs.copyFileSync(path.join(dir, 'hrbd.sqlite'), sqliteDemo.source);
  const builds = [startDemoBuild({ dataDir: demoDir('sqlite'), filesDir: sqliteDemo.filesDir, marker: sqliteDemo.marker })];
  project.provide('sqliteDemo', sqliteDemo);
  const postgresDemo: DemoTemplate | null = postgresTemplate === null ? null : { source: `${name}_demo`, filesDir: path.join(demoDir('postgres'), 'files'), marker: path.join(demoDir('postgres'), 'marker') };
  if (postgresDemo) {
    await withPgClient((c) => c.query(`create database "${postgresDemo.source}" template "${name}"`));
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${postgresDemo.source}`;
    builds.push(startDemoBuild({ databaseUrl: url.toString(), dataDir: demoDir('postgres'), filesDir: postgresDemo.filesDir, marker: postgresDemo.marker }));
  }
  project.provide('postgresDemo', postgresDemo);

  return async () => {
    await Promise.all(builds.map((build) => build.stop()));
    fs.rmSync(dir, { recursive: true, force: true });
    const demoSource = postgresDemo?.source;
    if (demoSource) await withPgClient((c) => c.query(`drop database if exists "${demoSource}" with (force)`));
    if (postgresSeededTemplate) await withPgClient((c) => c.query(`drop database if exists "${name}_seeded" with (force)`));
    if (postgresTemplate) await withPgClient((c) => c.query(`drop database if exists "${name}" with (force)`));
  };
}
