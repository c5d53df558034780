import { LOGIN_LOG_LABELS, OPERATION_LOG_LABELS, RESULT_LABELS, type auditLogApi, type DataOf } from '@hrbd/contract';
import type { ValuesOf } from '../../../platform/export/columns.js';
import { listExport } from '../../../platform/export/list-export.js';
import { loginLogsForExport, operationLogsForExport } from './audit-log.service.js';

type OperationLog = DataOf<typeof auditLogApi.operLogPage>['records'][number];
type LoginLog = DataOf<typeof auditLogApi.loginLogPage>['records'][number];

const resultLabel = (result: number) => RESULT_LABELS[result] ?? String(result);

const OPERATION_VALUES: ValuesOf<typeof OPERATION_LOG_LABELS, OperationLog> = {
  userName: (l) => l.userName,
  summary: (l) => l.summary,
  result: (l) => resultLabel(l.result),
  createTime: (l) => l.createTime,
  path: (l) => l.path,
  ip: (l) => l.ip,
  durationMs: (l) => l.durationMs,
  realName: (l) => l.realName,
  method: (l) => l.method,
  targetCode: (l) => l.targetCode,
  httpStatus: (l) => l.httpStatus,
  errorMsg: (l) => l.errorMsg,
};

const LOGIN_VALUES: ValuesOf<typeof LOGIN_LOG_LABELS, LoginLog> = {
  userName: (l) => l.userName,
  result: (l) => resultLabel(l.result),
  createTime: (l) => l.createTime,
  reason: (l) => l.reason,
  ip: (l) => l.ip,
  browser: (l) => l.browser,
  os: (l) => l.os,
  userSource: (l) => l.userSource,
  userAgent: (l) => l.userAgent,
};

/** 操作日志 exported under the list's filters. */
export const exportOperationLogs = listExport<typeof auditLogApi.operLogPage, typeof OPERATION_LOG_LABELS, OperationLog>(
  OPERATION_LOG_LABELS,
  async ({ deps, body }) => ({ ...operationLogsForExport(deps, body), values: OPERATION_VALUES }),
);

/** 登录日志 exported under the list's filters. */
export const exportLoginLogs = listExport<typeof auditLogApi.loginLogPage, typeof LOGIN_LOG_LABELS, LoginLog>(LOGIN_LOG_LABELS, async ({ deps, body }) => ({
  ...loginLogsForExport(deps, body),
  values: LOGIN_VALUES,
}));
