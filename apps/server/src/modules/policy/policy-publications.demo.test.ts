import { itemApplyContent } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { DIALECTS } from '../../test/harness.js';
import { itSeedsAlike, seedTwice } from '../../test/seed-twice.js';
import { seedSystemDemo } from '../system/system.demo.js';
import { seedPolicyDemo } from './policy.demo.js';
import { seedPolicyPublicationsDemo } from './policy-publications.demo.js';

const NOW = Date.parse('2025-06-18T15:30:00+08:00');
const NOW_TEXT = '2025-06-18 15:30:00';
const SEEDING_DAY = '2025-06-18 00:00:00';
const inOfficeHours = (time: string) => time.slice(11) >= '08:30:00' && time.slice(11) <= '17:31:00';

async function seed(db: Db) {
  await db.transaction().execute((trx) => seedSystemDemo(trx, { now: NOW }));
  await db.transaction().execute((trx) => seedPolicyDemo(trx, NOW_TEXT));
  return db.transaction().execute((trx) => seedPolicyPublicationsDemo(trx, NOW_TEXT));
}

describe.each(DIALECTS)('policy files and publications demo seed on %s', (dialect) => {
  const seeded = seedTwice(dialect, seed);
  const db = (): Db => seeded()[0].db;

  itSeedsAlike(dialect)('writes the same files, items, declarations, publications and tags into two fresh databases', async () => {
    const [first, second] = seeded();
    for (const table of ['policyFile', 'policyItem', 'policyItemApply', 'policyPublication'] as const) {
      const rows = (d: Db) => d.selectFrom(table).selectAll().orderBy('id').execute();
      expect(await rows(second.db), table).toEqual(await rows(first.db));
    }
    const tags = (d: Db) => d.selectFrom('policyThemeTag').selectAll().orderBy('ownerKind').orderBy('ownerId').orderBy('themeTag').execute();
    expect(await tags(second.db)).toEqual(await tags(first.db));
    const related = (d: Db) => d.selectFrom('policyFileProject').selectAll().orderBy('fileId').execute();
    expect(await related(second.db)).toEqual(await related(first.db));
  });

  it('gives 60 files of every level and validity with 150 items, unique 文号, dates in the past', async () => {
    const files = await db().selectFrom('policyFile').selectAll().execute();
    expect(files).toHaveLength(60);
    expect(new Set(files.map((f) => f.level))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(files.map((f) => f.effectState))).toEqual(new Set([1, 2, 3]));
    expect(new Set(files.map((f) => f.docNo)).size).toBe(60);
    for (const f of files) expect(f.publishDate < SEEDING_DAY.slice(0, 10) && f.updateTime < SEEDING_DAY && inOfficeHours(f.createTime), `${f.title} ${f.createTime}`).toBe(true);
    const items = await db().selectFrom('policyItem').selectAll().execute();
    expect(items).toHaveLength(150);
    expect(items.every((i) => (i.itemType === '2') === (i.subType !== null))).toBe(true);
    expect((await db().selectFrom('policyFileProject').selectAll().execute()).length).toBeGreaterThan(10);
  });

  it('gives 2,000 valid declarations from 郑州 counties (新郑市 most), inside their windows, in working hours', async () => {
    const rows = await db().selectFrom('policyItemApply as a').innerJoin('policyItem as i', 'i.id', 'a.itemId').select(['a.content', 'a.district', 'a.applyTime', 'i.applyStart']).execute();
    expect(rows).toHaveLength(2000);
    const byCounty = new Map<string, number>();
    for (const r of rows) {
      byCounty.set(r.district, (byCounty.get(r.district) ?? 0) + 1);
      expect(itemApplyContent.safeParse(JSON.parse(r.content)).success).toBe(true);
      expect(r.applyTime < SEEDING_DAY && inOfficeHours(r.applyTime) && r.applyTime.slice(0, 10) >= (r.applyStart ?? ''), r.applyTime).toBe(true);
    }
    expect([...byCounty.entries()].sort((x, y) => y[1] - x[1])[0][0]).toBe('410184');
  });

  it('gives 60 info and 20 reports in every state: drafts unpublished, scheduled ones ahead, the rest published in the past', async () => {
    const rows = await db().selectFrom('policyPublication').selectAll().execute();
    for (const [kind, total] of [[1, 60], [2, 20]] as const) {
      const mine = rows.filter((r) => r.kind === kind);
      expect(mine).toHaveLength(total);
      expect(new Set(mine.map((r) => r.state))).toEqual(new Set([0, 1, 2, 3]));
    }
    for (const r of rows) {
      if (r.state === 0) expect(r.publishTime).toBeNull();
      else if (r.state === 1) expect((r.publishTime ?? '') > NOW_TEXT).toBe(true);
      else expect((r.publishTime ?? '') < SEEDING_DAY && r.createTime <= (r.publishTime ?? '') && r.updateTime < SEEDING_DAY).toBe(true);
    }
  });
});
