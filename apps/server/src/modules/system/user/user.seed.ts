import { ADMIN_ROLE_CODE } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { hashPassword } from '../../../platform/auth/password.js';
import { randomCode } from '../../../platform/ids.js';
import { newUserRow } from './user.repository.js';

export const ADMIN_USER_NAME = 'admin';

/** The 超级管理员 role and the admin account, with ADMIN_PASSWORD. */
export async function seedAdmin(db: DbOrTrx, adminPassword: string, now: string): Promise<void> {
  const role = await db
    .insertInto('sysRole')
    .values({ roleCode: ADMIN_ROLE_CODE, roleName: '超级管理员', remark: '拥有全部权限，不可修改或删除', builtIn: 1, createTime: now, updateTime: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('sysUser')
    .values(
      newUserRow({
        userCode: randomCode(),
        userName: ADMIN_USER_NAME,
        realName: '系统管理员',
        phone: '13800000000',
        passwordHash: await hashPassword(adminPassword),
        remark: '初始管理员账号',
        createTime: now,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('sysUserRole').values({ userId: Number(user.id), roleId: Number(role.id) }).execute();
}
