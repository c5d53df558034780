import { paymentApplyApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './payment-apply.service.js';

const PAY_MESSAGES: Readonly<Record<string, string>> = { sent: '已发起支付，请按转账指令付款后登记结果', paid: '支付成功', failed: '支付失败' };

export const paymentApplyRoutes = [
  route(paymentApplyApi.page, ({ deps, body }) => service.pageApplies(deps, body)),
  route(paymentApplyApi.countByStatus, ({ deps, body }) => service.countByStatus(deps, body)),
  route(paymentApplyApi.info, ({ deps, query }) => service.applyInfo(deps, query.applyCode)),
  route(paymentApplyApi.approve, async ({ deps, actor, body }) => withMsg(await service.approve(service.paymentEnvOf(deps), actor, body), '操作成功')),
  route(paymentApplyApi.pay, async ({ deps, actor, body }) => {
    const result = await service.pay(service.paymentEnvOf(deps), actor, body);
    return withMsg(result, PAY_MESSAGES[result.outcome] ?? '操作成功');
  }),
];
