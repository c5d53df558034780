import { trainOrderApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './train-order.service.js';

export const trainOrderRoutes = [
  route(trainOrderApi.getBDOrderlist, ({ deps, actor, query }) => service.pageOrders(deps, actor.scope, query)),
  route(trainOrderApi.getOrderInfo, ({ deps, actor, query }) => service.orderInfo(deps, actor.scope, query.orderCode)),
];
