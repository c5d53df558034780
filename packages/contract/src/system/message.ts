import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';

/** 消息管理's fields, list order; the message's dialog reads them too. */
export const MESSAGE_LABELS = defineLabels({
  title: field.name('标题'),
  msgType: field.dict('消息类型'),
  readFlag: field.state('状态'),
  createTime: field.time('接收时间'),
  readTime: field.time('阅读时间'),
});

export const messageRecord = z.object({
  msgCode: z.string(),
  msgType: z.number().int(),
  title: z.string(),
  content: z.string(),
  readFlag: z.number().int(),
  createTime: timeText,
  readTime: timeText.nullable(),
});
export type MessageRecord = z.infer<typeof messageRecord>;
export const messageApi = defineEndpoints('system', 'message', {
  queryMsg: {
    method: 'GET',
    path: '/backend-common/msg/queryMsg',
    summary: '查看一条本人消息（并标记为已读）',
    access: 'signedIn',
    audit: false, // marking one's own message read is not an administrative change
    query: z.object({ msgCode: code32('消息编号') }),
    response: messageRecord,
  },

  queryPageMsg: {
    method: 'GET',
    path: '/backend-common/msg/queryPageMsg',
    summary: '分页查询本人消息',
    access: 'signedIn',
    audit: false,
    query: pageQuery.extend({
      readFlag: enumFilter('阅读状态', [0, 1]),
      msgType: enumFilter('消息类型', [1, 2, 3]),
    }),
    response: pageOf(messageRecord).extend({ unreadCount: z.number().int() }),
  },

  // The header's message bell. No catalogue row describes it.
  readAll: {
    method: 'POST',
    path: '/backend-common/msg/readAll',
    summary: '本人消息全部标为已读',
    access: 'signedIn',
    audit: false, // like opening a message: the caller's own inbox, not an administrative change
    outsideCatalogue: true,
    response: z.object({ read: z.number().int() }),
  },
});
