import type { Generated, Insertable, Updateable } from 'kysely';

export interface SysUserTable {
  id: Generated<number>;
  userCode: string;
  userName: string;
  realName: string;
  phone: string;
  email: string;
  passwordHash: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  remark: string;
  /** 数据权限: '' for 全部, else the province, city or county code whose records the user sees. */
  dataScope: string;
  wxOpenId: string | null;
  wxNickname: string;
  wxBindTime: string | null;
  failedLoginCount: number;
  lockedUntil: string | null;
  lastLoginTime: string | null;
  createTime: string;
  updateTime: string;
}

export interface SysUserRoleTable {
  userId: number;
  roleId: number;
}

export type NewUser = Insertable<SysUserTable>;
export type UserChanges = Updateable<SysUserTable>;
