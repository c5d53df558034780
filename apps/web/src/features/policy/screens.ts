import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the policy domain (政策管理), by the resource tree's menu paths. */
export const policyScreens: Screen[] = [
  { path: '/policy/apply', component: lazyComponent(() => import('./apply/apply-page')) },
  { path: '/policy/subsidy', component: lazyComponent(() => import('./subsidy/subsidy-page')) },
];
