export * from './recruit-dashboard.js';
export * from './train-statistics.js';
export * from './dashboard-analysis.js';

import { recruitDashboardApi } from './recruit-dashboard.js';
import { trainStatisticsApi } from './train-statistics.js';
import { dashboardAnalysisApi } from './dashboard-analysis.js';

/** The `stats` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const statsAreas = [recruitDashboardApi, trainStatisticsApi, dashboardAnalysisApi] as const;
