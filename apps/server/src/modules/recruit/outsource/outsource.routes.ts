import { recruitEndpoints as api } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import { exportPlacements } from './outsource.export.js';
import * as service from './outsource.service.js';

export const outsourceRoutes = [
  route(api.getOutsourcingEmployeeList, ({ deps, actor, query }) => service.pagePlacements(deps, actor, query)),
  route(api.queryResume, ({ deps, actor, query }) => service.placementResume(deps, actor, query.outsourceCode)),
  route(api.exportListHandler, ({ deps, actor, reply, query }) => exportPlacements(deps, actor, reply, query)),
];
