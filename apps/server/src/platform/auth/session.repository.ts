import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import { precompiled } from '../prepared.js';
import { forgetSessions } from './recent-sessions.js';
import type { SessionRow } from './session-row.js';

/** The session behind a token hash, with its user and whether they hold the built-in role. */
const liveSessionQuery = precompiled((db, slot) =>
  db
    .selectFrom('sysSession as s')
    .innerJoin('sysUser as u', 'u.id', 's.userId')
    .select([
      's.id',
      's.sessionId',
      's.userId',
      's.lastActiveTime',
      's.expireTime',
      'u.userCode',
      'u.userName',
      'u.realName',
      'u.status',
      'u.dataScope',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('sysUserRole as ur')
            .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
            .whereRef('ur.userId', '=', 's.userId')
            .where('r.builtIn', '=', 1)
            .select(sql`1`.as('one')),
        )
        .$castTo<number>()
        .as('isAdmin'),
    )
    .where('s.tokenHash', '=', slot<string>(0))
    .where('s.revokedTime', 'is', null)
    .where('s.expireTime', '>', slot<string>(1)),
);

/** A live session and its user, found by the token's hash; one query per request, compiled once. */
export async function findLiveSession(db: DbOrTrx, tokenHash: string, now: string): Promise<SessionRow | undefined> {
  const [row] = await liveSessionQuery(db, tokenHash, now);
  return row && { ...row, isAdmin: Number(row.isAdmin) };
}

const codesQuery = precompiled((db, slot) =>
  db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRoleResource as rr', 'rr.roleId', 'ur.roleId')
    .innerJoin('sysResource as res', 'res.id', 'rr.resourceId')
    .where('ur.userId', '=', slot<number>(0))
    .select('res.code')
    .distinct(),
);

/** Every resource code the user holds through any role (read once per guarded request, compiled once). */
export async function userCodes(db: DbOrTrx, userId: number): Promise<ReadonlySet<string>> {
  return new Set((await codesQuery(db, userId)).map((r) => r.code));
}

export async function insertSession(
  db: DbOrTrx,
  row: {
    sessionId: string;
    tokenHash: string;
    userId: number;
    ip: string;
    userAgent: string;
    userSource: string;
    loginTime: string;
    expireTime: string;
  },
): Promise<void> {
  await db
    .insertInto('sysSession')
    .values({ ...row, lastActiveTime: row.loginTime, revokedTime: null })
    .execute();
}

export async function touchSession(db: DbOrTrx, id: number, now: string): Promise<void> {
  await db.updateTable('sysSession').set({ lastActiveTime: now }).where('id', '=', id).execute();
}

export async function revokeSessionById(db: DbOrTrx, id: number, now: string): Promise<void> {
  await db.updateTable('sysSession').set({ revokedTime: now }).where('id', '=', id).execute();
  forgetSessions((session) => session.id === id);
}

/** Ends every live session of these users, optionally sparing one (the caller's own). */
export async function revokeUserSessions(db: DbOrTrx, userIds: readonly number[], now: string, exceptSessionId?: string): Promise<number> {
  if (userIds.length === 0) return 0;
  let query = db
    .updateTable('sysSession')
    .set({ revokedTime: now })
    .where('userId', 'in', userIds)
    .where('revokedTime', 'is', null);
  if (exceptSessionId) query = query.where('sessionId', '!=', exceptSessionId);
  const result = await query.executeTakeFirst();
  forgetSessions((session) => userIds.includes(session.userId) && session.sessionId !== exceptSessionId);
  return Number(result.numUpdatedRows);
}

export async function revokeSessionsByPublicId(db: DbOrTrx, sessionIds: readonly string[], now: string): Promise<number> {
  const result = await db
    .updateTable('sysSession')
    .set({ revokedTime: now })
    .where('sessionId', 'in', sessionIds)
    .where('revokedTime', 'is', null)
    .executeTakeFirst();
  forgetSessions((session) => sessionIds.includes(session.sessionId));
  return Number(result.numUpdatedRows);
}

/** Deletes the sessions that expired at or before `now` (revoked or not); answers how many. */
export async function deleteExpiredSessions(db: DbOrTrx, now: string): Promise<number> {
  const result = await db.deleteFrom('sysSession').where('expireTime', '<=', now).executeTakeFirst();
  forgetSessions((session) => session.expireTime <= now);
  return Number(result.numDeletedRows);
}
