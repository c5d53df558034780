import { examPaperApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './exam-paper.service.js';

export const examPaperRoutes = [
  route(examPaperApi.queryEPaperList, ({ deps, body }) => service.pagePapers(deps, body)),
  route(examPaperApi.saveEPaper, async ({ deps, actor, body }) =>
    withMsg(await service.savePaper(deps, actor, body), body.paperCode === undefined ? '新增成功' : '保存成功'),
  ),
  route(examPaperApi.updateOpenStatus, async ({ deps, actor, body }) =>
    withMsg(await service.updateOpenStatus(deps, actor, body), body.openStatus === 1 ? '开放成功' : '已取消开放'),
  ),
  route(examPaperApi.updateResitStatus, async ({ deps, actor, body }) => withMsg(await service.updateResitStatus(deps, actor, body), '设置成功')),
  route(examPaperApi.queryEPaperInfo, ({ deps, query }) => service.paperInfo(deps, query.paperCode)),
  route(examPaperApi.queryEPaperLabel, ({ deps }) => service.paperLabels(deps)),
];
