import { systemEndpoints as api } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './resource.service.js';

export const resourceRoutes = [
  route(api.addResource, async ({ deps, body }) => withMsg(await service.addResource(deps, body), '新增成功')),
  route(api.editResource, async ({ deps, body }) => withMsg(await service.editResource(deps, body), '修改成功')),
  route(api.listResourceTree, ({ deps, body }) => service.resourceTree(deps, body)),
  route(api.listResourcePage, ({ deps, body }) =>
    service.pageResources(deps, { name: body.name, code: body.code, type: body.type, parentId: body.parentId }, body),
  ),
  route(api.queryResourceByCode, ({ deps, body }) => service.resourceByCode(deps, body.code)),
  route(api.removeResource, async ({ deps, body }) => withMsg(await service.removeResource(deps, body.id), '删除成功')),
];
