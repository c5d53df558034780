import { isValidCreditCode } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../test/demo-clock.js';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';

const SEEDING_DAY = `${DEMO_NOW_TEXT.slice(0, 10)} 00:00:00`;
const inOfficeHours = (time: string) => time.slice(11) >= '08:30:00' && time.slice(11) <= '17:31:00';
const weekday = (time: string) => new Date(`${time.slice(0, 10)}T12:00:00+08:00`).getUTCDay();

describe.each(DIALECTS)('技能机构, 政策发文 and 申报通知 demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('gives 30 organisations, 20 documents and 15 notices in every state, in the past, in working hours, in flow order', async () => {
    const organs = await db().selectFrom('policySkillOrgan').selectAll().execute();
    const docs = await db().selectFrom('policyPromulgation').selectAll().execute();
    const notices = await db().selectFrom('policyApplyNotify').selectAll().execute();
    expect([organs.length, docs.length, notices.length]).toEqual([30, 20, 15]);
    for (const rows of [organs, docs, notices]) {
      expect(new Set(rows.map((r) => r.state))).toEqual(new Set([0, 1, 2]));
      for (const r of rows) {
        const times = [r.createTime, ...(r.submitTime ? [r.submitTime] : []), r.updateTime];
        for (const t of times) expect(t < SEEDING_DAY && inOfficeHours(t) && weekday(t) % 6 !== 0, t).toBe(true);
        expect([...times].sort(), JSON.stringify(times)).toEqual(times);
        expect(r.submitTime === null, `${r.state} ${r.submitTime}`).toBe(r.state === 0);
      }
    }
    expect(organs.every((o) => isValidCreditCode(o.creditCode) && o.countyCode.startsWith('4101'))).toBe(true);
    expect(new Set(organs.map((o) => o.organName)).size).toBe(30);
    const byCounty = new Map<string, number>();
    for (const o of organs) byCounty.set(o.countyCode, (byCounty.get(o.countyCode) ?? 0) + 1);
    expect([...byCounty.entries()].sort((x, y) => y[1] - x[1])[0][0]).toBe('410184');
  });

  it('relates only organisations submitted before the document, and submits notices only for submitted projects', async () => {
    const links = await db()
      .selectFrom('policyPromulgationOrgan as r')
      .innerJoin('policyPromulgation as p', 'p.id', 'r.promulgationId')
      .innerJoin('policySkillOrgan as o', 'o.id', 'r.organId')
      .select(['p.createTime', 'o.submitTime', 'o.state'])
      .execute();
    expect(links.length).toBeGreaterThan(5);
    for (const l of links) expect(l.state === 1 && l.submitTime !== null && l.submitTime < l.createTime).toBe(true);
    const notices = await db()
      .selectFrom('policyApplyNotify as n')
      .innerJoin('policySubsidyProject as p', 'p.projectCode', 'n.projectCode')
      .select(['n.state', 'p.state as projectState', 'n.reportStart', 'p.reportStart as projectStart', 'n.createTime', 'p.createTime as projectCreated'])
      .execute();
    expect(notices).toHaveLength(15);
    for (const n of notices) {
      if (n.state !== 0) expect(n.projectState).toBe(1);
      expect(n.reportStart).toBe(n.projectStart);
      expect(n.createTime > n.projectCreated).toBe(true);
    }
  });
});
