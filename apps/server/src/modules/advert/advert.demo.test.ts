import { BANNER_SHOWING_MAX, displayStatusOf } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { formatTime } from '../../platform/time.js';
import { seedTwice } from '../../test/seed-twice.js';
import { seedRecruitDemo } from '../recruit/recruit.demo.js';
import { seedSystemDemo } from '../system/system.demo.js';
import { seedCourseDemo } from '../train/course/course.demo.js';
import { seedAdvertDemo } from './advert.demo.js';

const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const NOW_TEXT = formatTime(NOW);

async function seed(db: Db) {
  await db.transaction().execute((trx) => seedSystemDemo(trx, { now: NOW }));
  await db.transaction().execute((trx) => seedRecruitDemo(trx, { now: NOW }));
  await db.transaction().execute((trx) => seedCourseDemo(trx, { now: NOW }));
  return db.transaction().execute((trx) => seedAdvertDemo(trx, { now: NOW }));
}

// The determinism check runs on SQLite only (house rules): the demo itself is dialect-blind.
describe('advert demo seed on sqlite', () => {
  const seeded = seedTwice('sqlite', seed, 300_000);
  const db = (): Db => seeded()[0].db;
  const tables = ['advertBanner', 'advertAnno', 'advertRecommendJob', 'advertRecommendCourse'] as const;

  it('writes the same banners, notices and recommendations into two fresh databases', async () => {
    const [first, second] = seeded();
    expect(second.counts).toEqual(first.counts);
    expect(first.counts).toEqual({ banners: 20, notices: 12, jobs: 16, courses: 8 });
    for (const table of tables) {
      const read = (d: Db) => d.selectFrom(table).selectAll().orderBy('id').execute();
      expect(await read(second.db)).toEqual(await read(first.db));
    }
  });

  it('has every derived status in every area, made in working hours before its window opened', async () => {
    for (const table of tables) {
      const rows = await db().selectFrom(table).select(['startTime', 'endTime', 'enabled', 'createTime', 'sort']).execute();
      expect(new Set(rows.map((r) => displayStatusOf(r, NOW_TEXT)))).toEqual(new Set([0, 1, 2, 3]));
      for (const r of rows) {
        expect(r.createTime < NOW_TEXT).toBe(true);
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
      expect(own.filter((b) => displayStatusOf(b, NOW_TEXT) === 1).length).toBeLessThanOrEqual(BANNER_SHOWING_MAX);
    }
    const links = await db().selectFrom('advertBanner').select('linkType').distinct().execute();
    expect(links.map((l) => l.linkType).sort()).toEqual([0, 1, 2, 3]);
  });
});
