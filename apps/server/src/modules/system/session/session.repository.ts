import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';

export interface SessionFilter {
  userName?: string;
  ip?: string;
}

/** Sessions neither revoked nor expired at `now`, most recently active first. */
export function pageLiveSessions(db: DbOrTrx, now: string, filter: SessionFilter, page: PageRequest) {
  let query = db
    .selectFrom('sysSession as s')
    .innerJoin('sysUser as u', 'u.id', 's.userId')
    .where('s.revokedTime', 'is', null)
    .where('s.expireTime', '>', now);
  if (filter.userName) query = query.where(containsText(db, 'u.userName', filter.userName));
  if (filter.ip) query = query.where(containsText(db, 's.ip', filter.ip));
  return fetchPage(
    page,
    ({ limit, offset }) =>
      query
        .select([
          's.sessionId',
          'u.userName',
          'u.realName',
          's.ip',
          's.userSource',
          's.userAgent',
          's.loginTime',
          's.lastActiveTime',
          's.expireTime',
        ])
        .orderBy('s.lastActiveTime', 'desc')
        .orderBy('s.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(query),
  );
}

/** The live sessions among these public ids. */
export function findLiveSessions(db: DbOrTrx, sessionIds: readonly string[], now: string) {
  return db
    .selectFrom('sysSession')
    .select(['sessionId', 'userId'])
    .where('sessionId', 'in', sessionIds)
    .where('revokedTime', 'is', null)
    .where('expireTime', '>', now)
    .execute();
}
