import type { DomainModule } from '../../platform/domain-module.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { insuredReportRoutes, reportImportRoutes } from './insured-report/insured-report.routes.js';
import { insuredReportTasks } from './insured-report/insured-report.tasks.js';
import * as m0057counters from './migrations/0057-bigscreen-counters.js';
import * as m0057reports from './migrations/0057-bigscreen-reports.js';
import * as m0061companyApplications from './migrations/0061-bigscreen-company-applications.js';
import * as m0077feedsPerStatement from './migrations/0077-bigscreen-feeds-per-statement.js';
import * as m0088sumIndex from './migrations/0088-bigscreen-sum-index.js';
import { warningRoutes } from './warning/warning.routes.js';
import { weatherRoutes } from './weather/weather.routes.js';

/** 数据大屏: the platform's figures by county counters, the imported monthly reports (月报导入), weather and warnings. */
export const bigscreenModule: DomainModule = {
  domain: 'bigscreen',
  routes: [...dashboardRoutes, ...warningRoutes, ...insuredReportRoutes, ...weatherRoutes, ...reportImportRoutes],
  migrations: {
    '0057-bigscreen-counters': m0057counters,
    '0057-bigscreen-reports': m0057reports,
    '0061-bigscreen-company-applications': m0061companyApplications,
    '0077-bigscreen-feeds-per-statement': m0077feedsPerStatement,
    '0088-bigscreen-sum-index': m0088sumIndex,
  },
  // Loaded when it runs: the demo writes its reports as a workbook with exceljs (7 MB of heap a serving process never needs).
  seeds: [{ name: 'demo-bigscreen-reports', when: 'demo', run: async (db, context) => (await import('./insured-report/insured-report.demo.js')).seedInsuredReportDemo(db, context.now) }],
  tasks: [...insuredReportTasks],
};
