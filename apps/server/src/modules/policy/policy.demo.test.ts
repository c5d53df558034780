import { policyApplyContent } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../test/demo-clock.js';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';

const SEEDING_DAY = `${DEMO_NOW_TEXT.slice(0, 10)} 00:00:00`;
const inOfficeHours = (time: string) => time.slice(11) >= '08:30:00' && time.slice(11) <= '17:31:00';

describe.each(DIALECTS)('policy demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('gives 20 projects in every state and 20,000 valid applications from 郑州 counties, 新郑市 most, every state present', async () => {
    const projects = await db().selectFrom('policySubsidyProject').selectAll().execute();
    expect(projects).toHaveLength(20);
    expect(new Set(projects.map((p) => p.state))).toEqual(new Set([0, 1, 2]));
    expect(projects.filter((p) => p.hot === 1).every((p) => p.state === 1)).toBe(true);
    for (const p of projects) expect(p.createTime <= p.updateTime && p.updateTime < SEEDING_DAY, `${p.projectName} ${p.updateTime}`).toBe(true);
    const applications = await db().selectFrom('policyApply').selectAll().execute();
    expect(applications).toHaveLength(20_000);
    const byCounty = new Map<string, number>();
    for (const a of applications) byCounty.set(a.district, (byCounty.get(a.district) ?? 0) + 1);
    const top = [...byCounty.entries()].sort((x, y) => y[1] - x[1])[0];
    expect(top[0]).toBe('410184');
    expect([...byCounty.keys()].every((c) => c.startsWith('4101'))).toBe(true);
    expect(new Set(applications.map((a) => a.applyState))).toEqual(new Set([1, 2, 3]));
    for (const a of applications.slice(0, 2000)) expect(policyApplyContent.safeParse(JSON.parse(a.applyContent)).success).toBe(true);
  });

  it('reviews after submission, in the past, in working hours, with 审核记录 and reasons; duplicates never passed', async () => {
    const applications = await db().selectFrom('policyApply').selectAll().orderBy('id').execute();
    const records = await db().selectFrom('policyApplyRecord').selectAll().orderBy('id').execute();
    const byApply = new Map<number, typeof records>();
    for (const r of records) byApply.set(r.applyRowId, [...(byApply.get(r.applyRowId) ?? []), r]);
    const passedBy = new Map<string, typeof applications>();
    for (const a of applications) {
      expect(a.submitTime < SEEDING_DAY && inOfficeHours(a.submitTime), a.submitTime).toBe(true);
      const moves = byApply.get(a.id) ?? [];
      expect(moves[0]).toMatchObject({ action: 'submit', operateTime: a.submitTime });
      if (a.applyState === 1) expect(moves).toHaveLength(1);
      else {
        expect(moves).toHaveLength(2);
        expect(moves[1].operateTime > a.submitTime && moves[1].operateTime < SEEDING_DAY).toBe(true);
        expect(moves[1].action).toBe(a.applyState === 2 ? 'pass' : 'reject');
        if (a.applyState === 3) expect(a.rejectDesc).not.toBe('');
        expect(a.verifyTime).toBe(moves[1].operateTime);
      }
      if (a.applyState === 2) passedBy.set(a.idcard, [...(passedBy.get(a.idcard) ?? []), a]);
    }
    // No two passed applications of one person overlap in months and kind (疑似重复 are never passed).
    for (const passed of passedBy.values()) {
      for (const x of passed) {
        for (const y of passed) {
          if (x.id >= y.id) continue;
          const overlap = x.monthStart <= y.monthEnd && y.monthStart <= x.monthEnd && ((x.oldApply && y.oldApply) || (x.medicalApply && y.medicalApply));
          expect(overlap, `${x.applyId} / ${y.applyId}`).toBeFalsy();
        }
      }
    }
    const ids = new Map<string, number>();
    for (const a of applications) ids.set(a.idcard, (ids.get(a.idcard) ?? 0) + 1);
    expect([...ids.values()].filter((n) => n > 1).length).toBeGreaterThan(50);
  });
});
