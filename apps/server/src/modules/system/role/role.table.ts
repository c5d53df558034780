import type { Generated, Insertable, Updateable } from 'kysely';

export interface SysRoleTable {
  id: Generated<number>;
  roleCode: string;
  roleName: string;
  remark: string;
  /** 1 for the seeded 超级管理员 role, which holds every resource and cannot be changed or removed. */
  builtIn: number;
  createTime: string;
  updateTime: string;
}

export interface SysRoleResourceTable {
  roleId: number;
  resourceId: number;
}

export type NewRole = Insertable<SysRoleTable>;
export type RoleChanges = Updateable<SysRoleTable>;
