import { policyApplyApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './apply.service.js';

export const policyApplyRoutes = [
  route(policyApplyApi.getList, ({ deps, actor, body }) => service.pageApplications(deps, actor, body), { export: service.exportApplications }),
  route(policyApplyApi.getStateCount, ({ deps, actor, body }) => service.stateCounts(deps, actor, body)),
  route(policyApplyApi.getDetail, ({ deps, actor, query }) => service.detail(deps, actor, query.applyId)),
  route(policyApplyApi.updateState, async ({ deps, actor, body }) => withMsg(await service.updateState(deps, actor, body), '操作成功')),
];
