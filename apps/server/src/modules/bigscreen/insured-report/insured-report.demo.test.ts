import { describe, expect, it } from 'vitest';
import { demoDatabase } from '../../../test/demo-database.js';
import { DIALECTS } from '../../../test/harness.js';

describe.each(DIALECTS)('月报 demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('imports the 24 months before the demo’s, each with every region', async () => {
    const insured = await db().selectFrom('bigscreenReportInsured').selectAll().orderBy('month').orderBy('regionCode').execute();
    const months = [...new Set(insured.map((r) => r.month))];
    expect(months).toHaveLength(24);
    expect(months.at(-1)).toBe('2026-10');
    for (const table of ['bigscreenReportEducation', 'bigscreenReportFlow'] as const) {
      const theirs = await db().selectFrom(table).select('month').distinct().orderBy('month').execute();
      expect(theirs.map((r) => r.month), table).toEqual(months);
    }
    // 河南's cities and 郑州's counties every month.
    const zhengzhouCounties = insured.filter((r) => r.month === '2026-10' && r.regionCode.startsWith('4101') && r.regionCode !== '410100');
    expect(zhengzhouCounties.length).toBeGreaterThan(5);
    expect(insured.filter((r) => r.month === '2026-10' && r.regionCode.endsWith('00')).length).toBeGreaterThanOrEqual(17);
  });
});
