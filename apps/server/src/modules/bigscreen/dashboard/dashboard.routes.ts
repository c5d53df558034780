import { bigscreenCompanyApi, bigscreenPeopleApi, bigscreenRecruitApi, bigscreenTrainApi } from '@hrbd/contract';
import { figureRoute } from '../shared-answer.js';
import * as service from './dashboard.service.js';

export const dashboardRoutes = [
  figureRoute(bigscreenCompanyApi.info, ({ deps, actor, query }) => service.companyOverview(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenCompanyApi.queryCmpyStatistics, ({ deps, actor, query }) => service.companyStatistics(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenCompanyApi.getCmpyList, ({ deps, actor, query }) => service.newestCompanies(deps, actor.scope, query)),
  figureRoute(bigscreenCompanyApi.queryCmpyRecruit, ({ deps, actor, query }) => service.recruitingCompanies(deps, actor.scope, query)),
  figureRoute(bigscreenRecruitApi.analysis, ({ deps, actor, query }) => service.recruitTrend(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenRecruitApi.jobApplyAnalysis, ({ deps, actor, query }) => service.applyDays(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenRecruitApi.getCmpyCategory, ({ deps, actor, query }) => service.categoryGap(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenRecruitApi.getCmpyRecruitAnalysis, ({ deps, actor, query }) => service.categoryApplications(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenPeopleApi.userCount, ({ deps, actor, query }) => service.userCount(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenPeopleApi.analysisUserInfo, ({ deps, actor, query }) => service.userPortrait(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenPeopleApi.analysisEducation, ({ deps, actor, query }) => service.userEducation(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenPeopleApi.getSummary, ({ deps, actor, query }) => service.summary(deps, actor, query.reportTime)),
  figureRoute(bigscreenTrainApi.trainApplyAnalysis, ({ deps, actor, query }) => service.trainApplyTrend(deps, actor.scope, query.reportTime)),
  figureRoute(bigscreenTrainApi.queryCmpyTrain, ({ deps, actor, query }) => service.trainCompanies(deps, actor.scope, query)),
];
