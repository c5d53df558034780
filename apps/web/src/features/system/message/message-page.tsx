import { messageApi, type MessageRecord } from '@hrbd/contract';
import { useMemo, useState } from 'react';
import { ListPage, type StatusTabs } from '../../../components/list-page';
import { messageColumns } from './columns';
import { MessageDialog } from './message-dialog';

const READ_TABS: StatusTabs = {
  field: 'readFlag',
  items: [
    { value: undefined, label: '全部' },
    { value: 0, label: '未读' },
    { value: 1, label: '已读' },
  ],
};

/** 消息管理: the signed-in user's own messages (security notices, permission changes …). */
export default function MessagePage() {
  const [reading, setReading] = useState<MessageRecord | null>(null);
  const columns = useMemo(() => messageColumns(setReading), []);
  return (
    <>
      <ListPage endpoint={messageApi.queryPageMsg} columns={columns} rowKey="msgCode" tabs={READ_TABS} />
      <MessageDialog message={reading} onClose={() => setReading(null)} />
    </>
  );
}
