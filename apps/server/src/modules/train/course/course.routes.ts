import { COURSE_TYPES, courseApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as chapters from './course-chapter.service.js';
import * as service from './course.service.js';

const { ALL_COURSES, ONLINE_COURSES } = service;

export const courseRoutes = [
  route(courseApi.getBDCourseList, ({ deps, actor, query }) => service.pageCourses(deps, actor.scope, query, ALL_COURSES)),
  route(courseApi.getBDCourseInfo, ({ deps, actor, query }) => service.courseDetail(deps, actor.scope, query.courseCode, ALL_COURSES)),
  route(courseApi.addBDCourse, async ({ deps, actor, body }) => withMsg(await service.addCourse(deps, actor, body, body.courseType), '新增成功')),
  route(courseApi.saveCourseInfo, async ({ deps, actor, body }) => withMsg(await service.editCourse(deps, actor, body, ALL_COURSES), '修改成功')),
  route(courseApi.updateBDCourseState, ({ deps, actor, body }) => service.reviewCourses(deps, actor, body)),
  // The console shows this msg as it is: onlineType 2 is 下线, anything else 上线.
  route(courseApi.changeOnlineType, async ({ deps, actor, query }) => {
    const online = query.onlineType !== 2;
    return withMsg(await service.changeOnlineType(deps, actor, query.courseCode, online), online ? '上线成功' : '下线成功');
  }),
  route(courseApi.refreshCourse, async ({ deps, actor, query }) => withMsg(await service.refreshCourse(deps, actor, query.courseCode), '刷新成功')),
  route(courseApi.delByCourseCode, async ({ deps, actor, query }) => withMsg(await service.deleteCourse(deps, actor, query.courseCode, ALL_COURSES), '删除成功')),
  route(courseApi.countByCompany, ({ deps, actor, query }) => service.countByCompany(deps, actor.scope, query.cmpyCode)),
  route(courseApi.getOnlineCourseList, ({ deps, actor, query }) => service.pageCourses(deps, actor.scope, query, ONLINE_COURSES)),
  route(courseApi.getOnlineCourseInfo, ({ deps, actor, query }) => service.courseDetail(deps, actor.scope, query.courseCode, ONLINE_COURSES)),
  route(courseApi.addOnlineCourse, async ({ deps, actor, body }) => withMsg(await service.addCourse(deps, actor, body, COURSE_TYPES.online), '新增成功')),
  route(courseApi.editOnlineCourse, async ({ deps, actor, body }) => withMsg(await service.editCourse(deps, actor, body, ONLINE_COURSES), '修改成功')),
  route(courseApi.delOnlineCourse, async ({ deps, actor, query }) => withMsg(await service.deleteCourse(deps, actor, query.courseCode, ONLINE_COURSES), '删除成功')),
  route(courseApi.downLineCourse, async ({ deps, actor, query }) => withMsg(await service.setOnline(deps, actor, query.courseCode, false, ONLINE_COURSES), '下线成功')),
  route(courseApi.checkOnlineCourse, async ({ deps, actor, query }) =>
    withMsg(await service.checkCourse(deps, actor, { courseCode: query.courseCode, approveType: query.approveType as number, rejectDesc: query.rejectDesc }), '审核成功'),
  ),
  route(courseApi.getCountByState, ({ deps, actor, query }) => service.countByState(deps, actor.scope, query)),
  route(courseApi.getGroupList, ({ deps, body }) => chapters.groupList(deps, body)),
  route(courseApi.addGroup, async ({ deps, body }) => withMsg(await chapters.newGroup(deps, body), '新建分组成功')),
  route(courseApi.addMaterial, async ({ deps, actor, body }) => withMsg(await chapters.addChapter(deps, actor, body), '添加章节成功')),
  route(courseApi.queryPageMaterial, ({ deps, actor, body }) => chapters.pageChapters(deps, actor.scope, body)),
  route(courseApi.editMaterial, async ({ deps, actor, body }) => withMsg(await chapters.editChapter(deps, actor, body), body.remove ? '删除章节成功' : '修改章节成功')),
];
