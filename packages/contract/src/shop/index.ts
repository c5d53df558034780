export * from './store-info.js';
export * from './store-comment.js';
export * from './bill-trade.js';
export * from './bill-withdrawal.js';

import { billTradeApi } from './bill-trade.js';
import { billWithdrawalApi } from './bill-withdrawal.js';
import { storeCommentApi } from './store-comment.js';
import { storeInfoApi } from './store-info.js';

/** The `shop` domain's areas (商户管理), each one `defineEndpoints` map. */
export const shopAreas = [storeInfoApi, storeCommentApi, billTradeApi, billWithdrawalApi] as const;
