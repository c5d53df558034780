import { ADMIN_ROLE_CODE, ALL_REGIONS_SCOPE, ALL_REGIONS_SCOPE_NAME, MESSAGE_TYPES, USER_STATUS, userApi, type BodyOf, type UserInfo, type UserRecord } from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import { readJsonArray } from '../../../db/dialect/index.js';
import { hashPassword, verifyPassword } from '../../../platform/auth/password.js';
import { revokeUserSessions } from '../../../platform/auth/session.repository.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, forbidden, found, notFound } from '../../../platform/errors.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import { randomCode } from '../../../platform/ids.js';
import type { PageRequest } from '../../../platform/paging.js';
import { scopeOf, type DataScope } from '../../../platform/data-scope.js';
import { nowText } from '../../../platform/time.js';
import { notifyUsers } from '../message/message.service.js';
import { areaByCode, regionIndex } from '../../common/region/region.service.js';
import { grantsOf } from '../resource/resource.service.js';
import {
  assertAdminRemains,
  assertMayGrantRoles,
  assertMayManageAccounts,
  assignRoles,
  grantScopeOf,
  holdsAdminRole,
  resolveRoleIds,
  roleIdsOfUser,
  rolesByUser,
} from '../role/role.service.js';
import * as repo from './user.repository.js';

type AddUserInput = BodyOf<typeof userApi.add>;
type EditUserInput = BodyOf<typeof userApi.edit>;

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

/** Names a stored 数据权限: 全部, or the region from the province down. */
async function scopeNamer(db: Db): Promise<(dataScope: string) => string> {
  const index = await regionIndex(db);
  return (dataScope) => {
    if (dataScope === ALL_REGIONS_SCOPE) return ALL_REGIONS_SCOPE_NAME;
    const node = index.find(dataScope);
    if (!node) return dataScope;
    const area = index.area(node);
    return [area.proName, area.cityName, area.countryName].filter((name) => name !== null).join(' / ');
  };
}

/** A 数据权限 must be 全部 or a province, city or county of the region table (400 naming the field otherwise). */
async function checkedScope(db: Db, dataScope: string | undefined): Promise<string | undefined> {
  if (dataScope === undefined || dataScope === ALL_REGIONS_SCOPE) return dataScope;
  const area = await areaByCode(db, dataScope).catch(() => null);
  if (!area || area.level === 'street') throw badRequest(`数据权限“${dataScope}”不是省、市或区县编码`);
  return dataScope;
}

function toRecord(row: Omit<UserRow, 'passwordHash'>, roles: UserRecord['roles'], scopeName: (dataScope: string) => string): UserRecord {
  // The 超级管理员 sees everything whatever is stored (scopeOf in platform/data-scope.ts).
  const dataScope = roles.some((r) => r.roleCode === ADMIN_ROLE_CODE) ? ALL_REGIONS_SCOPE : row.dataScope;
  return {
    userCode: row.userCode,
    userName: row.userName,
    realName: row.realName,
    phone: row.phone,
    email: row.email,
    status: row.status,
    roles,
    wxBound: row.wxOpenId !== null,
    lastLoginTime: row.lastLoginTime,
    createTime: row.createTime,
    remark: row.remark,
    dataScope,
    dataScopeName: scopeName(dataScope),
  };
}

async function userByCode(db: DbOrTrx, userCode: string): Promise<UserRow> {
  return found(await repo.findByCode(db, userCode), '用户不存在');
}

export async function addUser(deps: AppDeps, actor: Actor, input: AddUserInput): Promise<{ userCode: string }> {
  const passwordHash = await hashPassword(input.password);
  const dataScope = (await checkedScope(deps.db, input.dataScope)) ?? ALL_REGIONS_SCOPE;
  return deps.db.transaction().execute(async (trx) => {
    if (await repo.findByUserName(trx, input.userName)) throw conflict(`用户名“${input.userName}”已存在`);
    const roleIds = await resolveRoleIds(trx, input.roleCodes);
    await assertMayGrantRoles(trx, await grantScopeOf(trx, actor), roleIds);
    const now = nowText();
    const userCode = randomCode();
    const id = await repo.insertUser(
      trx,
      repo.newUserRow({
        userCode,
        userName: input.userName,
        realName: input.realName,
        phone: input.phone,
        email: input.email ?? '',
        passwordHash,
        status: input.status,
        remark: input.remark ?? '',
        dataScope,
        createTime: now,
      }),
    );
    await assignRoles(trx, id, roleIds);
    return { userCode };
  });
}

export async function editUser(deps: AppDeps, actor: Actor, input: EditUserInput): Promise<void> {
  const dataScope = await checkedScope(deps.db, input.dataScope);
  await deps.db.transaction().execute(async (trx) => {
    const user = await userByCode(trx, input.userCode);
    await assertMayManageAccounts(trx, actor, [user.id], '修改超级管理员账号');
    const roleIds = await resolveRoleIds(trx, input.roleCodes);
    const before = new Set(await roleIdsOfUser(trx, user.id));
    const after = new Set(roleIds);
    const changed = [...roleIds.filter((id) => !before.has(id)), ...[...before].filter((id) => !after.has(id))];
    if (changed.length > 0) {
      if (user.id === actor.userId) throw forbidden('不能修改自己的角色，请联系其他管理员');
      await assertMayGrantRoles(trx, await grantScopeOf(trx, actor), changed);
    }
    await repo.updateUser(trx, user.id, {
      realName: input.realName,
      phone: input.phone,
      email: input.email ?? '',
      remark: input.remark ?? '',
      ...(dataScope !== undefined && { dataScope }),
      updateTime: nowText(),
    });
    await assignRoles(trx, user.id, roleIds);
    await assertAdminRemains(trx, []);
  });
}

export async function listUsers(deps: AppDeps, filter: repo.UserFilter, page: PageRequest) {
  const [result, scopeName] = await Promise.all([repo.pageUsers(deps.db, filter, page), scopeNamer(deps.db)]);
  return { total: result.total, records: result.records.map(({ roles, ...row }) => toRecord(row, readJsonArray(roles), scopeName)) };
}

/** The list for an export: its total, and its rows as the list shows them, a batch at a time. */
export async function usersForExport(deps: AppDeps, filter: repo.UserFilter) {
  const scopeName = await scopeNamer(deps.db);
  return {
    count: () => repo.countUsers(deps.db, filter),
    batches: async function* () {
      const rows = keysetBatches(
        deps.db,
        (after: { id: number } | null, limit) => repo.usersAfter(deps.db, filter, after, limit),
        (last) => ({ id: Number(last.id) }),
      );
      for await (const batch of rows) yield batch.map(({ roles, ...row }) => toRecord(row, readJsonArray(roles), scopeName));
    },
  };
}

/** Removes users all together or not at all. */
export async function removeUsers(deps: AppDeps, actor: Actor, userCodes: readonly string[]): Promise<{ removed: number }> {
  const unique = [...new Set(userCodes)];
  return deps.db.transaction().execute(async (trx) => {
    const users = await repo.findByCodes(trx, unique);
    const missing = unique.filter((code) => !users.some((u) => u.userCode === code));
    if (missing.length > 0) throw notFound(`用户不存在：${missing.join('、')}`);
    if (users.some((u) => u.id === actor.userId)) throw conflict('不能删除当前登录的账号');
    const ids = users.map((u) => u.id);
    await assertMayManageAccounts(trx, actor, ids, '删除超级管理员账号');
    await assertAdminRemains(trx, ids);
    return { removed: await repo.deleteUsers(trx, ids) };
  });
}

/** Enables or disables a user; disabling ends their sessions at once. */
export async function setUserStatus(deps: AppDeps, actor: Actor, userCode: string, status: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const user = await userByCode(trx, userCode);
    await assertMayManageAccounts(trx, actor, [user.id], status === USER_STATUS.ENABLED ? '启用超级管理员账号' : '禁用超级管理员账号');
    if (user.status === status) throw conflict(status === USER_STATUS.ENABLED ? '该用户已是启用状态' : '该用户已是禁用状态');
    if (status === USER_STATUS.DISABLED) {
      if (user.id === actor.userId) throw conflict('不能禁用当前登录的账号');
      await assertAdminRemains(trx, [user.id]);
    }
    const now = nowText();
    await repo.updateUser(trx, user.id, { status, updateTime: now, failedLoginCount: 0, lockedUntil: null });
    if (status === USER_STATUS.DISABLED) await revokeUserSessions(trx, [user.id], now);
  });
}

export async function changeOwnPassword(deps: AppDeps, actor: Actor, oldPassword: string, newPassword: string): Promise<void> {
  const user = found(await repo.findById(deps.db, actor.userId), '用户不存在');
  if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest('原密码不正确');
  if (oldPassword === newPassword) throw badRequest('新密码不能与原密码相同');
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction().execute(async (trx) => {
    const now = nowText();
    await repo.updateUser(trx, user.id, { passwordHash, updateTime: now });
    // Other devices signed in with the old password are signed out; this one stays.
    await revokeUserSessions(trx, [user.id], now, actor.sessionId);
    await notifyUsers(trx, [user.id], { msgType: MESSAGE_TYPES.SECURITY, title: '密码已修改', content: `您的登录密码已于 ${now} 修改，其他设备上的登录已失效。` });
  });
}

export async function resetPassword(deps: AppDeps, actor: Actor, userCode: string, newPassword: string): Promise<void> {
  const user = await userByCode(deps.db, userCode);
  await assertMayManageAccounts(deps.db, actor, [user.id], '重置超级管理员账号的密码');
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction().execute(async (trx) => {
    const now = nowText();
    await repo.updateUser(trx, user.id, { passwordHash, failedLoginCount: 0, lockedUntil: null, updateTime: now });
    await revokeUserSessions(trx, [user.id], now);
    await notifyUsers(trx, [user.id], {
      msgType: MESSAGE_TYPES.SECURITY,
      title: '密码已被重置',
      content: `管理员 ${actor.realName} 于 ${now} 重置了您的登录密码，请使用新密码登录。`,
    });
  });
}

/** The signed-in user with roles, permission codes and sidebar menus. */
export async function currentUserInfo(deps: AppDeps, actor: Actor): Promise<UserInfo> {
  const user = found(await repo.findById(deps.db, actor.userId), '用户不存在');
  const [roles, grants, scopeName] = await Promise.all([
    rolesByUser(deps.db, [user.id]),
    holdsAdminRole(deps.db, user.id).then((isAdmin) => grantsOf(deps.db, user.id, isAdmin)),
    scopeNamer(deps.db),
  ]);
  const userRoles = roles.get(user.id) ?? [];
  return { user: toRecord(user, userRoles, scopeName), roles: userRoles, ...grants };
}

// ---------------------------------------------------------------------------
// Sign-in (the auth module counts failures, locks and records logins through these)
// ---------------------------------------------------------------------------

/** The user signing in under a user name, with the password hash and lockout fields the auth module checks. */
export async function userForSignIn(db: DbOrTrx, userName: string) {
  return repo.findByUserName(db, userName);
}

/** Adds one failed sign-in and returns the new count. */
export async function recordFailedLogin(db: DbOrTrx, userId: number): Promise<number> {
  return repo.addFailedLogin(db, userId);
}

/** Locks the user until the given time; the failure count starts again. */
export async function lockUser(db: DbOrTrx, userId: number, until: string): Promise<void> {
  await repo.updateUser(db, userId, { failedLoginCount: 0, lockedUntil: until });
}

/** A successful sign-in clears failures and any lock and stamps the login time. */
export async function recordLogin(db: DbOrTrx, userId: number, loginTime: string): Promise<void> {
  await repo.updateUser(db, userId, { failedLoginCount: 0, lockedUntil: null, lastLoginTime: loginTime });
}

export interface WechatBinding {
  /** null while no WeChat account is bound. */
  openId: string | null;
  nickname: string;
  bindTime: string | null;
}

/** The WeChat binding of a user, for the wechat module; undefined when the user does not exist. */
export async function wechatBindingOf(db: DbOrTrx, userId: number): Promise<WechatBinding | undefined> {
  const user = await repo.findById(db, userId);
  return user && { openId: user.wxOpenId, nickname: user.wxNickname, bindTime: user.wxBindTime };
}

/** The user a WeChat openid is bound to, if any. */
export async function userIdByWxOpenId(db: DbOrTrx, openId: string): Promise<number | undefined> {
  return (await repo.findByWxOpenId(db, openId))?.id;
}

/** Binds a WeChat account to a user, or clears the binding with `null`. */
export async function setWechatBinding(db: DbOrTrx, userId: number, binding: WechatBinding | null): Promise<void> {
  await repo.updateUser(db, userId, {
    wxOpenId: binding?.openId ?? null,
    wxNickname: binding?.nickname ?? '',
    wxBindTime: binding?.bindTime ?? null,
    updateTime: nowText(),
  });
}

// ---------------------------------------------------------------------------
// Statistics (the government-side user statistics read these)
// ---------------------------------------------------------------------------

export interface UserTotals {
  total: number;
  enabledCount: number;
  disabledCount: number;
  /** Created at or after the given day and month starts. */
  todayCount: number;
  monthCount: number;
}

export async function userTotals(db: DbOrTrx, todayStart: string, monthStart: string): Promise<UserTotals> {
  const [byStatus, todayCount, monthCount] = await Promise.all([
    repo.countByStatus(db),
    repo.countCreated(db, { since: todayStart }),
    repo.countCreated(db, { since: monthStart }),
  ]);
  const enabledCount = byStatus.get(USER_STATUS.ENABLED) ?? 0;
  const disabledCount = byStatus.get(USER_STATUS.DISABLED) ?? 0;
  return { total: enabledCount + disabledCount, enabledCount, disabledCount, todayCount, monthCount };
}

/** Accounts created per period of [from, to], and how many existed before `from`. */
export async function userGrowth(db: DbOrTrx, length: 7 | 10, from: string, to: string): Promise<{ before: number; created: Map<string, number> }> {
  const [before, created] = await Promise.all([repo.countCreated(db, { before: from }), repo.countCreatedPerPeriod(db, length, from, to)]);
  return { before, created };
}

/**
 * The staff a demo seed has act for the bureau: the enabled holders of a role
 * (the system demo's 招聘管理员), or the admin account in a database seeded
 * without the system demo.
 */
export async function demoStaff(db: DbOrTrx, roleName: string): Promise<Array<{ id: number; userCode: string; realName: string }>> {
  const staff = await repo.enabledUsersInRole(db, roleName);
  return staff.length > 0 ? staff : repo.userByName(db, 'admin');
}

/**
 * The enabled users holding a resource code (the built-in role holds every
 * one), each with the region they see: whom a scheduled notice about a
 * screen's records goes to.
 */
export async function usersHoldingCode(db: DbOrTrx, code: string): Promise<Array<{ id: number; scope: DataScope }>> {
  return (await repo.enabledUsersHolding(db, code)).map((u) => ({ id: u.id, scope: scopeOf(u.dataScope, u.isAdmin) }));
}
