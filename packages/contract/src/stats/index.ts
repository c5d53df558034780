export * from './recruit-dashboard.js';
export * from './train-statistics.js';

import { recruitDashboardApi } from './recruit-dashboard.js';
import { trainStatisticsApi } from './train-statistics.js';

/** The `stats` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const statsAreas = [recruitDashboardApi, trainStatisticsApi] as const;
