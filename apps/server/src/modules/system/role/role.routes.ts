import { roleApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './role.service.js';

export const roleRoutes = [
  route(roleApi.add, async ({ deps, body }) => withMsg(await service.addRole(deps, body), '新增成功')),
  route(roleApi.edit, async ({ deps, actor, body }) => withMsg(await service.editRole(deps, actor, body), '修改成功')),
  route(roleApi.list, ({ deps, actor, body }) => service.listRoles(deps, actor, { roleName: body.roleName }, body)),
  route(roleApi.queryRole, ({ deps, actor, body }) => service.queryRole(deps, actor, body.roleCode)),
  route(roleApi.remove, async ({ deps, body }) => withMsg(await service.removeRole(deps, body.roleCode), '删除成功')),
  route(roleApi.saveRoleResources, async ({ deps, actor, body }) =>
    withMsg(await service.saveRoleResources(deps, actor, body.roleCode, body.resourceIds), '保存成功'),
  ),
];
