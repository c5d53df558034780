import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the recruit domain (招聘: jobs, applications, job fairs …), by the resource tree's menu paths; the 人力资源大数据 sub-system also shows the company and stats domains' screens. */
export const recruitScreens: Screen[] = [
  { path: '/recruit/job/list', component: lazyComponent(() => import('./job/job-page')) },
  { path: '/recruit/job/review', component: lazyComponent(() => import('./job-review/job-review-page')) },
  { path: '/recruit/job/category', component: lazyComponent(() => import('./job-category/job-category-page')) },
  { path: '/recruit/job/label', component: lazyComponent(() => import('./job-label/job-label-page')) },
  { path: '/recruit/resume/list', component: lazyComponent(() => import('./apply-info/apply-info-page')) },
  { path: '/recruit/jobfair', component: lazyComponent(() => import('./job-fair/job-fair-page')) },
  { path: '/recruit/hot-event', component: lazyComponent(() => import('./hot-event/hot-event-page')) },
  { path: '/recruit/outsource', component: lazyComponent(() => import('./outsource/outsource-page')) },
  { path: '/recruit/industrial-army', component: lazyComponent(() => import('./industrial-army/industrial-army-page')) },
];
