import { healthApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './health.service.js';

export const healthRoutes = [route(healthApi.queryHealthProveListUser, ({ deps, query }) => service.proofsOfUser(deps, query.userCode))];
