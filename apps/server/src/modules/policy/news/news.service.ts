import { DICT_TYPES, OWN_NEWS_SOURCE, SKILL_RECORD_STATES, type NewsDetail, type NewsRecord, type Page, type QueryOf, type policyNewsApi } from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { itemsByType } from '../../common/dict/dict.service.js';
import { notifyInfo } from '../notify/notify.service.js';
import { promulgationInfo } from '../promulgation/promulgation.service.js';
import { fetchFeed } from './news-feeds.js';
import * as repo from './news.repository.js';

export const NEWS_NOT_FOUND = '政策资讯不存在';

/** A record's own 404 read as absent; any other failure stays a failure. */
const orMissing = (error: unknown): null => {
  if (error instanceof AppError && error.status === 404) return null;
  throw error;
};

const idOf = (row: { origin: string; recordKey: string }) => `${row.origin}-${row.recordKey}`;

export async function pageNews(deps: AppDeps, input: QueryOf<typeof policyNewsApi.getNewsList>): Promise<Page<NewsRecord>> {
  const page = await repo.pageNews(
    deps.db,
    {
      source: input.source,
      keyword: input.keyword,
      theme: input.theme,
      beginTime: input.beginTime ? startOfFilter(input.beginTime) : undefined,
      endTime: input.endTime ? endOfFilter(input.endTime) : undefined,
    },
    input,
  );
  return {
    total: page.total,
    records: page.records.map((row) => ({ newsId: idOf(row), origin: row.origin, title: row.title, source: row.source, theme: row.theme, summary: row.summary, publishTime: row.publishTime })),
  };
}

export const sourceList = (deps: AppDeps) => repo.sourceCounts(deps.db);

/**
 * One item: a feed's as fetched (sanitised then), or our 政策发文 / 申报通知
 * through their own services — only while 已提交, else 404 like a missing one.
 */
export async function newsDetail(deps: AppDeps, newsId: string): Promise<NewsDetail> {
  const dash = newsId.indexOf('-');
  const origin = newsId.slice(0, dash);
  const key = newsId.slice(dash + 1);
  if (origin === 'feed') {
    const row = await repo.findFeedItem(deps.db, key);
    if (!row) throw notFound(NEWS_NOT_FOUND);
    return { newsId, origin: 'feed', title: row.title, source: row.source, theme: row.theme, summary: row.summary, publishTime: row.publishTime, content: row.content, link: row.link, attachments: [] };
  }
  if (origin === 'promulgation') {
    const doc = await promulgationInfo(deps, Number(key)).catch(orMissing);
    if (!doc || doc.state !== SKILL_RECORD_STATES.submitted || !doc.submitTime) throw notFound(NEWS_NOT_FOUND);
    return {
      newsId, origin: 'promulgation', title: doc.title, source: OWN_NEWS_SOURCE, theme: null, summary: `${doc.unit} ${doc.docNo}`, publishTime: doc.submitTime, content: doc.content, link: '', attachments: doc.attachments,
    };
  }
  const notice = await notifyInfo(deps, key).catch(orMissing);
  if (!notice || notice.state !== SKILL_RECORD_STATES.submitted || !notice.submitTime) throw notFound(NEWS_NOT_FOUND);
  return {
    newsId, origin: 'notify', title: notice.title, source: OWN_NEWS_SOURCE, theme: null, summary: notice.target, publishTime: notice.submitTime, content: notice.content, link: '', attachments: notice.attachments,
  };
}

/**
 * The hourly fetch: every feed of POLICY_NEWS_FEEDS, each item kept once by
 * its link (a later fetch of the same link changes nothing). A feed that
 * fails is skipped so the others still arrive; if all fail the run fails with
 * their reasons. Answers how many items were added.
 */
export async function fetchFeeds(deps: AppDeps, now: string): Promise<number> {
  const urls = deps.config.policyNewsFeeds;
  if (urls.length === 0) return 0;
  const themes = new Map((await itemsByType(deps.db, DICT_TYPES.policyTypeGroup3)).map((item) => [item.dataValue, item.dataKey]));
  let added = 0;
  const failures: string[] = [];
  for (const url of urls) {
    try {
      const feed = await fetchFeed(url, now);
      added += await repo.insertNewItems(
        deps.db,
        feed.items.map((item) => ({
          newsCode: randomCode(),
          link: item.link,
          source: feed.source,
          feedUrl: url,
          title: item.title,
          summary: item.summary,
          content: item.content,
          theme: item.categories.map((c) => themes.get(c)).find((key) => key !== undefined) ?? null,
          // A feed dating an item in the future would keep it on top: it counts from now at the latest.
          publishTime: item.publishTime > now ? now : item.publishTime,
          fetchTime: nowText(),
        })),
      );
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (failures.length === urls.length) throw new Error(`政策资讯订阅源全部获取失败：${failures.join('；')}`);
  return added;
}
