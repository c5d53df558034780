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

function filteredOperations(db: DbOrTrx, filter: OperationLogFilter) {
  let query = db.selectFrom('sysOperationLog as l').leftJoin('sysUser as u', 'u.id', 'l.userId');
  if (filter.userName) query = query.where(containsText(db, 'l.userName', filter.userName));
  if (filter.path) query = query.where(containsText(db, 'l.path', filter.path));
  if (filter.result !== undefined) query = query.where('l.result', '=', filter.result);
  if (filter.beginTime) query = query.where('l.createTime', '>=', startOfFilter(filter.beginTime));
  if (filter.endTime) query = query.where('l.createTime', '<=', endOfFilter(filter.endTime));
  return query;
}

const OPERATION_COLUMNS = [
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
] as const;

/** Where an export's batch starts: after this row of a log's order (newest first). */
export interface LogCursor {
  createTime: string;
  id: number;
}

export const countOperationLogs = (db: DbOrTrx, filter: OperationLogFilter) => countRows(filteredOperations(db, filter));

/** Operation-log rows newest first, with the operator's current real name (blank for anonymous calls or deleted users). */
export function pageOperationLogs(db: DbOrTrx, filter: OperationLogFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filteredOperations(db, filter).select(OPERATION_COLUMNS).orderBy('l.createTime', 'desc').orderBy('l.id', 'desc').limit(limit).offset(offset).execute(),
    () => countOperationLogs(db, filter),
  );
}

/** The log's next rows after `cursor`, in the list's order (an export's batch). */
export function operationLogsAfter(db: DbOrTrx, filter: OperationLogFilter, cursor: LogCursor | null, limit: number) {
  let query = filteredOperations(db, filter);
  if (cursor) query = query.where((eb) => eb(eb.refTuple('l.createTime', 'l.id'), '<', eb.tuple(cursor.createTime, cursor.id)));
  return query.select(OPERATION_COLUMNS).orderBy('l.createTime', 'desc').orderBy('l.id', 'desc').limit(limit).execute();
}

export interface LoginLogFilter extends TimeRange {
  userName?: string;
  ip?: string;
  result?: number;
}

function filteredLogins(db: DbOrTrx, filter: LoginLogFilter) {
  let query = db.selectFrom('sysLoginLog');
  if (filter.userName) query = query.where(containsText(db, 'userName', filter.userName));
  if (filter.ip) query = query.where(containsText(db, 'ip', filter.ip));
  if (filter.result !== undefined) query = query.where('result', '=', filter.result);
  if (filter.beginTime) query = query.where('createTime', '>=', startOfFilter(filter.beginTime));
  if (filter.endTime) query = query.where('createTime', '<=', endOfFilter(filter.endTime));
  return query;
}

const LOGIN_COLUMNS = ['id', 'userName', 'result', 'reason', 'ip', 'userAgent', 'userSource', 'createTime'] as const;

export const countLoginLogs = (db: DbOrTrx, filter: LoginLogFilter) => countRows(filteredLogins(db, filter));

export function pageLoginLogs(db: DbOrTrx, filter: LoginLogFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filteredLogins(db, filter).select(LOGIN_COLUMNS).orderBy('createTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    () => countLoginLogs(db, filter),
  );
}

/** The log's next rows after `cursor`, in the list's order (an export's batch). */
export function loginLogsAfter(db: DbOrTrx, filter: LoginLogFilter, cursor: LogCursor | null, limit: number) {
  let query = filteredLogins(db, filter);
  if (cursor) query = query.where((eb) => eb(eb.refTuple('createTime', 'id'), '<', eb.tuple(cursor.createTime, cursor.id)));
  return query.select(LOGIN_COLUMNS).orderBy('createTime', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
