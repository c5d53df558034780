import { recruitEndpoints as api } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './job-fair.service.js';

export const jobFairRoutes = [
  route(api.jobFairList, ({ deps, query }) => service.pageFairs(deps, query)),
  route(api.jobFairInfo, ({ deps, query }) => service.fairInfo(deps, query.fairCode)),
  route(api.addJobFair, async ({ deps, actor, body }) => withMsg(await service.addFair(deps, actor, body), '新增成功')),
  route(api.editJobFair, async ({ deps, body }) => withMsg(await service.editFair(deps, body), '修改成功')),
  route(api.jobFairCmpyList, ({ deps, query }) => service.pageCompanies(deps, query)),
  route(api.jobFairJobList, ({ deps, query }) => service.pageJobs(deps, query)),
  route(api.jobFairResumeList, ({ deps, actor, query }) => service.pageResumes(deps, actor, query)),
];
