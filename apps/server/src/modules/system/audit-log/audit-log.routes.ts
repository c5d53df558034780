import { auditLogApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import { exportLoginLogs, exportOperationLogs } from './audit-log.export.js';
import * as service from './audit-log.service.js';

export const auditLogRoutes = [
  route(auditLogApi.operLogPage, ({ deps, body }) => service.operationLogs(deps, body, body), { export: exportOperationLogs }),
  route(auditLogApi.loginLogPage, ({ deps, body }) => service.loginLogs(deps, body, body), { export: exportLoginLogs }),
];
