import { jobFairApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './job-fair.service.js';

export const jobFairRoutes = [
  route(jobFairApi.list, ({ deps, actor, query }) => service.pageFairs(deps, actor, query)),
  route(jobFairApi.info, ({ deps, actor, query }) => service.fairInfo(deps, actor, query.fairCode)),
  route(jobFairApi.add, async ({ deps, actor, body }) => withMsg(await service.addFair(deps, actor, body), '新增成功')),
  route(jobFairApi.edit, async ({ deps, actor, body }) => withMsg(await service.editFair(deps, actor, body), '修改成功')),
  route(jobFairApi.getCmpyList, ({ deps, actor, query }) => service.pageCompanies(deps, actor, query)),
  route(jobFairApi.getJobList, ({ deps, actor, query }) => service.pageJobs(deps, actor, query)),
  route(jobFairApi.getResumeList, ({ deps, actor, query }) => service.pageResumes(deps, actor, query)),
];
