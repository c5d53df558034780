import { messageApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './message.service.js';

export const messageRoutes = [
  route(messageApi.queryMsg, ({ deps, actor, query }) => service.readMessage(deps, actor, query.msgCode)),
  route(messageApi.queryPageMsg, ({ deps, actor, query }) =>
    service.pageMessages(deps, actor, { readFlag: query.readFlag, msgType: query.msgType }, query),
  ),
];
