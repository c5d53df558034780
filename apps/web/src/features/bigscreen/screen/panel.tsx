import type { ReactNode } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');
/** HH:mm:ss of a time in ms, in the browser's clock (the wall's). */
export const clockText = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

export interface PanelProps {
  title: string;
  /** When the shown figures came; a panel whose stamp stops moving is frozen. */
  updatedAt: number;
  /** No answer was ever accepted: 暂无数据. */
  empty: boolean;
  loading?: boolean;
  extra?: ReactNode;
  className?: string;
  /** Its share of the 1080 px column, in stage pixels. */
  height?: number;
  children: ReactNode;
}

/** A framed big-screen panel: its title, 数据更新于 HH:mm:ss, and its body or 暂无数据. */
export function Panel({ title, updatedAt, empty, loading = false, extra, className, height, children }: PanelProps) {
  return (
    <section className={`bs-panel ${className ?? ''}`} aria-label={title} style={height ? { height, flex: 'none' } : undefined}>
      <header className="bs-panel__head">
        <h2 className="bs-panel__title">{title}</h2>
        {extra}
        {updatedAt > 0 && <span className="bs-panel__stamp">数据更新于 {clockText(updatedAt)}</span>}
      </header>
      <div className="bs-panel__body">{empty ? <div className="bs-panel__empty">{loading ? '加载中…' : '暂无数据'}</div> : children}</div>
    </section>
  );
}

/** A month-on-month change: ↑ 3.25% in red, ↓ in green (the Chinese convention), — without a base. */
export function Ratio({ value }: { value: number | null }) {
  if (value === null) return <span className="bs-ratio">环比 —</span>;
  const cls = value > 0 ? 'bs-ratio bs-ratio--up' : value < 0 ? 'bs-ratio bs-ratio--down' : 'bs-ratio';
  return (
    <span className={cls}>
      环比 {value > 0 ? '↑' : value < 0 ? '↓' : ''}
      {Math.abs(value).toFixed(2)}%
    </span>
  );
}
