import type { Generated, Insertable, Selectable } from 'kysely';

/** An item of a configured RSS/Atom feed (政策资讯), one per link. */
export interface PolicyNewsTable {
  id: Generated<number>;
  newsCode: string;
  link: string;
  /** The feed's own title. */
  source: string;
  feedUrl: string;
  /** Plain text. */
  title: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  /** A 政策类型（第三组） key when the item's category names one. */
  theme: string | null;
  publishTime: string;
  fetchTime: string;
}

export type NewsRow = Selectable<PolicyNewsTable>;
export type NewNews = Insertable<PolicyNewsTable>;
