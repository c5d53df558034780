import { DownloadOutlined } from '@ant-design/icons';
import type { Endpoint } from '@hrbd/contract';
import { App, Button, Space, Typography, type ButtonProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError, downloadFile, type CallInput } from '../../lib/api';
import { formatFileSize } from '../../lib/format';
import { trackClick } from '../../lib/tracking';

export interface ExportButtonProps<E extends Endpoint> {
  endpoint: E;
  /** The request, read when the person clicks (the list's current filters, the chosen rows). */
  input: () => CallInput<E>;
  children: ReactNode;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  icon?: ReactNode;
  disabled?: boolean;
}

/**
 * Downloads a file endpoint (a streamed xlsx, a PDF) showing its progress
 * beside the button — the bytes received so far, since a streamed export has
 * no length up front — with 取消 to stop it. A refusal (too many rows, a bad
 * filter, no permission) shows the server's message and saves nothing.
 */
export function ExportButton<E extends Endpoint>({ endpoint, input, children, type, size, icon, disabled }: ExportButtonProps<E>) {
  const { message } = App.useApp();
  const [received, setReceived] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops a download nobody will see.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    trackClick(endpoint.summary);
    const abort = new AbortController();
    controller.current = abort;
    setReceived(0);
    try {
      const fileName = await downloadFile(endpoint, { ...input(), signal: abort.signal }, setReceived);
      void message.success(`下载完成：${fileName}`);
    } catch (error) {
      if ((error as Error).name === 'AbortError') void message.info('已取消下载');
      else if (!(error instanceof ApiError)) void message.error('下载失败，请检查网络后重试');
      else if (error.code !== 401) void message.error(error.message);
    } finally {
      controller.current = null;
      setReceived(null);
    }
  };

  const running = received !== null;
  return (
    <Space size={4}>
      <Button type={type} size={size} icon={icon ?? <DownloadOutlined />} loading={running} disabled={disabled} onClick={() => void start()}>
        {children}
      </Button>
      {running && (
        <>
          <Typography.Text type="secondary" aria-live="polite">
            {received === 0 ? '正在生成文件…' : `已接收 ${formatFileSize(received)}`}
          </Typography.Text>
          <Button type="link" size="small" onClick={() => controller.current?.abort()}>
            取消
          </Button>
        </>
      )}
    </Space>
  );
}
