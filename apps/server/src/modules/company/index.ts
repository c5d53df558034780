import { perm } from '@hrbd/contract';
import type { DomainModule } from '../../platform/domain-module.js';
import { companyRoutes } from './company/company.routes.js';
import { licenseKeysAmong } from './company/company.service.js';
import * as m0020 from './migrations/0020-company.js';
import { companyStatisticsRoutes } from './statistics/statistics.routes.js';

/** Companies (企业): entry, review, statistics. Their demo rows come with the recruitment demo, which files jobs under them. */
export const companyModule: DomainModule = {
  domain: 'company',
  routes: [...companyRoutes, ...companyStatisticsRoutes],
  migrations: { '0020-company': m0020 },
  seeds: [],
  tasks: [],
  fileHolders: [{ permission: perm.recruit.company.approval.list, keysAmong: licenseKeysAmong }],
};
