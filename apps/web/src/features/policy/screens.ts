import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

// One dynamic import per group of screens: each import adds its chunk list to the shell, which is at its budget.
const publicationPages = () => import('./publication/publication-pages');
const filePages = () => import('./file/file-pages');

/** Screens of the policy domain (政策管理), by the resource tree's menu paths. */
export const policyScreens: Screen[] = [
  { path: '/policy/apply', component: lazyComponent(() => import('./apply/apply-page')) },
  { path: '/policy/subsidy', component: lazyComponent(() => import('./subsidy/subsidy-page')) },
  { path: '/policy/info', component: lazyComponent(() => publicationPages().then((m) => ({ default: m.PolicyInfoPage }))) },
  { path: '/policy/report', component: lazyComponent(() => publicationPages().then((m) => ({ default: m.PolicyReportPage }))) },
  { path: '/policy/file', component: lazyComponent(() => filePages().then((m) => ({ default: m.FilePage }))) },
  { path: '/policy/item', component: lazyComponent(() => filePages().then((m) => ({ default: m.ItemPage }))) },
  { path: '/policy/declare', component: lazyComponent(() => filePages().then((m) => ({ default: m.DeclarePage }))) },
  { path: '/policy/home', component: lazyComponent(() => import('./home/policy-home-page')), affix: true },
];
