import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the company domain (企业), by the resource tree's menu paths. */
export const companyScreens: Screen[] = [
  { path: '/recruit/company/approval', component: lazyComponent(() => import('./company/company-page')) },
  { path: '/recruit/company/statistics', component: lazyComponent(() => import('./statistics/statistics-page')) },
];
