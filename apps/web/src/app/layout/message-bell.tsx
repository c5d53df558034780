import { BellOutlined } from '@ant-design/icons';
import { messageApi, type MessageRecord } from '@hrbd/contract';
import { Button, Popover } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { findScreen } from '../../lib/navigation/navigation-model';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { useUnreadMessages } from '../../lib/messages';
import { useApiMutation } from '../../lib/query';
import { PageLoading } from '../page-loading';
import './message-bell.css';
import { lazyComponent } from '../../lib/lazy-module';

const MESSAGES_PATH = '/system/message';

// The list and the dialog load when first needed, not with the shell (its budget, issue 9 §4).
const MessageBellList = lazyComponent(() => import('./message-bell-list').then((m) => ({ default: m.MessageBellList })));
const MessageDialog = lazyComponent(() => import('../../features/system/message/message-dialog').then((m) => ({ default: m.MessageDialog })));

/** The header's message bell: the unread count, the newest unread messages, 全部已读 and a way to 消息管理. */
export function MessageBell() {
  const navigation = useNavigation();
  const messagesScreen = findScreen(navigation.screens, MESSAGES_PATH);
  const mayOpenList = messagesScreen !== undefined && navigation.canOpen(messagesScreen);
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<MessageRecord | null>(null);
  const [hasRead, setHasRead] = useState(false);

  const unread = useUnreadMessages();
  // Every cached page of messages (this bell, 系统概览's figure, 消息管理's list and tabs) reloads.
  const readAll = useApiMutation(messageApi.readAll, { invalidates: [messageApi.queryPageMsg] });
  const count = unread.data?.unreadCount ?? 0;
  const messages = unread.data?.records ?? [];

  const openMessage = (message: MessageRecord) => {
    setOpen(false);
    setReading(message);
    setHasRead(true);
  };

  const content = (
    <div className="message-bell__panel">
      {unread.isLoading ? (
        <PageLoading inline />
      ) : messages.length === 0 ? (
        <div className="message-bell__empty">{unread.error ? unread.error.message : '暂无未读消息'}</div>
      ) : (
        <Suspense fallback={null}>
          <MessageBellList messages={messages} onOpen={openMessage} />
        </Suspense>
      )}
      <div className="message-bell__footer">
        <Button type="link" size="small" disabled={count === 0} loading={readAll.isPending} onClick={() => readAll.mutate({})}>
          全部已读
        </Button>
        {mayOpenList && (
          <Link to={MESSAGES_PATH} onClick={() => setOpen(false)}>
            查看全部
          </Link>
        )}
      </div>
    </div>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        title={count > 0 ? `未读消息（${count}）` : '未读消息'}
        content={content}
        arrow={false}
      >
        <button type="button" className="message-bell" aria-label={count > 0 ? `消息，${count} 条未读` : '消息'}>
          <BellOutlined className="message-bell__icon" />
          {/* antd's Badge in CSS (message-bell.css): it kept the shell over its budget (issue 9 §4). */}
          {count > 0 && (
            <span className="message-bell__count" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </button>
      </Popover>
      {hasRead && (
        <Suspense fallback={null}>
          <MessageDialog message={reading} onClose={() => setReading(null)} />
        </Suspense>
      )}
    </>
  );
}
