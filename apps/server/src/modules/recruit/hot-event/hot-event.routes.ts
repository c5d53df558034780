import { recruitEndpoints as api } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import { exportValues } from './hot-event.export.js';
import * as service from './hot-event.service.js';

export const hotEventRoutes = [
  route(api.saveHotEvent, async ({ deps, actor, body }) => withMsg(await service.saveEvent(deps, actor, body), '新增成功')),
  route(api.editHotEvent, async ({ deps, actor, body }) => withMsg(await service.editEvent(deps, actor, body), '修改成功')),
  route(api.pageHotEvents, ({ deps, query }) => service.pageEvents(deps, query)),
  route(api.hotEventInfo, ({ deps, query }) => service.eventInfo(deps, query.eventCode)),
  route(api.pageHotEventValues, ({ deps, body }) => service.pageValues(deps, body)),
  route(api.exportHotEventsValues, ({ deps, reply, body }) => exportValues(deps, reply, body)),
  route(api.handleHotEventValue, async ({ deps, actor, query }) => withMsg(await service.handleValue(deps, actor, query.valueCode, query.handleNote), '操作成功')),
];
