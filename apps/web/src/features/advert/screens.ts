import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the advert domain (广告管理, under 运营中心), by the resource tree's menu paths. */
export const advertScreens: Screen[] = [
  { path: '/oddjobMarket/advert/banner', component: lazyComponent(() => import('./banner/banner-page')) },
  { path: '/oddjobMarket/advert/anno', component: lazyComponent(() => import('./anno/anno-page')) },
  { path: '/oddjobMarket/advert/recommend-job', component: lazyComponent(() => import('./recommend/recommend-job-page')) },
  { path: '/oddjobMarket/advert/recommend-course', component: lazyComponent(() => import('./recommend/recommend-course-page')) },
];
