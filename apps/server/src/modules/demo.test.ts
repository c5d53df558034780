import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { ADMIN } from '../test/admin-account.js';
import { demoTemplate } from '../test/databases.js';
import { demoDatabase } from '../test/demo-database.js';
import { storedFiles } from '../test/stored-files.js';
import { DIALECTS } from '../test/harness.js';
import { PAYMENT_SLICES } from './payment/migrations/0090-payment-apply-slices.js';
import { TRADE_TOTALS } from './shop/migrations/0089-shop-trade-slices.js';
import { OLDER_COUNTERS } from './system/migrations/0091-counter-fillfactor.js';

/**
 * The demo's determinism, once for all its areas: both dialects' demos are seeded by separate processes with
 * the same clock (`test/demo-template.ts`), so a seed that drew on chance, on the wall clock or on an order the
 * database does not promise writes something different into one of them. The area tests then read either.
 */

/** Not the demo's: the migrator's own record of when each migration ran. */
const SKIPPED = new Set(['kysely_migration']);

type Row = Record<string, unknown>;

/** Every row of a table in one total order (all columns), as the dialect layer reads them. */
async function rowsOf(db: Db, table: string, columns: number): Promise<Row[]> {
  const order = sql.raw(Array.from({ length: columns }, (_, i) => i + 1).join(', '));
  return (await sql<Row>`select * from ${sql.table(table)} order by ${order}`.execute(db)).rows;
}

/**
 * What may differ by design: the admin's code is random at creation and every password hash is salted. The code
 * is read as a placeholder wherever the demo wrote it (its operation logs, say).
 */
function comparable(rows: Row[], adminCode: string): string[] {
  return rows.map((row) => {
    const { passwordHash: _salted, ...rest } = row;
    return JSON.stringify(rest, (_key, value: unknown) => (value === adminCode ? '<admin>' : value));
  });
}

const adminCodeOf = async (db: Db) => (await db.selectFrom('sysUser').select('userCode').where('userName', '=', ADMIN.userName).executeTakeFirstOrThrow()).userCode;

/** Each file of a store by its path, as a digest. */
const digests = (root: string) => new Map([...storedFiles(root)].map(([file, bytes]) => [file, createHash('sha256').update(bytes).digest('hex')]));

describe.runIf(DIALECTS.includes('postgres'))('the whole demo', () => {
  const sqlite = demoDatabase('sqlite');
  const postgres = demoDatabase('postgres');

  it('seeds the same rows into SQLite and PostgreSQL, table by table', async () => {
    const tables = (await sql<{ name: string; columns: number }>`select m.name, (select count(*) from pragma_table_info(m.name)) as columns from sqlite_master m where m.type = 'table' and m.name not like 'sqlite_%' order by m.name`.execute(sqlite())).rows;
    expect(tables.length).toBeGreaterThan(100);
    const [sqliteAdmin, postgresAdmin] = await Promise.all([adminCodeOf(sqlite()), adminCodeOf(postgres())]);
    let rows = 0;
    for (const { name, columns } of tables.filter((t) => !SKIPPED.has(t.name))) {
      const [left, right] = [comparable(await rowsOf(sqlite(), name, columns), sqliteAdmin), comparable(await rowsOf(postgres(), name, columns), postgresAdmin)];
      rows += left.length;
      const digest = (lines: string[]) => createHash('sha256').update(lines.join('\n')).digest('hex');
      if (digest(left) === digest(right)) continue;
      // The first row that differs, named by its table, is the useful part of the failure.
      const at = left.findIndex((line, i) => line !== right[i]);
      expect({ table: name, rows: right.length, row: right[at] ?? null }).toEqual({ table: name, rows: left.length, row: left[at] ?? null });
    }
    // The demo is large: a comparison that read next to nothing would prove nothing.
    expect(rows).toBeGreaterThan(500_000);
  }, 300_000);

  it('keeps every counter table half full on PostgreSQL, so that its in-place updates stay HOT', async () => {
    const counters = [...OLDER_COUNTERS, ...TRADE_TOTALS.map((t) => t.counter), ...PAYMENT_SLICES.map((s) => s.counter)];
    const { rows } = await sql<{ relname: string; reloptions: string[] | null }>`
      select c.relname, c.reloptions from pg_class c where c.relnamespace = to_regnamespace(current_schema()) and c.relname = any(${counters})`.execute(postgres());
    expect(Object.fromEntries(rows.map((r) => [r.relname, r.reloptions]))).toEqual(Object.fromEntries(counters.map((c) => [c, ['fillfactor=50']])));
  });

  it('writes the same files into both stores', async () => {
    const [left, right] = [digests((await demoTemplate('sqlite')).filesDir), digests((await demoTemplate('postgres')).filesDir)];
    expect(left.size).toBeGreaterThan(50);
    expect(Object.fromEntries(right)).toEqual(Object.fromEntries(left));
  });
});
