import { bigscreenRecruitApi } from '@hrbd/contract';
import { figureRoute } from '../shared-answer.js';
import { pageWarnings } from './warning.service.js';

export const warningRoutes = [figureRoute(bigscreenRecruitApi.getEmployWarn, ({ deps, actor, query }) => pageWarnings(deps, actor, query))];
