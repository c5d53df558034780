import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import type { DialectName } from '../db/dialect/index.js';
import type { DemoTemplate } from './demo-template.js';
import { withPgClient } from './postgres.js';

/** Where a database starts: migrated and empty; with a test server's start-up seeds; with the whole demo. */
export type DatabaseStart = 'empty' | 'seeded' | 'demo';

/** A test's own database: what to open it with, and how to drop it afterwards. */
export interface OwnDatabase {
  /** PostgreSQL only: the database to connect to, and the schema to work in when not its own `public`. */
  databaseUrl?: string;
  pgSchema?: string;
  drop(): Promise<void>;
}

/**
 * A database for one test server or one fresh database, already migrated
 * when the run has a template (`global-setup.ts` migrates one per dialect
 * once): the SQLite file copied into `dataDir`, or a PostgreSQL database
 * made from the template database (a file copy, where migrating took a
 * second or more). `seeded`: a test server's, whose template has also had the
 * start-up seeds with the tests' admin (the resource tree, reference data, the
 * admin's password hash: about 430 statements a start otherwise). `demo`: the
 * whole demo's, once it is seeded (`demo-template.ts`). Without a template
 * (a role that may not create databases) it
 * is an empty schema of its own, migrated by whoever opens it.
 */
export async function ownDatabase(dialect: DialectName, id: string, dataDir: string, start: DatabaseStart = 'empty'): Promise<OwnDatabase> {
  if (dialect === 'sqlite') {
    const template = start === 'demo' ? (await demoTemplate('sqlite')).source : start === 'seeded' ? inject('sqliteSeededTemplate') : inject('sqliteTemplate');
    if (template) fs.copyFileSync(template, path.join(dataDir, 'hrbd.sqlite'));
    return { drop: async () => undefined };
  }
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) throw new Error('PostgreSQL is not reachable');
  const template = start === 'demo' ? (await demoTemplate('postgres')).source : start === 'seeded' ? inject('postgresSeededTemplate') : inject('postgresTemplate');
  if (template) {
    await withPgClient((c) => c.query(`create database "${id}" template "${template}"`), postgresUrl);
    const url = new URL(postgresUrl);
    url.pathname = `/${id}`;
    return {
      databaseUrl: url.toString(),
      drop: () => dropDatabase(id, postgresUrl),
    };
  }
  await withPgClient((c) => c.query(`create schema "${id}"`), postgresUrl);
  return {
    databaseUrl: postgresUrl,
    pgSchema: id,
    drop: async () => {
      await withPgClient((c) => c.query(`drop schema if exists "${id}" cascade`), postgresUrl);
    },
  };
}

/**
 * Drops a test's database once its pool's connections are gone. A closed pool
 * has asked its connections to end but not waited for them: forcing the drop
 * at once would cut one still ending, and its client would report that as an
 * uncaught error. Forced only if they linger.
 */
async function dropDatabase(id: string, postgresUrl: string): Promise<void> {
  await withPgClient(async (c) => {
    for (let waited = 0; waited < 5000; waited += 50) {
      const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [id]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await c.query(`drop database if exists "${id}" with (force)`);
  }, postgresUrl);
}

/**
 * The dialect's demo template once its build has finished (`global-setup.ts` starts both builds). Waits as
 * long as the caller's hook allows; a failed build fails here with its reason.
 */
export async function demoTemplate(dialect: DialectName): Promise<DemoTemplate> {
  const template = dialect === 'sqlite' ? inject('sqliteDemo') : inject('postgresDemo');
  if (!template) throw new Error('no PostgreSQL demo template: this role may not create databases (global-setup.ts)');
  for (;;) {
    const marker = fs.existsSync(template.marker) ? fs.readFileSync(template.marker, 'utf8') : '';
    if (marker.startsWith('ok')) return template;
    if (marker) throw new Error(`the ${dialect} demo was not seeded: ${marker}`);
    await sleep(250);
  }
}
