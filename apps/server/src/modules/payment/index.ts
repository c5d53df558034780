import type { DomainModule } from '../../platform/domain-module.js';
import * as m0053 from './migrations/0053-payment-apply.js';
import * as m0062 from './migrations/0062-payment-pay-time.js';
import * as m0063 from './migrations/0063-payment-apply-counts.js';
import * as m0068 from './migrations/0068-payment-transfer-instruction.js';
import * as m0090 from './migrations/0090-payment-apply-slices.js';
import { paymentApplyRoutes } from './payment-apply/payment-apply.routes.js';

/** 支付申请审批: applications raised by source areas, approved and paid through the PaymentChannel (README.md). */
export const paymentModule: DomainModule = {
  domain: 'payment',
  routes: [...paymentApplyRoutes],
  migrations: { '0053-payment-apply': m0053, '0062-payment-pay-time': m0062, '0063-payment-apply-counts': m0063, '0068-payment-transfer-instruction': m0068, '0090-payment-apply-slices': m0090 },
  seeds: [],
  tasks: [],
};
