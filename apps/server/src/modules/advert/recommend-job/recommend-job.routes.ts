import { recommendJobApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from '../recommend.service.js';
import { RECOMMEND_JOBS as JOBS } from './recommend-job.service.js';


export const recommendJobRoutes = [
  route(recommendJobApi.saveRecommendJob, async ({ deps, actor, body }) =>
    withMsg(await service.saveRecommend(deps, actor, JOBS, { ...body, targetCode: body.jobCode }), '新增成功'),
  ),
  route(recommendJobApi.editRecommendJob, async ({ deps, body }) => withMsg(await service.editRecommend(deps, JOBS, { ...body, targetCode: body.jobCode }), '修改成功')),
  route(recommendJobApi.editAvailable, async ({ deps, body }) =>
    withMsg(await service.setEnabled(deps, JOBS, body.recommendCode, body.enabled), body.enabled === 1 ? '启用成功' : '停用成功'),
  ),
  route(recommendJobApi.removeRecJob, async ({ deps, body }) => withMsg(await service.removeRecommend(deps, JOBS, body.recommendCode), '删除成功')),
  route(recommendJobApi.queryRecommendJob, async ({ deps, query }) => {
    const page = await service.pageRecommends(deps, JOBS, query);
    return { total: page.total, records: page.records.map(({ targetCode, ...rest }) => ({ ...rest, jobCode: targetCode })) };
  }),
];
