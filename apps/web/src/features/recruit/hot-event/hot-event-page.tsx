import { PlusOutlined } from '@ant-design/icons';
import { hotEventApi, perm } from '@hrbd/contract';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { ListPage } from '../../../components/list-page';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { EVENT_TIME_FILTER, eventColumns } from './columns';
import { EventDrawer } from './event-drawer';
import { EventForm } from './event-form';

/**
 * 热点事件: the events the employment service tracks, each with the data
 * collected under it. Opening an event shows what it is about and its data
 * under 待处理 / 已处理 tabs, where items are handled and exported.
 */
export default function HotEventPage() {
  const { can } = useCurrentUser();
  const [viewing, setViewing] = useState<string | null>(null);
  // `undefined` = form closed, `null` = 新增, a code = 编辑.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const mayEdit = can(perm.recruit.hotEvent.edit);

  const columns = useMemo(
    () =>
      eventColumns({
        onOpen: (event) => setViewing(event.eventCode),
        widestActions: ['数据', '编辑'],
        renderActions: (event) => (
          <RowActions>
            <ActionLink onClick={() => setViewing(event.eventCode)}>数据</ActionLink>
            {mayEdit && <ActionLink onClick={() => setEditing(event.eventCode)}>编辑</ActionLink>}
          </RowActions>
        ),
      }),
    [mayEdit],
  );

  return (
    <>
      <ListPage
        endpoint={hotEventApi.page}
        stateKey="recruit:hotEvent"
        columns={columns}
        rowKey="eventCode"
        extraFilters={EVENT_TIME_FILTER}
        toolbar={
          can(perm.recruit.hotEvent.add) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <EventDrawer eventCode={viewing} onClose={() => setViewing(null)} onEdit={setEditing} />
      {editing !== undefined && <EventForm eventCode={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
