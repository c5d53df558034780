import { itemApplyApi, policyFileApi, policyItemApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './policy-file.service.js';

export const policyFileRoutes = [
  route(policyFileApi.add, async ({ deps, actor, body }) => withMsg(await service.addFile(deps, actor, body), '新增成功')),
  route(policyFileApi.edit, async ({ deps, actor, body }) => withMsg(await service.editFile(deps, actor, body), '修改成功')),
  route(policyFileApi.list, ({ deps, body }) => service.pageFiles(deps, body)),
  route(policyFileApi.set, async ({ deps, body }) => withMsg(await service.setItems(deps, body), '操作成功')),
  route(policyFileApi.relate, async ({ deps, body }) => withMsg(await service.relateProjects(deps, body), '操作成功')),
  route(policyFileApi.del, async ({ deps, query }) => withMsg(await service.deleteFile(deps, query.fileCode), '删除成功')),
  route(policyFileApi.info, ({ deps, query }) => service.fileInfo(deps, query.fileCode)),
  route(policyItemApi.queryPageItem, ({ deps, body }) => service.pageItems(deps, body)),
  route(policyItemApi.countByItemType, ({ deps, body }) => service.countByItemType(deps, body)),
  route(policyItemApi.queryGroupByThemeTag, ({ deps, body }) => service.groupByThemeTag(deps, body.size)),
  route(policyItemApi.getItemInfo, ({ deps, query }) => service.itemInfo(deps, query.itemCode)),
  route(itemApplyApi.queryPage, ({ deps, actor, body }) => service.pageDeclarations(deps, actor, body)),
];
