import { lazyModule } from '../../lib/lazy-module';

/** The pinyin grouping (pinyin-pro), loaded when a widget that groups by pinyin first renders (issue 9 §4). */
export const pinyinGroups = lazyModule(() => import('./pinyin-groups'));
