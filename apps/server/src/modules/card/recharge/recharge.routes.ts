import { rechargeApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './recharge.service.js';

export const rechargeRoutes = [
  route(rechargeApi.queryRechargeApplyList, ({ deps, actor, query }) => service.pageRecharges(deps, actor, query), { export: service.exportRecharges }),
  route(rechargeApi.queryRechargeApplyStatus, ({ deps, actor, query }) => service.countByAudit(deps, actor, query)),
  route(rechargeApi.queryRechargeStatus, ({ deps, actor, query }) => service.countByRecharge(deps, actor, query)),
  route(rechargeApi.queryRechargeApplyInfo, ({ deps, actor, query }) => service.rechargeInfo(deps, actor, query)),
  route(rechargeApi.checkRechargeApplyInfo, async ({ deps, actor, body }) => withMsg(await service.checkRecharges(deps, actor, body), '操作成功')),
  route(rechargeApi.rejectRecharge, async ({ deps, actor, body }) => withMsg(await service.rejectRecharges(deps, actor, body), '操作成功')),
  route(rechargeApi.rechargeApply, async ({ deps, actor, params, body }) => {
    const result = await service.rechargeApply(deps, actor, params.id, body);
    return withMsg(result, result.rechargeStatues === 1 ? '充值成功' : '操作成功');
  }),
];
