import { perm, sessionApi } from '@hrbd/contract';
import { App, Button, Tag } from 'antd';
import { useMemo, type Key } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { ListPage } from '../../../components/list-page';
import { ConfirmAction } from '../../../components/row-actions';
import { useApiMutation } from '../../../lib/query';
import { onlineColumns, type OnlineSessionRow } from './columns';

/** 在线用户: signed-in sessions, any of which (but the caller's own) can be ended at once. */
export default function OnlinePage() {
  const { can } = useCurrentUser();
  const { modal } = App.useApp();
  const force = useApiMutation(sessionApi.forceLogout, { invalidates: [sessionApi.onlineList] });
  const mayForce = can(perm.system.online.forceLogout);
  const { mutateAsync } = force;

  // Stable between renders: the list page rebuilds its filter form when the columns change.
  const columns = useMemo(
    () =>
      onlineColumns((session: OnlineSessionRow) =>
        // Ending one's own session here would be a logout in disguise; the server refuses it too.
        session.current ? (
          <Tag color="blue">当前会话</Tag>
        ) : (
          mayForce && (
            <ConfirmAction
              danger
              title={`确定强制用户“${session.realName || session.userName}”下线吗？`}
              onConfirm={() => mutateAsync({ body: { sessionIds: [session.sessionId] } }).catch(() => undefined)}
            >
              强制下线
            </ConfirmAction>
          )
        ),
      ),
    [mayForce, mutateAsync],
  );

  const confirmBatch = (keys: Key[], clear: () => void) =>
    modal.confirm({
      title: '批量强制下线',
      content: `确定强制选中的 ${keys.length} 个会话下线吗？`,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () =>
        mutateAsync({ body: { sessionIds: keys.map(String) } })
          .then(clear)
          .catch(() => undefined),
    });

  return (
    <ListPage
      endpoint={sessionApi.onlineList}
      columns={columns}
      rowKey="sessionId"
      rowSelectable={(session) => !session.current}
      batchActions={
        mayForce
          ? (keys, clear) => (
              <Button danger disabled={keys.length === 0} onClick={() => confirmBatch(keys, clear)}>
                批量强制下线
              </Button>
            )
          : undefined
      }
    />
  );
}
