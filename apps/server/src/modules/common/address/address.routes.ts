import { addressApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './address.service.js';

export const addressRoutes = [
  route(addressApi.queryCmpyHistoryAddr, ({ deps, query }) => service.historyPage(deps.db, query.cmpyCode, query.type, query)),
];
