import { bannerApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './banner.service.js';

export const bannerRoutes = [
  route(bannerApi.saveBanner, async ({ deps, actor, body }) => withMsg(await service.saveBanner(deps, actor, body), '新增成功')),
  route(bannerApi.editBanner, async ({ deps, body }) => withMsg(await service.editBanner(deps, body), '修改成功')),
  route(bannerApi.removeBanner, async ({ deps, body }) => withMsg(await service.removeBanner(deps, body.bannerCode), '删除成功')),
  route(bannerApi.queryBanner, ({ deps, query }) => service.pageBanners(deps, query)),
];
