import { billWithdrawalApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import { toPayStore } from './bill-withdrawal.pay.js';
import * as service from './bill-withdrawal.service.js';

export const billWithdrawalRoutes = [
  route(billWithdrawalApi.billList, ({ deps, actor, query }) => service.pageWithdrawals(deps, actor, query), { export: service.exportWithdrawals }),
  route(billWithdrawalApi.billReport, ({ deps, actor, query }) => service.billReport(deps, actor, query)),
  route(billWithdrawalApi.remainingTimes, ({ deps, actor, query }) => service.remainingTimes(deps, actor, query.storeCode)),
  route(billWithdrawalApi.approve, async ({ deps, actor, body }) => withMsg(await service.approveWithdrawals(deps, actor, body), '操作成功')),
  route(billWithdrawalApi.toPayStore, async ({ deps, actor, body }) => withMsg(await toPayStore(deps, actor, body), '操作成功')),
];
