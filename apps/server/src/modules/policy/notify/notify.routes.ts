import { applyNotifyApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './notify.service.js';

export const notifyRoutes = [
  route(applyNotifyApi.addApplyNotify, async ({ deps, actor, body }) => withMsg(await service.addNotify(deps, actor, body), '新增成功')),
  route(applyNotifyApi.editApplyNotify, async ({ deps, body }) => withMsg(await service.editNotify(deps, body), '修改成功')),
  route(applyNotifyApi.getNotifyList, ({ deps, body }) => service.pageNotices(deps, body)),
  route(applyNotifyApi.notifyInfo, ({ deps, query }) => service.notifyInfo(deps, query.idNo)),
  route(applyNotifyApi.submitApplyNotify, async ({ deps, query }) => withMsg(await service.moveNotify(deps, query.idNo, 'submit'), '提交成功')),
  route(applyNotifyApi.cancleApplyNotify, async ({ deps, query }) => withMsg(await service.moveNotify(deps, query.idNo, 'revoke'), '操作成功')),
  route(applyNotifyApi.delApplyNotify, async ({ deps, query }) => withMsg(await service.deleteNotify(deps, query.idNo), '删除成功')),
];
