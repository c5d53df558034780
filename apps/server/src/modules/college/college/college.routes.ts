import { collegeApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './college.service.js';

export const collegeRoutes = [
  route(collegeApi.queryCollegeList, ({ deps, actor, body }) => service.pageColleges(deps, actor.scope, body)),
  route(collegeApi.queryCollegeInfo, ({ deps, actor, params }) => service.collegeInfo(deps, actor, params.collegeCode)),
  route(collegeApi.checkCollege, ({ deps, actor, body }) => service.checkCollege(deps, actor, body)),
  route(collegeApi.queryCollegeApply, ({ deps, actor, body }) => service.pageApplies(deps, actor.scope, body, body)),
];
