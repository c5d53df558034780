import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../test/fresh-database.js';
import { withPgClient } from '../test/postgres.js';
import { migrateToLatest } from '../modules/index.js';

const postgresUrl = inject('postgresUrl');

// Tests (and side-by-side installs) share one PostgreSQL database, one schema each,
// and drop theirs while others migrate: the migrator must look at its own schema only.
describe.skipIf(!postgresUrl)('migrations beside other schemas on PostgreSQL', () => {
  let own: FreshDatabase;
  const neighbour = `nb${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  beforeAll(async () => {
    own = await freshDatabase('postgres');
    await withPgClient((c) => c.query(`create schema "${neighbour}"; create table "${neighbour}".sys_user (id serial primary key)`), postgresUrl ?? undefined);
  });
  afterAll(async () => {
    await own?.drop();
    await withPgClient((c) => c.query(`drop schema if exists "${neighbour}" cascade`), postgresUrl ?? undefined);
  });

  it('lists only the tables of the schema it works in', async () => {
    const tables = await own.db.introspection.getTables({ withInternalKyselyTables: true });
    const [{ schema }] = (await sql<{ schema: string }>`select current_schema() as schema`.execute(own.db)).rows;
    expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([schema]));
    expect(tables.map((t) => t.name)).toContain('kysely_migration');
    expect(tables.map((t) => t.name)).toContain('sys_user');
    const user = tables.find((t) => t.name === 'sys_user');
    expect(user?.columns.find((c) => c.name === 'id')).toMatchObject({ isAutoIncrementing: true, isNullable: false });
    expect((await own.db.introspection.getTables()).map((t) => t.name)).not.toContain('kysely_migration');
  });

  it('migrates while other schemas are being dropped', async () => {
    // Many neighbours with many columns, so a whole-database read overlaps their drops.
    const names = Array.from({ length: 40 }, (_, i) => `${neighbour}_${i}`);
    const tables = Array.from({ length: 20 }, (_, t) => `create table "%s".t${t} (id serial primary key, a int, b text, c date)`).join(';');
    await withPgClient((c) => c.query(names.map((n) => `create schema "${n}";${tables.replaceAll('%s', n)}`).join(';')), postgresUrl ?? undefined);
    const drops = (async () => {
      for (const name of names) await withPgClient((c) => c.query(`drop schema "${name}" cascade`), postgresUrl ?? undefined);
    })();
    try {
      for (let i = 0; i < 40; i++) await migrateToLatest(own.db);
    } finally {
      await drops;
    }
  });
});
