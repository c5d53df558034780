import { sessionApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './session.service.js';

export const sessionRoutes = [
  route(sessionApi.onlineList, ({ deps, actor, body }) => service.onlineSessions(deps, actor, { userName: body.userName, ip: body.ip }, body)),
  route(sessionApi.forceLogout, async ({ deps, actor, body }) => withMsg(await service.forceLogout(deps, actor, body.sessionIds), '强制下线成功')),
];
