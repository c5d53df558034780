import { directoryApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './directory.service.js';

export const directoryRoutes = [
  route(directoryApi.queryList, ({ deps, query }) =>
    service.listDirectory(deps.db, { parentCode: query.parentCode, keyword: query.keyword }),
  ),
];
