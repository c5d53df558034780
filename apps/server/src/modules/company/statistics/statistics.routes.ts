import { companyEndpoints as api } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './statistics.service.js';

export const companyStatisticsRoutes = [
  route(api.cmpyTotal, ({ deps }) => service.companyTotals(deps)),
  route(api.cmpyTrend, ({ deps, query }) => service.companyTrend(deps, query.unit, query.beginTime, query.endTime)),
  route(api.cmpyIndustry, ({ deps, query }) => service.companyIndustryShares(deps, query.approveType)),
  route(api.userTotal, ({ deps }) => service.platformUserTotals(deps)),
  route(api.userTrend, ({ deps, query }) => service.platformUserTrend(deps, query.unit, query.beginTime, query.endTime)),
];
