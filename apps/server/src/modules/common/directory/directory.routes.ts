import { commonEndpoints as api } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './directory.service.js';

export const directoryRoutes = [
  route(api.queryDirectoryList, ({ deps, query }) =>
    service.listDirectory(deps.db, deps.dialect, { parentCode: query.parentCode, keyword: query.keyword }),
  ),
];
