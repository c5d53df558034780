import { z } from 'zod';
import { multiLine } from '../core/text.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { textFilter, timeFilter, timeText } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { EVENT_TYPES } from './labels.js';
import { CLIENT_PLATFORM_LABELS, clientPlatformFields } from './audit-log.js';
import { defineLabels, field } from '../core/labels.js';
import { perm } from './resource-tree.js';

/** 埋点管理's fields: list columns in order (the time early), then what only 列设置 adds. */
export const EVENT_LABELS = defineLabels({
  eventType: field.dict('事件类型'),
  eventName: field.name('事件名称'),
  createTime: field.time('发生时间'),
  pagePath: field.name('页面路径'),
  userName: field.person('用户名'),
  ...CLIENT_PLATFORM_LABELS,
  pageTitle: field.name('页面标题', { secondary: true }),
  realName: field.person('姓名', { secondary: true }),
  ip: field.code('IP', { secondary: true }),
  extra: field.text('附加信息', { secondary: true }),
});

export const eventRecord = z.object({
  id: z.number().int(),
  eventType: z.enum(EVENT_TYPES),
  eventName: z.string(),
  pagePath: z.string(),
  pageTitle: z.string(),
  extra: z.string(),
  userName: z.string(),
  realName: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  ...clientPlatformFields,
  createTime: timeText,
});

export const eventTrackingApi = defineEndpoints('system', 'eventTracking', {
  info: {
    method: 'POST',
    path: '/barry-system/buried-point/info',
    summary: '上报页面浏览或按钮点击埋点',
    access: 'signedIn',
    audit: false, // the event row is itself the record
    body: z.object({
      eventType: z.enum(EVENT_TYPES).describe('事件类型'),
      eventName: z.string().trim().min(1).max(64).describe('事件名称'),
      pagePath: z.string().trim().min(1).max(200).describe('页面路径'),
      pageTitle: z.string().trim().max(64).default('').describe('页面标题'),
      extra: multiLine(z.string().max(1000).describe('附加信息')).default(''),
    }),
    response: z.null(),
  },

  list: {
    method: 'POST',
    path: '/barry-system/buriedpoint/eventinfo/list',
    summary: '分页查询埋点事件',
    access: { permission: perm.system.event.list },
    audit: false,
    body: pageQuery.extend({
      eventType: z.enum(EVENT_TYPES).optional().describe('事件类型'),
      eventName: textFilter('事件名称'),
      pagePath: textFilter('页面路径', 200),
      userName: textFilter('用户名'),
      beginTime: timeFilter('开始时间').optional(),
      endTime: timeFilter('结束时间').optional(),
    }),
    response: pageOf(eventRecord),
  },
});
