import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';
import type { PolicyArea } from './lazy-pages';

/** The policy screens, each at /policy/<area>, loaded through lazy-pages.ts (which says why). */
const AREAS: readonly PolicyArea[] = ['apply', 'subsidy', 'organ', 'promulgation', 'notify', 'news'];

/** Screens of the policy domain (政策管理), by the resource tree's menu paths. */
export const policyScreens: Screen[] = AREAS.map((area) => ({ path: `/policy/${area}`, component: lazyComponent(() => import('./lazy-pages').then((pages) => pages.page(area))) }));
