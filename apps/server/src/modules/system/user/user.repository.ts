import { sql } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { containsText, jsonArrayFrom } from '../../../db/dialect/index.js';
import { forgetSessions } from '../../../platform/auth/recent-sessions.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { countedBuckets, countedRows } from '../../../platform/row-counts.js';
import { endOfFilter, startOfFilter } from '../../../platform/time.js';
import type { NewUser, UserChanges } from './user.table.js';

export const USER_COLUMNS = [
  'id',
  'userCode',
  'userName',
  'realName',
  'phone',
  'email',
  'status',
  'remark',
  'dataScope',
  'wxOpenId',
  'wxNickname',
  'wxBindTime',
  'lastLoginTime',
  'createTime',
] as const;

export function findByUserName(db: DbOrTrx, userName: string) {
  return db.selectFrom('sysUser').selectAll().where('userName', '=', userName).executeTakeFirst();
}

export function findByCode(db: DbOrTrx, userCode: string) {
  return db.selectFrom('sysUser').select([...USER_COLUMNS, 'passwordHash']).where('userCode', '=', userCode).executeTakeFirst();
}

export function findById(db: DbOrTrx, id: number) {
  return db.selectFrom('sysUser').select([...USER_COLUMNS, 'passwordHash']).where('id', '=', id).executeTakeFirst();
}

export function findByCodes(db: DbOrTrx, userCodes: readonly string[]) {
  return db.selectFrom('sysUser').select(['id', 'userCode', 'userName']).where('userCode', 'in', userCodes).execute();
}

type NamedFields = Pick<NewUser, 'userCode' | 'userName' | 'realName' | 'passwordHash' | 'createTime'>;

/**
 * A new account's row: what the caller names, over the state of a fresh
 * account (enabled, no WeChat binding, never signed in, not locked).
 */
export function newUserRow(fields: NamedFields & Partial<NewUser>): NewUser {
  return {
    phone: '',
    email: '',
    status: 1,
    remark: '',
    dataScope: '',
    wxOpenId: null,
    wxNickname: '',
    wxBindTime: null,
    failedLoginCount: 0,
    lockedUntil: null,
    lastLoginTime: null,
    updateTime: fields.createTime,
    ...fields,
  };
}

export async function insertUser(db: DbOrTrx, user: NewUser): Promise<number> {
  const row = await db.insertInto('sysUser').values(user).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateUser(db: DbOrTrx, id: number, changes: UserChanges): Promise<void> {
  await db.updateTable('sysUser').set(changes).where('id', '=', id).execute();
  // The guard reads the 数据权限 with the session: its next request must not find the old one remembered.
  if (changes.dataScope !== undefined) forgetSessions((session) => session.userId === id);
}

export async function deleteUsers(db: DbOrTrx, ids: readonly number[]): Promise<number> {
  const result = await db.deleteFrom('sysUser').where('id', 'in', ids).executeTakeFirst();
  // Their sessions go with them (on delete cascade); the guard must not remember them either.
  forgetSessions((session) => ids.includes(session.userId));
  return Number(result.numDeletedRows);
}

/** Adds one failed attempt and returns the new count. */
export async function addFailedLogin(db: DbOrTrx, id: number): Promise<number> {
  const row = await db
    .updateTable('sysUser')
    .set((eb) => ({ failedLoginCount: eb('failedLoginCount', '+', 1) }))
    .where('id', '=', id)
    .returning('failedLoginCount')
    .executeTakeFirstOrThrow();
  return row.failedLoginCount;
}

export interface UserFilter {
  userName?: string;
  realName?: string;
  phone?: string;
  status?: number;
  roleCode?: string;
  beginTime?: string;
  endTime?: string;
}

function filteredUsers(db: DbOrTrx, filter: UserFilter) {
  let query = db.selectFrom('sysUser');
  if (filter.userName) query = query.where(containsText(db, 'userName', filter.userName));
  if (filter.realName) query = query.where(containsText(db, 'realName', filter.realName));
  if (filter.phone) query = query.where(containsText(db, 'phone', filter.phone));
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.beginTime) query = query.where('createTime', '>=', startOfFilter(filter.beginTime));
  if (filter.endTime) query = query.where('createTime', '<=', endOfFilter(filter.endTime));
  if (filter.roleCode) {
    const roleCode = filter.roleCode;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('sysUserRole as ur')
          .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
          .whereRef('ur.userId', '=', 'sysUser.id')
          .where('r.roleCode', '=', roleCode)
          .select('ur.userId'),
      ),
    );
  }
  return query;
}

type UserQuery = ReturnType<typeof filteredUsers>;

/** The list's columns, each user's roles riding along in the same query: on PostgreSQL every round trip counts. */
function withRoles(db: DbOrTrx, query: UserQuery) {
  return query.select(USER_COLUMNS).select((eb) =>
    jsonArrayFrom(
      db,
      eb
        .selectFrom('sysUserRole as ur')
        .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
        .select(['r.roleCode', 'r.roleName'])
        .whereRef('ur.userId', '=', 'sysUser.id')
        .orderBy('r.id'),
    ).as('roles'),
  );
}

/** How many users the filter matches (the list's total). */
export function countUsers(db: DbOrTrx, filter: UserFilter): Promise<number> {
  // Unfiltered and per-status totals come from the trigger-kept counter: counting
  // 100,000 users on every page view would cost more than the rest of the request.
  const byStatusOnly = !filter.userName && !filter.realName && !filter.phone && !filter.roleCode && !filter.beginTime && !filter.endTime;
  return byStatusOnly ? countedRows(db, 'sys_user', filter.status) : countRows(filteredUsers(db, filter));
}

export function pageUsers(db: DbOrTrx, filter: UserFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => withRoles(db, filteredUsers(db, filter)).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    () => countUsers(db, filter),
  );
}

/** The list's next rows after the user `cursor` (newest first), for an export's batch. */
export function usersAfter(db: DbOrTrx, filter: UserFilter, cursor: { id: number } | null, limit: number) {
  let query = filteredUsers(db, filter);
  if (cursor) query = query.where('id', '<', cursor.id);
  return withRoles(db, query).orderBy('id', 'desc').limit(limit).execute();
}

export function findByWxOpenId(db: DbOrTrx, wxOpenId: string) {
  return db.selectFrom('sysUser').select(['id', 'userCode']).where('wxOpenId', '=', wxOpenId).executeTakeFirst();
}

/** Accounts per status (1 enabled, 0 disabled), from the trigger-kept counter. */
export function countByStatus(db: DbOrTrx): Promise<Map<number, number>> {
  return countedBuckets(db, 'sys_user');
}

/** Accounts created at or after `since`; with `before`, created before it instead. */
export function countCreated(db: DbOrTrx, bound: { since?: string; before?: string }): Promise<number> {
  let query = db.selectFrom('sysUser');
  if (bound.since) query = query.where('createTime', '>=', bound.since);
  if (bound.before) query = query.where('createTime', '<', bound.before);
  return countRows(query);
}

/** Accounts created per day (10) or month (7) of [from, to]: the first `length` characters of the creation time. */
export async function countCreatedPerPeriod(db: DbOrTrx, length: 7 | 10, from: string, to: string): Promise<Map<string, number>> {
  const period = sql<string>`substr(${sql.ref('createTime')}, 1, ${sql.lit(length)})`;
  const rows = await db
    .selectFrom('sysUser')
    .where('createTime', '>=', from)
    .where('createTime', '<=', to)
    .select((eb) => [period.as('period'), eb.fn.countAll<number>().as('n')])
    .groupBy(period)
    .execute();
  return new Map(rows.map((r) => [r.period, Number(r.n)]));
}

/** Enabled holders of a role by name, oldest account first. */
export function enabledUsersInRole(db: DbOrTrx, roleName: string): Promise<Array<{ id: number; userCode: string; realName: string }>> {
  return db
    .selectFrom('sysUser as u')
    .innerJoin('sysUserRole as ur', 'ur.userId', 'u.id')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select(['u.id', 'u.userCode', 'u.realName'])
    .where('r.roleName', '=', roleName)
    .where('u.status', '=', 1)
    .orderBy('u.id')
    .execute();
}

export function userByName(db: DbOrTrx, userName: string): Promise<Array<{ id: number; userCode: string; realName: string }>> {
  return db.selectFrom('sysUser').select(['id', 'userCode', 'realName']).where('userName', '=', userName).execute();
}

/**
 * Enabled users holding a resource code through a role, or the built-in role
 * (which holds every code), with their stored data scope and whether they hold
 * the built-in role (who sees every region).
 */
export async function enabledUsersHolding(db: DbOrTrx, code: string): Promise<Array<{ id: number; dataScope: string; isAdmin: boolean }>> {
  const rows = await db
    .selectFrom('sysUser as u')
    .select(['u.id', 'u.dataScope'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('sysUserRole as ur').innerJoin('sysRole as r', 'r.id', 'ur.roleId').whereRef('ur.userId', '=', 'u.id').where('r.builtIn', '=', 1).select(sql`1`.as('one')))
        .$castTo<number | boolean>()
        .as('isAdmin'),
    )
    .where('u.status', '=', 1)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('sysUserRole as ur')
            .innerJoin('sysRoleResource as rr', 'rr.roleId', 'ur.roleId')
            .innerJoin('sysResource as res', 'res.id', 'rr.resourceId')
            .whereRef('ur.userId', '=', 'u.id')
            .where('res.code', '=', code)
            .select(sql`1`.as('one')),
        ),
        eb.exists(eb.selectFrom('sysUserRole as ur').innerJoin('sysRole as r', 'r.id', 'ur.roleId').whereRef('ur.userId', '=', 'u.id').where('r.builtIn', '=', 1).select(sql`1`.as('one'))),
      ]),
    )
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), dataScope: r.dataScope, isAdmin: Number(r.isAdmin) === 1 }));
}
