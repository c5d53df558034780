import { jobCategoryApi, type JobCategoryLevelItem } from '@hrbd/contract';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Space, Spin, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useState, type Key } from 'react';
import { callApi } from '../../../lib/api';
import { queryKeyOf } from '../../../lib/query';
/** One level's request: the 大类 for '' , else the 中类 of that 大类. */
const levelInput = (parent: string) => ({ body: { categorieParentCode: parent } });
const levelQuery = (parent: string) => ({
  queryKey: queryKeyOf(jobCategoryApi.queryJobCateSelf, levelInput(parent)),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(jobCategoryApi.queryJobCateSelf, { ...levelInput(parent), signal }),
});

function CategoryTitle({ item }: { item: JobCategoryLevelItem }) {
  return (
    <Space size={8}>
      <Typography.Text strong={item.categorieParentCode === ''}>{item.categorieName}</Typography.Text>
      <Typography.Text type="secondary">{item.categorieCode}</Typography.Text>
      <Tag color={item.jobCount > 0 ? 'blue' : 'default'}>岗位 {item.jobCount}</Tag>
      <Tag color={item.onlineJobCount > 0 ? 'green' : 'default'}>已上线 {item.onlineJobCount}</Tag>
    </Space>
  );
}

/**
 * 岗位类别: the 职业分类大典 tree jobs are filed under, a level at a time
 * (queryJobCateSelf), each category with the jobs under it and those online
 * now. The levels are queries, so job actions elsewhere refresh the counts.
 */
export default function JobCategoryPage() {
  const client = useQueryClient();
  const [expanded, setExpanded] = useState<string[]>([]);
  const levels = useQueries({ queries: ['', ...expanded].map(levelQuery) });
  const [top, ...below] = levels;
  const childrenOf = new Map(expanded.map((code, i) => [code, below[i]?.data]));
  const toNode = (item: JobCategoryLevelItem): TreeDataNode => ({
    key: item.categorieCode,
    title: <CategoryTitle item={item} />,
    isLeaf: item.childCount === 0,
    children: childrenOf.get(item.categorieCode)?.map(toNode),
  });
  const treeData = (top.data ?? []).map(toNode);

  const total = (top.data ?? []).reduce((sum, item) => sum + item.jobCount, 0);
  const online = (top.data ?? []).reduce((sum, item) => sum + item.onlineJobCount, 0);

  return (
    <Card
      className="list-page"
      variant="borderless"
      title="职业分类大典（2015 版）"
      extra={
        top.data && (
          <Typography.Text type="secondary">
            大类 {top.data.length} 个，岗位 {total} 个，其中已上线 {online} 个
          </Typography.Text>
        )
      }
    >
      {top.error && <Alert type="error" showIcon message={top.error.message} />}
      {top.isPending ? (
        <Spin />
      ) : (
        <Tree
          blockNode
          showLine
          treeData={treeData}
          expandedKeys={expanded}
          onExpand={(keys: Key[]) => setExpanded(keys.map(String))}
          // Fetched into the same cache entry the level's query reads, so the tree shows it at once.
          loadData={(node) => client.fetchQuery(levelQuery(String(node.key))).then(() => undefined)}
        />
      )}
    </Card>
  );
}
