import { CloseCircleFilled } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';

export interface LoadErrorProps {
  /** Why the load failed: the server's message, or the network's. */
  reason: string;
  onRetry: () => void;
  retrying?: boolean;
  /** What failed, in the glossary's words (获取课程失败); 获取数据失败 unless the screen says. */
  title?: string;
}

/** The glossary's pattern for a failed read (获取素材失败, 获取统计数据失败). */
export const LOAD_FAILED = '获取数据失败';

const RetryButton = ({ onRetry, retrying }: Pick<LoadErrorProps, 'onRetry' | 'retrying'>) => (
  <Button size="small" type="primary" ghost loading={retrying} onClick={onRetry}>
    重试
  </Button>
);

/**
 * A table's failed load where it has no rows to show: the reason and 重试, in
 * place of 暂无数据 — an empty result and a failure must not look alike.
 */
export function LoadError({ reason, onRetry, retrying, title = LOAD_FAILED }: LoadErrorProps) {
  return (
    <Space orientation="vertical" size={8} className="load-error" role="alert" style={{ padding: '16px 0' }}>
      <CloseCircleFilled style={{ fontSize: 32, color: '#ff4d4f' }} />
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Text type="secondary">{reason}</Typography.Text>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </Space>
  );
}

/** A failed reload above rows loaded before: they stay, under the reason and 重试. */
export function LoadErrorBanner({ reason, onRetry, retrying, title = LOAD_FAILED }: LoadErrorProps) {
  return (
    <Alert
      className="load-error"
      type="error"
      showIcon
      title={
        <>
          {title}：<span>{reason}</span>
        </>
      }
      description="以下为上次获取的数据"
      action={<RetryButton onRetry={onRetry} retrying={retrying} />}
    />
  );
}

/** The parts of a query the load state reads (a react-query result fits). */
export interface LoadingQuery {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A table's `title` and `locale` for its load: a failure says why with 重试
 * (above the rows kept, or in place of 暂无数据), an empty result 暂无数据.
 * `onRetry` reloads more than the query when the list has more to reload (its tab counts);
 * `title` names what failed (获取课程失败).
 */
export function tableLoadState(query: LoadingQuery, hasRows: boolean, onRetry: () => void = () => void query.refetch(), title = LOAD_FAILED) {
  const failure = query.error ? { reason: query.error.message, onRetry, retrying: query.isFetching, title } : undefined;
  return {
    title: failure && hasRows ? () => <LoadErrorBanner {...failure} /> : undefined,
    locale: { emptyText: failure ? <LoadError {...failure} /> : '暂无数据' },
  };
}
