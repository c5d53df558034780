import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { endOfFilter, startOfFilter } from '../../../platform/time.js';

interface TimeRange {
  beginTime?: string;
  endTime?: string;
}

export interface OperationLogFilter extends TimeRange {
  userName?: string;
  path?: string;
  result?: number;
}

/** Operation-log rows newest first, with the operator's current real name (blank for anonymous calls or deleted users). */
export function pageOperationLogs(db: DbOrTrx, filter: OperationLogFilter, page: PageRequest) {
  let query = db.selectFrom('sysOperationLog as l').leftJoin('sysUser as u', 'u.id', 'l.userId');
  if (filter.userName) query = query.where(containsText(db, 'l.userName', filter.userName));
  if (filter.path) query = query.where(containsText(db, 'l.path', filter.path));
  if (filter.result !== undefined) query = query.where('l.result', '=', filter.result);
  if (filter.beginTime) query = query.where('l.createTime', '>=', startOfFilter(filter.beginTime));
  if (filter.endTime) query = query.where('l.createTime', '<=', endOfFilter(filter.endTime));
  return fetchPage(
    page,
    ({ limit, offset }) =>
      query
        .select([
          'l.id',
          'l.userName',
          'u.realName',
          'l.method',
          'l.path',
          'l.summary',
          'l.targetCode',
          'l.result',
          'l.httpStatus',
          'l.errorMsg',
          'l.ip',
          'l.durationMs',
          'l.createTime',
        ])
        .orderBy('l.createTime', 'desc')
        .orderBy('l.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(query),
  );
}

export interface LoginLogFilter extends TimeRange {
  userName?: string;
  ip?: string;
  result?: number;
}

export function pageLoginLogs(db: DbOrTrx, filter: LoginLogFilter, page: PageRequest) {
  let query = db.selectFrom('sysLoginLog');
  if (filter.userName) query = query.where(containsText(db, 'userName', filter.userName));
  if (filter.ip) query = query.where(containsText(db, 'ip', filter.ip));
  if (filter.result !== undefined) query = query.where('result', '=', filter.result);
  if (filter.beginTime) query = query.where('createTime', '>=', startOfFilter(filter.beginTime));
  if (filter.endTime) query = query.where('createTime', '<=', endOfFilter(filter.endTime));
  return fetchPage(
    page,
    ({ limit, offset }) =>
      query
        .select(['id', 'userName', 'result', 'reason', 'ip', 'userAgent', 'userSource', 'createTime'])
        .orderBy('createTime', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(query),
  );
}
