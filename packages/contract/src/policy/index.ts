export * from './subsidy.js';
export * from './apply.js';
export * from './skill.js';
export * from './news.js';
export * from './publication.js';
export * from './policy-file.js';

import { policyApplyApi } from './apply.js';
import { subsidyApi } from './subsidy.js';
import { applyNotifyApi, promulgationApi, skillOrganApi } from './skill.js';
import { policyNewsApi } from './news.js';
import { policyInfoApi, policyReportApi } from './publication.js';
import { itemApplyApi, policyFileApi, policyItemApi } from './policy-file.js';

/** The `policy` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const policyAreas = [
  subsidyApi,
  policyApplyApi,
  skillOrganApi,
  promulgationApi,
  applyNotifyApi,
  policyNewsApi,
  policyInfoApi,
  policyReportApi,
  policyFileApi,
  policyItemApi,
  itemApplyApi,
] as const;
