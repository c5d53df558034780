import { recruitDashboardApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './recruit-dashboard.service.js';

export const recruitDashboardRoutes = [
  route(recruitDashboardApi.queryCmpyStatistics, ({ deps }) => service.dashboardTotals(deps)),
  route(recruitDashboardApi.queryStatisticsRecruit, ({ deps, body }) => service.recruitShares(deps, body)),
  route(recruitDashboardApi.queryStatisticsJobApplyDay, ({ deps, body }) => service.applyTrend(deps, body)),
];
