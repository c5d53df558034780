import { storeInfoApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './store-info.service.js';

export const storeInfoRoutes = [
  route(storeInfoApi.queryStoreInfoApprove, ({ deps, actor, query }) => service.pageStores(deps, actor, query), { export: service.exportStores }),
  route(storeInfoApi.queryStoreApproveCount, ({ deps, actor, body }) => service.countByState(deps, actor, body)),
  route(storeInfoApi.checkStoreInfo, async ({ deps, actor, body }) => withMsg(await service.checkStores(deps, actor, body), '操作成功')),
  route(storeInfoApi.queryStoreInfoPC, ({ deps, actor, query }) => service.storeDetail(deps, actor, query.storeCode)),
];
