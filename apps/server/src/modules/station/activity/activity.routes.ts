import { activityApi, stationCourseApi } from '@hrbd/contract';
import { exportRoute, route, withMsg } from '../../../platform/endpoint.js';
import * as service from './activity.service.js';

export const activityRoutes = [
  route(activityApi.addActivity, async ({ deps, actor, body }) => withMsg(await service.addActivity(deps, actor, body), '新增成功')),
  route(activityApi.editActivity, async ({ deps, actor, body }) => withMsg(await service.editActivity(deps, actor, body), '修改成功')),
  route(activityApi.queryPageActivity, ({ deps, actor, body }) => service.pageActivities(deps, actor, body)),
  route(activityApi.queryStateCount, ({ deps, actor, body }) => service.countByStatus(deps, actor, body)),
  // Reading applies the clock's due moves first (on the primary), so the detail never shows a stale status.
  route(activityApi.queryActivityInfo, ({ deps, actor, query }) => service.activityInfo(deps, actor, query.activityCode, query.type), { primary: true }),
  route(activityApi.deleteActivity, async ({ deps, actor, query }) => withMsg(await service.deleteActivity(deps, actor, query.activityCode), '删除成功')),
  route(activityApi.getAllCmpyByCode, ({ deps, actor, query }) => service.companiesOnBoard(deps, actor, query.stationNo)),
  route(activityApi.auditActivity, async ({ deps, actor, query }) => withMsg(await service.auditActivity(deps, actor, query), '操作成功')),
  route(activityApi.submitSettleActivity, async ({ deps, actor, query }) => withMsg(await service.submitSettle(deps, actor, query.activityCode), '提交成功')),
  route(activityApi.agreeSettleActivity, async ({ deps, actor, query }) => withMsg(await service.agreeSettle(deps, actor, query), '操作成功')),
  route(activityApi.settleActivity, async ({ deps, actor, query }) => withMsg(await service.settle(deps, actor, query), '结算成功')),
  exportRoute(activityApi.exportRecruitInfos, service.exportRecruitInfos),
  exportRoute(activityApi.exportTrainInfos, service.exportTrainInfos),
  route(activityApi.stopActivity, async ({ deps, actor, query }) => withMsg(await service.stopActivity(deps, actor, query.activityCode, query.reason), '活动已停止')),
  route(activityApi.submitActivity, async ({ deps, actor, query }) => withMsg(await service.submitActivity(deps, actor, query.activityCode), '提交成功')),
  route(stationCourseApi.getCouseByCmpyCode, ({ deps, actor, query }) => service.coursesOfCompany(deps, actor, query.cmpyCode)),
];
