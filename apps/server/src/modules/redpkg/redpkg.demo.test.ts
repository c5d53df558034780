import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { seedTwice } from '../../test/seed-twice.js';
import { seedRedPkgDemo } from './redpkg.demo.js';

const NOW_TEXT = '2026-11-23 10:00:00';

describe('redpkg demo seed on sqlite', () => {
  const seeded = seedTwice('sqlite', (db: Db) => db.transaction().execute((trx) => seedRedPkgDemo(trx, NOW_TEXT)), 300_000);
  const db = (): Db => seeded()[0].db;
  const grouped = async (column: 'checkType' | 'grantState') =>
    Object.fromEntries(
      (await db().selectFrom('redpkgUser').select([column, (eb) => eb.fn.countAll<number>().as('n')]).groupBy(column).execute()).map((r) => [Number(r[column as keyof typeof r]), Number(r.n)]),
    );

  it('writes the same people, batches, applications and ledger entries into two fresh databases', async () => {
    const [first, second] = seeded();
    expect(first.counts).toEqual({ users: 30_000, refused: 240, payments: 60 });
    expect(second.counts).toEqual(first.counts);
    const read = (d: Db) =>
      Promise.all([
        d.selectFrom('redpkgUser').select(['userCode', 'idCard', 'checkType', 'grantState', 'payApplyCode', 'createTime', 'checkTime']).orderBy('id').execute(),
        d.selectFrom('paymentApply').select(['applyCode', 'applyStatus', 'amount', 'voucherNo', 'applyTime', 'payTime']).orderBy('id').execute(),
        d.selectFrom('redpkgImportBatch').select(['batchCode', 'total', 'succeeded', 'failed', 'errors']).orderBy('id').execute(),
      ]);
    expect(await read(second.db)).toEqual(await read(first.db));
  });

  it('has every state: checkType 0–3, 发放状态 0–2, ten 支付申请 in each of the six states, paid ones credited', async () => {
    expect(Object.keys(await grouped('checkType'))).toEqual(['0', '1', '2', '3']);
    expect(Object.keys(await grouped('grantState'))).toEqual(['0', '1', '2']);
    const applies = await db().selectFrom('paymentApply').select(['applyStatus', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('applyStatus').execute();
    expect(Object.fromEntries(applies.map((a) => [Number(a.applyStatus), Number(a.n)]))).toEqual({ 0: 10, 1: 10, 2: 10, 3: 10, 4: 10, 5: 10 });
    const granted = (await grouped('grantState'))[2];
    const entries = await db().selectFrom('cardLedgerEntry').select((eb) => eb.fn.countAll<number>().as('n')).where('sourceType', '=', 'redpkg').executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(granted);
    // Flow order: nobody checked before they were entered; applications paid after they were raised.
    const early = await db().selectFrom('redpkgUser').select('id').where('checkTime', '<>', '').whereRef('checkTime', '<', 'createTime').execute();
    expect(early).toEqual([]);
    const paidEarly = await db().selectFrom('paymentApply').select('id').where('payTime', '<>', '').whereRef('payTime', '<', 'applyTime').execute();
    expect(paidEarly).toEqual([]);
  });
});
