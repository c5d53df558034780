import { recruitEndpoints as api } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import { exportMatches } from './industrial-army.export.js';
import * as service from './industrial-army.service.js';

export const industrialArmyRoutes = [
  route(api.usertagMatching, ({ deps, actor, body }) => service.matchResumes(deps, actor, body)),
  route(api.getResumeInfoByCard, ({ deps, actor, query }) => service.resumeByIdCard(deps, actor, query.idCard)),
  route(api.exportIndustrial, ({ deps, actor, reply, query }) => exportMatches(deps, actor, reply, query)),
];
