import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the common domain (素材, 字典 …), by the resource tree's menu paths; 素材管理 sits under 培训系统, 字典管理 under 系统管理. */
export const commonScreens: Screen[] = [
  { path: '/train/material', component: lazyComponent(() => import('./material/material-page')) },
  { path: '/system/dict', component: lazyComponent(() => import('./dict/dict-page')) },
];
