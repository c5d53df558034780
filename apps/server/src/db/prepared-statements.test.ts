import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withPgClient } from '../test/postgres.js';
import type { Db } from './database.js';
import { createDatabase } from './dialect/index.js';

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('prepared statements on PostgreSQL', () => {
  const schema = `prep_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let db: Db;
  beforeAll(async () => {
    await withPgClient((c) => c.query(`create schema "${schema}"`), postgresUrl ?? undefined);
    // One connection, so the statements it has prepared can be listed from it.
    db = createDatabase({ databaseUrl: postgresUrl ?? undefined, pgSchema: schema, dataDir: '.', poolSize: 1 });
    await sql`create table scratch (id integer primary key, label text not null)`.execute(db);
    await sql`insert into scratch values (1, '甲'), (2, '乙')`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await withPgClient((c) => c.query(`drop schema if exists "${schema}" cascade`), postgresUrl ?? undefined);
  });

  const labelOf = (id: number) => sql<{ label: string }>`select label from scratch where id = ${id}`.execute(db);

  it('prepares a query once per connection and answers as before', async () => {
    expect((await labelOf(1)).rows).toEqual([{ label: '甲' }]);
    expect((await labelOf(2)).rows).toEqual([{ label: '乙' }]);
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
    expect(prepared.rows.filter((r) => r.statement.includes('from scratch where id'))).toHaveLength(1);
  });

  it('leaves transaction control and DDL unprepared', async () => {
    await db.transaction().execute((trx) => sql`update scratch set label = '丙' where id = 2`.execute(trx));
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
    expect(prepared.rows.some((r) => /^(begin|commit|create)/i.test(r.statement))).toBe(false);
  });

  it('falls back to unnamed statements when a table changes under a prepared select *', async () => {
    const all = () => sql<Record<string, unknown>>`select * from scratch order by id`.execute(db);
    expect((await all()).rows).toHaveLength(2);
    await sql`alter table scratch add column note text`.execute(db);
    const after = await all();
    expect(after.rows[0]).toEqual({ id: 1, label: '甲', note: null });
  });
});
