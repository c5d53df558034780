import { XMLParser } from 'fast-xml-parser';
import sanitizeHtml from 'sanitize-html';
import { formatTime } from '../../../platform/time.js';
import { sanitizeRichText } from '../../../platform/sanitize-html.js';

/**
 * The outside service behind 政策资讯: RSS 2.0 and Atom feeds named in
 * POLICY_NEWS_FEEDS. Fetching and parsing only; what is kept, and how often
 * it is asked, is the news service's and its scheduled task's.
 */

export interface FeedItem {
  link: string;
  /** Plain text. */
  title: string;
  /** Plain text, at most SUMMARY_MAX characters. */
  summary: string;
  /** Sanitised HTML (the rich-text allow-list). */
  content: string;
  categories: string[];
  publishTime: string;
}

export interface Feed {
  /** The feed's own title: the news' 来源. */
  source: string;
  items: FeedItem[];
}

const FEED_TIMEOUT_MS = 15_000;
const FEED_BYTES_MAX = 5 * 1024 * 1024;
const SUMMARY_MAX = 200;
const TITLE_MAX = 200;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Elements a feed may repeat are always arrays, so one item reads like many.
  isArray: (name) => ['item', 'entry', 'link', 'category'].includes(name),
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Text without markup: tags dropped, entities read. */
export function plainText(html: string, max: number): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].slice(0, max).join('');
}

/** The text of a parsed node: a string, or an object's `#text`. */
function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number') return String(node);
  if (node && typeof node === 'object' && '#text' in node) return textOf((node as Record<string, unknown>)['#text']);
  return '';
}

const asArray = (node: unknown): unknown[] => (Array.isArray(node) ? node : node === undefined || node === null ? [] : [node]);
const httpLink = (url: string): string | null => (/^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : null);

/** A feed's time as ours (Asia/Shanghai text); `fallback` when missing or unreadable. */
function timeOf(text: string, fallback: string): string {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? fallback : formatTime(ms);
}

/** An Atom entry's link: the `alternate` one (or the first with an href). */
function atomLink(links: unknown[]): string {
  const withHref = links.filter((l): l is Record<string, string> => typeof l === 'object' && l !== null && '@_href' in l);
  const alternate = withHref.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? withHref[0];
  return alternate?.['@_href'] ?? '';
}

/** Reads an RSS 2.0 or Atom document; items without an http(s) link or a title are left out. */
export function parseFeed(xml: string, fetchedAt: string): Feed {
  const doc = parser.parse(xml) as Record<string, unknown>;
  const rss = (doc.rss as Record<string, unknown> | undefined)?.channel as Record<string, unknown> | undefined;
  const atom = doc.feed as Record<string, unknown> | undefined;
  if (!rss && !atom) throw new Error('不是 RSS 或 Atom 订阅源');
  const items: FeedItem[] = [];
  const add = (raw: { link: string; title: string; body: string; summary: string; categories: string[]; time: string }) => {
    const link = httpLink(raw.link);
    const title = plainText(raw.title, TITLE_MAX);
    if (!link || !title) return;
    const content = sanitizeRichText(raw.body || raw.summary);
    items.push({ link, title, summary: plainText(raw.summary || raw.body, SUMMARY_MAX), content, categories: raw.categories, publishTime: timeOf(raw.time, fetchedAt) });
  };
  if (rss) {
    for (const node of asArray(rss.item) as Array<Record<string, unknown>>) {
      add({
        link: textOf(asArray(node.link)[0]) || textOf(node.guid),
        title: textOf(node.title),
        body: textOf(node['content:encoded']),
        summary: textOf(node.description),
        categories: asArray(node.category).map(textOf).filter(Boolean),
        time: textOf(node.pubDate) || textOf(node['dc:date']),
      });
    }
    return { source: plainText(textOf(rss.title), 100), items };
  }
  const feed = atom as Record<string, unknown>;
  for (const node of asArray(feed.entry) as Array<Record<string, unknown>>) {
    add({
      link: atomLink(asArray(node.link)),
      title: textOf(node.title),
      body: textOf(node.content),
      summary: textOf(node.summary),
      categories: asArray(node.category).map((c) => (typeof c === 'object' && c !== null ? String((c as Record<string, unknown>)['@_term'] ?? '') : textOf(c))).filter(Boolean),
      time: textOf(node.published) || textOf(node.updated),
    });
  }
  return { source: plainText(textOf(feed.title), 100), items };
}

/** Fetches and reads one feed; an error names the feed for the task's record. */
export async function fetchFeed(url: string, fetchedAt: string): Promise<Feed> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS), headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml' } });
  if (!response.ok) throw new Error(`订阅源 ${url} 返回 HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > FEED_BYTES_MAX) throw new Error(`订阅源 ${url} 超过 ${FEED_BYTES_MAX} 字节`);
  const body = await response.text();
  if (body.length > FEED_BYTES_MAX) throw new Error(`订阅源 ${url} 超过 ${FEED_BYTES_MAX} 字节`);
  const feed = parseFeed(body, fetchedAt);
  return { source: feed.source || new URL(url).hostname, items: feed.items };
}
