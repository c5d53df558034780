import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the station domain (招聘驿站 under 人力资源大数据), by the resource tree's menu paths. */
export const stationScreens: Screen[] = [
  { path: '/recruit/station/manage', component: lazyComponent(() => import('./manage/station-page')) },
  { path: '/recruit/station/activity', component: lazyComponent(() => import('./activity/activity-page')) },
  { path: '/recruit/station/settlement', component: lazyComponent(() => import('./settlement/settlement-page')) },
];
