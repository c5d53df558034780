import { studentApi } from '@hrbd/contract';
import { exportRoute, route } from '../../../platform/endpoint.js';
import * as service from './student.service.js';

export const studentRoutes = [
  route(studentApi.queryStudent, ({ deps, actor, body }) => service.pageStudents(deps, actor, body)),
  exportRoute(studentApi.exportStudents, service.exportStudents),
];
