import { stationApi } from '@hrbd/contract';
import { exportRoute, route, withMsg } from '../../../platform/endpoint.js';
import * as service from './station.service.js';

export const stationRoutes = [
  route(stationApi.addStation, async ({ deps, actor, body }) => withMsg(await service.addStation(deps, actor, body), '新增成功')),
  route(stationApi.editStation, async ({ deps, actor, body }) => withMsg(await service.editStation(deps, actor, body), '修改成功')),
  route(stationApi.checkStation, async ({ deps, actor, body }) => withMsg(await service.checkStation(deps, actor, body), '操作成功')),
  route(stationApi.deleteStationByStationNo, async ({ deps, actor, query }) => withMsg(await service.deleteStation(deps, actor, query.stationNo), '删除成功')),
  route(stationApi.getBDStationList, ({ deps, actor, query }) => service.pageStations(deps, actor, query)),
  route(stationApi.countNumByApproveState, ({ deps, actor, query }) => service.countByState(deps, actor, query)),
  route(stationApi.getStationInfo, ({ deps, actor, query }) => service.stationInfo(deps, actor, query.stationNo)),
  route(stationApi.validatedPhone, ({ deps, query }) => service.validatePhone(deps, query.phone, query.stationNo)),
  exportRoute(stationApi.export, service.exportStations),
  route(stationApi.getActivitiStationList, ({ deps, actor, query }) => service.pickerStations(deps, actor, query)),
  route(stationApi.jobjoinStation, async ({ deps, actor, query }) => withMsg(await service.joinStation(deps, actor, query.jobCode, query.stationNo), '操作成功')),
];
