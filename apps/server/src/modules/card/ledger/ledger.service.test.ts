import type { Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { balanceDifferences, balanceOf, creditMany, debit, entriesOf, statementOf, type LedgerEntryInput } from './ledger.service.js';

const AT = '2026-11-20 10:00:00';
let serial = 0;
/** A made-up 18-character ID number no other test uses (the ledger checks none of its digits). */
const idCard = () => `41010219900101${String(++serial).padStart(4, '0')}`;

const line = (person: string, amount: number, sourceCode: string, kind: LedgerEntryInput['kind'] = 'recharge'): LedgerEntryInput => ({
  idCard: person,
  name: '王芳',
  mobile: '13838001234',
  kind,
  amount,
  sourceType: 'test.source',
  sourceCode,
});

describe.each(DIALECTS)('e-card ledger on %s', (dialect) => {
  const server = withTestServer(dialect);
  const inTrx = <T>(work: (trx: Transaction<Database>) => Promise<T>) => server.deps.db.transaction().execute(work);

  it('credits a source once per person: a repeat is skipped, the balance is the sum of the entries', async () => {
    const [a, b] = [idCard(), idCard()];
    const source = `R-${serial}`;
    expect(await inTrx((trx) => creditMany(trx, [line(a, 20_000, source), line(b, 35_050, source)], AT))).toEqual({ credited: 2, skipped: 0 });
    // The same source again, with one new person: only the new person is credited.
    const c = idCard();
    expect(await inTrx((trx) => creditMany(trx, [line(a, 20_000, source), line(b, 35_050, source), line(c, 100, source)], AT))).toEqual({ credited: 1, skipped: 2 });
    // A person twice in one call from one source: once.
    expect(await inTrx((trx) => creditMany(trx, [line(c, 100, `${source}-2`), line(c, 100, `${source}-2`)], AT))).toEqual({ credited: 1, skipped: 1 });
    // Another source credits the same person again, and a red packet adds to it.
    await inTrx((trx) => creditMany(trx, [line(a, 5_000, `${source}-3`), line(a, 1_000, `${source}-4`, 'redPacket')], AT));

    expect(await balanceOf(server.deps.db, a)).toBe(26_000);
    expect(await balanceOf(server.deps.db, b)).toBe(35_050);
    expect(await balanceOf(server.deps.db, c)).toBe(200);
    expect(await balanceOf(server.deps.db, idCard())).toBe(0);
    const entries = await entriesOf(server.deps.db, { sourceType: 'test.source', sourceCode: source });
    expect(entries.map((e) => [e.idCard, e.kind, e.amount, e.balanceAfter])).toEqual([
      [a, 'recharge', 20_000, 20_000],
      [b, 'recharge', 35_050, 35_050],
      [c, 'recharge', 100, 100],
    ]);
    const statement = await statementOf(server.deps.db, a);
    expect(statement.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['redPacket', 1_000, 26_000],
      ['recharge', 5_000, 25_000],
      ['recharge', 20_000, 20_000],
    ]);
    expect(await balanceDifferences(server.deps.db)).toEqual([]);
  });

  it('refuses a debit below zero (400 余额不足) and a repeated one (409), changing nothing', async () => {
    const person = idCard();
    await inTrx((trx) => creditMany(trx, [line(person, 5_000, `R-${serial}`)], AT));
    const trade = `T-${serial}`;
    await expect(inTrx((trx) => debit(trx, line(person, 5_001, trade, 'consume'), AT))).rejects.toMatchObject({ status: 400, message: '电子卡余额不足（余额 50.00 元，需 50.01 元）' });
    await expect(inTrx((trx) => debit(trx, line(idCard(), 1, trade, 'consume'), AT))).rejects.toMatchObject({ status: 400, message: '电子卡余额不足（余额 0.00 元，需 0.01 元）' });
    expect(await balanceOf(server.deps.db, person)).toBe(5_000);

    expect(await inTrx((trx) => debit(trx, line(person, 3_000, trade, 'consume'), AT))).toBe(2_000);
    await expect(inTrx((trx) => debit(trx, line(person, 1_000, trade, 'consume'), AT))).rejects.toMatchObject({ status: 409 });
    expect(await balanceOf(server.deps.db, person)).toBe(2_000);
    const [entry] = await entriesOf(server.deps.db, { sourceType: 'test.source', sourceCode: trade });
    expect(entry).toMatchObject({ kind: 'consume', amount: -3_000, balanceAfter: 2_000 });

    // A failure after the debit, in the same transaction, undoes it.
    await expect(
      inTrx(async (trx) => {
        await debit(trx, line(person, 2_000, `${trade}-b`, 'consume'), AT);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await balanceOf(server.deps.db, person)).toBe(2_000);
    expect(await balanceDifferences(server.deps.db)).toEqual([]);
  });

  it('refuses amounts that are not positive whole cents and kinds that go the wrong way', async () => {
    const person = idCard();
    await expect(inTrx((trx) => creditMany(trx, [line(person, 0, 'X')], AT))).rejects.toMatchObject({ status: 400 });
    await expect(inTrx((trx) => creditMany(trx, [line(person, 10.5, 'X')], AT))).rejects.toMatchObject({ status: 400 });
    await expect(inTrx((trx) => creditMany(trx, [line(person, 100, 'X', 'consume')], AT))).rejects.toMatchObject({ status: 400 });
    await expect(inTrx((trx) => debit(trx, line(person, 100, 'X', 'recharge'), AT))).rejects.toMatchObject({ status: 400 });
    expect(await balanceOf(server.deps.db, person)).toBe(0);
  });

  it('credits thousands of people in one call', async () => {
    const people = Array.from({ length: 1_200 }, () => idCard());
    const source = `BIG-${serial}`;
    const result = await inTrx((trx) => creditMany(trx, people.map((p, i) => line(p, (i % 3) * 10_000 + 10_000, source)), AT));
    expect(result).toEqual({ credited: 1_200, skipped: 0 });
    const entries = await entriesOf(server.deps.db, { sourceType: 'test.source', sourceCode: source });
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(400 * (10_000 + 20_000 + 30_000));
    expect(await balanceOf(server.deps.db, people[2])).toBe(30_000);
    expect(await balanceDifferences(server.deps.db)).toEqual([]);
  });
});
