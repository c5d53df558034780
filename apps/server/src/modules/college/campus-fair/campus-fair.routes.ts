import { campusFairApi } from '@hrbd/contract';
import { exportRoute, route, withMsg } from '../../../platform/endpoint.js';
import * as service from './campus-fair.service.js';

export const campusFairRoutes = [
  route(campusFairApi.queryJobFairList, ({ deps, actor, body }) => service.pageFairs(deps, actor, body)),
  route(campusFairApi.queryJobFair, ({ deps, actor, body }) => service.fairInfo(deps, actor, body)),
  route(campusFairApi.saveJobFairYj, async ({ deps, actor, body }) => withMsg(await service.addFair(deps, actor, body), '新增成功')),
  route(campusFairApi.editJobFairYj, async ({ deps, actor, body }) => withMsg(await service.editFair(deps, actor, body), '修改成功')),
  route(campusFairApi.removeJobFairYj, async ({ deps, actor, body }) => withMsg(await service.removeFair(deps, actor, body.fairCode), '删除成功')),
  exportRoute(campusFairApi.exportsJobFair, service.exportFairs),
];
