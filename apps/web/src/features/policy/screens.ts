import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the policy domain (政策管理), by the resource tree's menu paths. */
export const policyScreens: Screen[] = [
  { path: '/policy/apply', component: lazyComponent(() => import('./apply/apply-page')) },
  { path: '/policy/subsidy', component: lazyComponent(() => import('./subsidy/subsidy-page')) },
  { path: '/policy/info', component: lazyComponent(() => import('./publication/info-page')) },
  { path: '/policy/report', component: lazyComponent(() => import('./publication/report-page')) },
  { path: '/policy/file', component: lazyComponent(() => import('./file/file-page')) },
  { path: '/policy/item', component: lazyComponent(() => import('./item/item-page')) },
  { path: '/policy/declare', component: lazyComponent(() => import('./declare/declare-page')) },
  { path: '/policy/home', component: lazyComponent(() => import('./home/policy-home-page')), affix: true },
];
