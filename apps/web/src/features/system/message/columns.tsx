import { MESSAGE_LABELS, MESSAGE_TYPE_LABELS, READ_FLAG_LABELS, type MessageRecord } from '@hrbd/contract';
import { Typography } from 'antd';
import { LabelTag, labelOptions } from '../../../components/label-tag';
import { labelColumns, type ListColumn } from '../../../components/list-page';
import { orDash } from '../../../lib/format';

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'red', 3: 'purple' };
const READ_COLORS: Record<number, string> = { 0: 'orange', 1: 'default' };

export function MessageTypeTag({ value }: { value: number }) {
  return <LabelTag value={value} labels={MESSAGE_TYPE_LABELS} colors={TYPE_COLORS} />;
}

/** 消息管理's table and 消息类型 filter, from the contract's labels; the title opens the message. */
export function messageColumns(onOpen: (message: MessageRecord) => void): ListColumn<MessageRecord>[] {
  return labelColumns<MessageRecord, typeof MESSAGE_LABELS>(MESSAGE_LABELS, {
    // The message itself: wider than a name, the list has room.
    title: {
      width: 320,
      render: (title: string, message) => (
        <Typography.Link strong={message.readFlag === 0} onClick={() => onOpen(message)}>
          {title}
        </Typography.Link>
      ),
    },
    msgType: {
      render: (msgType: number) => <MessageTypeTag value={msgType} />,
      filter: { kind: 'select', name: 'msgType', options: labelOptions(MESSAGE_TYPE_LABELS, [1, 2, 3]) },
    },
    readFlag: { render: (readFlag: number) => <LabelTag value={readFlag} labels={READ_FLAG_LABELS} colors={READ_COLORS} /> },
    readTime: { render: (readTime: string | null) => orDash(readTime) },
  });
}
