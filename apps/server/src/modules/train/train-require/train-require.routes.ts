import { trainRequireApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './train-require.service.js';

export const trainRequireRoutes = [
  route(trainRequireApi.trainRequireList, ({ deps, actor, query }) => service.pageRequires(deps, actor, query)),
  route(trainRequireApi.updateState, async ({ deps, actor, body }) => withMsg(await service.updateState(deps, actor, body), '处理成功')),
  route(trainRequireApi.trainRequireRecordList, ({ deps, actor, query }) => service.recordList(deps, actor, query.requireCode)),
];
