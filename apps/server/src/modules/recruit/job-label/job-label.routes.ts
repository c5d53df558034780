import { jobLabelApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './job-label.service.js';

export const jobLabelRoutes = [
  route(jobLabelApi.queryJobLabel, ({ deps, query }) => service.listLabels(deps, query)),
  route(jobLabelApi.saveJobLabel, async ({ deps, body }) => {
    const { labelCode, created } = await service.saveLabel(deps, body);
    return withMsg({ labelCode }, created ? '新增成功' : '修改成功');
  }),
  route(jobLabelApi.delJobLabel, async ({ deps, params }) => withMsg(await service.deleteLabel(deps, params.labelCode), '删除成功')),
];
