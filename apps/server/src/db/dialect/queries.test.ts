import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withPgClient } from '../../test/postgres.js';
import type { Db } from '../database.js';
import { containsText, createDatabase, inSubquery } from './index.js';

const postgresUrl = inject('postgresUrl');
const LABELS = ['ABC便利店', 'abc', '压测商户12便利店', '压测商户120便利店', '满50%减10', 'a_b'];

/** A search box's text against a column: what a user typing it finds. */
describe.each(['sqlite', 'postgres'] as const)('containsText on %s', (dialect) => {
  const schema = `contains_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contains-'));
  let db: Db;
  beforeAll(async () => {
    if (dialect === 'postgres') {
      if (!postgresUrl) return;
      await withPgClient((c) => c.query(`create schema "${schema}"`), postgresUrl);
      db = createDatabase({ databaseUrl: postgresUrl, pgSchema: schema, dataDir, poolSize: 1 });
    } else {
      db = createDatabase({ dataDir, poolSize: 1 });
    }
    await sql`create table scratch (id integer primary key, label text not null)`.execute(db);
    for (const [i, label] of LABELS.entries()) await sql`insert into scratch values (${i}, ${label})`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    if (dialect === 'postgres' && postgresUrl) await withPgClient((c) => c.query(`drop schema if exists "${schema}" cascade`), postgresUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const found = async (term: string) =>
    (await db.selectFrom('scratch' as never).select(sql<string>`label`.as('label')).where(containsText(db, 'label', term)).orderBy(sql`id`).execute()).map((r) => r.label);

  it.skipIf(dialect === 'postgres' && !postgresUrl)('ignores the case of Latin letters, takes Chinese and digits as typed, and wildcards literally', async () => {
    expect(await found('abc')).toEqual(['ABC便利店', 'abc']);
    expect(await found('Abc便利')).toEqual(['ABC便利店']);
    expect(await found('商户12')).toEqual(['压测商户12便利店', '压测商户120便利店']);
    expect(await found('商户12便')).toEqual(['压测商户12便利店']);
    expect(await found('50%')).toEqual(['满50%减10']);
    expect(await found('_')).toEqual(['a_b']);
    expect(await found('%')).toEqual(['满50%减10']);
  });

  it.skipIf(dialect === 'postgres' && !postgresUrl)('picks the rows whose key a subquery yields, and none when it yields none', async () => {
    const picked = (term: string) =>
      db
        .selectFrom('scratch' as never)
        .select(sql<number>`count(*)`.as('n'))
        .where(inSubquery(db, 'id', db.selectFrom('scratch' as never).select(sql<number>`id`.as('id')).where(containsText(db, 'label', term))))
        .executeTakeFirstOrThrow();
    expect(Number((await picked('商户')).n)).toBe(2);
    expect(Number((await picked('没有')).n)).toBe(0);
  });
});
