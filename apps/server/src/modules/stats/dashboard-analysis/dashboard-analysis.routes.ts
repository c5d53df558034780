import { dashboardAnalysisApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './dashboard-analysis.service.js';

export const dashboardAnalysisRoutes = [
  route(dashboardAnalysisApi.index, ({ deps, actor }) => service.jobIndex(deps, actor.scope)),
  route(dashboardAnalysisApi.getByDate, ({ deps, actor, query }) => service.jobsByDay(deps, actor.scope, query)),
  route(dashboardAnalysisApi.jobApplyAnalysis, ({ deps, actor, query }) => service.categoryApplications(deps, actor.scope, query)),
  route(dashboardAnalysisApi.queryDataTrend, ({ deps, actor, body }) => service.seekerTrend(deps, actor.scope, body)),
  route(dashboardAnalysisApi.queryStatistics, ({ deps, actor }) => service.subsystemTotals(deps, actor)),
  route(dashboardAnalysisApi.queryCmpyDayStatistics, ({ deps, actor, body }) => service.companiesByDay(deps, actor.scope, body)),
  route(dashboardAnalysisApi.queryStatisticsApplyDay, ({ deps, actor, body }) => service.courseApplyTrend(deps, actor.scope, body)),
  route(dashboardAnalysisApi.queryStatisticsCourse, ({ deps, actor, body }) => service.courseShares(deps, actor.scope, body)),
];
