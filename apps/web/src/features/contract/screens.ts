import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the contract domain (合同管理 under 运营中心), by the resource tree's menu paths. */
export const contractScreens: Screen[] = [
  { path: '/oddjobMarket/contract/model', component: lazyComponent(() => import('./model/model-page')) },
  { path: '/oddjobMarket/contract/sign', component: lazyComponent(() => import('./sign/sign-page')) },
  { path: '/oddjobMarket/contract/company', component: lazyComponent(() => import('./company/company-page')) },
];
