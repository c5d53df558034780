import { commonEndpoints as api } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './label.service.js';

export const labelRoutes = [route(api.getLabels, ({ deps, query }) => service.labelsByType(deps.db, query.labelType))];
