export * from './subsidy.js';
export * from './apply.js';
export * from './skill.js';
export * from './news.js';

import { policyApplyApi } from './apply.js';
import { subsidyApi } from './subsidy.js';
import { applyNotifyApi, promulgationApi, skillOrganApi } from './skill.js';
import { policyNewsApi } from './news.js';

/** The `policy` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const policyAreas = [
  subsidyApi,
  policyApplyApi,
  skillOrganApi,
  promulgationApi,
  applyNotifyApi,
  policyNewsApi,
] as const;
