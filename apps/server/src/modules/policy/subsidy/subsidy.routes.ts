import { subsidyApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './subsidy.service.js';

export const subsidyRoutes = [
  route(subsidyApi.addSubsidyProject, async ({ deps, actor, body }) => withMsg(await service.addProject(deps, actor, body), '新增成功')),
  route(subsidyApi.editSubsidyProject, async ({ deps, body }) => withMsg(await service.editProject(deps, body), '修改成功')),
  route(subsidyApi.queryPageSubsidy, ({ deps, body }) => service.pageProjects(deps, body)),
  route(subsidyApi.submitOrWithdrawSubsidy, async ({ deps, query }) =>
    withMsg(await service.submitOrWithdraw(deps, query), query.state === 1 ? '提交成功' : '撤回成功'),
  ),
  route(subsidyApi.updateReportTime, async ({ deps, body }) => withMsg(await service.updateReportTime(deps, body), '操作成功')),
  route(subsidyApi.manageHotSubsidy, async ({ deps, body }) => withMsg(await service.manageHot(deps, body), '操作成功')),
  route(subsidyApi.deleteSubsidyProject, async ({ deps, query }) => withMsg(await service.deleteProject(deps, query.projectCode), '删除成功')),
  route(subsidyApi.getSubsidyProjectInfo, ({ deps, query }) => service.projectInfo(deps, query.projectCode)),
];
