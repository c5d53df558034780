import { storeCommentApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './store-comment.service.js';

export const storeCommentRoutes = [route(storeCommentApi.queryCommentPC, ({ deps, actor, query }) => service.pageComments(deps, actor, query))];
