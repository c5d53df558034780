import {
  HOT_EVENT_CHANNEL_LABELS,
  HOT_EVENT_SUBMITTER_LABELS,
  HOT_EVENT_VALUE_LABELS,
  HOT_EVENT_VALUE_MACHINE,
  HOT_EVENT_VALUE_STATES,
  HOT_EVENT_VALUE_TABS,
  hotEventValueApi,
  perm,
  type HotEventValueRecord,
} from '@hrbd/contract';
import { Space, Table, Tabs, Tag, Typography, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { FilterForm, Pager, tableLoadState, type FilterSpec, type FilterValues } from '../../../components/list-page';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { useApiQuery } from '../../../lib/query';
import { useSessionState } from '../../../lib/use-session-state';
import { ExportButton } from '../../../components/export-button';
import { HandleDialog } from './handle-dialog';
import { HandleStateTag } from './tags';

const V = HOT_EVENT_VALUE_LABELS;

const FILTERS: FilterSpec[] = [
  { kind: 'text', name: 'keyword', label: '关键词', placeholder: `${V.submitterName.label}或${V.content.label}` },
  { kind: 'dateRange', names: ['beginTime', 'endTime'], label: V.submitTime.label },
];

/** 全部 and each handle state; the panel opens on 待处理, the work still to do. */
const TAB_ITEMS: ReadonlyArray<{ value: number | undefined; label: string }> = [
  { value: undefined, label: '全部' },
  ...HOT_EVENT_VALUE_TABS.map((value) => ({ value, label: HOT_EVENT_VALUE_MACHINE.label(value) })),
];
const tabKey = (value: number | undefined) => (value === undefined ? 'all' : String(value));

interface PanelState {
  pageNum: number;
  pageSize: number;
  filters: FilterValues;
  tab?: number;
}

/** A long text cut to one line, whole on hover. */
function Clipped({ text, width }: { text: string; width: number }) {
  if (!text) return <>-</>;
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ width, display: 'inline-block' }}>
      {text}
    </Typography.Text>
  );
}

/**
 * The table of one tab: 待处理 shows what a person needs to act (who, how to
 * reach them, where, what they ask); 已处理 trades where and how it came in
 * for who handled it, when and how; 全部 shows the state as well.
 */
function valueColumns(tab: number | undefined, mayHandle: boolean, onHandle: (row: HotEventValueRecord) => void): TableColumnType<HotEventValueRecord>[] {
  const pendingOnly = tab === HOT_EVENT_VALUE_STATES.pending;
  const columns: Array<TableColumnType<HotEventValueRecord> | false> = [
    {
      title: V.submitterName.label,
      dataIndex: 'submitterName',
      width: 200,
      fixed: 'left',
      render: (name: string, row) => (
        <Space size={4}>
          <Tag color={row.submitterType === 2 ? 'geekblue' : 'default'}>{HOT_EVENT_SUBMITTER_LABELS[row.submitterType] ?? '-'}</Tag>
          <Clipped text={name} width={150} />
        </Space>
      ),
    },
    { title: V.phone.label, dataIndex: 'phone', width: 125 },
    pendingOnly && { title: V.regionName.label, dataIndex: 'regionName', width: 160 },
    pendingOnly && { title: V.channel.label, dataIndex: 'channel', width: 95, render: (value: number) => HOT_EVENT_CHANNEL_LABELS[value] ?? '-' },
    { title: V.content.label, dataIndex: 'content', width: pendingOnly ? 290 : 210, render: (text: string) => <Clipped text={text} width={pendingOnly ? 270 : 190} /> },
    { title: V.submitTime.label, dataIndex: 'submitTime', width: 165 },
    tab === undefined && { title: V.handleState.label, dataIndex: 'handleState', width: 90, render: (value: number) => <HandleStateTag value={value} /> },
    !pendingOnly && {
      title: `${V.handlerName.label}/${V.handleTime.label}`,
      key: 'handler',
      width: 170,
      render: (_: unknown, row) =>
        row.handleTime ? (
          <div>
            <div>{row.handlerName}</div>
            <Typography.Text type="secondary">{row.handleTime}</Typography.Text>
          </div>
        ) : (
          '-'
        ),
    },
    !pendingOnly && { title: V.handleNote.label, dataIndex: 'handleNote', width: 220, render: (text: string) => <Clipped text={text} width={200} /> },
    tab !== HOT_EVENT_VALUE_STATES.handled && {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_: unknown, row) =>
        mayHandle && HOT_EVENT_VALUE_MACHINE.can('handle', row.handleState) ? (
          <RowActions>
            <ActionLink onClick={() => onHandle(row)}>处理</ActionLink>
          </RowActions>
        ) : (
          '-'
        ),
    },
  ];
  return columns.filter((c): c is TableColumnType<HotEventValueRecord> => c !== false);
}

/**
 * One event's data (事件数据): 待处理 / 已处理 tabs counted under the
 * filters, keyword and submit-time filters, the table with 处理, and 导出 of
 * exactly what is shown. One request answers the page and the counts.
 */
export function ValuesPanel({ eventCode }: { eventCode: string }) {
  const { can } = useCurrentUser();
  const [state, setState] = useSessionState<PanelState>(`list:recruit:hotEvent:values:${eventCode}`, {
    pageNum: 1,
    pageSize: 10,
    filters: {},
    tab: HOT_EVENT_VALUE_STATES.pending,
  });
  const [handling, setHandling] = useState<HotEventValueRecord | null>(null);
  const filters = { ...state.filters, eventCode, handleState: state.tab };
  const page = useApiQuery(hotEventValueApi.page, { body: { ...filters, pageNum: state.pageNum, pageSize: state.pageSize } }, { placeholderData: (previous) => previous });
  const counts = new Map((page.data?.stateCounts ?? []).map((c) => [c.handleState, c.count]));
  const countOf = (value: number | undefined) =>
    page.data ? (value === undefined ? [...counts.values()].reduce((sum, n) => sum + n, 0) : (counts.get(value) ?? 0)) : undefined;
  const mayHandle = can(perm.recruit.hotEvent.handle);
  const change = (next: Partial<PanelState>) => setState((prev) => ({ ...prev, ...next }));

  const columns = useMemo(() => valueColumns(state.tab, mayHandle, setHandling), [state.tab, mayHandle]);
  const mayExport = can(perm.recruit.hotEvent.export);

  return (
    <div className="hot-event-values">
      <Tabs
        activeKey={tabKey(state.tab)}
        onChange={(key) => change({ tab: key === 'all' ? undefined : Number(key), pageNum: 1 })}
        items={TAB_ITEMS.map((item) => {
          const count = countOf(item.value);
          return { key: tabKey(item.value), label: count === undefined ? item.label : `${item.label}（${count}）` };
        })}
        tabBarExtraContent={mayExport && (
            <ExportButton endpoint={hotEventValueApi.exportHotEventsValues} input={() => ({ body: filters })} disabled={page.data?.total === 0}>
              导出
            </ExportButton>
          )}
      />
      <FilterForm filters={FILTERS} values={state.filters} onSearch={(next) => change({ filters: next, pageNum: 1 })} />
      <Table<HotEventValueRecord>
        rowKey="valueCode"
        size="middle"
        columns={columns}
        dataSource={page.data?.records ?? []}
        loading={page.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        {...tableLoadState(page, (page.data?.records.length ?? 0) > 0)}
        style={{ marginTop: 12 }}
      />
      <div style={{ marginTop: 16 }}>
        <Pager pageNum={state.pageNum} pageSize={state.pageSize} total={page.data?.total ?? 0} onChange={(pageNum, pageSize) => change({ pageNum, pageSize })} />
      </div>
      <HandleDialog value={handling} onClose={() => setHandling(null)} />
    </div>
  );
}
