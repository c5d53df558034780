import { policyNewsApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './news.service.js';

export const newsRoutes = [
  route(policyNewsApi.getNewsList, ({ deps, query }) => service.pageNews(deps, query)),
  route(policyNewsApi.getSourceList, ({ deps }) => service.sourceList(deps)),
  route(policyNewsApi.getPolicyNewsDetail, ({ deps, query }) => service.newsDetail(deps, query.newsId)),
];
