import { resourceApi, type ResourceRecord, type ResourceTreeNode, type ResourceType } from '@hrbd/contract';
import { Button, Space, Table, type TableColumnType } from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { FilterForm, tableLoadState, type FilterValues, type ListColumn } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { useSessionState } from '../../../lib/use-session-state';

/** A tree row; leaves carry no `children`, so the table shows no expand icon on them. */
type TreeRow = ResourceRecord & { children?: TreeRow[] };

function toRows(nodes: readonly ResourceTreeNode[]): TreeRow[] {
  return nodes.map(({ children, ...record }) => (children.length > 0 ? { ...record, children: toRows(children) } : record));
}

function idsWithChildren(rows: readonly TreeRow[]): number[] {
  return rows.flatMap((r) => (r.children ? [r.id, ...idsWithChildren(r.children)] : []));
}

/** The tree endpoint filters by these fields only. */
const TREE_FILTERS = new Set(['name', 'type']);

interface ResourceTreeTableProps {
  columns: ReadonlyArray<ListColumn<ResourceRecord>>;
  toolbar: ReactNode;
}

/**
 * The whole resource tree as an expandable table, filtered by name and type;
 * its columns are the list's but the secondary ones (the tree has no 列设置).
 */
export function ResourceTreeTable({ columns, toolbar }: ResourceTreeTableProps) {
  const [filters, setFilters] = useSessionState<FilterValues>('resource-tree:filters', {});
  const tree = useApiQuery(
    resourceApi.list,
    { body: { name: filters.name as string | undefined, type: filters.type as ResourceType | undefined } },
    { placeholderData: (previous) => previous },
  );
  const rows = useMemo(() => toRows(tree.data ?? []), [tree.data]);
  const shown = useMemo(() => columns.filter((c) => !c.secondary), [columns]);
  const filterSpecs = useMemo(
    () => columns.flatMap((c) => (c.filter && 'name' in c.filter && TREE_FILTERS.has(c.filter.name) ? [c.filter] : [])),
    [columns],
  );
  // Top level open by default; a filter opens everything, so what matched is in view.
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const filtering = Boolean(filters.name || filters.type);
  const expandedKeys = expanded ?? (filtering ? idsWithChildren(rows) : rows.map((r) => r.id));

  return (
    <>
      <FilterForm
        filters={filterSpecs}
        values={filters}
        onSearch={(next) => {
          setExpanded(null);
          setFilters(next);
        }}
      />
      <Space wrap style={{ margin: '12px 0' }}>
        {toolbar}
        <Button onClick={() => setExpanded(idsWithChildren(rows))}>展开全部</Button>
        <Button onClick={() => setExpanded([])}>折叠全部</Button>
      </Space>
      <Table<TreeRow>
        rowKey="id"
        size="middle"
        columns={shown as TableColumnType<TreeRow>[]}
        dataSource={rows}
        loading={tree.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        {...tableLoadState(tree, rows.length > 0)}
        expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded([...keys]) }}
      />
    </>
  );
}
