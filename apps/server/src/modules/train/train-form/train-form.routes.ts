import { trainFormApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './train-form.service.js';

export const trainFormRoutes = [
  route(trainFormApi.save, async ({ deps, actor, body }) => withMsg(await service.saveForm(deps, actor, body), '新增成功')),
  route(trainFormApi.edit, async ({ deps, actor, body }) => withMsg(await service.editForm(deps, actor, body), '保存成功')),
  route(trainFormApi.del, async ({ deps, query }) => withMsg(await service.deleteForm(deps, query.formCode), '删除成功')),
  route(trainFormApi.info, ({ deps, query }) => service.formInfo(deps, query.formCode)),
  route(trainFormApi.page, ({ deps, query }) => service.pageForms(deps, query)),
  route(trainFormApi.list, ({ deps }) => service.formList(deps)),
];
