import { formFieldsProblem, type FormField } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../test/demo-clock.js';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';

const SEEDING_DAY = `${DEMO_NOW_TEXT.slice(0, 10)} 00:00:00`;
const inOfficeHours = (time: string) => time.slice(11) >= '08:30:00' && time.slice(11) <= '18:00:00';

describe.each(DIALECTS)('training requirement and form demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('gives 150 requirements from 郑州 counties in every state, each move recorded in flow order, in the past in working hours', async () => {
    const requires = await db().selectFrom('trainRequire').selectAll().execute();
    expect(requires).toHaveLength(150);
    const byState = new Map<number, number>();
    for (const r of requires) byState.set(r.state, (byState.get(r.state) ?? 0) + 1);
    for (const state of [0, 1, 2, 3]) expect(byState.get(state) ?? 0, `state ${state}`).toBeGreaterThan(5);
    expect(requires.every((r) => r.countyCode.startsWith('4101'))).toBe(true);
    expect(new Set(requires.map((r) => r.countyCode)).size).toBeGreaterThan(5);
    const records = await db().selectFrom('trainRequireRecord').selectAll().orderBy('id').execute();
    for (const r of requires) {
      expect(r.sendTime < SEEDING_DAY && inOfficeHours(r.sendTime), r.sendTime).toBe(true);
      const moves = records.filter((m) => m.requireId === r.id);
      let state = 0;
      let at = r.sendTime;
      for (const m of moves) {
        expect(m.fromState).toBe(state);
        expect(m.operateTime > at && m.operateTime < SEEDING_DAY && inOfficeHours(m.operateTime), `${r.sendTime} → ${m.operateTime}`).toBe(true);
        if (m.toState === 3) expect(m.reason).not.toBe('');
        state = m.toState;
        at = m.operateTime;
      }
      expect(r.state).toBe(state);
      expect(r.handleTime).toBe(moves.at(-1)?.operateTime ?? null);
    }
  });

  it('gives eight enrolment forms with valid fields', async () => {
    const forms = await db().selectFrom('trainForm').selectAll().orderBy('id').execute();
    expect(forms.map((f) => f.formName)).toContain('电工培训报名表');
    expect(forms).toHaveLength(8);
    for (const form of forms) {
      expect(inOfficeHours(form.createTime) && form.createTime < SEEDING_DAY).toBe(true);
      const fields = JSON.parse(form.fields) as FormField[];
      expect(fields.length).toBe(form.fieldCount);
      expect(formFieldsProblem(fields), form.formName).toBeNull();
    }
  });
});
