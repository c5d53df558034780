import { jobApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import { exportJobs } from './job.export.js';
import * as service from './job.service.js';

export const jobRoutes = [
  route(jobApi.queryJobInfoType, ({ deps, actor, query }) => service.typeCounts(deps, actor.scope, query)),
  route(jobApi.queryJobInfoList, ({ deps, actor, body }) => service.pageJobs(deps, actor.scope, body), { export: exportJobs }),
  route(jobApi.queryJobInfoDetail, ({ deps, actor, params }) => service.jobDetail(deps, actor.scope, params.jobCode)),
  route(jobApi.saveJobInfo, async ({ deps, actor, body }) => withMsg(await service.saveJob(deps, actor, body), '新增成功')),
  route(jobApi.editJobInfo, async ({ deps, actor, body }) => withMsg(await service.editJob(deps, actor, body), '修改成功')),
  route(jobApi.checkJobInfo, ({ deps, actor, body }) => service.checkJob(deps, actor, body)),
  // The console shows this msg as it is (spec §8).
  route(jobApi.onOrOffLineJobInfo, async ({ deps, actor, body }) =>
    withMsg(await service.setOnline(deps, actor, body.jobCode, body.onlineType), body.onlineType === 1 ? '上线成功' : '下线成功'),
  ),
  route(jobApi.refreshJobInfo, async ({ deps, actor, params }) => withMsg(await service.refreshJob(deps, actor, params.id), '刷新成功')),
  route(jobApi.endJobInfo, ({ deps, actor, params }) => service.endJob(deps, actor, params.id)),
  route(jobApi.forcedOfflineJobInfo, ({ deps, actor, body }) => service.forceOffline(deps, actor, body.jobCode, body.forcedDesc)),
];
