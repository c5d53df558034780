import { lazy } from 'react';
import type { Screen } from '../../lib/screen';

/** Screens of the common domain (素材 …), by the resource tree's menu paths; 素材管理 sits under 培训系统. */
export const commonScreens: Screen[] = [{ path: '/train/material', component: lazy(() => import('./material/material-page')) }];
