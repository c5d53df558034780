import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTrx } from '../db/database.js';
import { DIALECTS } from '../test/harness.js';
import { freshDatabase, type FreshDatabase } from '../test/fresh-database.js';
import { precompiled } from './prepared.js';

const now = '2025-01-01 00:00:00';

describe.each(DIALECTS)('precompiled queries on %s', (dialect) => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    await fresh.db
      .insertInto('sysRole')
      .values(['甲', '乙', '丙'].map((roleName, i) => ({ roleCode: `r${i}`, roleName, remark: '', builtIn: i === 0 ? 1 : 0, createTime: now, updateTime: now })))
      .execute();
  });
  afterAll(() => fresh?.drop());

  const byCodeAndFlag = precompiled((db, slot) =>
    db.selectFrom('sysRole').select(['roleCode', 'roleName']).where('roleCode', '=', slot<string>(0)).where('builtIn', '=', slot<number>(1)),
  );
  const direct = (db: DbOrTrx, code: string, flag: number) =>
    db.selectFrom('sysRole').select(['roleCode', 'roleName']).where('roleCode', '=', code).where('builtIn', '=', flag).execute();

  it('answers as the same query built afresh, for each set of values', async () => {
    for (const [code, flag] of [['r0', 1], ['r1', 0], ['r1', 1], ['r2', 0]] as const) {
      expect(await byCodeAndFlag(fresh.db, code, flag)).toEqual(await direct(fresh.db, code, flag));
    }
  });

  it('runs inside a transaction, seeing its uncommitted writes', async () => {
    await fresh.db.transaction().execute(async (trx) => {
      await trx.updateTable('sysRole').set({ roleName: '丁' }).where('roleCode', '=', 'r2').execute();
      expect(await byCodeAndFlag(trx, 'r2', 0)).toEqual([{ roleCode: 'r2', roleName: '丁' }]);
    });
  });

  it('refuses values that have no slot', async () => {
    await expect(precompiled((db, slot) => db.selectFrom('sysRole').select('id').where('roleCode', '=', slot<string>(0)))(fresh.db)).rejects.toThrow(
      'every value needs exactly one slot',
    );
  });
});
