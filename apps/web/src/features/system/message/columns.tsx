import { MESSAGE_TYPE_LABELS, READ_FLAG_LABELS, type MessageRecord } from '@hrbd/contract';
import { Typography } from 'antd';
import { LabelTag } from '../../../components/label-tag';
import type { ListColumn } from '../../../components/list-page';
import { labelFilter } from '../shared/filters';
import { timeColumn } from '../shared/columns';

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'red', 3: 'purple' };
const READ_COLORS: Record<number, string> = { 0: 'orange', 1: 'default' };

export function MessageTypeTag({ value }: { value: number }) {
  return <LabelTag value={value} labels={MESSAGE_TYPE_LABELS} colors={TYPE_COLORS} />;
}

/** 消息管理's table and 消息类型 filter; the title opens the message. */
export function messageColumns(onOpen: (message: MessageRecord) => void): ListColumn<MessageRecord>[] {
  return [
    {
      title: '标题',
      dataIndex: 'title',
      width: 320,
      render: (title: string, message) => (
        <Typography.Link strong={message.readFlag === 0} onClick={() => onOpen(message)}>
          {title}
        </Typography.Link>
      ),
    },
    {
      title: '消息类型',
      dataIndex: 'msgType',
      width: 110,
      render: (msgType: number) => <MessageTypeTag value={msgType} />,
      filter: labelFilter('msgType', '消息类型', MESSAGE_TYPE_LABELS, [1, 2, 3]),
    },
    {
      title: '状态',
      dataIndex: 'readFlag',
      width: 90,
      render: (readFlag: number) => <LabelTag value={readFlag} labels={READ_FLAG_LABELS} colors={READ_COLORS} />,
    },
    timeColumn<MessageRecord>('接收时间', 'createTime'),
    timeColumn<MessageRecord>('阅读时间', 'readTime'),
  ];
}
