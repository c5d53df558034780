import { resourceApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './resource.service.js';

export const resourceRoutes = [
  route(resourceApi.add, async ({ deps, body }) => withMsg(await service.addResource(deps, body), '新增成功')),
  route(resourceApi.edit, async ({ deps, body }) => withMsg(await service.editResource(deps, body), '修改成功')),
  route(resourceApi.list, ({ deps, body }) => service.resourceTree(deps, body)),
  route(resourceApi.listPage, ({ deps, body }) =>
    service.pageResources(deps, { name: body.name, code: body.code, type: body.type, parentId: body.parentId }, body),
  ),
  route(resourceApi.queryResourcesByCode, ({ deps, body }) => service.resourceByCode(deps, body.code)),
  route(resourceApi.remove, async ({ deps, body }) => withMsg(await service.removeResource(deps, body.id), '删除成功')),
];
