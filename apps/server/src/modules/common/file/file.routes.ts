import { fileApi, thirdFileApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './file.service.js';

export const fileRoutes = [
  route(fileApi.uploadFile, async ({ deps, actor, request }) => withMsg(await service.uploadFile(deps, actor, request), '上传成功')),
  route(fileApi.batchQueryUrl, ({ deps, query }) => service.batchUrls(deps, query.objectKeys)),
  route(thirdFileApi.uploadFile, async ({ deps, actor, request }) => withMsg(await service.thirdUploadFile(deps, actor, request), '上传成功')),
  route(thirdFileApi.batchQueryUrl, ({ deps, query }) => service.batchUrls(deps, query.objectKeys)),
];
