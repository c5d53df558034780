import type { DataOf, Endpoint } from '@hrbd/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Table, Tabs, type TableColumnType } from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { callApi, type CallInput } from '../../lib/api';
import { queryKeyOf, useApiQuery } from '../../lib/query';
import { useSessionState } from '../../lib/use-session-state';
import { FilterForm, type FilterSpec, type FilterValues } from './filter-form';
import { Pager } from './pagination';

/** The record type of a page endpoint (`data: { records, total }`). */
export type RowOf<E extends Endpoint> = DataOf<E> extends { records: ReadonlyArray<infer R> } ? R : never;

/** A table column that may also be a filter: one definition drives both (ARCHITECTURE style rule 5). */
export type ListColumn<R> = TableColumnType<R> & { filter?: FilterSpec };

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
  /** Where page state is kept across reloads; defaults to the endpoint key. */
  stateKey?: string;
  title?: ReactNode;
}

/** What a list shows at the moment: its request fields without paging, and the rows chosen. */
export interface ListView {
  params: Record<string, unknown>;
  selectedKeys: Key[];
}

interface ListState {
  pageNum: number;
  pageSize: number;
  filters: FilterValues;
  tab?: number;
}

function tabKey(value: number | undefined): string {
  return value === undefined ? 'all' : String(value);
}

/** Request input for a page endpoint: GET lists carry it as the query, others as the body. */
function inputFor<E extends Endpoint>(endpoint: E, params: Record<string, unknown>): CallInput<E> {
  return (endpoint.method === 'GET' ? { query: params } : { body: params }) as CallInput<E>;
}

/**
 * The shared list page (ARCHITECTURE: web conventions): status tabs with
 * counts → filters → table with the spec's pagination → batch actions. Its
 * state survives a reload; a mutation that invalidates the endpoint reloads
 * the list and the counts together.
 */
export function ListPage<E extends Endpoint>(props: ListPageProps<E>) {
  const { endpoint, columns, rowKey, tabs, fixedParams, toolbar, batchActions, rowSelectable, extraFilters = [], title } = props;
  const [state, setState] = useSessionState<ListState>(`list:${props.stateKey ?? endpoint.key}`, {
    pageNum: 1,
    pageSize: 10,
    filters: {},
    tab: tabs?.defaultValue ?? tabs?.items[0]?.value,
  });
  const [selected, setSelected] = useState<Key[]>([]);

  const filterSpecs = useMemo(
    () => [...columns.flatMap((c) => (c.filter ? [c.filter] : [])), ...extraFilters],
    [columns, extraFilters],
  );
  const baseParams = { ...state.filters, ...fixedParams };
  const params = { ...baseParams, pageNum: state.pageNum, pageSize: state.pageSize, ...(tabs && { [tabs.field]: state.tab }) };
  const list = useApiQuery(endpoint, inputFor(endpoint, params), { placeholderData: (previous) => previous });
  const page = list.data as { records: RowOf<E>[]; total: number } | undefined;

  const countSource = isCountSource(tabs?.counts) ? tabs.counts : undefined;
  const countInput = countSource && inputFor(countSource.endpoint, baseParams);
  const served = useQuery({
    // Keyed by the count endpoint, so the mutations that invalidate it reload the tabs.
    queryKey: countSource ? queryKeyOf(countSource.endpoint, countInput) : ['list-page:no-counts'],
    queryFn: ({ signal }) => (countSource ? callApi(countSource.endpoint, { ...countInput, signal }) : null),
    enabled: countSource !== undefined,
    placeholderData: (previous) => previous,
  });
  const derivedCounts = useQueries({
    queries: (tabs && !tabs.counts ? tabs.items : []).map((item) => {
      const input = inputFor(endpoint, { ...baseParams, pageNum: 1, pageSize: 1, [tabs!.field]: item.value });
      return {
        queryKey: queryKeyOf(endpoint, input),
        queryFn: ({ signal }: { signal: AbortSignal }) => callApi(endpoint, { ...input, signal }),
      };
    }),
  });
  const countOf = (value: number | undefined): number | undefined => {
    if (countSource) return served.data === undefined || served.data === null ? undefined : countSource.select(served.data)[tabKey(value)];
    if (tabs?.counts && !isCountSource(tabs.counts)) return tabs.counts[tabKey(value)];
    const index = tabs?.items.findIndex((i) => i.value === value) ?? -1;
    return (derivedCounts[index]?.data as { total: number } | undefined)?.total;
  };

  const change = (next: Partial<ListState>) => {
    setSelected([]);
    setState((prev) => ({ ...prev, ...next }));
  };

  return (
    <Card className="list-page" title={title} variant="borderless">
      {tabs && (
        <Tabs
          activeKey={tabKey(state.tab)}
          onChange={(key) => change({ tab: key === 'all' ? undefined : Number(key), pageNum: 1 })}
          items={tabs.items.map((item) => {
            const count = countOf(item.value);
            return { key: tabKey(item.value), label: count === undefined ? item.label : `${item.label}（${count}）` };
          })}
        />
      )}
      {filterSpecs.length > 0 && (
        <FilterForm filters={filterSpecs} values={state.filters} onSearch={(filters) => change({ filters, pageNum: 1 })} />
      )}
      {(toolbar || batchActions) && (
        <Space className="list-toolbar" wrap style={{ margin: '12px 0' }}>
          {typeof toolbar === 'function'
            ? toolbar({ params: { ...baseParams, ...(tabs && { [tabs.field]: state.tab }) }, selectedKeys: selected })
            : toolbar}
          {batchActions?.(selected, () => setSelected([]), state.tab)}
        </Space>
      )}
      {list.error && <Alert type="error" showIcon message={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<RowOf<E>>
        rowKey={rowKey}
        size="middle"
        columns={columns as TableColumnType<RowOf<E>>[]}
        dataSource={page?.records ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无数据' }}
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
      <div style={{ marginTop: 16 }}>
        <Pager
          pageNum={state.pageNum}
          pageSize={state.pageSize}
          total={page?.total ?? 0}
          onChange={(pageNum, pageSize) => change({ pageNum, pageSize })}
        />
      </div>
    </Card>
  );
}
