import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the policy domain (政策管理), by the resource tree's menu paths. */
export const policyScreens: Screen[] = [
  { path: '/policy/apply', component: lazyComponent(() => import('./apply/apply-page')) },
  { path: '/policy/subsidy', component: lazyComponent(() => import('./subsidy/subsidy-page')) },
  { path: '/policy/organ', component: lazyComponent(() => import('./organ/organ-page')) },
  { path: '/policy/promulgation', component: lazyComponent(() => import('./promulgation/promulgation-page')) },
  { path: '/policy/notify', component: lazyComponent(() => import('./notify/notify-page')) },
  { path: '/policy/news', component: lazyComponent(() => import('./news/news-page')) },
];
