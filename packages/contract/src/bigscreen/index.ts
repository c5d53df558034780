export * from './report-time.js';
export * from './dashboard.js';
export * from './insured-report.js';
export * from './weather.js';

import { bigscreenCompanyApi, bigscreenPeopleApi, bigscreenRecruitApi, bigscreenTrainApi } from './dashboard.js';
import { bigscreenInsuranceApi, bigscreenInsuredTotalApi, bigscreenReportImportApi, bigscreenWorkerFlowApi } from './insured-report.js';
import { bigscreenWeatherApi } from './weather.js';

/** The `bigscreen` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const bigscreenAreas = [
  bigscreenCompanyApi,
  bigscreenRecruitApi,
  bigscreenPeopleApi,
  bigscreenTrainApi,
  bigscreenInsuredTotalApi,
  bigscreenInsuranceApi,
  bigscreenWorkerFlowApi,
  bigscreenWeatherApi,
  bigscreenReportImportApi,
] as const;
