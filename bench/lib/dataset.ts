import { perm } from '@hrbd/contract';
import { hashPassword } from '@hrbd/server/dist/platform/auth/password.js';
import type { Db } from '@hrbd/server/dist/db/database.js';
import { createDatabase, dialectOf, type DatabaseTarget, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { demoRandom, SURNAMES } from '@hrbd/server/dist/platform/demo-random.js';
import { migrateToLatest, runSeeds } from '@hrbd/server/dist/modules/index.js';
import { newUserRow } from '@hrbd/server/dist/modules/system/user/user.repository.js';
import { formatTime } from '@hrbd/server/dist/platform/time.js';
import { sql } from 'kysely';

export const BENCH_ADMIN_PASSWORD = 'Bench@123456';
/** A non-admin account whose only right is the user list: every request runs the full guard. */
export const BENCH_CLERK = { userName: 'benchclerk', password: 'Bench@123456' };

const surnames = SURNAMES.slice(0, 20);
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '军', '洋', '勇', '艳', '杰', '涛', '超', '霞', '刚', '建华', '秀英', '志强', '海燕', '晓东', '雪梅', '浩然', '思远', '欣怡', '宇航', '佳琪', '文博', '国庆', '春燕', '俊杰'];
const ROLE_NAMES = ['招聘专员', '培训专员', '院校专员', '运营专员', '政策专员'];

export interface Dataset {
  users: number;
  disabled: number;
  seconds: number;
}

/** Rows per INSERT, under each dialect's bind-parameter limit (SQLite 32,766; PostgreSQL 65,535). */
const BATCH = 1500;

/**
 * Migrates a fresh database, seeds the admin, then writes `count` users with
 * Chinese names (10% disabled, each with one of five roles) in large batched
 * inserts, all sharing one argon2 hash: hashing 100,000 passwords would take
 * longer than the whole benchmark.
 */
export async function buildDataset(target: DatabaseTarget, count: number): Promise<Dataset> {
  const started = performance.now();
  const db = createDatabase(target);
  const dialect = dialectOf(db);
  try {
    await migrateToLatest(db);
    await runSeeds(db, { adminPassword: BENCH_ADMIN_PASSWORD, seedDemo: false });
    const passwordHash = await hashPassword(BENCH_CLERK.password);
    const disabled = await db.transaction().execute(async (trx) => {
      const roleIds = await insertRoles(trx, dialect);
      return insertUsers(trx, count, passwordHash, roleIds);
    });
    await addClerk(db, passwordHash);
    // A bulk load is followed by autovacuum on a live PostgreSQL; do now what it would do then.
    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    return { users: count, disabled, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.destroy();
  }
}

async function insertRoles(db: Db, dialect: DialectName): Promise<number[]> {
  const now = formatTime(Date.now());
  const ids: number[] = [];
  for (const [i, roleName] of ROLE_NAMES.entries()) {
    const row = await db
      .insertInto('sysRole')
      .values({ roleCode: `bench-role-${i}`, roleName, remark: dialect, builtIn: 0, createTime: now, updateTime: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  return ids;
}

async function insertUsers(db: Db, count: number, passwordHash: string, roleIds: readonly number[]): Promise<number> {
  const random = demoRandom(20_250_101);
  const start = Date.parse('2023-01-01T00:00:00+08:00');
  const span = Date.parse('2025-12-31T00:00:00+08:00') - start;
  let disabled = 0;
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    const users = Array.from({ length: size }, (_, k) => {
      const n = offset + k + 1;
      const status = random.chance(0.1) ? 0 : 1;
      if (status === 0) disabled++;
      // Ids ascend with time, as they would for accounts created one by one.
      const createTime = formatTime(start + Math.floor((span * n) / count));
      return newUserRow({
        userCode: random.hex(32),
        userName: `user${String(n).padStart(6, '0')}`,
        realName: random.pick(surnames) + random.pick(GIVEN),
        phone: `1${random.pick(['35', '38', '58', '86', '89'])}${String(n).padStart(8, '0')}`,
        passwordHash,
        status,
        createTime,
      });
    });
    const rows = await db.insertInto('sysUser').values(users).returning('id').execute();
    await db
      .insertInto('sysUserRole')
      .values(rows.map((row, k) => ({ userId: Number(row.id), roleId: roleIds[(offset + k) % roleIds.length] })))
      .execute();
  }
  return disabled;
}

/** benchclerk holds a role with exactly `system:user:list`. */
async function addClerk(db: Db, passwordHash: string): Promise<void> {
  const now = formatTime(Date.now());
  const role = await db
    .insertInto('sysRole')
    .values({ roleCode: 'bench-clerk', roleName: '压测查询员', remark: '', builtIn: 0, createTime: now, updateTime: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const resource = await db.selectFrom('sysResource').select('id').where('code', '=', perm.system.user.list).executeTakeFirstOrThrow();
  await db.insertInto('sysRoleResource').values({ roleId: Number(role.id), resourceId: Number(resource.id) }).execute();
  const user = await db
    .insertInto('sysUser')
    .values(newUserRow({ userCode: 'bench-clerk', userName: BENCH_CLERK.userName, realName: '压测查询员', phone: '13900000000', passwordHash, createTime: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('sysUserRole').values({ userId: Number(user.id), roleId: Number(role.id) }).execute();
}
