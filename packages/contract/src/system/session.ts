import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.js';
import { textFilter, timeText } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';

export const SESSION_TTL_DAYS = 7;

export const onlineSessionRecord = z.object({
  /** Public id of the session; never the token. */
  sessionId: z.string(),
  userName: z.string(),
  realName: z.string(),
  ip: z.string(),
  userSource: z.string(),
  userAgent: z.string(),
  loginTime: timeText,
  lastActiveTime: timeText,
  expireTime: timeText,
  current: z.boolean(),
});

export const onlineSessions = defineEndpoint('system.session.online', {
  method: 'POST',
  path: '/pclogin/session/onlineList',
  domain: 'system',
  summary: '分页查询在线用户',
  access: { permission: 'system:online:list' },
  audit: false,
  body: pageQuery.extend({ userName: textFilter('用户名'), ip: textFilter('登录IP') }),
  response: pageOf(onlineSessionRecord),
});

export const forceLogout = defineEndpoint('system.session.forceLogout', {
  method: 'POST',
  path: '/pclogin/session/forceLogout',
  domain: 'system',
  summary: '强制下线',
  access: { permission: 'system:online:forceLogout' },
  audit: true,
  body: z.object({ sessionIds: z.array(z.string().min(1).max(64)).min(1).max(100).describe('会话') }),
  response: z.object({ revoked: z.number().int() }),
});
