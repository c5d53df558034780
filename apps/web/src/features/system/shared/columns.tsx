import { Tooltip, Typography } from 'antd';
import type { ColumnExtra, ListColumn } from '../../../components/list-page';
import { orDash } from '../../../lib/format';

/** A text column that keeps long values (user agents, error messages) to one line with the whole text on hover. */
export function longTextColumn<R>(title: string, dataIndex: Extract<keyof R, string>, width = 220): ListColumn<R> {
  return {
    title,
    dataIndex,
    width,
    render: (value: string) =>
      value ? (
        <Tooltip title={value} placement="topLeft">
          <Typography.Text ellipsis style={{ maxWidth: width - 16 }}>
            {value}
          </Typography.Text>
        </Tooltip>
      ) : (
        '-'
      ),
  };
}

/** A `YYYY-MM-DD HH:mm:ss` column; the wire format is already what people read. */
export function timeColumn<R>(title: string, dataIndex: Extract<keyof R, string>): ListColumn<R> {
  return { title, dataIndex, width: 170, render: (value: string | null) => orDash(value) };
}

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
