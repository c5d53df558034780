import { newUserRow } from './user.repository.js';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { installRowCounter } from '../../../db/dialect/index.js';
import type { NewUser } from './user.table.js';
import { DIALECTS } from '../../../test/harness.js';
import { freshDatabase, type FreshDatabase } from '../../../test/fresh-database.js';
import { countedRows } from '../../../platform/row-counts.js';

function user(n: number, status: number): NewUser {
  return newUserRow({ userCode: `code${n}`, userName: `user${n}`, realName: `用户${n}`, passwordHash: 'x', status, createTime: '2025-01-01 00:00:00' });
}

/** What count(*) says, to hold the counter against. */
async function counted(db: Db, status?: number): Promise<number> {
  let query = db.selectFrom('sysUser').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status !== undefined) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe.each(DIALECTS)('trigger-kept row counts on %s', (dialect) => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
  });
  afterAll(() => fresh?.drop());

  const expectInStep = async () => {
    const { db } = fresh;
    expect(await countedRows(db, 'sys_user')).toBe(await counted(db));
    expect(await countedRows(db, 'sys_user', 0)).toBe(await counted(db, 0));
    expect(await countedRows(db, 'sys_user', 1)).toBe(await counted(db, 1));
  };

  it('follows single and batched inserts, status changes and deletes', async () => {
    const { db } = fresh;
    await expectInStep();
    await db.insertInto('sysUser').values(user(1, 1)).execute();
    await db.insertInto('sysUser').values(Array.from({ length: 250 }, (_, i) => user(100 + i, i % 5 === 0 ? 0 : 1))).execute();
    await expectInStep();
    expect(await countedRows(db, 'sys_user', 0)).toBe(50);

    await db.updateTable('sysUser').set({ status: 0 }).where('userName', 'in', ['user1', 'user101', 'user102']).execute();
    // A write that leaves the status alone changes nothing.
    await db.updateTable('sysUser').set({ remark: '备注' }).execute();
    await db.updateTable('sysUser').set({ status: 0 }).where('userName', '=', 'user100').execute();
    await expectInStep();
    expect(await countedRows(db, 'sys_user', 0)).toBe(53);

    await db.deleteFrom('sysUser').where('status', '=', 0).where('userName', '!=', 'user1').execute();
    await expectInStep();
    expect(await countedRows(db, 'sys_user')).toBe(251 - 52);
  });

  it('rolls back with the transaction that wrote', async () => {
    const { db } = fresh;
    const before = await countedRows(db, 'sys_user');
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('sysUser').values(user(9000, 1)).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await countedRows(db, 'sys_user')).toBe(before);
  });

  it('counts the rows a table already had when the counter is installed', async () => {
    const { db } = fresh;
    await db.schema.createTable('scratch').addColumn('state', 'integer', (c) => c.notNull()).execute();
    await sql`insert into scratch (state) values (1), (1), (2)`.execute(db);
    // As a migration would: migrations see an untyped database.
    await db.transaction().execute((trx) => installRowCounter(trx as unknown as Kysely<unknown>, dialect, 'scratch', 'state'));
    await sql`insert into scratch (state) values (2)`.execute(db);
    const rows = await db.selectFrom('sysRowCount').select(['bucket', 'n']).where('tableName', '=', 'scratch').orderBy('bucket').execute();
    expect(rows.map((r) => [Number(r.bucket), Number(r.n)])).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });
});
