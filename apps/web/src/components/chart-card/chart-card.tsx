import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { EmptyData } from '../empty-data';

/** What a card needs to know of its query (react-query's own fields). */
export interface ChartQueryState {
  isPending: boolean;
  error: Error | null;
}

/**
 * A statistics card: its chart or table, a skeleton while the figures load, 暂无数据 when nothing was
 * counted, 获取统计数据失败 with the reason when the call failed (培训数据看板, 租赁概览).
 */
export function ChartCard({ title, query, empty, extra, children }: { title: string; query: ChartQueryState; empty: boolean; extra?: ReactNode; children: ReactNode }) {
  let body: ReactNode = children;
  if (query.error) body = <EmptyData description={`获取统计数据失败：${query.error.message}`} />;
  else if (query.isPending) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (empty) body = <EmptyData />;
  return (
    <Card variant="borderless" title={title} extra={extra} style={{ height: '100%' }}>
      {body}
    </Card>
  );
}
