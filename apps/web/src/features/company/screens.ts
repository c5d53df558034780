import { lazy } from 'react';
import type { Screen } from '../../lib/screen';

/** Screens of the company domain (企业), by the resource tree's menu paths. */
export const companyScreens: Screen[] = [
  { path: '/recruit/company/approval', component: lazy(() => import('./company/company-page')) },
  { path: '/recruit/company/statistics', component: lazy(() => import('./statistics/statistics-page')) },
];
