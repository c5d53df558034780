import { itemApplyContent } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../test/demo-clock.js';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';

const SEEDING_DAY = `${DEMO_NOW_TEXT.slice(0, 10)} 00:00:00`;
const inOfficeHours = (time: string) => time.slice(11) >= '08:30:00' && time.slice(11) <= '17:31:00';

describe.each(DIALECTS)('policy files and publications demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

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
      else if (r.state === 1) expect((r.publishTime ?? '') > DEMO_NOW_TEXT).toBe(true);
      else expect((r.publishTime ?? '') < SEEDING_DAY && r.createTime <= (r.publishTime ?? '') && r.updateTime < SEEDING_DAY).toBe(true);
    }
  });
});
