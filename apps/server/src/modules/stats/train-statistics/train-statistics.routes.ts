import { trainStatisticsApi as api } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './train-statistics.service.js';

export const trainStatisticsRoutes = [
  route(api.courseInfoStatis, ({ deps, actor, body }) => service.courseInfo(deps, actor.scope, body)),
  route(api.courseInfoMon, ({ deps, actor, body }) => service.courseMonths(deps, actor.scope, body)),
  route(api.classStatis, ({ deps, actor, body }) => service.classInfo(deps, actor.scope, body)),
  route(api.courseClassMon, ({ deps, actor, body }) => service.courseClassMonths(deps, actor.scope, body)),
  route(api.courseStudentMon, ({ deps, actor, body }) => service.courseStudentMonths(deps, actor.scope, body)),
  route(api.courseClassStudent, ({ deps, actor, body }) => service.courseClassStudents(deps, actor.scope, body)),
  route(api.classUseRate, ({ deps, actor, body }) => service.classUseRate(deps, actor.scope, body)),
  route(api.cmpyCourse, ({ deps, actor, body }) => service.organisationCourses(deps, actor.scope, body)),
  route(api.courseSignIn, ({ deps, actor, body }) => service.signInMonths(deps, actor.scope, body)),
  route(api.studentStatis, ({ deps, actor, body }) => service.studentProfile(deps, actor.scope, body)),
];
