import { companyApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './company.service.js';

export const companyRoutes = [
  route(companyApi.submit, async ({ deps, actor, body }) => withMsg(await service.submitCompany(deps, actor, body), '提交成功')),
  route(companyApi.update, async ({ deps, actor, body }) => {
    const state = await service.updateCompany(deps, actor, body);
    return withMsg(state, state.approveType === 0 ? '修改成功，已提交审核' : '修改成功');
  }),
  route(companyApi.approve, ({ deps, actor, body }) => service.approveCompany(deps, actor, body)),
  route(companyApi.info, ({ deps, query }) => service.companyInfo(deps, query.cmpyCode)),
  route(companyApi.pagelist, ({ deps, query }) => service.pageCompanies(deps, query, query)),
  route(companyApi.list, ({ deps, query }) => service.passedCompanyOptions(deps, query.cmpyName)),
  route(companyApi.getCmpylist, ({ deps, query }) => service.companiesBySource(deps, query)),
  route(companyApi.yjList, ({ deps, query }) => service.companyRegister(deps, query, query)),
  route(companyApi.cmpyCount, ({ deps, query }) => service.companyCounts(deps, query)),
];
