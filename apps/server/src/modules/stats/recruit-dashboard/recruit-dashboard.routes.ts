import { statsEndpoints as api } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './recruit-dashboard.service.js';

export const recruitDashboardRoutes = [
  route(api.queryCmpyStatistics, ({ deps }) => service.dashboardTotals(deps)),
  route(api.queryStatisticsRecruit, ({ deps, body }) => service.recruitShares(deps, body)),
  route(api.queryStatisticsJobApplyDay, ({ deps, body }) => service.applyTrend(deps, body)),
];
