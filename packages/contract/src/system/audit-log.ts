import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from './resource-tree.js';

/** What the server reads from a record's user agent when it is listed (登录日志, 在线用户, 埋点管理). */
export const clientPlatformFields = {
  /** e.g. Chrome 131; empty when the user agent names none. */
  browser: z.string(),
  /** e.g. Windows 10; empty when the user agent names none. */
  os: z.string(),
};

export const operationLogRecord = z.object({
  id: z.number().int(),
  userName: z.string(),
  realName: z.string(),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  targetCode: z.string(),
  result: z.number().int(),
  httpStatus: z.number().int(),
  errorMsg: z.string(),
  ip: z.string(),
  durationMs: z.number().int(),
  createTime: timeText,
});
export const loginLogRecord = z.object({
  id: z.number().int(),
  userName: z.string(),
  result: z.number().int(),
  reason: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  ...clientPlatformFields,
  userSource: z.string(),
  createTime: timeText,
});

export const auditLogApi = defineEndpoints('system', 'auditLog', {
  operLogPage: {
    method: 'POST',
    path: '/pclogin/log/operLogPage',
    summary: '分页查询操作日志',
    access: { permission: perm.system.operlog.list },
    audit: false,
    body: pageQuery.extend({
      userName: textFilter('操作人'),
      path: textFilter('接口地址', 200),
      result: enumFilter('操作结果', [0, 1]),
      beginTime: timeFilter('开始时间').optional(),
      endTime: timeFilter('结束时间').optional(),
    }),
    response: pageOf(operationLogRecord),
  },

  loginLogPage: {
    method: 'POST',
    path: '/pclogin/log/loginLogPage',
    summary: '分页查询登录日志',
    access: { permission: perm.system.loginlog.list },
    audit: false,
    body: pageQuery.extend({
      userName: textFilter('用户名'),
      ip: textFilter('登录IP'),
      result: enumFilter('登录结果', [0, 1]),
      beginTime: timeFilter('开始时间').optional(),
      endTime: timeFilter('结束时间').optional(),
    }),
    response: pageOf(loginLogRecord),
  },
});
