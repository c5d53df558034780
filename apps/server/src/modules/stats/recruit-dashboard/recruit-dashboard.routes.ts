import { recruitDashboardApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './recruit-dashboard.service.js';

export const recruitDashboardRoutes = [
  route(recruitDashboardApi.queryCmpyStatistics, ({ deps, actor }) => service.dashboardTotals(deps, actor.scope)),
  route(recruitDashboardApi.queryStatisticsRecruit, ({ deps, actor, body }) => service.recruitShares(deps, actor.scope, body)),
  route(recruitDashboardApi.queryStatisticsJobApplyDay, ({ deps, actor, body }) => service.applyTrend(deps, actor.scope, body)),
];
