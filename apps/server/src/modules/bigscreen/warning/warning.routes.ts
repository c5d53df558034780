import { bigscreenRecruitApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import { pageWarnings } from './warning.service.js';

export const warningRoutes = [route(bigscreenRecruitApi.getEmployWarn, ({ deps, actor, query }) => pageWarnings(deps, actor, query))];
