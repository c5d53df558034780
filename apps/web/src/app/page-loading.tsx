import { Spin } from 'antd';

/** Whole-window spinner while the session's user, roles and menus load. */
export function PageLoading({ text = '正在加载…' }: { text?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="page-loading__text">{text}</span>
    </div>
  );
}
