import { ADMIN_ROLE_CODE } from '@hrbd/contract';

interface HasRoles {
  roles: ReadonlyArray<{ roleCode: string }>;
}

export const holdsAdminRole = (who: HasRoles): boolean => who.roles.some((r) => r.roleCode === ADMIN_ROLE_CODE);

/** Whether the signed-in user may edit, disable, reset or remove `account`: a 超级管理员 account is the 超级管理员's alone. */
export const mayManageAccount = (caller: HasRoles, account: HasRoles): boolean => holdsAdminRole(caller) || !holdsAdminRole(account);
