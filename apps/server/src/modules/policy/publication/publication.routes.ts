import { PUBLICATION_APIS, type PublicationKind } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './publication.service.js';

/** The same eleven routes for 政策信息 (kind 1) and 政策报告 (kind 2). */
function routesOf(kind: PublicationKind) {
  const api = PUBLICATION_APIS[kind];
  return [
    route(api.add, async ({ deps, actor, body }) => withMsg(await service.submit(deps, actor, kind, body), '提交成功')),
    route(api.saveDraft, async ({ deps, actor, body }) => withMsg(await service.saveDraft(deps, actor, kind, body), '保存成功')),
    route(api.edit, async ({ deps, actor, body }) => withMsg(await service.edit(deps, actor, kind, body), '修改成功')),
    route(api.page, ({ deps, body }) => service.page(deps, kind, body)),
    route(api.pageOnHome, ({ deps, body }) => service.pageOnHome(deps, kind, body)),
    route(api.off, async ({ deps, query }) => {
      const { msg, ...saved } = await service.off(deps, kind, query.code);
      return withMsg(saved, msg);
    }),
    route(api.detail, ({ deps, query }) => service.detail(deps, kind, query.code)),
    route(api.delete, async ({ deps, query }) => withMsg(await service.remove(deps, kind, query.code), '删除成功')),
    route(api.countOnHome, ({ deps }) => service.countOnHome(deps, kind)),
    // Not audited (a reader's view), yet it counts the view: served by the primary.
    route(api.detailOnHome, ({ deps, query }) => service.detailOnHome(deps, kind, query.code), { primary: true }),
  ];
}

export const publicationRoutes = [...routesOf(1), ...routesOf(2)];
