import { collegeStatisApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './statistics.service.js';

/** 院校统计 (catalogue domain stats), served with the colleges whose data they count. */
export const collegeStatisticsRoutes = [
  route(collegeStatisApi.queryStudent, ({ deps, actor, body }) => service.studentFigures(deps, actor.scope, body)),
  route(collegeStatisApi.queryEnrollStudentYear, ({ deps, actor, body }) => service.enrolPerYear(deps, actor.scope, body)),
  route(collegeStatisApi.queryStudentYear, ({ deps, actor, body }) => service.graduatesPerYear(deps, actor.scope, body)),
  route(collegeStatisApi.queryGraduateIndestry, ({ deps, actor, body }) => service.graduateIndustries(deps, actor.scope, body)),
  route(collegeStatisApi.queryStudentArea, ({ deps, actor, body }) => service.studentAreas(deps, actor.scope, body)),
  route(collegeStatisApi.queryStudentSpecialty, ({ deps, actor, body }) => service.studentSpecialties(deps, actor.scope, body)),
];
