import type { DomainModule } from '../../platform/domain-module.js';
import * as m0027 from './migrations/0027-recruit-dashboard.js';
import * as m0058 from './migrations/0058-dashboard-analysis.js';
import { dashboardAnalysisRoutes } from './dashboard-analysis/dashboard-analysis.routes.js';
import { recruitDashboardRoutes } from './recruit-dashboard/recruit-dashboard.routes.js';
import { trainStatisticsRoutes } from './train-statistics/train-statistics.routes.js';

/** Statistics: the recruitment home's figures, kept by day counters; the training home's, read through the training services. */
export const statsModule: DomainModule = {
  domain: 'stats',
  routes: [...recruitDashboardRoutes, ...trainStatisticsRoutes, ...dashboardAnalysisRoutes],
  migrations: { '0027-recruit-dashboard': m0027, '0058-dashboard-analysis': m0058 },
  seeds: [],
  tasks: [],
};
