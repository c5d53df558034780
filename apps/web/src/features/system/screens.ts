import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the 系统管理 sub-system, by the resource tree's menu paths. */
export const systemScreens: Screen[] = [
  { path: '/setup', component: lazyComponent(() => import('./overview/overview-page')), affix: true },
  { path: '/system/user', component: lazyComponent(() => import('./user/user-page')) },
  { path: '/system/role', component: lazyComponent(() => import('./role/role-page')) },
  { path: '/system/resource', component: lazyComponent(() => import('./resource/resource-page')) },
  { path: '/system/message', component: lazyComponent(() => import('./message/message-page')) },
  { path: '/system/event', component: lazyComponent(() => import('./event/event-page')) },
  { path: '/system/operlog', component: lazyComponent(() => import('./operlog/operlog-page')) },
  { path: '/system/loginlog', component: lazyComponent(() => import('./loginlog/loginlog-page')) },
  { path: '/system/online', component: lazyComponent(() => import('./online/online-page')) },
  { path: '/system/schedule', component: lazyComponent(() => import('./schedule/schedule-page')) },
  { path: '/profile', component: lazyComponent(() => import('./profile/profile-page')), title: '个人中心', standalone: true },
];
