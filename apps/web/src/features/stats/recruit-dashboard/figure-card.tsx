import { Card, Statistic, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export interface FigureCardProps {
  title: string;
  value: number | undefined;
  loading: boolean;
  icon: ReactNode;
  color: string;
  /** A second line (岗位总数 3,000 · 审核中 120). */
  note?: string;
  /** The screen behind the figure, when this user may open it; the card then opens it. */
  to?: string;
  /** Set when the figures could not be fetched: the card says so rather than showing 0. */
  error?: string;
}

/** One headline figure of the 数据看板. */
export function FigureCard({ title, value, loading, icon, color, note, to, error }: FigureCardProps) {
  const navigate = useNavigate();
  return (
    <Card
      variant="borderless"
      hoverable={Boolean(to)}
      onClick={to ? () => navigate(to) : undefined}
      styles={{ body: { display: 'flex', alignItems: 'center', gap: 16, padding: '20px 20px' } }}
      style={{ height: '100%' }}
    >
      <div
        aria-hidden
        style={{ fontSize: 24, color, background: `${color}1a`, borderRadius: 8, width: 52, height: 52, flex: 'none', display: 'grid', placeItems: 'center' }}
      >
        {icon}
      </div>
      <div style={{ minWidth: 0 }}>
        {error ? (
          <Tooltip title={`获取统计数据失败：${error}`}>
            <Statistic title={title} value="-" />
          </Tooltip>
        ) : (
          <Statistic title={title} value={value ?? 0} loading={loading} groupSeparator="," />
        )}
        {note && !error && !loading && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {note}
          </Typography.Text>
        )}
      </div>
    </Card>
  );
}
