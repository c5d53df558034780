import type { DomainModule } from '../../platform/domain-module.js';
import * as m0027 from './migrations/0027-recruit-dashboard.js';
import { recruitDashboardRoutes } from './recruit-dashboard/recruit-dashboard.routes.js';

/** Statistics: the recruitment home's figures, kept by day counters. */
export const statsModule: DomainModule = {
  domain: 'stats',
  routes: [...recruitDashboardRoutes],
  migrations: { '0027-recruit-dashboard': m0027 },
  seeds: [],
  tasks: [],
};
