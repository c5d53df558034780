import type { sessionApi } from '@hrbd/contract';
import type { ReactNode } from 'react';
import type { ListColumn, RowOf } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { clientColumns, timeColumn } from '../shared/columns';
import { textFilter } from '../shared/filters';

export type OnlineSessionRow = RowOf<typeof sessionApi.onlineList>;

/** 在线用户's table and filters. */
export function onlineColumns(renderActions: (session: OnlineSessionRow) => ReactNode): ListColumn<OnlineSessionRow>[] {
  return [
    { title: '用户名', dataIndex: 'userName', width: 130, fixed: 'left', filter: textFilter('userName', '用户名') },
    { title: '姓名', dataIndex: 'realName', width: 100, render: (name: string) => orDash(name) },
    { title: '登录IP', dataIndex: 'ip', width: 140, filter: textFilter('ip', '登录IP') },
    { title: '来源', dataIndex: 'userSource', width: 100, render: (source: string) => orDash(source) },
    ...clientColumns<OnlineSessionRow>(),
    timeColumn<OnlineSessionRow>('登录时间', 'loginTime'),
    timeColumn<OnlineSessionRow>('最后活动时间', 'lastActiveTime'),
    timeColumn<OnlineSessionRow>('过期时间', 'expireTime'),
    { title: '操作', key: 'actions', fixed: 'right', width: 110, render: (_: unknown, session) => renderActions(session) },
  ];
}
