export * from './payment-apply.js';

import { paymentApplyApi } from './payment-apply.js';

/** The `payment` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const paymentAreas = [paymentApplyApi] as const;
