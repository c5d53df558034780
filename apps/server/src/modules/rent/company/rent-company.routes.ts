import { rentCompanyApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './rent-company.service.js';

// cmpyList counts beds and tenants from the ledger: it is served by the ledger area (ledger/tenant.routes.ts).
export const rentCompanyRoutes = [
  route(rentCompanyApi.addCmpy, async ({ deps, actor, query }) => withMsg(await service.enrolCompany(deps.db, actor.scope, query), '新增成功')),
  route(rentCompanyApi.getCmpyNameList, ({ deps, actor, query }) => service.companyNames(deps.db, actor.scope, query.cmpyName)),
];
