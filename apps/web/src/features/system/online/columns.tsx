import { ONLINE_SESSION_LABELS, type sessionApi } from '@hrbd/contract';
import type { ReactNode } from 'react';
import { actionsColumn, labelColumns, type ListColumn, type RowOf } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { clientCells } from '../shared/columns';
import { textFilter } from '../shared/filters';

export type OnlineSessionRow = RowOf<typeof sessionApi.onlineList>;

/** 在线用户's table and filters, from the contract's labels; the times come early so the fixed 操作 column never covers them. */
export function onlineColumns(renderActions: (session: OnlineSessionRow) => ReactNode): ListColumn<OnlineSessionRow>[] {
  return [
    ...labelColumns<OnlineSessionRow, typeof ONLINE_SESSION_LABELS>(ONLINE_SESSION_LABELS, {
      userName: { fixed: 'left', filter: textFilter('userName', ONLINE_SESSION_LABELS.userName.label) },
      realName: { render: (name: string) => orDash(name) },
      ip: { filter: textFilter('ip', ONLINE_SESSION_LABELS.ip.label) },
      userSource: { render: (source: string) => orDash(source) },
      ...clientCells<OnlineSessionRow>(),
    }),
    actionsColumn(['强制下线'], renderActions),
  ];
}
