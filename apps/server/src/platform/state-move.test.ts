import { defineStateMachine } from '@hrbd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { DIALECTS } from '../test/harness.js';
import { freshDatabase, type FreshDatabase } from '../test/fresh-database.js';
import { moveStates, type Moved, type Moving } from './state-move.js';

/** A machine of the test's own over the users' status: the helper knows no area. */
const USER_MACHINE = defineStateMachine({
  subject: '用户',
  states: { 0: '停用', 1: '正常' },
  actions: { disable: '停用', enable: '启用' },
  transitions: [
    { action: 'disable', from: [1], to: 0 },
    { action: 'enable', from: [0], to: 1 },
  ],
});
const USER_STATE = { table: 'sysUser', key: 'id', state: 'status', machine: USER_MACHINE } as const;

let serial = 0;

/** Adds users in the given states; answers them as a caller reads them before a move. */
async function addUsers(db: Db, states: readonly number[]): Promise<Required<Moving>[]> {
  const made: Required<Moving>[] = [];
  for (const status of states) {
    serial += 1;
    const userName = `user${serial}`;
    const row = await db
      .insertInto('sysUser')
      .values({
        userCode: `code${serial}`,
        userName,
        realName: `用户${serial}`,
        phone: '',
        email: '',
        dataScope: '',
        passwordHash: 'x',
        status,
        remark: '',
        wxOpenId: null,
        wxNickname: '',
        wxBindTime: null,
        failedLoginCount: 0,
        lockedUntil: null,
        lastLoginTime: null,
        createTime: '2025-01-01 00:00:00',
        updateTime: '2025-01-01 00:00:00',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    made.push({ key: Number(row.id), state: status, code: userName, name: `用户${serial}` });
  }
  return made;
}

async function statuses(db: Db, users: readonly Moving[]): Promise<number[]> {
  const rows = await db
    .selectFrom('sysUser')
    .select(['id', 'status'])
    .where(
      'id',
      'in',
      users.map((u) => u.key),
    )
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r.status]));
  return users.map((u) => byId.get(u.key) ?? -1);
}

describe.each(DIALECTS)('moveStates on %s', (dialect) => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
  });
  afterAll(() => fresh?.drop());

  it('moves a row along the machine, writing its changes and its operation record', async () => {
    const { db } = fresh;
    const [user] = await addUsers(db, [1]);
    const records: Moved<0 | 1>[] = [];
    const moved = await moveStates(db, USER_STATE, {
      action: 'disable',
      rows: [user],
      changes: (to) => ({ remark: `停用后为${to}`, updateTime: '2025-02-01 00:00:00' }),
      record: async (_trx, moves) => {
        records.push(...moves);
      },
    });
    expect(moved).toEqual([{ key: user.key, from: 1, to: 0 }]);
    expect(records).toEqual(moved);
    const stored = await db.selectFrom('sysUser').select(['status', 'remark', 'updateTime']).where('id', '=', user.key).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 0, remark: '停用后为0', updateTime: '2025-02-01 00:00:00' });
  });

  it('refuses a move the machine does not list with 409 and its sentence, changing nothing', async () => {
    const { db } = fresh;
    const [user] = await addUsers(db, [0]);
    await expect(moveStates(db, USER_STATE, { action: 'disable', rows: [user], changes: { remark: '不应写入' } })).rejects.toMatchObject({
      status: 409,
      message: '用户当前为“停用”状态，不能停用',
    });
    const stored = await db.selectFrom('sysUser').select(['status', 'remark']).where('id', '=', user.key).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 0, remark: '' });
  });

  it('lets one of two moves of the same row read at once land; the other gets 409 naming the state it left', async () => {
    const { db } = fresh;
    const [user] = await addUsers(db, [1]);
    const results = await Promise.allSettled([
      moveStates(db, USER_STATE, { action: 'disable', rows: [user], changes: { remark: '甲' } }),
      moveStates(db, USER_STATE, { action: 'disable', rows: [user], changes: { remark: '乙' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ status: 409, message: '用户当前为“停用”状态，不能停用' });
    const stored = await db.selectFrom('sysUser').select(['status', 'remark']).where('id', '=', user.key).executeTakeFirstOrThrow();
    expect(stored.status).toBe(0);
    expect(['甲', '乙']).toContain(stored.remark);
  });

  it('moves a batch all or none: one row that cannot move stops them all, and the refusal names it', async () => {
    const { db } = fresh;
    const users = await addUsers(db, [1, 0, 1]);
    let recorded = 0;
    const attempt = moveStates(db, USER_STATE, {
      action: 'disable',
      rows: users,
      batch: true,
      record: async (_trx, moves) => {
        recorded += moves.length;
      },
    });
    await expect(attempt).rejects.toMatchObject({ status: 409, message: `以下用户当前状态不允许停用：${users[1].name}（停用）` });
    expect(await statuses(db, users)).toEqual([1, 0, 1]);
    expect(recorded).toBe(0);

    const moved = await moveStates(db, USER_STATE, { action: 'disable', rows: [users[0], users[2]], batch: true });
    expect(moved.map((m) => m.to)).toEqual([0, 0]);
    expect(await statuses(db, users)).toEqual([0, 0, 0]);
  });

  it('refuses a whole batch when another request moved one of its rows after they were read, naming that row', async () => {
    const { db } = fresh;
    const users = await addUsers(db, [1, 1, 1]);
    // Someone else disables the middle one between our read and our move.
    await moveStates(db, USER_STATE, { action: 'disable', rows: [users[1]] });
    await expect(moveStates(db, USER_STATE, { action: 'disable', rows: users, batch: true })).rejects.toMatchObject({
      status: 409,
      message: `以下用户当前状态不允许停用：${users[1].name}（停用）`,
    });
    expect(await statuses(db, users)).toEqual([1, 0, 1]);
  });

  it('names the requested rows that do not exist (404) before trying any move', async () => {
    const { db } = fresh;
    const users = await addUsers(db, [1]);
    const requested = [users[0].code, 'nobody1', 'nobody2'];
    await expect(moveStates(db, USER_STATE, { action: 'disable', rows: users, requested, batch: true })).rejects.toMatchObject({
      status: 404,
      message: '以下用户不存在：nobody1、nobody2',
    });
    await expect(moveStates(db, USER_STATE, { action: 'disable', rows: [], requested: ['nobody1'] })).rejects.toMatchObject({ status: 404, message: '用户不存在' });
    expect(await statuses(db, users)).toEqual([1]);
  });

  it('undoes the moves when their operation record cannot be written', async () => {
    const { db } = fresh;
    const users = await addUsers(db, [1, 0]);
    const attempt = moveStates(db, USER_STATE, {
      action: 'enable',
      rows: [users[1]],
      record: async (trx) => {
        // A record that breaks a constraint (user names are unique) fails the whole move.
        await trx.updateTable('sysUser').set({ userName: users[0].code }).where('id', '=', users[1].key).execute();
      },
    });
    await expect(attempt).rejects.toThrow();
    expect(await statuses(db, users)).toEqual([1, 0]);
  });
});
