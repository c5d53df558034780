import { treeDataApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './tree-data.service.js';

export const treeDataRoutes = [route(treeDataApi.queryTreeByType, ({ deps, query }) => service.treeByType(deps.db, query.type))];
