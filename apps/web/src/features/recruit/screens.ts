import { lazy } from 'react';
import type { Screen } from '../../app/screen';

/** Screens of the 人力资源大数据 sub-system, by the resource tree's menu paths. */
export const recruitScreens: Screen[] = [
  // 数据看板, the sub-system's home: its tag is pinned.
  { path: '/busi/busiEnv', component: lazy(() => import('./home/home-page')), affix: true },
  { path: '/recruit/company/approval', component: lazy(() => import('./company/company-page')) },
  { path: '/recruit/company/statistics', component: lazy(() => import('./company-statistics/statistics-page')) },
  { path: '/recruit/job/list', component: lazy(() => import('./job/job-page')) },
  { path: '/recruit/job/review', component: lazy(() => import('./job-review/job-review-page')) },
  { path: '/recruit/job/category', component: lazy(() => import('./job-category/category-page')) },
  { path: '/recruit/job/label', component: lazy(() => import('./job-label/label-page')) },
  { path: '/recruit/resume/list', component: lazy(() => import('./apply-info/apply-page')) },
  { path: '/recruit/jobfair', component: lazy(() => import('./job-fair/job-fair-page')) },
  { path: '/recruit/hot-event', component: lazy(() => import('./hot-event/hot-event-page')) },
  { path: '/recruit/outsource', component: lazy(() => import('./outsource/outsource-page')) },
  { path: '/recruit/industrial-army', component: lazy(() => import('./industrial-army/industrial-army-page')) },
];
