import { companyStatisticsApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './statistics.service.js';

export const companyStatisticsRoutes = [
  route(companyStatisticsApi.cmpyTotal, ({ deps, actor }) => service.companyTotals(deps, actor.scope)),
  route(companyStatisticsApi.cmpyTrend, ({ deps, actor, query }) => service.companyTrend(deps, actor.scope, query.unit, query.beginTime, query.endTime)),
  route(companyStatisticsApi.cmpyIndustry, ({ deps, actor, query }) => service.companyIndustryShares(deps, actor.scope, query.approveType)),
  route(companyStatisticsApi.userTotal, ({ deps }) => service.platformUserTotals(deps)),
  route(companyStatisticsApi.userTrend, ({ deps, query }) => service.platformUserTrend(deps, query.unit, query.beginTime, query.endTime)),
];
