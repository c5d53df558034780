import type { Generated } from 'kysely';

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
