import { lazy } from 'react';
import type { Screen } from '../../lib/screen';

/** Screens of the recruit domain (招聘: jobs, applications, job fairs …), by the resource tree's menu paths; the 人力资源大数据 sub-system also shows the company and stats domains' screens. */
export const recruitScreens: Screen[] = [
  { path: '/recruit/job/list', component: lazy(() => import('./job/job-page')) },
  { path: '/recruit/job/review', component: lazy(() => import('./job-review/job-review-page')) },
  { path: '/recruit/job/category', component: lazy(() => import('./job-category/job-category-page')) },
  { path: '/recruit/job/label', component: lazy(() => import('./job-label/job-label-page')) },
  { path: '/recruit/resume/list', component: lazy(() => import('./apply-info/apply-info-page')) },
  { path: '/recruit/jobfair', component: lazy(() => import('./job-fair/job-fair-page')) },
  { path: '/recruit/hot-event', component: lazy(() => import('./hot-event/hot-event-page')) },
  { path: '/recruit/outsource', component: lazy(() => import('./outsource/outsource-page')) },
  { path: '/recruit/industrial-army', component: lazy(() => import('./industrial-army/industrial-army-page')) },
];
