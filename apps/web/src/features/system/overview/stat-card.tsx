import { Card, Statistic, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface StatCardProps {
  title: string;
  value: number | undefined;
  loading: boolean;
  icon: ReactNode;
  color: string;
  /** The screen the figure comes from; the card opens it. */
  to: string;
  /** Set when the figure could not be fetched; the card says so instead of showing 0. */
  error?: string;
}

/** One figure of 系统概览, opening the screen it counts. */
export function StatCard({ title, value, loading, icon, color, to, error }: StatCardProps) {
  const navigate = useNavigate();
  return (
    <Card hoverable variant="borderless" onClick={() => navigate(to)} styles={{ body: { display: 'flex', alignItems: 'center', gap: 16 } }}>
      <div
        aria-hidden
        style={{ fontSize: 26, color, background: `${color}1a`, borderRadius: 8, width: 56, height: 56, display: 'grid', placeItems: 'center' }}
      >
        {icon}
      </div>
      {error ? (
        <Tooltip title={error}>
          <Statistic title={title} value="-" />
        </Tooltip>
      ) : (
        <Statistic title={title} value={value ?? 0} loading={loading} />
      )}
    </Card>
  );
}
