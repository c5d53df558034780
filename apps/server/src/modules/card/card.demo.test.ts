import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../test/demo-clock.js';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';
import { balanceDifferences } from './ledger/ledger.service.js';

describe.each(DIALECTS)('card demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('holds 150 applications with 20,000 lines in every state, totals equal to their lines, in flow order and in the past', async () => {
    const applies = await db().selectFrom('cardRechargeApply').selectAll().execute();
    expect(applies).toHaveLength(150);
    expect(new Set(applies.map((a) => a.stage))).toEqual(new Set([0, 1, 2, 3, 4]));
    const lines = await db()
      .selectFrom('cardRechargeLine')
      .select(['applyId', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('amount').as('money')])
      .groupBy('applyId')
      .execute();
    expect(lines.reduce((sum, l) => sum + Number(l.n), 0)).toBe(20_000);
    const byId = new Map(lines.map((l) => [l.applyId, l]));
    for (const a of applies) {
      expect(Number(byId.get(a.id)?.n)).toBe(a.rechargeTotalPeople);
      expect(Number(byId.get(a.id)?.money)).toBe(a.rechargeTotalMoney);
      expect(a.submitTime < DEMO_NOW_TEXT).toBe(true);
      if (a.checkTime) expect(a.checkTime > a.submitTime).toBe(true);
      if (a.rechargeTime) expect(a.rechargeTime > (a.checkTime ?? '')).toBe(true);
      expect(a.rechargeTime === null).toBe(a.stage !== 2);
      expect(Number(a.submitTime.slice(11, 13))).toBeGreaterThanOrEqual(9);
    }
  });

  it('credits exactly the 充值成功 applications\' lines, each once, balances the sum of entries', async () => {
    const credited = await db()
      .selectFrom('cardRechargeLine as l')
      .innerJoin('cardRechargeApply as a', 'a.id', 'l.applyId')
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('l.amount').as('money')])
      .where('a.stage', '=', 2)
      .executeTakeFirstOrThrow();
    const entries = await db()
      .selectFrom('cardLedgerEntry')
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('amount').as('money')])
      .where('sourceType', '=', 'card.recharge')
      .executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(Number(credited.n));
    expect(Number(entries.money)).toBe(Number(credited.money));
    expect(await balanceDifferences(db())).toEqual([]);
    // Each transfer in working hours, before the registration that records it.
    const paid = await db().selectFrom('cardRechargeOperation').select(['payTime', 'createTime']).where('payTime', 'is not', null).execute();
    expect(paid.length).toBeGreaterThan(0);
    for (const p of paid) {
      expect(p.payTime! < p.createTime).toBe(true);
      expect(p.payTime!.slice(11) >= '09:00:00' && p.payTime!.slice(11) <= '17:30:00').toBe(true);
    }
    const vouchers = await db().selectFrom('cardRechargeOperation').select('voucherNo').where('voucherNo', 'is not', null).execute();
    expect(vouchers.length).toBe(await db().selectFrom('cardRechargeApply').select('id').where('stage', '=', 2).execute().then((r) => r.length));
  });
});
