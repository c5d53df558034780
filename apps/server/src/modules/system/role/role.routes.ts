import { systemEndpoints as api } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './role.service.js';

export const roleRoutes = [
  route(api.addRole, async ({ deps, body }) => withMsg(await service.addRole(deps, body), '新增成功')),
  route(api.editRole, async ({ deps, body }) => withMsg(await service.editRole(deps, body), '修改成功')),
  route(api.listRoles, ({ deps, body }) => service.listRoles(deps, { roleName: body.roleName }, body)),
  route(api.queryRole, ({ deps, body }) => service.queryRole(deps, body.roleCode)),
  route(api.removeRole, async ({ deps, body }) => withMsg(await service.removeRole(deps, body.roleCode), '删除成功')),
  route(api.saveRoleResources, async ({ deps, actor, body }) =>
    withMsg(await service.saveRoleResources(deps, actor, body.roleCode, body.resourceIds), '保存成功'),
  ),
];
