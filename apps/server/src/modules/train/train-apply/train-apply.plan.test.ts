import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../db/dialect/index.js';
import { migrateToLatest } from '../../index.js';
import { stateCountQuery } from './train-apply.repository.js';

/**
 * SQLite plans without statistics (the database is never analyzed: db/dialect/connection.ts), so the
 * shape of a query decides its index. A 30-day count of applications must read those 30 days.
 */
describe('training applications counted by time on SQLite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-plan-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('reads only the range of the (apply_time, apply_state) index, not every application', async () => {
    const db = createDatabase({ dataDir });
    try {
      await migrateToLatest(db);
      // Two years of applications, one every 20 minutes (the courses are not the point: foreign keys off).
      const raw = new SQLite(path.join(dataDir, 'hrbd.sqlite'));
      raw.pragma('foreign_keys = OFF');
      raw.exec(`with recursive n(i) as (select 0 union all select i + 1 from n where i < 52559)
        insert into train_apply (apply_code, course_code, usr_name, usr_phe, id_card, apply_state, remark, form_code, class_code, apply_time, update_time)
        select 'a' || i, 'c' || (i % 50), '张伟', '13800000000', 'id' || i, i % 3, '', '', '', datetime('2024-11-26', '+' || (i * 20) || ' minutes'), ''
        from n`);
      raw.close();

      const since = '2026-10-27';
      const compiled = stateCountQuery(db, { beginTime: since }).compile();
      expect(compiled.parameters).toEqual([`${since} 00:00:00`]);
      // The plan of the very statement the count runs, with its parameters.
      const explained = await db.executeQuery({ ...compiled, sql: `explain query plan ${compiled.sql}`, query: compiled.query });
      const details = (explained.rows as Array<{ detail: string }>).map((r) => r.detail).join('\n');
      expect(details).toMatch(/SEARCH a USING COVERING INDEX train_apply_time_state_idx \(apply_time>\?\)/);

      const counts = await stateCountQuery(db, { beginTime: since }).execute();
      const total = counts.reduce((sum, r) => sum + Number(r.n), 0);
      // 52,560 × 20 minutes from 2024-11-26 are 730 days: the last at 2026-11-25 23:40, so 30 days of 72 from 2026-10-27.
      expect(total).toBe(30 * 72);
      expect(counts.map((r) => Number(r.applyState)).sort()).toEqual([0, 1, 2]);
    } finally {
      await db.destroy();
    }
  });
});
