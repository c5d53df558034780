import { lazy } from 'react';
import type { Screen } from '../../lib/screen';

/** Screens of the 系统管理 sub-system, by the resource tree's menu paths. */
export const systemScreens: Screen[] = [
  { path: '/setup', component: lazy(() => import('./overview/overview-page')), affix: true },
  { path: '/system/user', component: lazy(() => import('./user/user-page')) },
  { path: '/system/role', component: lazy(() => import('./role/role-page')) },
  { path: '/system/resource', component: lazy(() => import('./resource/resource-page')) },
  { path: '/system/message', component: lazy(() => import('./message/message-page')) },
  { path: '/system/event', component: lazy(() => import('./event/event-page')) },
  { path: '/system/operlog', component: lazy(() => import('./operlog/operlog-page')) },
  { path: '/system/loginlog', component: lazy(() => import('./loginlog/loginlog-page')) },
  { path: '/system/online', component: lazy(() => import('./online/online-page')) },
  { path: '/system/schedule', component: lazy(() => import('./schedule/schedule-page')) },
  { path: '/profile', component: lazy(() => import('./profile/profile-page')), title: '个人中心', standalone: true },
];
