import { companyStatisticsApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './statistics.service.js';

export const companyStatisticsRoutes = [
  route(companyStatisticsApi.cmpyTotal, ({ deps }) => service.companyTotals(deps)),
  route(companyStatisticsApi.cmpyTrend, ({ deps, query }) => service.companyTrend(deps, query.unit, query.beginTime, query.endTime)),
  route(companyStatisticsApi.cmpyIndustry, ({ deps, query }) => service.companyIndustryShares(deps, query.approveType)),
  route(companyStatisticsApi.userTotal, ({ deps }) => service.platformUserTotals(deps)),
  route(companyStatisticsApi.userTrend, ({ deps, query }) => service.platformUserTrend(deps, query.unit, query.beginTime, query.endTime)),
];
