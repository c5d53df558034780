import { bigscreenInsuranceApi, bigscreenInsuredTotalApi, bigscreenReportImportApi, bigscreenWorkerFlowApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import { figureRoute } from '../shared-answer.js';
import * as imports from './insured-report.import.js';
import * as service from './insured-report.service.js';

export const insuredReportRoutes = [
  figureRoute(bigscreenInsuredTotalApi.analysis, ({ deps, actor, query }) => service.insuredTotal(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenInsuranceApi.analysis, ({ deps, actor, query }) => service.insuranceAnalysis(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenInsuranceApi.socialSecurityUserAnalysis, ({ deps, actor, query }) => service.insuredRegions(deps, actor.scope, query.reportTime, query.parentCode)),
  figureRoute(bigscreenInsuranceApi.socialSecurityEducational, ({ deps, actor, query }) => service.insuredEducation(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenWorkerFlowApi.analysis, ({ deps, actor, query }) => service.workerFlow(deps, actor.scope, query.reportTime)),
];

/** 月报导入: outside the catalogue (no row covers it), guarded, audited and documented like the rest. */
export const reportImportRoutes = [
  route(bigscreenReportImportApi.template, ({ reply }) => imports.sendTemplate(reply)),
  route(bigscreenReportImportApi.import, async ({ deps, actor, request }) => {
    const result = await imports.importReports(deps, actor, request);
    const refused = result.refusedMonths.length > 0 ? `，未导入 ${result.refusedMonths.join('、')}` : '';
    return withMsg(result, `已导入 ${result.importedMonths.length} 个月${result.importedMonths.length > 0 ? `（${result.importedMonths.join('、')}）` : ''}${refused}`);
  }),
  route(bigscreenReportImportApi.errorFile, ({ deps, actor, query, reply }) => imports.sendErrorFile(deps, actor, query.errorCode, reply)),
  route(bigscreenReportImportApi.history, ({ deps, query }) => imports.importHistory(deps, query)),
];
