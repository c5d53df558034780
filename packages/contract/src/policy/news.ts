import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';
import { PROMULGATION_DETAIL_LABELS } from './skill.js';

/**
 * 政策资讯: what the platform itself published (submitted 政策发文 and 申报通知,
 * source 本平台, gone once revoked) together with the items of the RSS/Atom
 * feeds configured in POLICY_NEWS_FEEDS (fetched hourly, one source per feed).
 */

export const OWN_NEWS_SOURCE = '本平台';
/** Where a news item comes from: a feed, or one of our own records. */
export const NEWS_ORIGINS = { feed: 'feed', promulgation: 'promulgation', notify: 'notify' } as const;
export const NEWS_ORIGIN_LABELS: Readonly<Record<string, string>> = { feed: '外部资讯', promulgation: '政策发文', notify: '申报通知' };

export const NEWS_LABELS = defineLabels({
  title: field.name('标题'),
  publishTime: field.time('发布时间'),
  source: field.name('来源'),
  origin: field.dict('类型'),
  theme: field.dict('主题'),
  summary: field.text('摘要', { secondary: true }),
});

/** 政策资讯详情's rows only the detail shows (not list columns, not export columns): named as the 政策发文 it republishes. */
export const NEWS_DETAIL_LABELS = defineLabels({
  content: PROMULGATION_DETAIL_LABELS.content,
  attachments: PROMULGATION_DETAIL_LABELS.attachments,
});

/** `feed-<code>`, `promulgation-<id>` or `notify-<code>`. */
const newsId = z
  .string()
  .trim()
  .regex(/^(feed|promulgation|notify)-[0-9A-Za-z]{1,64}$/, { error: '资讯编号格式不正确' })
  .describe('资讯编号');

export const newsRecord = z.object({
  newsId: z.string(),
  origin: z.enum(['feed', 'promulgation', 'notify']),
  title: z.string(),
  source: z.string(),
  /** A 政策类型（第三组） key for a feed item whose category names one; null otherwise. */
  theme: z.string().nullable(),
  summary: z.string(),
  publishTime: timeText,
});
export const newsDetail = newsRecord.extend({
  /** Sanitised HTML. */
  content: z.string(),
  /** The original article of a feed item; '' for ours. */
  link: z.string(),
  attachments: z.array(z.string()),
});
export type NewsRecord = z.infer<typeof newsRecord>;
export type NewsDetail = z.infer<typeof newsDetail>;

const NEWS = perm.policy.news;

export const policyNewsApi = defineEndpoints('policy', 'news', {
  getNewsList: {
    method: 'GET',
    path: '/policy/news/getNewsList',
    summary: '分页查询政策资讯',
    access: { permission: NEWS.list },
    audit: false,
    query: pageQuery.extend({
      source: textFilter('来源', 100),
      keyword: textFilter('关键词', 100),
      theme: textFilter('主题', 4),
      beginTime: timeFilter('开始时间').optional(),
      endTime: timeFilter('结束时间').optional(),
    }),
    response: pageOf(newsRecord),
  },
  getSourceList: {
    method: 'GET',
    path: '/policy/news/getSourceList',
    summary: '查询政策资讯来源及条数',
    access: { permission: NEWS.list },
    audit: false,
    response: z.array(z.object({ source: z.string(), count: z.number().int() })),
  },
  getPolicyNewsDetail: {
    method: 'GET',
    path: '/policy/news/getPolicyNewsDetail',
    summary: '查询政策资讯详情',
    access: { permission: NEWS.list },
    audit: false,
    query: z.object({ newsId }),
    response: newsDetail,
  },
});
