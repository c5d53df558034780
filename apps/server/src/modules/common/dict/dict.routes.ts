import { commonEndpoints as api } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './dict.service.js';

export const dictRoutes = [route(api.queryDictByType, ({ deps, query }) => service.itemsByType(deps.db, query.type))];
