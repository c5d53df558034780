import { idleHouseApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './idle-house.service.js';

export const idleHouseRoutes = [
  route(idleHouseApi.add, async ({ deps, actor, body }) => withMsg(await service.addIdleHouse(deps.db, actor.scope, body), '新增成功')),
  route(idleHouseApi.edit, async ({ deps, actor, body }) => withMsg(await service.editIdleHouse(deps.db, actor.scope, body), '修改成功')),
  route(idleHouseApi.list, ({ deps, actor, body }) => service.pageIdleHouses(deps, actor, { ...body, scope: actor.scope }, body)),
  route(idleHouseApi.info, ({ deps, actor, query }) => service.idleHouseInfo(deps, actor, query.houseCode)),
  route(idleHouseApi.del, async ({ deps, actor, query }) => withMsg(await service.deleteIdleHouse(deps.db, actor.scope, query.houseCode), '删除成功')),
];
