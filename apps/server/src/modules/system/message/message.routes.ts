import { messageApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './message.service.js';

export const messageRoutes = [
  // Opening a message marks it read, and 全部已读 marks them all: writes without an operation-log row.
  route(messageApi.queryMsg, ({ deps, actor, query }) => service.readMessage(deps, actor, query.msgCode), { primary: true }),
  route(messageApi.queryPageMsg, ({ deps, actor, query }) =>
    service.pageMessages(deps, actor, { readFlag: query.readFlag, msgType: query.msgType }, query),
  ),
  route(messageApi.readAll, async ({ deps, actor }) => {
    const result = await service.readAllMessages(deps, actor);
    return withMsg(result, result.read > 0 ? `已将 ${result.read} 条消息标为已读` : '暂无未读消息');
  }, { primary: true }),
];
