import { jobFairApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './job-fair.service.js';

export const jobFairRoutes = [
  route(jobFairApi.list, ({ deps, query }) => service.pageFairs(deps, query)),
  route(jobFairApi.info, ({ deps, query }) => service.fairInfo(deps, query.fairCode)),
  route(jobFairApi.add, async ({ deps, actor, body }) => withMsg(await service.addFair(deps, actor, body), '新增成功')),
  route(jobFairApi.edit, async ({ deps, body }) => withMsg(await service.editFair(deps, body), '修改成功')),
  route(jobFairApi.getCmpyList, ({ deps, query }) => service.pageCompanies(deps, query)),
  route(jobFairApi.getJobList, ({ deps, query }) => service.pageJobs(deps, query)),
  route(jobFairApi.getResumeList, ({ deps, actor, query }) => service.pageResumes(deps, actor, query)),
];
