import { redPkgUserApi } from '@hrbd/contract';
import { exportRoute, route, withMsg } from '../../../platform/endpoint.js';
import { importUsers, sendErrorFile } from './red-pkg-user.import.js';
import * as service from './red-pkg-user.service.js';

export const redPkgUserRoutes = [
  route(redPkgUserApi.impRedPkgUsers, async ({ deps, actor, request }) => {
    const result = await importUsers(deps, actor, request);
    return withMsg(result, `导入完成：成功 ${result.succeeded} 条，失败 ${result.failed} 条`);
  }),
  route(redPkgUserApi.addRedPkgUser, async ({ deps, actor, body }) => withMsg(await service.addUser(deps, actor, body), '新增成功')),
  route(redPkgUserApi.editRedPkgUser, async ({ deps, actor, body }) => withMsg(await service.editUser(deps, actor, body), '修改成功')),
  route(redPkgUserApi.removeRedPkgUser, async ({ deps, actor, body }) => withMsg(await service.removeUsers(deps, actor, body.userCodes), '删除成功')),
  route(redPkgUserApi.subCheRedPkgUsers, async ({ deps, actor, body }) => {
    const { moved: _moved, ...result } = await service.submitUsers(deps.db, actor, body.userCodes);
    return withMsg(result, '操作成功');
  }),
  route(redPkgUserApi.checkRedPkgUsers, async ({ deps, actor, body }) => withMsg(await service.checkUsers(deps.db, actor, body), '操作成功')),
  route(redPkgUserApi.queryCheckTypeCount, ({ deps, actor, body }) => service.countByCheckType(deps, actor, body)),
  route(redPkgUserApi.queryCheckMoney, ({ deps, actor, body }) => service.moneyByCheckType(deps, actor, body)),
  route(redPkgUserApi.querySubCheckMoney, ({ deps, actor, body }) => service.subCheckMoney(deps, actor, body.userCodes)),
  route(redPkgUserApi.queryRedPkgStatisCount, ({ deps, actor, body }) => service.statisByCountyCategory(deps, actor, body)),
  route(redPkgUserApi.queryRedPkgUserList, ({ deps, actor, query }) => service.pageUsers(deps, actor, query)),
  exportRoute(redPkgUserApi.exportRedPkgUsers, service.exportUsers),
  route(redPkgUserApi.exportRedPkgUserError, ({ deps, actor, query, reply }) => sendErrorFile(deps, actor, query.batchCode, reply)),
];
