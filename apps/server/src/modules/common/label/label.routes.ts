import { labelApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './label.service.js';

export const labelRoutes = [route(labelApi.getLabels, ({ deps, query }) => service.labelsByType(deps.db, query.labelType))];
