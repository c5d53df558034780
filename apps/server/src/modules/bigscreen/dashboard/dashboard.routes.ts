import { bigscreenCompanyApi, bigscreenPeopleApi, bigscreenRecruitApi, bigscreenTrainApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './dashboard.service.js';

export const dashboardRoutes = [
  route(bigscreenCompanyApi.info, ({ deps, actor, query }) => service.companyOverview(deps, actor.scope, query.reportTime)),
  route(bigscreenCompanyApi.queryCmpyStatistics, ({ deps, actor, query }) => service.companyStatistics(deps, actor.scope, query.reportTime)),
  route(bigscreenCompanyApi.getCmpyList, ({ deps, actor, query }) => service.newestCompanies(deps, actor.scope, query)),
  route(bigscreenCompanyApi.queryCmpyRecruit, ({ deps, actor, query }) => service.recruitingCompanies(deps, actor.scope, query)),
  route(bigscreenRecruitApi.analysis, ({ deps, actor, query }) => service.recruitTrend(deps, actor.scope, query.reportTime)),
  route(bigscreenRecruitApi.jobApplyAnalysis, ({ deps, actor, query }) => service.applyDays(deps, actor.scope, query.reportTime)),
  route(bigscreenRecruitApi.getCmpyCategory, ({ deps, actor, query }) => service.categoryGap(deps, actor.scope, query.reportTime)),
  route(bigscreenRecruitApi.getCmpyRecruitAnalysis, ({ deps, actor, query }) => service.categoryApplications(deps, actor.scope, query.reportTime)),
  route(bigscreenPeopleApi.userCount, ({ deps, actor, query }) => service.userCount(deps, actor.scope, query.reportTime)),
  route(bigscreenPeopleApi.analysisUserInfo, ({ deps, actor, query }) => service.userPortrait(deps, actor.scope, query.reportTime)),
  route(bigscreenPeopleApi.analysisEducation, ({ deps, actor, query }) => service.userEducation(deps, actor.scope, query.reportTime)),
  route(bigscreenPeopleApi.getSummary, ({ deps, actor, query }) => service.summary(deps, actor, query.reportTime)),
  route(bigscreenTrainApi.trainApplyAnalysis, ({ deps, actor, query }) => service.trainApplyTrend(deps, actor.scope, query.reportTime)),
  route(bigscreenTrainApi.queryCmpyTrain, ({ deps, actor, query }) => service.trainCompanies(deps, actor.scope, query)),
];
