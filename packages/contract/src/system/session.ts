import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { textFilter, timeText } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { CLIENT_PLATFORM_LABELS, clientPlatformFields } from './audit-log.js';
import { asSecondary, defineLabels, field } from '../core/labels.js';
import { perm } from './resource-tree.js';

/** 在线用户's fields: list columns in order (the times early), then what only 列设置 adds. */
export const ONLINE_SESSION_LABELS = defineLabels({
  userName: field.person('用户名'),
  realName: field.person('姓名'),
  lastActiveTime: field.time('最后活动时间'),
  loginTime: field.time('登录时间'),
  expireTime: field.time('过期时间'),
  ip: field.code('登录IP'),
  browser: CLIENT_PLATFORM_LABELS.browser,
  os: asSecondary(CLIENT_PLATFORM_LABELS.os),
  userSource: field.dict('来源', { secondary: true }),
});

export const onlineSessionRecord = z.object({
  /** Public id of the session; never the token. */
  sessionId: z.string(),
  userName: z.string(),
  realName: z.string(),
  ip: z.string(),
  userSource: z.string(),
  userAgent: z.string(),
  ...clientPlatformFields,
  loginTime: timeText,
  lastActiveTime: timeText,
  expireTime: timeText,
  current: z.boolean(),
});
export const sessionApi = defineEndpoints('system', 'session', {
  onlineList: {
    method: 'POST',
    path: '/pclogin/session/onlineList',
    summary: '分页查询在线用户',
    access: { permission: perm.system.online.list },
    audit: false,
    body: pageQuery.extend({ userName: textFilter('用户名'), ip: textFilter('登录IP') }),
    response: pageOf(onlineSessionRecord),
  },

  forceLogout: {
    method: 'POST',
    path: '/pclogin/session/forceLogout',
    summary: '强制下线',
    access: { permission: perm.system.online.forceLogout },
    audit: true,
    body: z.object({ sessionIds: z.array(z.string().min(1).max(64)).min(1).max(100).describe('会话') }),
    response: z.object({ revoked: z.number().int() }),
  },
});
