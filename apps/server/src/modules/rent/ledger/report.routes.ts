import { flatsReportApi, RENT_REPORT_LABELS, RENT_REPORT_SOURCE_LABELS, type RentReportRecord } from '@hrbd/contract';
import { exportRoute, route, withMsg } from '../../../platform/endpoint.js';
import type { ValuesOf } from '../../../platform/export/columns.js';
import { listExport } from '../../../platform/export/list-export.js';
import * as reports from './report.service.js';

const REPORT_VALUES: ValuesOf<typeof RENT_REPORT_LABELS, RentReportRecord> = {
  villageName: (r) => r.villageName,
  reportMonth: (r) => r.reportMonth,
  source: (r) => RENT_REPORT_SOURCE_LABELS[r.source] ?? '',
  reportTime: (r) => r.reportTime,
  districtName: (r) => r.districtName,
  houseNum: (r) => r.houseNum,
  vacantHouseNum: (r) => r.vacantHouseNum,
  bedNum: (r) => r.bedNum,
  occupiedBedNum: (r) => r.occupiedBedNum,
  tenantNum: (r) => r.tenantNum,
  occupancyRate: (r) => r.occupancyRate.toFixed(2),
  moveInNum: (r) => r.moveInNum,
  moveOutNum: (r) => r.moveOutNum,
  freeBedNum: (r) => r.freeBedNum,
  cutoffDate: (r) => r.cutoffDate,
  reporterName: (r) => r.reporterName,
  remark: (r) => r.remark,
  reportCode: (r) => r.reportCode,
};

const exportReports = listExport<typeof flatsReportApi.export, typeof RENT_REPORT_LABELS, RentReportRecord>(RENT_REPORT_LABELS, async ({ deps, actor, body }) => ({
  ...(await reports.reportsForExport(deps, actor.scope, body)),
  values: REPORT_VALUES,
}));

/** 房源上报 (`/rent/flatsreport/*`); its frozen room lines are served by 房源管理's list (ledger.routes). */
export const reportRoutes = [
  route(flatsReportApi.add, async ({ deps, actor, body }) => withMsg(await reports.addReport(deps.db, actor, body), '新增成功')),
  route(flatsReportApi.list, ({ deps, actor, body }) => reports.pageReports(deps, actor.scope, body, body)),
  route(flatsReportApi.detail, ({ deps, actor, query }) => reports.reportDetail(deps, actor.scope, query.reportCode)),
  exportRoute(flatsReportApi.export, exportReports),
  route(flatsReportApi.latestV2, ({ deps, actor, query }) => reports.latestReports(deps, actor.scope, query)),
  route(flatsReportApi.del, async ({ deps, actor, query }) => withMsg(await reports.deleteReport(deps.db, actor.scope, query.reportCode), '删除成功')),
];
