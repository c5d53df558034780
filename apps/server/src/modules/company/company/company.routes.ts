import { companyApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import { exportCompanies } from './company.export.js';
import * as service from './company.service.js';

export const companyRoutes = [
  route(companyApi.submit, async ({ deps, actor, body }) => withMsg(await service.submitCompany(deps, actor, body), '提交成功')),
  route(companyApi.update, async ({ deps, actor, body }) => {
    const state = await service.updateCompany(deps, actor, body);
    return withMsg(state, state.approveType === 0 ? '修改成功，已提交审核' : '修改成功');
  }),
  route(companyApi.approve, ({ deps, actor, body }) => service.approveCompany(deps, actor, body)),
  route(companyApi.info, ({ deps, actor, query }) => service.companyInfo(deps, actor, query.cmpyCode)),
  route(companyApi.pagelist, ({ deps, actor, query }) => service.pageCompanies(deps, { ...query, scope: actor.scope }, query), { export: exportCompanies }),
  route(companyApi.list, ({ deps, actor, query }) => service.passedCompanyOptions(deps, actor, query.cmpyName)),
  route(companyApi.getCmpylist, ({ deps, actor, query }) => service.companiesBySource(deps, { ...query, scope: actor.scope })),
  route(companyApi.yjList, ({ deps, actor, query }) => service.companyRegister(deps, { ...query, scope: actor.scope }, query)),
  route(companyApi.cmpyCount, ({ deps, actor, query }) => service.companyCounts(deps, { ...query, scope: actor.scope })),
];
