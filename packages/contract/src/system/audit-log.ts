import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from './resource-tree.js';
import { defineLabels, field } from '../core/labels.js';

/** What the server reads from a record's user agent when it is listed (登录日志, 在线用户, 埋点管理). */
export const clientPlatformFields = {
  /** e.g. Chrome 131; empty when the user agent names none. */
  browser: z.string(),
  /** e.g. Windows 10; empty when the user agent names none. */
  os: z.string(),
};

/** 浏览器 and 操作系统 as read from a record's user agent (登录日志, 在线用户, 埋点管理). */
export const CLIENT_PLATFORM_LABELS = defineLabels({
  browser: field.dict('浏览器'),
  os: field.dict('操作系统'),
});

/** 操作日志's fields: list columns in order (result and time early), then what the detail and the export add. */
export const OPERATION_LOG_LABELS = defineLabels({
  userName: field.person('操作人'),
  summary: field.name('操作内容'),
  result: field.state('结果'),
  createTime: field.time('操作时间'),
  path: field.name('接口地址'),
  ip: field.code('IP'),
  durationMs: field.number('耗时(ms)'),
  realName: field.person('姓名', { secondary: true }),
  method: field.dict('请求方式', { secondary: true }),
  targetCode: field.code('目标编号', { secondary: true }),
  httpStatus: field.number('状态码', { secondary: true }),
  errorMsg: field.text('错误信息', { secondary: true }),
});

/** 登录日志's fields. */
export const LOGIN_LOG_LABELS = defineLabels({
  userName: field.person('用户名'),
  result: field.state('结果'),
  createTime: field.time('登录时间'),
  reason: field.text('说明'),
  ip: field.code('登录IP'),
  ...CLIENT_PLATFORM_LABELS,
  userSource: field.dict('来源'),
  userAgent: field.text('用户代理', { secondary: true }),
});

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
    export: { permission: perm.system.operlog.export, name: '操作日志', asciiName: 'operation-log', labels: OPERATION_LOG_LABELS },
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
    export: { permission: perm.system.loginlog.export, name: '登录日志', asciiName: 'login-log', labels: LOGIN_LOG_LABELS },
  },
});
