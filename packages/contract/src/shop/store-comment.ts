import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';

/** 评价管理: consumers' ratings of stores, written in the consumer app; the console reads them. */

export const COMMENT_STARS = [1, 2, 3, 4, 5] as const;
export const COMMENT_TEXT_MAX = 500;
export const COMMENT_PHOTOS_MAX = 9;

export const COMMENT_LABELS = defineLabels({
  storeName: field.name('商户名称'),
  star: field.number('评分'),
  createTime: field.time('评价时间'),
  content: field.text('评价内容'),
  userName: field.person('评价人'),
  phone: field.phone('手机号'),
  countyName: field.dict('所在区县'),
  commentCode: field.code('评价编号', { secondary: true }),
});

export const commentRecord = z.object({
  commentCode: z.string(),
  storeCode: z.string(),
  storeName: z.string(),
  countyName: z.string(),
  star: z.number().int(),
  content: z.string(),
  photos: z.array(z.object({ key: z.string(), url: z.string() })),
  userName: z.string(),
  /** Always masked: the consumer's number is not the operator's business. */
  phone: z.string(),
  createTime: timeText,
});
export type CommentRecord = z.infer<typeof commentRecord>;

export const commentListQuery = pageQuery.extend({
  storeCode: textFilter('商户编号'),
  storeName: textFilter('商户名称', 50),
  star: enumFilter('评分', COMMENT_STARS),
  hasPhoto: enumFilter('有图评价', [0, 1]),
  beginTime: timeFilter('评价开始时间').optional(),
  endTime: timeFilter('评价结束时间').optional(),
});

/** A page of comments with the average and the count per star of everything the filters match. */
export const commentPage = z.object({
  records: z.array(commentRecord),
  total: z.number().int(),
  average: z.number(),
  stars: z.array(z.object({ star: z.number().int(), count: z.number().int() })),
});
export type CommentPage = z.infer<typeof commentPage>;

export const storeCommentApi = defineEndpoints('shop', 'storeComment', {
  queryCommentPC: {
    method: 'GET',
    path: '/consume/store-comment/queryCommentPC',
    summary: '分页查询商户评价（平均分、各星级条数）',
    access: { permission: perm.oddjobMarket.shop.comment.list },
    audit: false,
    query: commentListQuery,
    response: commentPage,
  },
});
