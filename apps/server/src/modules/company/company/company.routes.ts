import { companyEndpoints as api } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './company.service.js';

export const companyRoutes = [
  route(api.cmpySubmit, async ({ deps, actor, body }) => withMsg(await service.submitCompany(deps, actor, body), '提交成功')),
  route(api.cmpyUpdate, async ({ deps, actor, body }) => {
    const state = await service.updateCompany(deps, actor, body);
    return withMsg(state, state.approveType === 0 ? '修改成功，已提交审核' : '修改成功');
  }),
  route(api.cmpyApprove, ({ deps, actor, body }) => service.approveCompany(deps, actor, body)),
  route(api.cmpyInfo, ({ deps, query }) => service.companyInfo(deps, query.cmpyCode)),
  route(api.cmpyPagelist, ({ deps, query }) => service.pageCompanies(deps, query, query)),
  route(api.cmpyList, ({ deps, query }) => service.passedCompanyOptions(deps, query.cmpyName)),
  route(api.cmpyGetCmpylist, ({ deps, query }) => service.companiesBySource(deps, query)),
  route(api.cmpyYjList, ({ deps, query }) => service.companyRegister(deps, query, query)),
  route(api.cmpyCount, ({ deps, query }) => service.companyCounts(deps, query)),
];
