import { industrialArmyApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import { exportMatches } from './industrial-army.export.js';
import * as service from './industrial-army.service.js';

export const industrialArmyRoutes = [
  route(industrialArmyApi.usertagMatching, ({ deps, actor, body }) => service.matchResumes(deps, actor, body)),
  route(industrialArmyApi.getResumeInfoByCard, ({ deps, actor, query }) => service.resumeByIdCard(deps, actor, query.idCard)),
  route(industrialArmyApi.exportIndustrial, ({ deps, actor, reply, query }) => exportMatches(deps, actor, reply, query)),
];
