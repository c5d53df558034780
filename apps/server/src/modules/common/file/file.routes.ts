import { fileApi, thirdFileApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import { readableUrls, type FileHolder } from './file-access.js';
import * as service from './file.service.js';

/** The file routes; `holders` say which records' files a caller may have signed (see file-access.ts). */
export const fileRoutes = (holders: readonly FileHolder[]) => [
  route(fileApi.uploadFile, async ({ deps, actor, request }) => withMsg(await service.uploadFile(deps, actor, request), '上传成功')),
  route(fileApi.batchQueryUrl, ({ deps, actor, query }) => readableUrls(deps, actor, query.objectKeys, holders)),
  route(thirdFileApi.uploadFile, async ({ deps, actor, request }) => withMsg(await service.thirdUploadFile(deps, actor, request), '上传成功')),
  route(thirdFileApi.batchQueryUrl, ({ deps, actor, query }) => readableUrls(deps, actor, query.objectKeys, holders)),
];
