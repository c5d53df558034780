import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the bigscreen domain, by the resource tree's menu paths. */
export const bigscreenScreens: Screen[] = [
  // 数据大屏: the menu opens /bigscreen (outside the console layout, app-routes.tsx) in a new browser tab.
  { path: '/recruit/bigscreen', component: lazyComponent(() => import('./screen/open-bigscreen-page')), newWindow: '/bigscreen' },
  // 月报导入: a menu of its own (the 数据大屏 item opens another window); its 导入 button gates the upload.
  { path: '/recruit/bigscreen-report', component: lazyComponent(() => import('./report-import/report-import-page')) },
];
