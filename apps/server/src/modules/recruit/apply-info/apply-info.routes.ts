import { APPLY_ACTION_BY_TARGET, applyInfoApi } from '@hrbd/contract';
import { exportRoute, route, withMsg } from '../../../platform/endpoint.js';
import * as files from './apply-info.export.js';
import * as service from './apply-info.service.js';

/** The console shows 操作成功 after every move (spec §8); a remark answers 备注成功. */
const DONE = '操作成功';

export const applyInfoRoutes = [
  // GET and the form POST are one query with one service function.
  route(applyInfoApi.queryPageJobApplyInfo, ({ deps, actor, query }) => service.pageApplications(deps, actor, query)),
  route(applyInfoApi.queryPageJobApplyInfoByForm, ({ deps, actor, body }) => service.pageApplications(deps, actor, body)),
  route(applyInfoApi.queryStateCount, ({ deps, actor, query }) => service.stateCounts(deps, actor, query)),
  route(applyInfoApi.queryStateCountByForm, ({ deps, actor, body }) => service.stateCounts(deps, actor, body)),
  route(applyInfoApi.queryJobApplyInfo, ({ deps, actor, query }) => service.applyDetail(deps, actor, query.applyCode)),
  route(applyInfoApi.queryResumeDetail, ({ deps, actor, query }) => service.resumeDetail(deps, actor, query.resumeCode)),
  route(applyInfoApi.updateState, async ({ deps, actor, query }) => withMsg(await service.updateState(deps, actor, query, APPLY_ACTION_BY_TARGET[query.state]), DONE)),
  route(applyInfoApi.inviteInterview, async ({ deps, actor, query }) => {
    const { applyCode, ...interview } = query;
    return withMsg(await service.inviteInterview(deps, actor, [applyCode], interview, false), DONE);
  }),
  route(applyInfoApi.batchThroughFirst, async ({ deps, actor, query }) => withMsg(await service.moveBatch(deps, actor, query.applyCodes, 'throughFirst', query.note), DONE)),
  route(applyInfoApi.batchInviteInterview, async ({ deps, actor, body }) => {
    const { applyCodes, ...interview } = body;
    return withMsg(await service.inviteInterview(deps, actor, applyCodes, interview, true), DONE);
  }),
  route(applyInfoApi.batchEmployment, async ({ deps, actor, query }) => withMsg(await service.moveBatch(deps, actor, query.applyCodes, 'employ', query.note), DONE)),
  route(applyInfoApi.batchOutOfPlace, async ({ deps, actor, query }) => withMsg(await service.moveBatch(deps, actor, query.applyCodes, 'outOfPlace', query.note), DONE)),
  route(applyInfoApi.updateRemark, async ({ deps, actor, body }) => withMsg(await service.updateRemark(deps, actor, body.applyCode, body.remark), '备注成功')),
  route(applyInfoApi.getShowJoinStationFlag, ({ deps, actor, query }) => service.joinStationFlag(deps, actor.scope, query.jobCode)),
  exportRoute(applyInfoApi.dataExport, files.exportApplications),
  route(applyInfoApi.exportJobApplyInfos, ({ deps, actor, reply, query }) => files.exportApplicationProgress(deps, actor, reply, query)),
  route(applyInfoApi.resumeDetailExport, ({ deps, actor, reply, body }) => files.exportResumeDetails(deps, actor, reply, body)),
  route(applyInfoApi.downloadResume, ({ deps, actor, reply, query }) => files.downloadResumePdf(deps, actor, reply, query.resumeCode)),
];
