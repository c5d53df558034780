import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../modules/index.js';
import { ownDatabase } from '../test/databases.js';
import type { Db } from './database.js';
import { createDatabase } from './dialect/index.js';

/**
 * SQLite plans from the statistics ANALYZE leaves in sqlite_stat1; a database
 * never analyzed is planned by guesswork. createDatabase runs PRAGMA
 * optimize=0x10002 at open (and plain optimize before close), as SQLite
 * advises for long-lived connections: bench/train.ts's 30-day count of
 * applications read 1,000,000 rows in 171 ms without it.
 */
describe('SQLite planner statistics', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-stat-'));
  const file = path.join(dataDir, 'hrbd.sqlite');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const since = '2026-10-27 00:00:00';
  /**
   * A covering index read over the time range alone: 0066's (apply_time, apply_state) or, skipping
   * across the three states (a skip-scan, which SQLite tries only with statistics), (apply_state, apply_time).
   */
  const READS_THE_RANGE = /SEARCH a USING COVERING INDEX train_apply_\w+ \((ANY\(apply_state\) AND )?apply_time>\?\)/;
  /** The plan of countByState under a beginTime (train-apply.repository.ts) on `db`. */
  const planOf = async (db: Db) =>
    (await sql<{ detail: string }>`explain query plan select a.apply_state, count(*) as n from train_apply as a where a.apply_time >= ${since} group by a.apply_state`.execute(db)).rows
      .map((r) => r.detail)
      .join('\n');

  it('analyzes at open, so a 30-day count of applications reads those 30 days of an index, not all of it', async () => {
    await ownDatabase('sqlite', 'stat', dataDir);
    const first = createDatabase({ dataDir });
    await migrateToLatest(first);
    await first.destroy();

    // Two years of applications, one every 20 minutes (the courses are not the point: foreign keys off).
    const raw = new SQLite(file);
    raw.pragma('foreign_keys = OFF');
    raw.exec(`with recursive n(i) as (select 0 union all select i + 1 from n where i < 52559)
      insert into train_apply (apply_code, course_code, usr_name, usr_phe, id_card, apply_state, remark, form_code, class_code, apply_time, update_time)
      select 'a' || i, 'c' || (i % 50), '张伟', '13800000000', 'id' || i, i % 3, '', '', '', datetime('2024-11-26', '+' || (i * 20) || ' minutes'), ''
      from n`);
    raw.exec('delete from sqlite_stat1');
    const unanalyzed = raw.prepare(`explain query plan select a.apply_state, count(*) as n from train_apply as a where a.apply_time >= ? group by a.apply_state`).all(since) as Array<{ detail: string }>;
    raw.close();
    // Unanalyzed, SQLite scans the whole (apply_state, apply_time) index for the grouping's order.
    expect(unanalyzed.map((r) => r.detail).join('\n')).not.toMatch(READS_THE_RANGE);

    const db = createDatabase({ dataDir });
    try {
      const stats = await sql<{ idx: string }>`select idx from sqlite_stat1 where tbl = 'train_apply'`.execute(db);
      expect(stats.rows.map((r) => r.idx)).toContain('train_apply_time_state_idx');
      expect(await planOf(db)).toMatch(READS_THE_RANGE);
    } finally {
      await db.destroy();
    }
  });
});
