import { recommendCourseApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from '../recommend.service.js';
import { RECOMMEND_COURSES as COURSES } from './recommend-course.service.js';


export const recommendCourseRoutes = [
  route(recommendCourseApi.save, async ({ deps, actor, body }) => withMsg(await service.saveRecommend(deps, actor, COURSES, { ...body, targetCode: body.courseCode }), '新增成功')),
  route(recommendCourseApi.edit, async ({ deps, body }) => withMsg(await service.editRecommend(deps, COURSES, { ...body, targetCode: body.courseCode }), '修改成功')),
  route(recommendCourseApi.remove, async ({ deps, body }) => withMsg(await service.removeRecommend(deps, COURSES, body.recommendCode), '删除成功')),
  route(recommendCourseApi.query, async ({ deps, query }) => {
    const page = await service.pageRecommends(deps, COURSES, query);
    return { total: page.total, records: page.records.map(({ targetCode, ...rest }) => ({ ...rest, courseCode: targetCode })) };
  }),
];
