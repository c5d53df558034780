import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { seedTwice } from '../../../test/seed-twice.js';
import { seedInsuredReportDemo } from './insured-report.demo.js';

const NOW = '2026-11-23 10:00:00';

// Determinism is the seed's own property: SQLite only, as the house rules ask.
describe('月报 demo seed on sqlite', () => {
  const seeded = seedTwice('sqlite', (db: Db) => db.transaction().execute((trx) => seedInsuredReportDemo(trx, NOW)));

  it('writes the same 24 months into two fresh databases, every month imported', async () => {
    const [first, second] = seeded();
    expect(first.counts.refusedMonths).toEqual([]);
    expect(first.counts.importedMonths).toHaveLength(24);
    expect(first.counts.importedMonths.at(-1)).toBe('2026-10');
    const read = (d: Db) =>
      Promise.all([
        d.selectFrom('bigscreenReportInsured').selectAll().orderBy('month').orderBy('regionCode').execute(),
        d.selectFrom('bigscreenReportEducation').selectAll().orderBy('month').orderBy('regionCode').orderBy('education').execute(),
        d.selectFrom('bigscreenReportFlow').selectAll().orderBy('month').orderBy('regionCode').execute(),
      ]);
    const [a, b] = await Promise.all([read(first.db), read(second.db)]);
    expect(b).toEqual(a);
    // 河南's cities and 郑州's counties every month.
    const zhengzhouCounties = a[0].filter((r) => r.month === '2026-10' && r.regionCode.startsWith('4101') && r.regionCode !== '410100');
    expect(zhengzhouCounties.length).toBeGreaterThan(5);
    expect(a[0].filter((r) => r.month === '2026-10' && r.regionCode.endsWith('00')).length).toBeGreaterThanOrEqual(17);
  });
});
