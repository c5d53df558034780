import { recruitEndpoints as api } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './job-category.service.js';

export const jobCategoryRoutes = [
  route(api.queryJobCategories, ({ deps }) => service.categoryTree(deps)),
  route(api.queryJobCateSelf, ({ deps, body }) => service.categoryLevel(deps, body.categorieParentCode || undefined)),
];
