import { EVENT_LABELS, EVENT_TYPE_LABELS, EVENT_TYPES, eventTrackingApi } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';
import { labelColumns, type ListColumn, type RowOf } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { clientCells } from '../shared/columns';
import { labelFilter, textFilter } from '../shared/filters';

type EventRow = RowOf<typeof eventTrackingApi.list>;
type EventType = EventRow['eventType'];

const TYPE_COLORS: Record<EventType, string> = { page_view: 'blue', click: 'purple' };

/** 埋点管理's table and filters, from the contract's labels. */
export const EVENT_COLUMNS: ListColumn<EventRow>[] = labelColumns<EventRow, typeof EVENT_LABELS>(EVENT_LABELS, {
  eventType: {
    render: (type: EventType) => <LabelTag value={type} labels={EVENT_TYPE_LABELS} colors={TYPE_COLORS} />,
    filter: labelFilter('eventType', EVENT_LABELS.eventType.label, EVENT_TYPE_LABELS, EVENT_TYPES),
  },
  eventName: { filter: textFilter('eventName', EVENT_LABELS.eventName.label) },
  pagePath: { filter: textFilter('pagePath', EVENT_LABELS.pagePath.label) },
  userName: { filter: textFilter('userName', EVENT_LABELS.userName.label) },
  pageTitle: { render: (title: string) => orDash(title) },
  realName: { render: (name: string) => orDash(name) },
  extra: { render: (text: string) => orDash(text) },
  ...clientCells<EventRow>(),
});
