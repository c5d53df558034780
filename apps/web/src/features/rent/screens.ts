import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the rent domain (住房租赁, under 运营中心), by the resource tree's menu paths. */
export const rentScreens: Screen[] = [
  { path: '/oddjobMarket/idle-house', component: lazyComponent(() => import('./idle/idle-house-page')) },
  { path: '/oddjobMarket/rent/home', component: lazyComponent(() => import('./home/rent-home-page')) },
  { path: '/oddjobMarket/rent/community', component: lazyComponent(() => import('./community/community-page')) },
  { path: '/oddjobMarket/rent/house', component: lazyComponent(() => import('./house/house-page')) },
  { path: '/oddjobMarket/rent/tenant', component: lazyComponent(() => import('./tenant/tenant-page')) },
  { path: '/oddjobMarket/rent/quit', component: lazyComponent(() => import('./quit/quit-page')) },
  { path: '/oddjobMarket/rent/company', component: lazyComponent(() => import('./company/company-page')) },
  { path: '/oddjobMarket/rent/report', component: lazyComponent(() => import('./report/report-page')) },
];
