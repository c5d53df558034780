export * from './subsidy.js';
export * from './apply.js';

import { policyApplyApi } from './apply.js';
import { subsidyApi } from './subsidy.js';

/** The `policy` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const policyAreas = [subsidyApi, policyApplyApi] as const;
