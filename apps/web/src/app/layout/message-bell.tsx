import { BellOutlined } from '@ant-design/icons';
import { messageApi, type MessageRecord } from '@hrbd/contract';
import { Badge, Button, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessageDialog } from '../../features/system/message/message-dialog';
import { MessageTypeTag } from '../../features/system/message/columns';
import { findScreen } from '../../lib/navigation/navigation-model';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { useUnreadMessages } from '../../lib/messages';
import { useApiMutation } from '../../lib/query';
import './message-bell.css';

const MESSAGES_PATH = '/system/message';

/** The header's message bell: the unread count, the newest unread messages, 全部已读 and a way to 消息管理. */
export function MessageBell() {
  const navigation = useNavigation();
  const messagesScreen = findScreen(navigation.screens, MESSAGES_PATH);
  const mayOpenList = messagesScreen !== undefined && navigation.canOpen(messagesScreen);
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<MessageRecord | null>(null);

  const unread = useUnreadMessages();
  // Every cached page of messages (this bell, 系统概览's figure, 消息管理's list and tabs) reloads.
  const readAll = useApiMutation(messageApi.readAll, { invalidates: [messageApi.queryPageMsg] });
  const count = unread.data?.unreadCount ?? 0;
  const messages = unread.data?.records ?? [];

  const openMessage = (message: MessageRecord) => {
    setOpen(false);
    setReading(message);
  };

  const content = (
    <div className="message-bell__panel">
      <Spin spinning={unread.isLoading}>
        {messages.length === 0 ? (
          <div className="message-bell__empty">{unread.error ? unread.error.message : '暂无未读消息'}</div>
        ) : (
          <ul className="message-bell__list">
            {messages.map((message) => (
              <li key={message.msgCode}>
                <button type="button" className="message-bell__item" onClick={() => openMessage(message)}>
                  <span className="message-bell__title">
                    <Typography.Text strong ellipsis>
                      {message.title}
                    </Typography.Text>
                    <MessageTypeTag value={message.msgType} />
                  </span>
                  <Typography.Text type="secondary" className="message-bell__time">
                    {message.createTime}
                  </Typography.Text>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
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
          <Badge count={count} overflowCount={99} size="small" offset={[4, -2]}>
            <BellOutlined className="message-bell__icon" />
          </Badge>
        </button>
      </Popover>
      <MessageDialog message={reading} onClose={() => setReading(null)} />
    </>
  );
}
