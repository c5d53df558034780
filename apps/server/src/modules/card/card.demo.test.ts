import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { formatTime } from '../../platform/time.js';
import { seedTwice } from '../../test/seed-twice.js';
import { seedRecruitDemo } from '../recruit/recruit.demo.js';
import { seedSystemDemo } from '../system/system.demo.js';
import { seedCardDemo } from './card.demo.js';
import { balanceDifferences } from './ledger/ledger.service.js';

const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const NOW_TEXT = formatTime(NOW);

async function seed(db: Db) {
  await db.transaction().execute((trx) => seedSystemDemo(trx, { now: NOW }));
  await db.transaction().execute((trx) => seedRecruitDemo(trx, { now: NOW }));
  return db.transaction().execute((trx) => seedCardDemo(trx, { now: NOW }));
}

// Determinism is checked on SQLite only (house rule); the service it writes through is tested on both.
describe('card demo seed on sqlite', () => {
  const seeded = seedTwice('sqlite', seed, 300_000);
  const db = (): Db => seeded()[0].db;

  it('writes the same applications, lines and ledger into two fresh databases', async () => {
    const [first, second] = seeded();
    expect(second.counts).toEqual(first.counts);
    const read = (d: Db) =>
      Promise.all([
        d.selectFrom('cardRechargeApply').select(['applyCode', 'cmpyCode', 'stage', 'submitTime', 'checkTime', 'rechargeTime', 'rechargeTotalMoney']).orderBy('id').execute(),
        d.selectFrom('cardRechargeOperation').select(['applyId', 'action', 'voucherNo', 'createTime']).orderBy('id').execute(),
        d.selectFrom('cardAccount').select(['idCard', 'balance']).orderBy('idCard').execute(),
      ]);
    expect(await read(second.db)).toEqual(await read(first.db));
  });

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
      expect(a.submitTime < NOW_TEXT).toBe(true);
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
    expect(Number(entries.n)).toBe(seeded()[0].counts.credited);
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
