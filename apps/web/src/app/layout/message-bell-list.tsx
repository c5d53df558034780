import type { MessageRecord } from '@hrbd/contract';
import { Typography } from 'antd';
import { MessageTypeTag } from '../../features/system/message/columns';

/** The bell's unread messages; loaded when the bell is first opened (message-bell.tsx). */
export function MessageBellList({ messages, onOpen }: { messages: readonly MessageRecord[]; onOpen: (message: MessageRecord) => void }) {
  return (
    <ul className="message-bell__list">
      {messages.map((message) => (
        <li key={message.msgCode}>
          <button type="button" className="message-bell__item" onClick={() => onOpen(message)}>
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
  );
}
