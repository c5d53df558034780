import { lazy } from 'react';
import type { Screen } from '../../app/screen';

/** Screens of the 培训系统 sub-system, by the resource tree's menu paths. */
export const trainScreens: Screen[] = [{ path: '/train/material', component: lazy(() => import('./material/material-page')) }];
