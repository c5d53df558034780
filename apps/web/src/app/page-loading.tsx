/**
 * Spinner while a part of the console or the session's user, roles and menus load: the whole
 * window, or `inline` in a page's place. Drawn in CSS (global.css) like antd's large Spin: it shows
 * before antd has loaded, and keeps antd's Spin out of the shell (issue 9 §4).
 */
export function PageLoading({ text = '正在加载…', inline = false }: { text?: string; inline?: boolean }) {
  return (
    <div className={inline ? 'page-loading page-loading--inline' : 'page-loading'} role="status" aria-live="polite">
      <span className="page-loading__dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <span className="page-loading__text">{text}</span>
    </div>
  );
}
