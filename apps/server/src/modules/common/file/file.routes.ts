import { fileApi, thirdFileApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import { readableUrls } from './file-access.js';
import * as service from './file.service.js';

export const fileRoutes = [
  route(fileApi.uploadFile, async ({ deps, actor, request }) => withMsg(await service.uploadFile(deps, actor, request), '上传成功')),
  route(fileApi.batchQueryUrl, ({ deps, actor, query }) => readableUrls(deps, actor, query.objectKeys)),
  route(thirdFileApi.uploadFile, async ({ deps, actor, request }) => withMsg(await service.thirdUploadFile(deps, actor, request), '上传成功')),
  route(thirdFileApi.batchQueryUrl, ({ deps, actor, query }) => readableUrls(deps, actor, query.objectKeys)),
];
