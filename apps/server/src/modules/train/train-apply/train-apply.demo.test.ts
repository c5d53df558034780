import { idCardProblem, TRAIN_APPLY_MACHINE } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../../platform/time.js';
import { DEMO_NOW } from '../../../test/demo-clock.js';
import { demoDatabase } from '../../../test/demo-database.js';
import { DIALECTS } from '../../../test/harness.js';

const inOfficeHours = (time: string) => time.slice(11) >= '08:30:00' && time.slice(11) <= '18:00:00';

describe.each(DIALECTS)('application demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('gives 30,000 applications in every state, one per person and course, valid 河南 ID numbers, in the past in working hours', async () => {
    const applies = await db().selectFrom('trainApply').selectAll().execute();
    expect(applies).toHaveLength(30_000);
    expect(new Set(applies.map((a) => a.applyState))).toEqual(new Set(TRAIN_APPLY_MACHINE.values));
    expect(new Set(applies.map((a) => `${a.courseCode}|${a.idCard}`)).size).toBe(applies.length);
    expect(applies.every((a) => a.idCard.startsWith('41') && idCardProblem(a.idCard) === null)).toBe(true);
    const now = formatTime(DEMO_NOW);
    expect(applies.every((a) => a.applyTime < now && inOfficeHours(a.applyTime))).toBe(true);
  });

  it('orders each in flow order: applied, ordered, paid (in working hours at the counter) or closed; unpaid ones younger than a day', async () => {
    const applies = new Map((await db().selectFrom('trainApply').selectAll().execute()).map((a) => [a.applyCode, a]));
    const orders = await db().selectFrom('trainOrder').selectAll().execute();
    expect(new Set(orders.map((o) => o.payState))).toEqual(new Set([0, 1, 2]));
    expect(new Set(orders.map((o) => o.channel))).toEqual(new Set(['', 'wechat', 'offline']));
    const dayAgo = formatTime(DEMO_NOW - 24 * 3_600_000);
    for (const order of orders) {
      const apply = applies.get(order.applyCode);
      expect(apply).toBeDefined();
      expect(order.createTime >= (apply?.applyTime ?? '')).toBe(true);
      expect(apply?.applyState).toBe(order.payState === 1 ? 2 : order.payState === 0 ? 1 : 0);
      if (order.payState === 1) expect(order.paidAmount).toBe(order.amount);
      if (order.payState === 1) expect((order.payTime ?? '') >= order.createTime).toBe(true);
      // People order and pay in working hours; only the scheduler closes an order at any hour.
      expect(inOfficeHours(order.createTime), order.createTime).toBe(true);
      if (order.payTime !== null) expect(inOfficeHours(order.payTime), order.payTime).toBe(true);
      if (order.channel === 'offline') expect(order.operatorName).not.toBe('');
      if (order.payState === 0) expect(order.createTime > dayAgo).toBe(true);
    }
  });
});
