import { authApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as auth from './auth.service.js';
import * as slide from './slide.service.js';

export const authRoutes = [
  route(authApi.login, async ({ deps, body, client }) => withMsg(await auth.login(deps, body, client), '登录成功'), {
    rateLimit: (config) => ({ max: config.loginRateLimit, timeWindow: 60_000 }),
    primary: true, // unaudited (the login log records it) but writes: the session, failures, the lock
  }),
  route(authApi.logout, async ({ deps, actor }) => withMsg(await auth.logout(deps, actor), '已退出登录')),
  route(authApi.slideChallenge, ({ deps }) => slide.issueChallenge(deps), {
    rateLimit: (config) => ({ max: config.loginRateLimit * 4, timeWindow: 60_000 }),
  }),
  route(authApi.slideVerify, async ({ deps, body }) => withMsg(await slide.verifySlide(deps, body), '验证通过')),
];
