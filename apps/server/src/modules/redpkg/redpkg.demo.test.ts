import { describe, expect, it } from 'vitest';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';

describe.each(DIALECTS)('redpkg demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);
  const grouped = async (column: 'checkType' | 'grantState') =>
    Object.fromEntries(
      (await db().selectFrom('redpkgUser').select([column, (eb) => eb.fn.countAll<number>().as('n')]).groupBy(column).execute()).map((r) => [Number(r[column as keyof typeof r]), Number(r.n)]),
    );

  it('holds 30,000 people from three imports, the last with 240 refused rows', async () => {
    const people = await db().selectFrom('redpkgUser').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(people.n)).toBe(30_000);
    const batches = await db().selectFrom('redpkgImportBatch').select(['total', 'succeeded', 'failed']).orderBy('id').execute();
    expect(batches.map((b) => Number(b.failed))).toEqual([0, 0, 240]);
    expect(batches.reduce((sum, b) => sum + Number(b.succeeded), 0)).toBe(30_000);
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
