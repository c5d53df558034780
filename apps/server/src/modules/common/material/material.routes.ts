import { MATERIAL_EXISTS_CODE, materialApi, UPLOAD_MESSAGES } from '@hrbd/contract';
import { route, withCode, withMsg } from '../../../platform/endpoint.js';
import * as service from './material.service.js';

export const materialRoutes = [
  route(materialApi.uploadMaterial, async ({ deps, actor, request }) => {
    const registration = await service.registerMaterial(deps, actor, request);
    // 秒传: the contract's code 0 tells the uploader not to send the file.
    if (registration.exists) return withCode(registration, MATERIAL_EXISTS_CODE, UPLOAD_MESSAGES.exists);
    return withMsg(registration, registration.state === 0 ? '上传成功' : '素材已登记，请上传文件');
  }),
  route(materialApi.queryPageMaterial, ({ deps, query }) => service.pageMaterials(deps, query, query)),
  route(materialApi.queryMaterialUrl, ({ deps, query }) => service.materialUrl(deps, query.materialCode)),
  route(materialApi.updateVideoState, async ({ deps, body }) =>
    withMsg(await service.updateVideoState(deps, body.materialCode, body.state), body.state === 0 ? '上传成功' : '已标记为上传失败'),
  ),
];
