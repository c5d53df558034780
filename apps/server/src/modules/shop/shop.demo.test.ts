import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { formatTime } from '../../platform/time.js';
import { seedTwice } from '../../test/seed-twice.js';
import { seedSystemDemo } from '../system/system.demo.js';
import { seedShopDemo } from './shop.demo.js';

const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const NOW_TEXT = formatTime(NOW);

async function seed(db: Db) {
  await db.transaction().execute((trx) => seedSystemDemo(trx, { now: NOW }));
  const started = performance.now();
  const counts = await db.transaction().execute((trx) => seedShopDemo(trx, { now: NOW }));
  // Printed for the report (the seed step's time); never asserted.
  console.info(`shop demo seed: ${Math.round(performance.now() - started)} ms`);
  return counts;
}

// SQLite only: determinism is the dialect-independent property; both dialects run the seed in the e2e/demo start.
describe('shop demo seed on sqlite', () => {
  const seeded = seedTwice('sqlite', seed, 600_000);
  const db = (): Db => seeded()[0].db;

  it('writes the same stores, trades and withdrawals into two fresh databases', async () => {
    const [first, second] = seeded();
    expect(second.counts).toEqual(first.counts);
    expect(first.counts).toEqual({ stores: 600, comments: 8_000, trades: expect.any(Number), withdrawals: 3_000 });
    expect(first.counts.trades).toBeGreaterThanOrEqual(199_900);
    const read = (d: Db) =>
      Promise.all([
        d.selectFrom('shopStore').select(['storeCode', 'approveType', 'submitTime']).orderBy('id').execute(),
        d.selectFrom('shopWithdrawal').select(['withdrawalCode', 'status', 'amount', 'applyTime']).orderBy('id').execute(),
        d.selectFrom('shopTrade').select(['tradeCode', 'amount']).where('id', '<', 500).orderBy('id').execute(),
      ]);
    expect(await read(second.db)).toEqual(await read(first.db));
  });

  it('has stores in every county and review state, trades after certification in opening hours, in the past', async () => {
    const stores = await db().selectFrom('shopStore').selectAll().execute();
    expect(new Set(stores.map((s) => s.countyCode)).size).toBe(12);
    expect(new Set(stores.map((s) => s.approveType))).toEqual(new Set([0, 1, 2]));
    const early = await db()
      .selectFrom('shopTrade as t')
      .innerJoin('shopStore as s', 's.id', 't.storeId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('t.tradeTime', '<=', eb.ref('s.reviewTime')), eb('t.tradeTime', '>', NOW_TEXT), eb('s.approveType', '<>', 1)]))
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
      expect(steps[steps.length - 1].createTime <= NOW_TEXT).toBe(true);
    }
    const vouchers = await db().selectFrom('shopWithdrawalPay').select('voucherNo').where('voucherNo', 'is not', null).execute();
    expect(vouchers.length).toBe(rows.filter((r) => r.status === 4).length);
  });
});
