import { contractModelApi, contractModelPdfApi } from '@hrbd/contract';
import { exportRoute, route, withMsg } from '../../../platform/endpoint.js';
import * as service from './contract-model.service.js';

export const contractModelRoutes = [
  route(contractModelApi.page, ({ deps, actor, body }) => service.pageModels(deps, actor, body)),
  route(contractModelApi.statistics, ({ deps, actor, body }) => service.modelStatistics(deps, actor, body)),
  route(contractModelApi.add, async ({ deps, actor, body }) => withMsg(await service.addModel(deps, actor, body), '新增成功')),
  route(contractModelPdfApi.add, async ({ deps, actor, body }) => withMsg(await service.addPdfModel(deps, actor, body), '新增成功')),
  route(contractModelApi.isEnable, async ({ deps, actor, body }) => withMsg(await service.enableModel(deps, actor, body), '操作成功')),
  route(contractModelApi.approve, async ({ deps, actor, body }) => withMsg(await service.approveModels(deps, actor, body), '操作成功')),
  exportRoute(contractModelApi.export, service.exportModels),
];
