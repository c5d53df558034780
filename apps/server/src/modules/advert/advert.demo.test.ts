import { BANNER_SHOWING_MAX, displayStatusOf } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../test/demo-clock.js';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';

describe.each(DIALECTS)('advert demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);
  const tables = ['advertBanner', 'advertAnno', 'advertRecommendJob', 'advertRecommendCourse'] as const;

  it('holds 20 banners, 12 notices, 16 recommended jobs and 8 recommended courses', async () => {
    const counts = [];
    for (const table of tables) counts.push(Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n));
    expect(counts).toEqual([20, 12, 16, 8]);
  });

  it('has every derived status in every area, made in working hours before its window opened', async () => {
    for (const table of tables) {
      const rows = await db().selectFrom(table).select(['startTime', 'endTime', 'enabled', 'createTime', 'sort']).execute();
      expect(new Set(rows.map((r) => displayStatusOf(r, DEMO_NOW_TEXT)))).toEqual(new Set([0, 1, 2, 3]));
      for (const r of rows) {
        expect(r.createTime < DEMO_NOW_TEXT).toBe(true);
        expect(r.createTime < r.startTime).toBe(true);
        expect(Number(r.createTime.slice(11, 13))).toBeGreaterThanOrEqual(9);
        expect(Number(r.createTime.slice(11, 13))).toBeLessThan(18);
      }
    }
  });

  it('keeps each position numbered 1…n and within 8 showing banners', async () => {
    const banners = await db().selectFrom('advertBanner').select(['position', 'sort', 'startTime', 'endTime', 'enabled']).orderBy('position').orderBy('sort').execute();
    for (const position of [1, 2, 3, 4]) {
      const own = banners.filter((b) => b.position === position);
      expect(own.map((b) => b.sort)).toEqual(own.map((_, i) => i + 1));
      expect(own.filter((b) => displayStatusOf(b, DEMO_NOW_TEXT) === 1).length).toBeLessThanOrEqual(BANNER_SHOWING_MAX);
    }
    const links = await db().selectFrom('advertBanner').select('linkType').distinct().execute();
    expect(links.map((l) => l.linkType).sort()).toEqual([0, 1, 2, 3]);
  });
});
