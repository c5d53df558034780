export * from './place.js';
export * from './company.js';
export * from './statistics.js';

import { companyApi } from './company.js';
import { companyStatisticsApi } from './statistics.js';

/** The `company` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const companyAreas = [companyApi, companyStatisticsApi] as const;
