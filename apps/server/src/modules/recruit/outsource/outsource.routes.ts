import { outsourceApi } from '@hrbd/contract';
import { exportRoute, route } from '../../../platform/endpoint.js';
import { exportPlacements } from './outsource.export.js';
import * as service from './outsource.service.js';

export const outsourceRoutes = [
  route(outsourceApi.getOutsourcingEmployeeList, ({ deps, actor, query }) => service.pagePlacements(deps, actor, query)),
  route(outsourceApi.queryResume, ({ deps, actor, query }) => service.placementResume(deps, actor, query.outsourceCode)),
  exportRoute(outsourceApi.exportListHandler, exportPlacements),
];
