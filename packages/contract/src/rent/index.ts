export * from './community.js';
export * from './house.js';
export * from './tenant.js';
export * from './company.js';
export * from './home.js';
export * from './idle-house.js';
export * from './report.js';

import { communityApi, rentProfileApi } from './community.js';
import { rentCompanyApi } from './company.js';
import { houseApi, roomApi, unitApi } from './house.js';
import { quitApi, tenantApi } from './tenant.js';
import { rentHomeApi } from './home.js';
import { idleHouseApi } from './idle-house.js';
import { flatsReportApi } from './report.js';

/** The `rent` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const rentAreas = [
  communityApi,
  rentProfileApi,
  unitApi,
  roomApi,
  houseApi,
  tenantApi,
  quitApi,
  rentCompanyApi,
  rentHomeApi,
  idleHouseApi,
  flatsReportApi,
] as const;
