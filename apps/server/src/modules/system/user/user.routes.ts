import { userApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import { exportUsers } from './user.export.js';
import * as service from './user.service.js';

export const userRoutes = [
  route(userApi.add, async ({ deps, actor, body }) => withMsg(await service.addUser(deps, actor, body), '新增成功')),
  route(userApi.edit, async ({ deps, actor, body }) => withMsg(await service.editUser(deps, actor, body), '修改成功')),
  route(userApi.list, ({ deps, body }) => service.listUsers(deps, body, body), { export: exportUsers }),
  route(userApi.remove, async ({ deps, actor, body }) => withMsg(await service.removeUsers(deps, actor, body.userCodes), '删除成功')),
  route(userApi.enableUser, async ({ deps, actor, body }) =>
    withMsg(await service.setUserStatus(deps, actor, body.userCode, body.status), body.status === 1 ? '启用成功' : '禁用成功'),
  ),
  route(userApi.changePassword, async ({ deps, actor, body }) =>
    withMsg(await service.changeOwnPassword(deps, actor, body.oldPassword, body.newPassword), '密码修改成功'),
  ),
  route(userApi.resetPassword, async ({ deps, actor, body }) =>
    withMsg(await service.resetPassword(deps, actor, body.userCode, body.newPassword), '密码重置成功'),
  ),
  route(userApi.info, ({ deps, actor }) => service.currentUserInfo(deps, actor)),
];
