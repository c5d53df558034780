import { courseApi, trainClassApi, trainStudentApi } from '@hrbd/contract';
import { exportRoute, route, withMsg } from '../../../platform/endpoint.js';
import { exportStudents } from './train-class.export.js';
import { importStudents, sendErrorFile } from './train-class.import.js';
import * as service from './train-class.service.js';

export const trainClassRoutes = [
  route(trainClassApi.list, ({ deps, actor, query }) => service.pageClasses(deps, actor.scope, query)),
  route(trainClassApi.info, ({ deps, actor, query }) => service.classInfo(deps, actor.scope, query.classCode)),
  route(trainClassApi.save, async ({ deps, actor, body }) => withMsg(await service.saveClass(deps, actor, body), '新增成功')),
  route(trainClassApi.update, async ({ deps, actor, body }) => withMsg(await service.updateClass(deps, actor, body), '保存成功')),
  route(trainClassApi.studentList, ({ deps, actor, query }) => service.pageStudents(deps, actor, query)),
  // A course's endpoint answered here, from its classes (the course area cannot read classes: they depend on it).
  route(courseApi.getCmpyByCourse, ({ deps, actor, query }) => service.organisationsOfCourse(deps, actor.scope, query.courseCode)),
  route(trainClassApi.end, async ({ deps, actor, query }) => withMsg(await service.endClass(deps, actor, query.classCode), '结业成功')),
  route(trainStudentApi.addStudent, async ({ deps, actor, body }) => withMsg(await service.addStudent(deps, actor, body), '添加成功')),
  route(trainStudentApi.importStudentInfoList, async ({ deps, actor, request }) => {
    const result = await importStudents(deps, actor, request);
    return withMsg(result, `成功 ${result.success} 条，失败 ${result.failed} 条`);
  }),
  exportRoute(trainStudentApi.exportStudentDetais, exportStudents),
  route(trainStudentApi.downLoadErrorFile, ({ deps, actor, query, reply }) => sendErrorFile(deps, actor, query.errorCode, reply)),
];
