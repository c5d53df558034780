import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the college domain (高校及职业技能学校) and its statistics home, by the resource tree's menu paths. */
export const collegeScreens: Screen[] = [
  // 院校统计, the sub-system's home: its tag is pinned.
  { path: '/schoolHome', component: lazyComponent(() => import('./statistics/college-statistics-page')) },
  { path: '/school/college', component: lazyComponent(() => import('./college/college-page')) },
  { path: '/school/student', component: lazyComponent(() => import('./student/student-page')) },
  { path: '/school/provide-need', component: lazyComponent(() => import('./provide-need/provide-need-page')) },
  { path: '/school/jobfair', component: lazyComponent(() => import('./campus-fair/campus-fair-page')) },
];
