import { recruitEndpoints as api } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './job.service.js';

export const jobRoutes = [
  route(api.queryJobInfoType, ({ deps, query }) => service.typeCounts(deps, query)),
  route(api.queryJobInfoList, ({ deps, body }) => service.pageJobs(deps, body)),
  route(api.queryJobInfoDetail, ({ deps, params }) => service.jobDetail(deps, params.jobCode)),
  route(api.saveJobInfo, async ({ deps, actor, body }) => withMsg(await service.saveJob(deps, actor, body), '新增成功')),
  route(api.editJobInfo, async ({ deps, body }) => withMsg(await service.editJob(deps, body), '修改成功')),
  route(api.checkJobInfo, ({ deps, actor, body }) => service.checkJob(deps, actor, body)),
  // The console shows this msg as it is (spec §8).
  route(api.onOrOffLineJobInfo, async ({ deps, body }) =>
    withMsg(await service.setOnline(deps, body.jobCode, body.onlineType), body.onlineType === 1 ? '上线成功' : '下线成功'),
  ),
  route(api.refreshJobInfo, async ({ deps, params }) => withMsg(await service.refreshJob(deps, params.id), '刷新成功')),
  route(api.endJobInfo, ({ deps, params }) => service.endJob(deps, params.id)),
  route(api.forcedOfflineJobInfo, ({ deps, actor, body }) => service.forceOffline(deps, actor, body.jobCode, body.forcedDesc)),
];
