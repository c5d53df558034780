import { auditLogApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './audit-log.service.js';

export const auditLogRoutes = [
  route(auditLogApi.operLogPage, ({ deps, body }) =>
    service.operationLogs(
      deps,
      { userName: body.userName, path: body.path, result: body.result, beginTime: body.beginTime, endTime: body.endTime },
      body,
    ),
  ),
  route(auditLogApi.loginLogPage, ({ deps, body }) =>
    service.loginLogs(
      deps,
      { userName: body.userName, ip: body.ip, result: body.result, beginTime: body.beginTime, endTime: body.endTime },
      body,
    ),
  ),
];
