import { jobCategoryApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './job-category.service.js';

export const jobCategoryRoutes = [
  route(jobCategoryApi.queryJobCategories, ({ deps }) => service.categoryTree(deps)),
  route(jobCategoryApi.queryJobCateSelf, ({ deps, actor, body }) => service.categoryLevel(deps, actor, body.categorieParentCode || undefined)),
];
