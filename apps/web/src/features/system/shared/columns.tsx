import { Tooltip } from 'antd';
import type { ColumnExtra } from '../../../components/list-page';
import { orDash } from '../../../lib/format';

interface ClientFields {
  userAgent: string;
  browser: string;
  os: string;
}

/** 浏览器 and 操作系统 cells as the server read them from the user agent (e.g. Chrome 131, Windows 10); the raw text on hover. */
export function clientCells<R extends ClientFields>(): Record<'browser' | 'os', ColumnExtra<R>> {
  const withAgent = (text: string, row: R) =>
    row.userAgent ? (
      <Tooltip title={row.userAgent} placement="topLeft">
        <span>{text || '-'}</span>
      </Tooltip>
    ) : (
      orDash(text)
    );
  return { browser: { render: withAgent }, os: { render: withAgent } };
}
