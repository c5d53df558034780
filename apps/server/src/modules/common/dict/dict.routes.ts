import { dictApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './dict.service.js';

export const dictRoutes = [route(dictApi.queryByType, ({ deps, query }) => service.itemsByType(deps.db, query.type))];
