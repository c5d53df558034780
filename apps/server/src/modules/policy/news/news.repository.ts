import { OWN_NEWS_SOURCE, SKILL_RECORD_STATES } from '@hrbd/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewNews } from './news.table.js';

/** The list's filters; times already widened to whole days where a bare date was given. */
export interface NewsFilter {
  source?: string;
  keyword?: string;
  theme?: string;
  beginTime?: string;
  endTime?: string;
}

/** One row of 政策资讯, whichever table it comes from. */
export interface NewsListRow {
  origin: 'feed' | 'promulgation' | 'notify';
  recordKey: string;
  title: string;
  source: string;
  theme: string | null;
  summary: string;
  publishTime: string;
}

/**
 * 政策资讯 as one union: the feeds' items, and our submitted 政策发文 and
 * 申报通知 (source 本平台, by their submission time). A record leaves the
 * union as soon as it is 撤销, because only state 1 is read. A source or
 * theme filter leaves out the branches that cannot match.
 */
function union(db: DbOrTrx, filter: NewsFilter) {
  const own = filter.theme === undefined && (filter.source === undefined || filter.source === OWN_NEWS_SOURCE);
  const feeds = filter.source !== OWN_NEWS_SOURCE;

  let feed = db
    .selectFrom('policyNews as f')
    .select([
      sql<string>`'feed'`.as('origin'),
      'f.newsCode as recordKey',
      'f.title',
      'f.source',
      'f.theme',
      'f.summary',
      'f.publishTime',
    ]);
  if (filter.source) feed = feed.where('f.source', '=', filter.source);
  if (filter.theme) feed = feed.where('f.theme', '=', filter.theme);
  if (filter.keyword) feed = feed.where(containsText(db, 'f.title', filter.keyword));
  if (filter.beginTime) feed = feed.where('f.publishTime', '>=', filter.beginTime);
  if (filter.endTime) feed = feed.where('f.publishTime', '<=', filter.endTime);
  if (!feeds) feed = feed.where(sql<boolean>`1 = 0`);
  if (!own) return feed;

  let promulgation = db
    .selectFrom('policyPromulgation as p')
    .select([
      sql<string>`'promulgation'`.as('origin'),
      sql<string>`cast(p.id as text)`.as('recordKey'),
      'p.title',
      sql<string>`${OWN_NEWS_SOURCE}`.as('source'),
      sql<string | null>`null`.as('theme'),
      sql<string>`p.unit || ' ' || p.doc_no`.as('summary'),
      sql<string>`p.submit_time`.as('publishTime'),
    ])
    .where('p.state', '=', SKILL_RECORD_STATES.submitted);
  let notify = db
    .selectFrom('policyApplyNotify as n')
    .select([
      sql<string>`'notify'`.as('origin'),
      'n.notifyCode as recordKey',
      'n.title',
      sql<string>`${OWN_NEWS_SOURCE}`.as('source'),
      sql<string | null>`null`.as('theme'),
      'n.target as summary',
      sql<string>`n.submit_time`.as('publishTime'),
    ])
    .where('n.state', '=', SKILL_RECORD_STATES.submitted);
  if (filter.keyword) {
    promulgation = promulgation.where(containsText(db, 'p.title', filter.keyword));
    notify = notify.where(containsText(db, 'n.title', filter.keyword));
  }
  if (filter.beginTime) {
    promulgation = promulgation.where('p.submitTime', '>=', filter.beginTime);
    notify = notify.where('n.submitTime', '>=', filter.beginTime);
  }
  if (filter.endTime) {
    promulgation = promulgation.where('p.submitTime', '<=', filter.endTime);
    notify = notify.where('n.submitTime', '<=', filter.endTime);
  }
  return feed.unionAll(promulgation).unionAll(notify);
}

/** Newest first. */
export function pageNews(db: DbOrTrx, filter: NewsFilter, page: PageRequest) {
  return fetchPage(
    page,
    async ({ limit, offset }) =>
      (await db
        .selectFrom(union(db, filter).as('u'))
        .selectAll()
        .orderBy('u.publishTime', 'desc')
        .orderBy('u.recordKey', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()) as NewsListRow[],
    async () => {
      const row = await db.selectFrom(union(db, filter).as('u')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  );
}

/** Each source with its count: the feeds' by name, then 本平台. */
export async function sourceCounts(db: DbOrTrx): Promise<Array<{ source: string; count: number }>> {
  const feeds = await db
    .selectFrom('policyNews')
    .select(['source', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('source')
    .orderBy('source')
    .execute();
  const own = await db.selectFrom(union(db, { source: OWN_NEWS_SOURCE }).as('u')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return [...feeds.map((r) => ({ source: r.source, count: Number(r.n) })), { source: OWN_NEWS_SOURCE, count: Number(own.n) }];
}

export function findFeedItem(db: DbOrTrx, newsCode: string) {
  return db.selectFrom('policyNews').selectAll().where('newsCode', '=', newsCode).executeTakeFirst();
}

/** Keeps the items whose link is new; answers how many were added (a link seen before is left as it is). */
export async function insertNewItems(db: DbOrTrx, rows: readonly NewNews[]): Promise<number> {
  let added = 0;
  for (const row of rows) {
    const inserted = await db.insertInto('policyNews').values(row).onConflict((oc) => oc.column('link').doNothing()).returning('id').executeTakeFirst();
    if (inserted) added++;
  }
  return added;
}
