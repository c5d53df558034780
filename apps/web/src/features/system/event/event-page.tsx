import { eventTrackingApi } from '@hrbd/contract';
import { ListPage } from '../../../components/list-page';
import { timeRangeFilter } from '../shared/filters';
import { EVENT_COLUMNS } from './columns';

const EXTRA_FILTERS = [timeRangeFilter('发生时间')];

/** 埋点管理: page views and key clicks the console reports. */
export default function EventPage() {
  return <ListPage endpoint={eventTrackingApi.list} columns={EVENT_COLUMNS} rowKey="id" extraFilters={EXTRA_FILTERS} />;
}
