import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the payment domain (支付申请审批 under 运营中心), by the resource tree's menu paths. */
export const paymentScreens: Screen[] = [{ path: '/oddjobMarket/payment', component: lazyComponent(() => import('./payment-apply/payment-page')) }];
