const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for an ECharts formatter. A formatter's answer is put into the page as
 * HTML, and names come from users (a label called `<img src=/x>` would load
 * `/x` on hover), so every name, count or share a formatter shows goes through
 * this; only the formatter's own `<br/>` stays markup.
 */
export function tooltipText(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
