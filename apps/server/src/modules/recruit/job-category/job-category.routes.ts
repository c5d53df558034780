import { jobCategoryApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './job-category.service.js';

export const jobCategoryRoutes = [
  route(jobCategoryApi.queryJobCategories, ({ deps }) => service.categoryTree(deps)),
  route(jobCategoryApi.queryJobCateSelf, ({ deps, body }) => service.categoryLevel(deps, body.categorieParentCode || undefined)),
];
