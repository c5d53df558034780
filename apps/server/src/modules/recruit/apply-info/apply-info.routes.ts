import { APPLY_ACTION_BY_TARGET, recruitEndpoints as api } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as files from './apply-info.export.js';
import * as service from './apply-info.service.js';

/** The console shows 操作成功 after every move (spec §8); a remark answers 备注成功. */
const DONE = '操作成功';

export const applyInfoRoutes = [
  // GET and the form POST are one query with one service function.
  route(api.queryPageJobApplyInfo, ({ deps, actor, query }) => service.pageApplications(deps, actor, query)),
  route(api.queryPageJobApplyInfoByForm, ({ deps, actor, body }) => service.pageApplications(deps, actor, body)),
  route(api.queryStateCount, ({ deps, query }) => service.stateCounts(deps, query)),
  route(api.queryStateCountByForm, ({ deps, body }) => service.stateCounts(deps, body)),
  route(api.queryJobApplyInfo, ({ deps, actor, query }) => service.applyDetail(deps, actor, query.applyCode)),
  route(api.queryResumeDetail, ({ deps, actor, query }) => service.resumeDetail(deps, actor, query.resumeCode)),
  route(api.updateState, async ({ deps, actor, query }) => withMsg(await service.updateState(deps, actor, query, APPLY_ACTION_BY_TARGET[query.state]), DONE)),
  route(api.inviteInterview, async ({ deps, actor, query }) => {
    const { applyCode, ...interview } = query;
    return withMsg(await service.inviteInterview(deps, actor, [applyCode], interview, false), DONE);
  }),
  route(api.batchThroughFirst, async ({ deps, actor, query }) => withMsg(await service.moveBatch(deps, actor, query.applyCodes, 'throughFirst', query.note), DONE)),
  route(api.batchInviteInterview, async ({ deps, actor, body }) => {
    const { applyCodes, ...interview } = body;
    return withMsg(await service.inviteInterview(deps, actor, applyCodes, interview, true), DONE);
  }),
  route(api.batchEmployment, async ({ deps, actor, query }) => withMsg(await service.moveBatch(deps, actor, query.applyCodes, 'employ', query.note), DONE)),
  route(api.batchOutOfPlace, async ({ deps, actor, query }) => withMsg(await service.moveBatch(deps, actor, query.applyCodes, 'outOfPlace', query.note), DONE)),
  route(api.updateRemark, async ({ deps, actor, body }) => withMsg(await service.updateRemark(deps, actor, body.applyCode, body.remark), '备注成功')),
  route(api.getShowJoinStationFlag, ({ deps, query }) => service.joinStationFlag(deps, query.jobCode)),
  route(api.dataExport, ({ deps, actor, reply, query }) => files.exportApplications(deps, actor, reply, query)),
  route(api.exportJobApplyInfos, ({ deps, actor, reply, query }) => files.exportApplicationProgress(deps, actor, reply, query)),
  route(api.resumeDetailExport, ({ deps, actor, reply, body }) => files.exportResumeDetails(deps, actor, reply, body)),
  route(api.downloadResume, ({ deps, actor, reply, query }) => files.downloadResumePdf(deps, actor, reply, query.resumeCode)),
];
