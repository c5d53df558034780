import type { DataOf, Endpoint } from '@hrbd/contract';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CallInput } from '../../lib/api';
import { useApiQuery } from '../../lib/query';
import { tableLoadState } from '../list-page';

/** A page of a list endpoint's answer. */
interface PageData<R> {
  records: R[];
  total: number;
}

/** The rows a paged endpoint answers. */
export type RecordOf<E extends Endpoint> = DataOf<E> extends PageData<infer R> ? R : never;

/** The page a call asks for. */
export interface PageAsked {
  pageNum: number;
  pageSize: number;
}

export interface PagedTableProps<E extends Endpoint> {
  /** A list endpoint answering `{ records, total }`. */
  endpoint: E;
  /** The call for one page: the endpoint's input with the page's number and size in it. */
  input: (page: PageAsked) => CallInput<E>;
  pageSize: number;
  rowKey: keyof RecordOf<E> & string;
  columns: TableColumnsType<RecordOf<E>>;
}

/**
 * A small table of one list endpoint's pages inside a drawer or detail (租住记录,
 * a report's room lines): its own page number, the query, pagination that hides
 * on a single page and keeps the page shown while the next loads, and the load
 * state (a failure with its reason and 重试, 暂无数据) as `ListPage` shows them.
 */
export function PagedTable<E extends Endpoint>({ endpoint, input, pageSize, rowKey, columns }: PagedTableProps<E>) {
  const [pageNum, setPageNum] = useState(1);
  const query = useApiQuery(endpoint, input({ pageNum, pageSize }), { placeholderData: (previous) => previous });
  // The endpoint answers a page (the props' contract); its answer type stays generic here.
  const page = query.data as PageData<RecordOf<E>> | undefined;
  const rows = page?.records ?? [];
  return (
    <Table<RecordOf<E>>
      size="small"
      rowKey={rowKey}
      loading={query.isFetching}
      dataSource={rows}
      pagination={{ current: pageNum, pageSize, total: page?.total ?? 0, onChange: setPageNum, showSizeChanger: false, hideOnSinglePage: true }}
      {...tableLoadState(query, rows.length > 0)}
      columns={columns}
    />
  );
}
