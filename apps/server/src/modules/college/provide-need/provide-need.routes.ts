import { provideNeedApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './provide-need.service.js';

export const provideNeedRoutes = [
  route(provideNeedApi.queryProvideList, ({ deps, actor, body }) => service.pageProvide(deps, actor.scope, body)),
  route(provideNeedApi.queryNeedAnnoList, ({ deps, actor, body }) => service.pageNeed(deps, actor.scope, body)),
];
