import { onlineSignApi } from '@hrbd/contract';
import { exportRoute, route } from '../../../platform/endpoint.js';
import * as service from './online-sign.service.js';

export const onlineSignRoutes = [
  route(onlineSignApi.page, ({ deps, actor, body }) => service.pageSignings(deps, actor, body)),
  exportRoute(onlineSignApi.export, service.exportSignings),
];
