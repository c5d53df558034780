import { trainApplyApi } from '@hrbd/contract';
import { exportRoute, route, withMsg } from '../../../platform/endpoint.js';
import * as service from './train-apply.service.js';

export const trainApplyRoutes = [
  // GET and the form POST are one query with one service function.
  route(trainApplyApi.getApplyBDList, ({ deps, actor, query }) => service.pageApplications(deps, actor, query)),
  route(trainApplyApi.getApplyBDListByForm, ({ deps, actor, body }) => service.pageApplications(deps, actor, body)),
  route(trainApplyApi.countByApplyState, ({ deps, actor, query }) => service.countByState(deps, actor.scope, query)),
  route(trainApplyApi.countApllyBDNumbersByForm, ({ deps, actor, body }) => service.countByState(deps, actor.scope, body)),
  route(trainApplyApi.getApplyInfo, ({ deps, actor, query }) => service.applyDetail(deps, actor, query.applyCode)),
  route(trainApplyApi.editApplyInfo, async ({ deps, actor, body }) => withMsg(await service.editApplication(deps, actor, body), '保存成功')),
  exportRoute(trainApplyApi.export, service.exportApplications),
];
