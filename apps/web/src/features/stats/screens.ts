import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the stats domain, by the resource tree's menu paths. */
export const statsScreens: Screen[] = [
  // 数据看板, the 人力资源大数据 sub-system's home: its tag is pinned.
  { path: '/busi/busiEnv', component: lazyComponent(() => import('./recruit-dashboard/recruit-dashboard-page')), affix: true },
  // 数据看板 of the 培训系统, shown in its tab: the train sub-system's pinned home, served by the stats rows it calls.
  { path: '/trainHome', component: lazyComponent(() => import('./train-home/train-home-page')) },
  // 首页 of 运营中心: counted cards from its areas' lists (oddjob-home/todo-cards.ts).
  { path: '/oddjobMarket/home', component: lazyComponent(() => import('./oddjob-home/oddjob-home-page')) },
];
