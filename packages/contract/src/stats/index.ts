export * from './recruit-dashboard.js';

import { recruitDashboardApi } from './recruit-dashboard.js';

/** The `stats` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const statsAreas = [recruitDashboardApi] as const;
