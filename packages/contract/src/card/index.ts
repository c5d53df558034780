export * from './ledger.js';
export * from './recharge.js';

import { rechargeApi } from './recharge.js';

/** The `card` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const cardAreas = [rechargeApi] as const;
