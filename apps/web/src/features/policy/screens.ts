import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

// Screens that share a module (the two kinds of publication; file, item and declaration) load it once.
const publicationPages = () => import('./publication/publication-pages');
const filePages = () => import('./file/file-pages');

/** Screens of the policy domain (政策管理), by the resource tree's menu paths. */
export const policyScreens: Screen[] = [
  { path: '/policy/apply', component: lazyComponent(() => import('./apply/apply-page')) },
  { path: '/policy/subsidy', component: lazyComponent(() => import('./subsidy/subsidy-page')) },
  { path: '/policy/organ', component: lazyComponent(() => import('./organ/organ-page')) },
  { path: '/policy/promulgation', component: lazyComponent(() => import('./promulgation/promulgation-page')) },
  { path: '/policy/notify', component: lazyComponent(() => import('./notify/notify-page')) },
  { path: '/policy/news', component: lazyComponent(() => import('./news/news-page')) },
  { path: '/policy/info', component: lazyComponent(() => publicationPages().then((m) => ({ default: m.PolicyInfoPage }))) },
  { path: '/policy/report', component: lazyComponent(() => publicationPages().then((m) => ({ default: m.PolicyReportPage }))) },
  { path: '/policy/file', component: lazyComponent(() => filePages().then((m) => ({ default: m.FilePage }))) },
  { path: '/policy/item', component: lazyComponent(() => filePages().then((m) => ({ default: m.ItemPage }))) },
  { path: '/policy/declare', component: lazyComponent(() => filePages().then((m) => ({ default: m.DeclarePage }))) },
  { path: '/policy/home', component: lazyComponent(() => import('./home/policy-home-page')) },
];
