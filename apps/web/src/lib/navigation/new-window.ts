/** Opens a console route (`/bigscreen`) in a browser tab of its own: the same page, its hash route. */
export function openInNewWindow(path: string): void {
  const url = `${window.location.pathname}${window.location.search}#${path}`;
  window.open(url, '_blank', 'noopener');
}
