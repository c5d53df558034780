import { billTradeApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './bill-trade.service.js';

export const billTradeRoutes = [route(billTradeApi.billList, ({ deps, actor, query }) => service.pageTrades(deps, actor, query))];
