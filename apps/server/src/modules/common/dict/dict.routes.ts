import { DICT_ITEM_ENABLED, dictApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './dict.service.js';

export const dictRoutes = [
  route(dictApi.queryByType, ({ deps, query }) => service.itemsByType(deps.db, query.type, query.withDisabled === 1)),
  route(dictApi.typePage, ({ deps, body }) => service.typePage(deps, body.dictName, body)),
  route(dictApi.itemPage, ({ deps, body }) =>
    service.itemPage(deps, { dictType: body.dictType, dataValue: body.dataValue, enabled: body.enabled }, body),
  ),
  route(dictApi.addItem, async ({ deps, body }) =>
    withMsg(await service.addItem(deps, { dictType: body.dictType, dataKey: body.dataKey, dataValue: body.dataValue, sort: body.sort }), '新增成功'),
  ),
  route(dictApi.editItem, async ({ deps, body }) => {
    await service.editItem(deps, body);
    return withMsg(null, '修改成功');
  }),
  route(dictApi.enableItem, async ({ deps, body }) => {
    const enabled = await service.enableItem(deps, body);
    return withMsg(null, enabled === DICT_ITEM_ENABLED.enabled ? '启用成功' : '禁用成功');
  }),
];
