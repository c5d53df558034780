import { MESSAGE_TYPES, roleApi, type BodyOf, type Page, type RoleRecord } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import type { PageRequest } from '../../../platform/paging.js';
import { nowText } from '../../../platform/time.js';
import { notifyUsers } from '../message/message.service.js';
import { allResourceIds, countAllResources, missingResourceIds } from '../resource/resource.service.js';
import * as repo from './role.repository.js';

export interface RoleRef {
  roleCode: string;
  roleName: string;
}

/** Role ids for codes a form sent; 400 naming any that do not exist. */
export async function resolveRoleIds(db: DbOrTrx, roleCodes: readonly string[]): Promise<number[]> {
  const unique = [...new Set(roleCodes)];
  const roles = await repo.findRolesByCodes(db, unique);
  const missing = unique.filter((code) => !roles.some((r) => r.roleCode === code));
  if (missing.length > 0) throw badRequest(`角色不存在：${missing.join('、')}`);
  return roles.map((r) => r.id);
}

/** Each user's roles, keyed by user id. */
export async function rolesByUser(db: DbOrTrx, userIds: readonly number[]): Promise<Map<number, RoleRef[]>> {
  const rows = await repo.rolesOfUsers(db, userIds);
  const map = new Map<number, RoleRef[]>();
  for (const row of rows) {
    const list = map.get(row.userId) ?? [];
    list.push({ roleCode: row.roleCode, roleName: row.roleName });
    map.set(row.userId, list);
  }
  return map;
}

export async function assignRoles(db: DbOrTrx, userId: number, roleIds: readonly number[]): Promise<void> {
  await repo.replaceUserRoles(db, userId, roleIds);
}

/**
 * Refuses (409) a change that would leave no enabled 超级管理员: the console
 * must always have someone who can grant rights back.
 */
export async function assertAdminRemains(db: DbOrTrx, losingUserIds: readonly number[]): Promise<void> {
  if ((await repo.countOtherEnabledAdmins(db, losingUserIds)) === 0) {
    throw conflict('至少需要保留一名启用状态的超级管理员');
  }
}

export async function holdsAdminRole(db: DbOrTrx, userId: number): Promise<boolean> {
  const rows = await repo.rolesOfUsers(db, [userId]);
  return rows.some((r) => r.builtIn === 1);
}

type AddRoleInput = BodyOf<typeof roleApi.add>;
type EditRoleInput = BodyOf<typeof roleApi.edit>;
type RoleRow = NonNullable<Awaited<ReturnType<typeof repo.findRoleByCode>>>;

const BUILT_IN_HOLDS_ALL = '超级管理员角色始终拥有全部权限，无需分配';

async function roleByCode(db: DbOrTrx, roleCode: string): Promise<RoleRow> {
  return found(await repo.findRoleByCode(db, roleCode), '角色不存在');
}

async function assertNameFree(db: DbOrTrx, roleName: string, exceptId?: number): Promise<void> {
  const holder = await repo.findRoleByName(db, roleName);
  if (holder && holder.id !== exceptId) throw conflict(`角色名称“${roleName}”已存在`);
}

/** What a role holds: the built-in role holds every resource without rows saying so. */
async function resourceCountOf(db: DbOrTrx, builtIn: number, saved: number): Promise<number> {
  return builtIn === 1 ? countAllResources(db) : saved;
}

function toRecord(row: RoleRow, userCount: number, resourceCount: number): RoleRecord {
  return {
    roleCode: row.roleCode,
    roleName: row.roleName,
    remark: row.remark,
    builtIn: row.builtIn === 1,
    userCount,
    resourceCount,
    createTime: row.createTime,
  };
}

export async function addRole(deps: AppDeps, input: AddRoleInput): Promise<{ roleCode: string }> {
  return deps.db.transaction().execute(async (trx) => {
    await assertNameFree(trx, input.roleName);
    const now = nowText();
    const roleCode = randomCode();
    await repo.insertRole(trx, { roleCode, roleName: input.roleName, remark: input.remark ?? '', builtIn: 0, createTime: now, updateTime: now });
    return { roleCode };
  });
}

export async function editRole(deps: AppDeps, input: EditRoleInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const role = await roleByCode(trx, input.roleCode);
    // The console and the seed name the built-in role; only its remark may change.
    if (role.builtIn === 1 && input.roleName !== role.roleName) throw conflict('超级管理员角色不可重命名');
    await assertNameFree(trx, input.roleName, role.id);
    await repo.updateRole(trx, role.id, { roleName: input.roleName, remark: input.remark ?? role.remark, updateTime: nowText() });
  });
}

export async function listRoles(deps: AppDeps, filter: { roleName?: string }, page: PageRequest): Promise<Page<RoleRecord>> {
  const result = await repo.pageRoles(deps.db, deps.dialect, filter, page);
  const records = await Promise.all(
    result.records.map(async (row) =>
      toRecord(row, Number(row.userCount ?? 0), await resourceCountOf(deps.db, row.builtIn, Number(row.resourceCount ?? 0))),
    ),
  );
  return { total: result.total, records };
}

/** A role with every resource marked held or not, for the permission tree's check boxes. */
export async function queryRole(deps: AppDeps, roleCode: string) {
  const role = await roleByCode(deps.db, roleCode);
  const [allIds, heldIds, userCount] = await Promise.all([
    allResourceIds(deps.db),
    repo.resourceIdsOfRole(deps.db, role.id),
    repo.countUsersOfRole(deps.db, role.id),
  ]);
  const held = new Set(heldIds);
  const mapList = allIds.map((id) => ({ id, checked: role.builtIn === 1 || held.has(id) }));
  const resourceCount = mapList.filter((m) => m.checked).length;
  return { ...toRecord(role, userCount, resourceCount), mapList };
}

export async function removeRole(deps: AppDeps, roleCode: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const role = await roleByCode(trx, roleCode);
    if (role.builtIn === 1) throw conflict('超级管理员角色不可删除');
    const users = await repo.countUsersOfRole(trx, role.id);
    if (users > 0) throw conflict(`该角色下还有${users}名用户，请先为这些用户更换角色后再删除`);
    await repo.deleteRole(trx, role.id);
  });
}

/**
 * Replaces the resources a role holds with exactly the set given (the console
 * sends the checked nodes, half-checked parents included) and tells its users.
 * The guard reads grants per request, so the change applies to their next call.
 */
export async function saveRoleResources(
  deps: AppDeps,
  actor: Actor,
  roleCode: string,
  resourceIds: readonly number[],
): Promise<{ resourceCount: number }> {
  const unique = [...new Set(resourceIds)];
  return deps.db.transaction().execute(async (trx) => {
    const role = await roleByCode(trx, roleCode);
    if (role.builtIn === 1) throw conflict(BUILT_IN_HOLDS_ALL);
    const missing = await missingResourceIds(trx, unique);
    if (missing.length > 0) throw badRequest(`资源不存在（ID：${missing.join('、')}）`);
    await repo.replaceRoleResources(trx, role.id, unique);
    const now = nowText();
    await notifyUsers(trx, await repo.userIdsOfRole(trx, role.id), {
      msgType: MESSAGE_TYPES.PERMISSION,
      title: '权限变更',
      content: `您所属的角色“${role.roleName}”的权限已于 ${now} 由 ${actor.realName} 调整，刷新页面后菜单和按钮将按新权限显示。`,
    });
    return { resourceCount: unique.length };
  });
}
