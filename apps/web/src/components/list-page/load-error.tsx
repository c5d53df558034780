import { CloseCircleFilled } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';

export interface LoadErrorProps {
  /** Why the load failed: the server's message, or the network's. */
  reason: string;
  onRetry: () => void;
  retrying?: boolean;
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
export function LoadError({ reason, onRetry, retrying }: LoadErrorProps) {
  return (
    <Space orientation="vertical" size={8} className="load-error" role="alert" style={{ padding: '16px 0' }}>
      <CloseCircleFilled style={{ fontSize: 32, color: '#ff4d4f' }} />
      <Typography.Text strong>{LOAD_FAILED}</Typography.Text>
      <Typography.Text type="secondary">{reason}</Typography.Text>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </Space>
  );
}

/** A failed reload above rows loaded before: they stay, under the reason and 重试. */
export function LoadErrorBanner({ reason, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert
      className="load-error"
      type="error"
      showIcon
      title={`${LOAD_FAILED}：${reason}`}
      description="以下为上次获取的数据"
      action={<RetryButton onRetry={onRetry} retrying={retrying} />}
    />
  );
}
