import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { timeText } from '../core/fields.js';

export const authApi = defineEndpoints('system', 'auth', {
  login: {
    method: 'POST',
    path: '/pclogin/userauth/login',
    summary: '账号密码登录',
    access: 'public',
    audit: false, // every attempt goes to the login log instead
    body: z.object({
      userName: z.string().trim().min(1).max(32).describe('用户名'),
      password: z.string().min(1).max(64).describe('密码'),
      ticket: z.string().max(64).optional().describe('滑块验证票据'),
    }),
    response: z.object({
      token: z.string(),
      expireTime: timeText,
      userName: z.string(),
      realName: z.string(),
    }),
  },

  logout: {
    method: 'POST',
    path: '/pclogin/userauth/logout',
    summary: '退出登录',
    access: 'signedIn',
    audit: true,
    response: z.null(),
  },

  slideChallenge: {
    method: 'POST',
    path: '/pclogin/userauth/slideChallenge',
    summary: '获取滑块验证挑战',
    access: 'public',
    audit: false,
    response: z.object({ challengeId: z.string(), expireTime: timeText }),
  },

  slideVerify: {
    method: 'POST',
    path: '/pclogin/userauth/slideVerify',
    summary: '校验滑块拖动并签发一次性票据',
    access: 'public',
    audit: false,
    body: z.object({
      challengeId: z.string().min(1).max(64).describe('验证挑战'),
      trackWidth: z.number().int().min(100).max(2000).describe('滑道宽度'),
      offset: z.number().min(0).max(2000).describe('拖动距离'),
      duration: z.number().int().min(0).max(600_000).describe('拖动时长'),
      trail: z
        .array(z.object({ x: z.number(), t: z.number() }))
        .max(500)
        .describe('拖动轨迹'),
    }),
    response: z.object({ ticket: z.string() }),
  },
});
