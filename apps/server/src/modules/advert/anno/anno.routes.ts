import { annoApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './anno.service.js';

export const annoRoutes = [
  route(annoApi.saveAnno, async ({ deps, actor, body }) => withMsg(await service.saveAnno(deps, actor, body), '新增成功')),
  route(annoApi.editAnno, async ({ deps, body }) => withMsg(await service.editAnno(deps, body), '修改成功')),
  route(annoApi.removeAnno, async ({ deps, params }) => withMsg(await service.removeAnno(deps, params.annoCode), '删除成功')),
  route(annoApi.queryAnnoList, ({ deps, body }) => service.pageAnnos(deps, body)),
  route(annoApi.queryAnnoInfo, ({ deps, query }) => service.annoInfo(deps, query.annoCode)),
];
