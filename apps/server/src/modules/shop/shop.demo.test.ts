import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../test/demo-clock.js';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';

describe.each(DIALECTS)('shop demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('holds 600 stores, 8,000 comments, about 200,000 trades and 3,000 withdrawals', async () => {
    const count = async (table: 'shopStore' | 'shopComment' | 'shopTrade' | 'shopWithdrawal') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect([await count('shopStore'), await count('shopComment'), await count('shopWithdrawal')]).toEqual([600, 8_000, 3_000]);
    expect(await count('shopTrade')).toBeGreaterThanOrEqual(199_900);
  });

  it('has stores in every county and review state, trades after certification in opening hours, in the past', async () => {
    const stores = await db().selectFrom('shopStore').selectAll().execute();
    expect(new Set(stores.map((s) => s.countyCode)).size).toBe(12);
    expect(new Set(stores.map((s) => s.approveType))).toEqual(new Set([0, 1, 2]));
    const early = await db()
      .selectFrom('shopTrade as t')
      .innerJoin('shopStore as s', 's.id', 't.storeId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('t.tradeTime', '<=', eb.ref('s.reviewTime')), eb('t.tradeTime', '>', DEMO_NOW_TEXT), eb('s.approveType', '<>', 1)]))
      .executeTakeFirstOrThrow();
    expect(Number(early.n)).toBe(0);
    const hours = await db().selectFrom('shopTrade').select('tradeTime').where('id', '<', 2000).execute();
    for (const t of hours) expect(Number(t.tradeTime.slice(11, 13))).toBeGreaterThanOrEqual(8);
  });

  it('has withdrawals in all six states, each within what the store had earned, with timelines in flow order', async () => {
    const rows = await db().selectFrom('shopWithdrawal').selectAll().execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const balances = await db()
      .selectFrom('shopStore as s')
      .select([
        's.id',
        (eb) => eb.selectFrom('shopTrade as t').select((e) => e.fn.coalesce(e.fn.sum<number>('t.amount'), e.lit(0)).as('x')).whereRef('t.storeId', '=', 's.id').where('t.status', '=', 1).as('earned'),
        (eb) => eb.selectFrom('shopWithdrawal as w').select((e) => e.fn.coalesce(e.fn.sum<number>('w.amount'), e.lit(0)).as('x')).whereRef('w.storeId', '=', 's.id').where('w.status', '<>', 2).as('spent'),
      ])
      .execute();
    for (const b of balances) expect(Number(b.earned)).toBeGreaterThanOrEqual(Number(b.spent));
    const ops = await db().selectFrom('shopWithdrawalOperation').selectAll().orderBy('withdrawalId').orderBy('id').execute();
    const byId = new Map<number, typeof ops>();
    for (const o of ops) byId.set(o.withdrawalId, [...(byId.get(o.withdrawalId) ?? []), o]);
    for (const r of rows) {
      const steps = byId.get(r.id) ?? [];
      expect(steps[0].action).toBe('apply');
      expect(steps[steps.length - 1].toState).toBe(r.status);
      for (let i = 1; i < steps.length; i++) {
        expect(steps[i].fromState).toBe(steps[i - 1].toState);
        expect(steps[i].createTime >= steps[i - 1].createTime).toBe(true);
      }
      expect(steps[steps.length - 1].createTime <= DEMO_NOW_TEXT).toBe(true);
    }
    const vouchers = await db().selectFrom('shopWithdrawalPay').select('voucherNo').where('voucherNo', 'is not', null).execute();
    expect(vouchers.length).toBe(rows.filter((r) => r.status === 4).length);
  });
});
