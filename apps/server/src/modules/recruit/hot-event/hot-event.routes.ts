import { hotEventApi, hotEventValueApi } from '@hrbd/contract';
import { exportRoute, route, withMsg } from '../../../platform/endpoint.js';
import { exportValues } from './hot-event.export.js';
import * as service from './hot-event.service.js';

export const hotEventRoutes = [
  route(hotEventApi.save, async ({ deps, actor, body }) => withMsg(await service.saveEvent(deps, actor, body), '新增成功')),
  route(hotEventApi.edit, async ({ deps, actor, body }) => withMsg(await service.editEvent(deps, actor, body), '修改成功')),
  route(hotEventApi.page, ({ deps, actor, query }) => service.pageEvents(deps, actor, query)),
  route(hotEventApi.info, ({ deps, actor, query }) => service.eventInfo(deps, actor, query.eventCode)),
  route(hotEventValueApi.page, ({ deps, actor, body }) => service.pageValues(deps, actor, body)),
  exportRoute(hotEventValueApi.exportHotEventsValues, exportValues),
  route(hotEventValueApi.handle, async ({ deps, actor, query }) => withMsg(await service.handleValue(deps, actor, query.valueCode, query.handleNote), '操作成功')),
];
