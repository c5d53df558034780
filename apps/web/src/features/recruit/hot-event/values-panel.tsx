import {
  HOT_EVENT_CHANNEL_LABELS,
  HOT_EVENT_SUBMITTER_LABELS,
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
const FILTERS: FilterSpec[] = [
  { kind: 'text', name: 'keyword', label: '关键词', placeholder: '姓名/企业名称或内容' },
  { kind: 'dateRange', names: ['beginTime', 'endTime'], label: '提交时间' },
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
      title: '姓名/企业名称',
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
    { title: '联系电话', dataIndex: 'phone', width: 125 },
    pendingOnly && { title: '所在区域', dataIndex: 'regionName', width: 160 },
    pendingOnly && { title: '来源渠道', dataIndex: 'channel', width: 95, render: (value: number) => HOT_EVENT_CHANNEL_LABELS[value] ?? '-' },
    { title: '内容', dataIndex: 'content', width: pendingOnly ? 290 : 210, render: (text: string) => <Clipped text={text} width={pendingOnly ? 270 : 190} /> },
    { title: '提交时间', dataIndex: 'submitTime', width: 165 },
    tab === undefined && { title: '处理状态', dataIndex: 'handleState', width: 90, render: (value: number) => <HandleStateTag value={value} /> },
    !pendingOnly && {
      title: '处理人/处理时间',
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
    !pendingOnly && { title: '处理说明', dataIndex: 'handleNote', width: 220, render: (text: string) => <Clipped text={text} width={200} /> },
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
