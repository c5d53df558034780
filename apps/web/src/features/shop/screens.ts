import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the shop domain (商户管理 under 运营中心), by the resource tree's menu paths. */
export const shopScreens: Screen[] = [
  { path: '/oddjobMarket/shop/info', component: lazyComponent(() => import('./store-info/store-page')) },
  { path: '/oddjobMarket/shop/comment', component: lazyComponent(() => import('./store-comment/comment-page')) },
  { path: '/oddjobMarket/shop/withdrawal', component: lazyComponent(() => import('./bill-withdrawal/withdrawal-page')) },
  { path: '/oddjobMarket/shop/bill', component: lazyComponent(() => import('./bill-trade/bill-page')) },
];
