export * from './core/define-endpoint.js';
export * from './core/envelope.js';
export * from './core/page.js';
export * from './core/fields.js';
export * from './core/validation.js';
export * from './core/state-machine.js';
export * from './system/index.js';
export { systemEndpoints } from './system/endpoints.js';
export * from './common/index.js';
export * from './company/index.js';
export * from './recruit/index.js';
export * from './stats/index.js';

import type { Endpoint } from './core/define-endpoint.js';
import { commonEndpoints } from './common/endpoints.js';
import { companyEndpoints } from './company/endpoints.js';
import { recruitEndpoints } from './recruit/endpoints.js';
import { statsEndpoints } from './stats/endpoints.js';
import { systemEndpoints } from './system/endpoints.js';

/** Every endpoint the contract defines, across domains. */
const DOMAIN_ENDPOINTS: ReadonlyArray<Readonly<Record<string, Endpoint>>> = [systemEndpoints, commonEndpoints, companyEndpoints, recruitEndpoints, statsEndpoints];
export const allEndpoints: readonly Endpoint[] = DOMAIN_ENDPOINTS.flatMap((map) => Object.values(map));
