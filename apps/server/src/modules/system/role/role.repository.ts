import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewRole, RoleChanges } from './role.table.js';

const ROLE_COLUMNS = ['r.id', 'r.roleCode', 'r.roleName', 'r.remark', 'r.builtIn', 'r.createTime'] as const;

export function findRolesByCodes(db: DbOrTrx, roleCodes: readonly string[]) {
  if (roleCodes.length === 0) return Promise.resolve([]);
  return db.selectFrom('sysRole').select(['id', 'roleCode', 'roleName', 'builtIn']).where('roleCode', 'in', roleCodes).execute();
}

export function findRoleByCode(db: DbOrTrx, roleCode: string) {
  return db.selectFrom('sysRole as r').select(ROLE_COLUMNS).where('r.roleCode', '=', roleCode).executeTakeFirst();
}

export function findRoleByName(db: DbOrTrx, roleName: string) {
  return db.selectFrom('sysRole').select(['id', 'roleCode']).where('roleName', '=', roleName).executeTakeFirst();
}

export async function insertRole(db: DbOrTrx, role: NewRole): Promise<number> {
  const row = await db.insertInto('sysRole').values(role).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateRole(db: DbOrTrx, id: number, changes: Omit<RoleChanges, 'roleCode' | 'builtIn'>): Promise<void> {
  await db.updateTable('sysRole').set(changes).where('id', '=', id).execute();
}

/** Deletes a role with its resource links (users are checked to hold it no longer before this). */
export async function deleteRole(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('sysRoleResource').where('roleId', '=', id).execute();
  await db.deleteFrom('sysRole').where('id', '=', id).execute();
}

/** Roles with how many users hold each and how many resources each holds. */
export function pageRoles(db: DbOrTrx, filter: { roleName?: string }, page: PageRequest) {
  let query = db.selectFrom('sysRole as r');
  if (filter.roleName) query = query.where(containsText(db, 'r.roleName', filter.roleName));
  return fetchPage(
    page,
    ({ limit, offset }) =>
      query
        .select(ROLE_COLUMNS)
        .select((eb) => [
          eb
            .selectFrom('sysUserRole as ur')
            .whereRef('ur.roleId', '=', 'r.id')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .as('userCount'),
          eb
            .selectFrom('sysRoleResource as rr')
            .whereRef('rr.roleId', '=', 'r.id')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .as('resourceCount'),
        ])
        // The built-in role first, then the newest.
        .orderBy('r.builtIn', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(query),
  );
}

export async function countUsersOfRole(db: DbOrTrx, roleId: number): Promise<number> {
  return countRows(db.selectFrom('sysUserRole').where('roleId', '=', roleId));
}

export async function countResourcesOfRole(db: DbOrTrx, roleId: number): Promise<number> {
  return countRows(db.selectFrom('sysRoleResource').where('roleId', '=', roleId));
}

export async function userIdsOfRole(db: DbOrTrx, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('sysUserRole').select('userId').where('roleId', '=', roleId).execute();
  return rows.map((r) => Number(r.userId));
}

export async function resourceIdsOfRole(db: DbOrTrx, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('sysRoleResource').select('resourceId').where('roleId', '=', roleId).execute();
  return rows.map((r) => Number(r.resourceId));
}

/** (role, resource) links of the given roles. */
export function resourceLinksOfRoles(db: DbOrTrx, roleIds: readonly number[]) {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('sysRoleResource').select(['roleId', 'resourceId']).where('roleId', 'in', roleIds).execute();
}

export function findRolesByIds(db: DbOrTrx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sysRole').select(['id', 'roleCode', 'roleName', 'builtIn']).where('id', 'in', ids).execute();
}

export async function replaceRoleResources(db: DbOrTrx, roleId: number, resourceIds: readonly number[]): Promise<void> {
  await db.deleteFrom('sysRoleResource').where('roleId', '=', roleId).execute();
  // Chunked so a role holding thousands of resources stays under SQLite's bound-parameter limit.
  for (let i = 0; i < resourceIds.length; i += 500) {
    const chunk = resourceIds.slice(i, i + 500);
    await db.insertInto('sysRoleResource').values(chunk.map((resourceId) => ({ roleId, resourceId }))).execute();
  }
}

/** Roles of each user, for list pages and user info. */
export function rolesOfUsers(db: DbOrTrx, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select(['ur.userId', 'ur.roleId', 'r.roleCode', 'r.roleName', 'r.builtIn'])
    .where('ur.userId', 'in', userIds)
    .orderBy('r.id')
    .execute();
}

export async function replaceUserRoles(db: DbOrTrx, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
  if (roleIds.length > 0) await db.insertInto('sysUserRole').values(roleIds.map((roleId) => ({ userId, roleId }))).execute();
}

/** Enabled users holding the built-in admin role, other than `exceptUserIds`. */
export async function countOtherEnabledAdmins(db: DbOrTrx, exceptUserIds: readonly number[]): Promise<number> {
  let query = db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .innerJoin('sysUser as u', 'u.id', 'ur.userId')
    .where('r.builtIn', '=', 1)
    .where('u.status', '=', 1);
  if (exceptUserIds.length > 0) query = query.where('u.id', 'not in', exceptUserIds);
  const row = await query.select((eb) => eb.fn.count<number>('u.id').distinct().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
