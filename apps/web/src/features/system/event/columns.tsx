import { EVENT_TYPE_LABELS, EVENT_TYPES, eventTrackingApi } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';
import type { ListColumn, RowOf } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { clientColumns, longTextColumn, timeColumn } from '../shared/columns';
import { labelFilter, textFilter } from '../shared/filters';

type EventRow = RowOf<typeof eventTrackingApi.list>;
type EventType = EventRow['eventType'];

const TYPE_COLORS: Record<EventType, string> = { page_view: 'blue', click: 'purple' };

/** 埋点管理's table and filters. */
export const EVENT_COLUMNS: ListColumn<EventRow>[] = [
  {
    title: '事件类型',
    dataIndex: 'eventType',
    width: 100,
    render: (type: EventType) => <LabelTag value={type} labels={EVENT_TYPE_LABELS} colors={TYPE_COLORS} />,
    filter: labelFilter('eventType', '事件类型', EVENT_TYPE_LABELS, EVENT_TYPES),
  },
  { title: '事件名称', dataIndex: 'eventName', width: 160, filter: textFilter('eventName', '事件名称') },
  { title: '页面路径', dataIndex: 'pagePath', width: 180, filter: textFilter('pagePath', '页面路径') },
  { title: '页面标题', dataIndex: 'pageTitle', width: 140, render: (title: string) => orDash(title) },
  { title: '用户名', dataIndex: 'userName', width: 120, filter: textFilter('userName', '用户名') },
  { title: '姓名', dataIndex: 'realName', width: 100, render: (name: string) => orDash(name) },
  { title: 'IP', dataIndex: 'ip', width: 130 },
  longTextColumn<EventRow>('附加信息', 'extra', 200),
  ...clientColumns<EventRow>(),
  timeColumn<EventRow>('发生时间', 'createTime'),
];
