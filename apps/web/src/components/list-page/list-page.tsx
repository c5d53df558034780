import type { DataOf, Endpoint, FieldKind } from '@hrbd/contract';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Card, Space, Table, Tabs, Tooltip, type TableColumnType, type TableProps } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { callApi, type CallInput } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { ExportButton } from '../export-button';
import { queryKeyOf, useApiQuery } from '../../lib/query';
import { FilterForm, type FilterSpec } from './filter-form';
import { ListToolbar } from './list-toolbar';
import { tableLoadState } from './load-error';
import { Pager } from './pagination';
import './list-page.css';
import { tabKey, useListUrlState } from './use-list-url-state';
import { arrangeColumns, fixedSide, hiddenChange, hiddenColumns, orderColumns, useListSettings } from './use-list-settings';

/** The record type of a page endpoint (`data: { records, total }`, or `{ page: { records, total }, count }` of spec §3). */
export type RowOf<E extends Endpoint> = DataOf<E> extends { records: ReadonlyArray<infer R> }
  ? R
  : DataOf<E> extends { page: { records: ReadonlyArray<infer R> } }
    ? R
    : never;

type PageData<R> = { records: R[]; total: number };

/** The page of a list's answer: the answer itself, or its `page` when the answer also carries the tab counts (spec §3). */
function pageIn<R>(data: unknown): PageData<R> | undefined {
  if (data === undefined || data === null) return undefined;
  return (typeof data === 'object' && 'page' in data ? data.page : data) as PageData<R>;
}

/**
 * A table column that may also be a filter: one definition drives both.
 * Columns made from contract labels (`labelColumns`) also carry their field's
 * kind and whether the field is secondary (hidden until shown in 列设置).
 */
export type ListColumn<R> = TableColumnType<R> & { filter?: FilterSpec; fieldKind?: FieldKind; secondary?: boolean };

/** Counts per tab key: the tab's value, or `'all'` for the undefined tab. */
export type TabCounts = Record<string, number>;

/** A count endpoint asked with the list's current filters, its answer read as counts per tab. */
export interface CountSource {
  endpoint: Endpoint;
  select: (data: unknown) => TabCounts;
}

/**
 * The server's count endpoint for a list's tabs (e.g. cmpyCount): it is asked
 * with the same filters as the list, so the counts always describe the rows a
 * tab would show, and a mutation invalidating it reloads them with the list.
 */
export function countsFrom<C extends Endpoint>(endpoint: C, select: (data: DataOf<C>) => TabCounts): CountSource {
  return { endpoint, select: (data) => select(data as DataOf<C>) };
}

export interface StatusTabs {
  /** The request field the tab sets, e.g. `status` or `approveType`. */
  field: string;
  items: ReadonlyArray<{ value: number | undefined; label: string }>;
  /** The tab a first visit opens on (spec §2: job review opens on 已上线); the first tab when absent. */
  defaultValue?: number;
  /**
   * Counts per tab: fixed numbers, or a count endpoint asked with the current
   * filters. When absent, each tab is counted by asking the list itself for its total.
   */
  counts?: TabCounts | CountSource;
}

const isCountSource = (counts: StatusTabs['counts']): counts is CountSource =>
  counts !== undefined && 'endpoint' in counts && typeof counts.select === 'function';

export interface ListPageProps<E extends Endpoint> {
  endpoint: E;
  columns: ReadonlyArray<ListColumn<RowOf<E>>>;
  rowKey: Extract<keyof RowOf<E>, string>;
  /** Filters that are not table columns (time ranges, hidden fields). */
  extraFilters?: readonly FilterSpec[];
  tabs?: StatusTabs;
  /** Request fields fixed by the page, not by the user. */
  fixedParams?: Record<string, unknown>;
  /**
   * Buttons above the table. As a function it sees what the list shows now —
   * the filters and tab as request fields, and the selected rows — e.g. for an
   * export of exactly that.
   */
  toolbar?: ReactNode | ((view: ListView) => ReactNode);
  /**
   * Batch actions for the selected rows; selection is shown only when given.
   * `tab` is the status tab open now, so a batch can offer only the moves its rows allow.
   */
  batchActions?: (selectedKeys: Key[], clearSelection: () => void, tab: number | undefined) => ReactNode;
  /** Rows a batch action may not touch (e.g. the caller's own session) get a disabled checkbox. */
  rowSelectable?: (row: RowOf<E>) => boolean;
  /** Names the list in each user's remembered 列设置 and 密度; defaults to the endpoint key. */
  stateKey?: string;
  /**
   * Prefix of this list's fields in the address (tab, filters, page), for a
   * screen that holds two lists: `runs` writes `runs.pageNum`.
   */
  urlPrefix?: string;
  title?: ReactNode;
  /**
   * The list's xlsx export when it is a catalogue endpoint of its own
   * (投递记录's dataExport); by default a list whose endpoint declares an
   * `export` offers 导出 through that endpoint. Either way the export takes the
   * list's filters and tab, and shows only to those holding its 导出 code.
   */
  exportEndpoint?: Endpoint;
  /** What a failed load says, in the glossary's words (获取课程失败); 获取数据失败 by default. */
  loadFailure?: string;
  /** Row props, e.g. the drag handlers of a list ordered by hand (广告管理). */
  onRow?: TableProps<RowOf<E>>['onRow'];
}

/** What a list shows at the moment: its request fields without paging, and the rows chosen. */
export interface ListView {
  params: Record<string, unknown>;
  selectedKeys: Key[];
}

const NO_FILTERS: readonly FilterSpec[] = [];
const NO_ROWS: readonly never[] = [];
/** Columns keep their widths and the table scrolls sideways rather than squeezing them (list-page.css fits the common case). */
const WIDE_AS_CONTENT = { x: 'max-content' } as const;

/** A tab's label with its count; a count that failed to load says so instead of showing a number. */
function tabLabel(label: string, count: number | undefined, failed: boolean): ReactNode {
  if (failed) {
    return (
      <Tooltip title="获取数量失败">
        <span>
          {label} <ExclamationCircleOutlined aria-label="获取数量失败" style={{ color: '#faad14', marginInlineEnd: 0 }} />
        </span>
      </Tooltip>
    );
  }
  return count === undefined ? label : `${label}（${count}）`;
}

/** Request input for a page endpoint: GET lists carry it as the query, others as the body. */
function inputFor<E extends Endpoint>(endpoint: E, params: Record<string, unknown>): CallInput<E> {
  return (endpoint.method === 'GET' ? { query: params } : { body: params }) as CallInput<E>;
}

/**
 * The shared list page (ARCHITECTURE: web conventions): status tabs with
 * counts → filters → toolbar (the page's buttons; 显示/隐藏搜索, 刷新, 密度,
 * 列设置) → table with the spec's pagination → batch actions. Tab, filters
 * and page are in the address; a mutation that invalidates the endpoint
 * reloads the list and the counts together; a failed load says why and
 * offers 重试, keeping the rows it had.
 */
export function ListPage<E extends Endpoint>(props: ListPageProps<E>) {
  const { endpoint, columns, rowKey, tabs, fixedParams, toolbar, batchActions, rowSelectable, extraFilters = NO_FILTERS, title, loadFailure } = props;
  const [selected, setSelected] = useState<Key[]>([]);
  const [searchShown, setSearchShown] = useState(true);
  const [settings, changeSettings] = useListSettings(props.stateKey ?? endpoint.key);
  const { can } = useCurrentUser();
  const exporter = props.exportEndpoint ?? (endpoint.export ? endpoint : undefined);

  const filterSpecs = useMemo(
    () => [...columns.flatMap((c) => (c.filter ? [c.filter] : [])), ...extraFilters],
    [columns, extraFilters],
  );
  const [state, moveTo, switching] = useListUrlState({ filters: filterSpecs, tabs, prefix: props.urlPrefix });
  const baseParams = { ...state.filters, ...fixedParams };
  const params = { ...baseParams, pageNum: state.pageNum, pageSize: state.pageSize, ...(tabs && { [tabs.field]: state.tab }) };
  const list = useApiQuery(endpoint, inputFor(endpoint, params), { placeholderData: (previous) => previous });
  // The rows last loaded stay on screen when a load fails (another page, a filter, a reload that met no server).
  const loaded = useRef<DataOf<E> | undefined>(undefined);
  useEffect(() => {
    if (list.data) loaded.current = list.data;
  }, [list.data]);
  const page = pageIn<RowOf<E>>(list.data ?? (list.isError ? loaded.current : undefined));

  const countSource = isCountSource(tabs?.counts) ? tabs.counts : undefined;
  // A list answering its own tab counts (spec §3: `{ page, count }`, counted without the tab) is not asked twice.
  const ownCounts = countSource?.endpoint === endpoint;
  const countInput = countSource && inputFor(countSource.endpoint, baseParams);
  const served = useQuery({
    // Keyed by the count endpoint, so the mutations that invalidate it reload the tabs.
    queryKey: countSource && !ownCounts ? queryKeyOf(countSource.endpoint, countInput) : ['list-page:no-counts'],
    queryFn: ({ signal }) => (countSource ? callApi(countSource.endpoint, { ...countInput, signal }) : null),
    enabled: countSource !== undefined && !ownCounts,
    placeholderData: (previous) => previous,
  });
  const countData = ownCounts ? list.data : served.data;
  const derivedCounts = useQueries({
    queries: (tabs && !tabs.counts ? tabs.items : []).map((item) => {
      const input = inputFor(endpoint, { ...baseParams, pageNum: 1, pageSize: 1, [tabs!.field]: item.value });
      return {
        queryKey: queryKeyOf(endpoint, input),
        queryFn: ({ signal }: { signal: AbortSignal }) => callApi(endpoint, { ...input, signal }),
      };
    }),
  });
  const countFailed = (value: number | undefined): boolean => {
    if (countSource) return ownCounts ? list.isError : served.isError;
    const index = tabs?.items.findIndex((i) => i.value === value) ?? -1;
    return derivedCounts[index]?.isError ?? false;
  };
  // The tabs tell screen readers (and the e2e suite) while their counts are being asked again, or the view is
  // still switching to a new address: until then they show the counts before.
  const countsLoading =
    switching || (countSource ? (ownCounts ? list.isFetching : served.isFetching) : derivedCounts.some((count) => count.isFetching));
  const rowsLoading = switching || list.isFetching;
  const countOf = (value: number | undefined): number | undefined => {
    // Once the counts are in, a tab the answer leaves out has none: （0）, not a bare label.
    if (countSource) return countData === undefined || countData === null ? undefined : (countSource.select(countData)[tabKey(value)] ?? 0);
    if (tabs?.counts && !isCountSource(tabs.counts)) return tabs.counts[tabKey(value)];
    const index = tabs?.items.findIndex((i) => i.value === value) ?? -1;
    return pageIn(derivedCounts[index]?.data)?.total;
  };

  const reload = () => {
    void list.refetch();
    if (countSource && !ownCounts) void served.refetch();
    derivedCounts.forEach((count) => void count.refetch());
  };
  /** A new view of the list is a new address; asking again for the view shown reloads it (查询 twice). */
  const change = (next: Parameters<typeof moveTo>[0]) => {
    if (!moveTo(next)) reload();
  };
  // Another view (a click, or the browser's back and forward) starts with no rows chosen.
  useEffect(() => setSelected((chosen) => (chosen.length === 0 ? chosen : [])), [state]);

  const arranged = orderColumns(columns, settings.order);
  const shownColumns = useMemo(() => arrangeColumns(columns, settings), [columns, settings]);
  const viewParams = { ...baseParams, ...(tabs && { [tabs.field]: state.tab }) };

  // The table is the same element until what it shows changes: antd redraws every row and cell whenever the Table
  // renders, and the list renders again for each answer of its tab counts (and, hidden behind another tag, on
  // every navigation). Its 重试 calls the latest reload through a ref, so the element need not change with it.
  const latestReload = useRef(reload);
  useLayoutEffect(() => {
    latestReload.current = reload;
  });
  const retry = useCallback(() => latestReload.current(), []);
  const records = page?.records ?? NO_ROWS;
  const hasRows = records.length > 0;
  const failed = list.error;
  const retrying = failed !== null && list.isFetching;
  const table = useMemo(
    () => (
      <Table<RowOf<E>>
        rowKey={rowKey}
        onRow={props.onRow}
        size={settings.density}
        columns={shownColumns as TableColumnType<RowOf<E>>[]}
        dataSource={records as RowOf<E>[]}
        loading={rowsLoading}
        pagination={false}
        scroll={WIDE_AS_CONTENT}
        {...tableLoadState({ error: failed, isFetching: retrying, refetch: retry }, hasRows, retry, loadFailure)}
        rowSelection={
          batchActions
            ? {
                selectedRowKeys: selected,
                onChange: setSelected,
                preserveSelectedRowKeys: false,
                getCheckboxProps: rowSelectable ? (row) => ({ disabled: !rowSelectable(row) }) : undefined,
              }
            : undefined
        }
      />
    ),
    [rowKey, props.onRow, settings.density, shownColumns, records, rowsLoading, failed, retrying, hasRows, loadFailure, batchActions, selected, rowSelectable],
  );

  return (
    <Card className="list-page list-page--one-line" title={title} variant="borderless">
      {tabs && (
        <div className="list-page__tabs" aria-busy={countsLoading}>
          <Tabs
            activeKey={tabKey(state.tab)}
            onChange={(key) => change({ tab: key === 'all' ? undefined : Number(key), pageNum: 1 })}
            items={tabs.items.map((item) => {
              const count = countOf(item.value);
              return { key: tabKey(item.value), label: tabLabel(item.label, count, countFailed(item.value)) };
            })}
          />
        </div>
      )}
      {filterSpecs.length > 0 && searchShown && (
        <FilterForm filters={filterSpecs} values={state.filters} onSearch={(filters) => change({ filters, pageNum: 1 })} />
      )}
      <div className="list-page__bar">
        <Space className="list-toolbar" wrap>
          {exporter?.export && can(exporter.export.permission) && (
            // Exactly what the list shows: its filters and the open tab, every page.
            <ExportButton endpoint={exporter} input={() => inputFor(exporter, viewParams)}>
              导出
            </ExportButton>
          )}
          {typeof toolbar === 'function' ? toolbar({ params: viewParams, selectedKeys: selected }) : toolbar}
          {batchActions?.(selected, () => setSelected([]), state.tab)}
        </Space>
        <ListToolbar
          onReload={reload}
          reloading={rowsLoading}
          density={settings.density}
          onDensity={(density) => changeSettings({ density })}
          searchShown={filterSpecs.length > 0 ? searchShown : undefined}
          onToggleSearch={filterSpecs.length > 0 ? () => setSearchShown(!searchShown) : undefined}
          columns={{
            columns: arranged.map(({ id, column }) => ({ id, title: typeof column.title === 'string' ? column.title : id, side: fixedSide(column) })),
            hidden: hiddenColumns(columns, settings),
            onChange: ({ hidden, order }) => changeSettings({ ...(hidden && hiddenChange(columns, hidden)), ...(order && { order }) }),
            onReset: () => changeSettings({ hidden: [], shown: [], order: [] }),
          }}
        />
      </div>
      {table}
      {/* A list that never loaded has no total to tell: 共 0 条 would read as an empty result. */}
      {(page || !list.isError) && (
        <div style={{ marginTop: 16 }}>
          <Pager
            pageNum={state.pageNum}
            pageSize={state.pageSize}
            total={page?.total ?? 0}
            onChange={(pageNum, pageSize) => change({ pageNum, pageSize })}
          />
        </div>
      )}
    </Card>
  );
}
