import { commonEndpoints as api } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './file.service.js';

export const fileRoutes = [
  route(api.uploadFile, async ({ deps, actor, request }) => withMsg(await service.uploadFile(deps, actor, request), '上传成功')),
  route(api.batchQueryFileUrl, ({ deps, query }) => service.batchUrls(deps, query.objectKeys)),
  route(api.thirdUploadFile, async ({ deps, actor, request }) => withMsg(await service.thirdUploadFile(deps, actor, request), '上传成功')),
  route(api.thirdBatchQueryUrl, ({ deps, query }) => service.batchUrls(deps, query.objectKeys)),
];
