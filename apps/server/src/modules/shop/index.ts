import type { DomainModule } from '../../platform/domain-module.js';
import { billTradeRoutes } from './bill-trade/bill-trade.routes.js';
import { billWithdrawalRoutes } from './bill-withdrawal/bill-withdrawal.routes.js';
import * as m0054 from './migrations/0054-shop.js';
import * as m0063 from './migrations/0063-shop-trade-totals.js';
import * as m0073 from './migrations/0073-shop-license-key.js';
import * as m0089 from './migrations/0089-shop-trade-slices.js';
import { seedShopDemo } from './shop.demo.js';
import { storeCommentRoutes } from './store-comment/store-comment.routes.js';
import { storeInfoRoutes } from './store-info/store-info.routes.js';
import { parseTime } from '../../platform/time.js';

/** 商户管理: stores, comments, trades, withdrawals (README.md). */
export const shopModule: DomainModule = {
  domain: 'shop',
  routes: [...storeInfoRoutes, ...storeCommentRoutes, ...billTradeRoutes, ...billWithdrawalRoutes],
  migrations: { '0054-shop': m0054, '0063-shop-trade-totals': m0063, '0073-shop-license-key': m0073, '0089-shop-trade-slices': m0089 },
  seeds: [{ name: 'demo-shop', when: 'demo', run: (db, { now }) => seedShopDemo(db, { now: parseTime(now) }) }],
  tasks: [],
};
