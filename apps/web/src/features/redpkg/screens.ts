import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the redpkg domain (红包补贴用户 under 运营中心), by the resource tree's menu paths. */
export const redpkgScreens: Screen[] = [{ path: '/oddjobMarket/redpkg', component: lazyComponent(() => import('./red-pkg-user/red-pkg-user-page')) }];
