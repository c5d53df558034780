import { trainLabelApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './train-label.service.js';

export const trainLabelRoutes = [
  route(trainLabelApi.addLabel, async ({ deps, body }) => withMsg(await service.addLabel(deps, body), '新增成功')),
  route(trainLabelApi.editLabel, async ({ deps, body }) => withMsg(await service.editLabel(deps, body), '保存成功')),
  route(trainLabelApi.delLabel, async ({ deps, body }) => withMsg(await service.deleteLabel(deps, body.labelCode), '删除成功')),
  route(trainLabelApi.skillsToHot, async ({ deps, query }) =>
    withMsg(await service.setHot(deps, query), query.labelHot === 1 ? '已设为热门' : '已取消热门'),
  ),
];
