import { HOT_EVENT_LABELS, hotEventApi, perm, type HotEventDetail } from '@hrbd/contract';
import { Alert, Button, Divider, Drawer, Skeleton, Typography } from 'antd';
import { useCurrentUser } from '../../../lib/current-user';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { useApiQuery } from '../../../lib/query';
import { minutes } from './columns';
import { EventEnabledTag, EventPhaseTag, EventTypeTag } from './tags';
import { ValuesPanel } from './values-panel';
import '../../../components/detail-view/detail.css';
import './hot-event.css';

const L = HOT_EVENT_LABELS;

const FIELDS: DetailField<HotEventDetail>[] = [
  { key: 'eventType', label: L.eventType.label, render: (value) => <EventTypeTag value={value} /> },
  { key: 'regionName', label: L.regionName.label },
  { key: 'phase', label: L.phase.label, render: (value) => <EventPhaseTag value={value} /> },
  { key: 'beginTime', label: L.period.label, span: 2, render: (begin, event) => `${minutes(begin)} 至 ${minutes(event.endTime)}` },
  { key: 'enabled', label: L.enabled.label, render: (value) => <EventEnabledTag value={value} /> },
  { key: 'valueCount', label: L.valueCount.label, render: (count, event) => `共 ${count} 条，待处理 ${event.pendingCount} 条` },
  { key: 'creatorName', label: L.creatorName.label, render: (name, event) => `${name}（${event.createTime}）` },
  { key: 'updateTime', label: L.updateTime.label, render: (time, event) => `${event.updaterName}（${time}）` },
  {
    key: 'description',
    // The form's rich text, not a field of the list: its label is the form's (hotEventInput).
    label: '事件描述',
    span: 3,
    // Stored as the server's rich-text allow-list left it: no scripts, handlers, styles or frames.
    render: (html) => <div className="rich-text-view hot-event-description" dangerouslySetInnerHTML={{ __html: html }} />,
  },
];

export interface EventDrawerProps {
  /** The event shown; closed without one. */
  eventCode: string | null;
  onClose: () => void;
  onEdit: (eventCode: string) => void;
}

/** One event: what it is about, then the data collected under it, worked off and exported from here. */
export function EventDrawer({ eventCode, onClose, onEdit }: EventDrawerProps) {
  const { can } = useCurrentUser();
  const { data, error } = useApiQuery(hotEventApi.info, { query: { eventCode: eventCode ?? '' } }, { enabled: eventCode !== null });
  const event = data && data.eventCode === eventCode ? data : undefined;
  return (
    <Drawer
      title={event?.eventTitle ?? '热点事件'}
      size={1180}
      open={eventCode !== null}
      onClose={onClose}
      destroyOnHidden
      extra={
        event &&
        can(perm.recruit.hotEvent.edit) && (
          <Button type="primary" onClick={() => onEdit(event.eventCode)}>
            编辑
          </Button>
        )
      }
    >
      {error && <Alert type="error" showIcon message={error.message} />}
      {!event && !error && <Skeleton active />}
      {event && (
        <div className="recruit-detail">
          <DetailView title="事件信息" fields={FIELDS} record={event} column={3} />
          <Divider />
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {L.valueCount.label}
          </Typography.Title>
          <ValuesPanel eventCode={event.eventCode} />
        </div>
      )}
    </Drawer>
  );
}
