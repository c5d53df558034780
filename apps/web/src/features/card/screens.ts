import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the card domain (电子卡 under 运营中心), by the resource tree's menu paths. */
export const cardScreens: Screen[] = [{ path: '/oddjobMarket/card', component: lazyComponent(() => import('./recharge/recharge-page')) }];
