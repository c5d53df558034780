import { skillOrganApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './organ.service.js';

export const organRoutes = [
  route(skillOrganApi.addOrgan, async ({ deps, actor, body }) => withMsg(await service.addOrgan(deps, actor, body), '新增成功')),
  route(skillOrganApi.editOrgan, async ({ deps, actor, body }) => withMsg(await service.editOrgan(deps, actor, body), '修改成功')),
  route(skillOrganApi.organList, ({ deps, actor, query }) => service.pageOrgans(deps, actor, query)),
  route(skillOrganApi.getInfo, ({ deps, actor, params }) => service.organInfo(deps, actor, params.businessCode)),
  route(skillOrganApi.submit, async ({ deps, actor, params }) => withMsg(await service.moveOrgan(deps, actor, params.businessCode, 'submit'), '提交成功')),
  route(skillOrganApi.cancleItem, async ({ deps, actor, params }) => withMsg(await service.moveOrgan(deps, actor, params.businessCode, 'revoke'), '操作成功')),
  route(skillOrganApi.delItem, async ({ deps, actor, params }) => withMsg(await service.deleteOrgan(deps, actor, params.businessCode), '删除成功')),
];
