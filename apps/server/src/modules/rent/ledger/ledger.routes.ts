import { communityApi, houseApi, quitApi, rentCompanyApi, rentHomeApi, rentProfileApi, roomApi, tenantApi, unitApi } from '@hrbd/contract';
import * as home from './home.service.js';
import { exportRoute, route, withMsg } from '../../../platform/endpoint.js';
import * as communities from './community.service.js';
import { exportCommunities, exportProfiles, exportQuits, exportTenants } from './ledger.export.js';
import * as houses from './house.service.js';
import * as occupancy from './occupancy.service.js';
import * as quits from './quit.service.js';
import { reportRoutes } from './report.routes.js';
import { reportLines } from './report.service.js';
import * as tenants from './tenant.service.js';

export const ledgerRoutes = [
  // 小区管理 (extraInfo)
  route(communityApi.save, async ({ deps, actor, body }) => withMsg(await communities.saveCommunity(deps.db, actor.scope, body), '新增成功')),
  route(communityApi.update, async ({ deps, actor, body }) => withMsg(await communities.updateCommunity(deps.db, actor.scope, body), '修改成功')),
  route(communityApi.detail, ({ deps, actor, query }) => communities.communityDetailOf(deps.db, actor.scope, query.bizCode)),
  route(communityApi.queryPageCommunity, ({ deps, actor, body }) => communities.pageCommunities(deps.db, actor.scope, body)),
  route(communityApi.queryAllCommunity, ({ deps, actor, query }) => communities.allCommunities(deps.db, actor.scope, query.villageName)),
  exportRoute(communityApi.export, exportCommunities),
  route(communityApi.deleteCommunity, async ({ deps, actor, query }) => withMsg(await communities.deleteCommunity(deps.db, actor.scope, query.bizCode), '删除成功')),
  // 租赁信息 (rent-community-info)
  route(rentProfileApi.save, async ({ deps, actor, body }) => withMsg(await communities.saveProfile(deps.db, actor.scope, body), '新增成功')),
  route(rentProfileApi.update, async ({ deps, actor, body }) => withMsg(await communities.updateProfile(deps.db, actor.scope, body), '修改成功')),
  route(rentProfileApi.page, ({ deps, actor, body }) => communities.pageProfiles(deps, actor.scope, body, body)),
  route(rentProfileApi.detail, ({ deps, actor, query }) => communities.profileDetail(deps, actor.scope, query.bizCode)),
  exportRoute(rentProfileApi.export, exportProfiles),
  // 单元管理 / 房间明细
  route(unitApi.save, async ({ deps, actor, body }) => withMsg(await houses.saveUnit(deps.db, actor.scope, body), '新增成功')),
  route(unitApi.update, async ({ deps, actor, body }) => withMsg(await houses.updateUnit(deps.db, actor.scope, body), '修改成功')),
  route(unitApi.detail, ({ deps, actor, query }) => houses.unitDetail(deps.db, actor.scope, query.unitCode)),
  route(roomApi.add, async ({ deps, actor, body }) => withMsg(await houses.addRooms(deps.db, actor.scope, body), '新增成功')),
  // 房源管理
  route(houseApi.list, ({ deps, actor, body }) =>
    // With a report's code: the room lines frozen when that report was filed.
    body.reportCode ? reportLines(deps.db, actor.scope, { ...body, reportCode: body.reportCode }) : houses.pageLedger(deps.db, actor.scope, body),
  ),
  route(houseApi.distribute, async ({ deps, actor, body }) => withMsg(await occupancy.distribute(deps.db, actor.scope, body), '操作成功')),
  route(houseApi.toEmpty, async ({ deps, actor, query }) => withMsg(await occupancy.emptyRoom(deps.db, actor.scope, query.houseCode, query.reason), '操作成功')),
  // 租户管理
  route(tenantApi.getRentlist, ({ deps, actor, query }) => tenants.pageTenants(deps, actor, query)),
  exportRoute(tenantApi.export, exportTenants),
  route(tenantApi.delItemByCode, async ({ deps, actor, params }) => withMsg(await occupancy.deleteTenant(deps.db, actor.scope, params.bizCode), '删除成功')),
  // 退租申请
  route(quitApi.pagelist, ({ deps, actor, body }) => quits.pageQuits(deps.db, actor.scope, body)),
  route(quitApi.confirm, async ({ deps, actor, query }) => withMsg(await quits.confirmQuit(deps.db, actor, query), '操作成功')),
  route(quitApi.detail, ({ deps, actor, query }) => quits.quitDetail(deps.db, actor.scope, query.applyCode)),
  exportRoute(quitApi.export, exportQuits),
  // 租赁企业 list: the quota beside the ledger's figures.
  route(rentCompanyApi.cmpyList, ({ deps, actor, body }) => tenants.companyList(deps.db, actor.scope, body)),
  // 租赁概览
  route(rentHomeApi.getCommunitySummary, ({ deps, actor, query }) => home.communitySummary(deps.db, actor.scope, query.regionCode)),
  route(rentHomeApi.queryCommunityList, ({ deps, actor, body }) => home.communityRates(deps.db, actor.scope, body)),
  // 房源上报
  ...reportRoutes,
];
