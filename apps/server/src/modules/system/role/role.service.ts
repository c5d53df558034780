import { MESSAGE_TYPES, roleApi, type BodyOf, type Page, type RoleRecord } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, forbidden, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import type { PageRequest } from '../../../platform/paging.js';
import { nowText } from '../../../platform/time.js';
import { notifyUsers } from '../message/message.service.js';
import { allResourceIds, countAllResources, missingResourceIds, resourceIdsHeldBy, resourceNamesOf } from '../resource/resource.service.js';
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

// ---------------------------------------------------------------------------
// Who may hand on what. A caller grants only what they hold: resources they
// hold, roles made only of those; the built-in role and its holders are the
// 超级管理员's alone; and nobody changes their own roles or their roles' resources
// (an account administrator could otherwise make herself 超级管理员, and an
// administrator could lock himself out).
// ---------------------------------------------------------------------------

export interface GrantScope {
  isAdmin: boolean;
  /** Resources the caller holds (every one for the 超级管理员). */
  held: ReadonlySet<number>;
  /** Roles the caller holds. */
  ownRoleIds: ReadonlySet<number>;
}

export async function grantScopeOf(db: DbOrTrx, actor: Actor): Promise<GrantScope> {
  const [held, own] = await Promise.all([resourceIdsHeldBy(db, actor.userId, actor.isAdmin), repo.rolesOfUsers(db, [actor.userId])]);
  return { isAdmin: actor.isAdmin, held: new Set(held), ownRoleIds: new Set(own.map((r) => Number(r.roleId))) };
}

/** The roles among `roleIds` the scope may grant or take away. */
async function grantableRoleIds(db: DbOrTrx, scope: GrantScope, roleIds: readonly number[]): Promise<Set<number>> {
  if (scope.isAdmin) return new Set(roleIds);
  const [roles, links] = await Promise.all([repo.findRolesByIds(db, roleIds), repo.resourceLinksOfRoles(db, roleIds)]);
  const grantable = new Set(roles.filter((r) => r.builtIn !== 1).map((r) => Number(r.id)));
  for (const link of links) if (!scope.held.has(Number(link.resourceId))) grantable.delete(Number(link.roleId));
  return grantable;
}

/** 403 unless the scope may grant (or take away) every one of `roleIds`. */
export async function assertMayGrantRoles(db: DbOrTrx, scope: GrantScope, roleIds: readonly number[]): Promise<void> {
  const grantable = await grantableRoleIds(db, scope, roleIds);
  const refused = (await repo.findRolesByIds(db, roleIds)).filter((r) => !grantable.has(Number(r.id)));
  if (refused.length === 0) return;
  if (refused.some((r) => r.builtIn === 1)) throw forbidden('只有超级管理员可以授予或收回超级管理员角色');
  throw forbidden(`不能授予或收回角色“${refused.map((r) => r.roleName).join('、')}”：该角色含有您未拥有的权限`);
}

/** 403 when a caller who is not 超级管理员 acts on a 超级管理员 account (`action`: 修改超级管理员账号 …). */
export async function assertMayManageAccounts(db: DbOrTrx, actor: Actor, userIds: readonly number[], action: string): Promise<void> {
  if (actor.isAdmin) return;
  const roles = await repo.rolesOfUsers(db, userIds);
  if (roles.some((r) => r.builtIn === 1)) throw forbidden(`只有超级管理员可以${action}`);
}

/** Role ids a user holds now. */
export async function roleIdsOfUser(db: DbOrTrx, userId: number): Promise<number[]> {
  return (await repo.rolesOfUsers(db, [userId])).map((r) => Number(r.roleId));
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

function toRecord(row: RoleRow, userCount: number, resourceCount: number, grantable: boolean): RoleRecord {
  return {
    grantable,
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

export async function editRole(deps: AppDeps, actor: Actor, input: EditRoleInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const role = await roleByCode(trx, input.roleCode);
    if (role.builtIn === 1 && !actor.isAdmin) throw forbidden('只有超级管理员可以修改超级管理员角色');
    // The console and the seed name the built-in role; only its remark may change.
    if (role.builtIn === 1 && input.roleName !== role.roleName) throw conflict('超级管理员角色不可重命名');
    await assertNameFree(trx, input.roleName, role.id);
    await repo.updateRole(trx, role.id, { roleName: input.roleName, remark: input.remark ?? role.remark, updateTime: nowText() });
  });
}

/** Roles, each saying whether the caller may grant it (the user form offers only those). */
export async function listRoles(deps: AppDeps, actor: Actor, filter: { roleName?: string }, page: PageRequest): Promise<Page<RoleRecord>> {
  const result = await repo.pageRoles(deps.db, filter, page);
  const grantable = await grantableRoleIds(deps.db, await grantScopeOf(deps.db, actor), result.records.map((r) => r.id));
  const records = await Promise.all(
    result.records.map(async (row) =>
      toRecord(row, Number(row.userCount ?? 0), await resourceCountOf(deps.db, row.builtIn, Number(row.resourceCount ?? 0)), grantable.has(row.id)),
    ),
  );
  return { total: result.total, records };
}

/** A role with every resource marked held or not, for the permission tree's check boxes. */
export async function queryRole(deps: AppDeps, actor: Actor, roleCode: string) {
  const role = await roleByCode(deps.db, roleCode);
  const grantable = await grantableRoleIds(deps.db, await grantScopeOf(deps.db, actor), [role.id]);
  const [allIds, heldIds, userCount] = await Promise.all([
    allResourceIds(deps.db),
    repo.resourceIdsOfRole(deps.db, role.id),
    repo.countUsersOfRole(deps.db, role.id),
  ]);
  const held = new Set(heldIds);
  const mapList = allIds.map((id) => ({ id, checked: role.builtIn === 1 || held.has(id) }));
  const resourceCount = mapList.filter((m) => m.checked).length;
  return { ...toRecord(role, userCount, resourceCount, grantable.has(role.id)), mapList };
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
    const scope = await grantScopeOf(trx, actor);
    if (scope.ownRoleIds.has(role.id)) throw forbidden('不能修改自己所属角色的权限');
    // Only what changes must be the caller's to give: resources the role keeps are left as they are.
    const before = new Set(await repo.resourceIdsOfRole(trx, role.id));
    const after = new Set(unique);
    const changed = [...unique.filter((id) => !before.has(id)), ...[...before].filter((id) => !after.has(id))];
    const notHeld = changed.filter((id) => !scope.held.has(id));
    if (notHeld.length > 0) {
      const names = await resourceNamesOf(trx, notHeld.slice(0, 3));
      throw forbidden(`不能分配或收回您未拥有的权限：${names.join('、')}${notHeld.length > 3 ? `等${notHeld.length}项` : ''}`);
    }
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
