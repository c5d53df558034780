import { promulgationApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './promulgation.service.js';

export const promulgationRoutes = [
  route(promulgationApi.addPromulgation, async ({ deps, actor, body }) => withMsg(await service.addPromulgation(deps, actor, body), '新增成功')),
  route(promulgationApi.eidtPromulgation, async ({ deps, body }) => withMsg(await service.editPromulgation(deps, body), '修改成功')),
  route(promulgationApi.getList, ({ deps, query }) => service.pagePromulgations(deps, query)),
  route(promulgationApi.getPromulgationInfo, ({ deps, params }) => service.promulgationInfo(deps, params.id)),
  route(promulgationApi.submitPromulgation, async ({ deps, params }) => withMsg(await service.movePromulgation(deps, params.id, 'submit'), '提交成功')),
  route(promulgationApi.canclePromulgation, async ({ deps, params }) => withMsg(await service.movePromulgation(deps, params.id, 'revoke'), '操作成功')),
  route(promulgationApi.delPromulgation, async ({ deps, params }) => withMsg(await service.deletePromulgation(deps, params.id), '删除成功')),
];
