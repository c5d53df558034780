import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { multiLine } from '../core/text.js';
import { perm } from '../system/resource-tree.js';
import { checkWindow, choiceOf, displayFormShape, displayRecordShape, displayStatusFilter } from './display.js';

/** 公告: a rich-text notice of the apps; 置顶 ones come first. */

export const ANNO_TOP_LABELS: Readonly<Record<number, string>> = { 1: '置顶', 0: '不置顶' };
/** Stored HTML (tags included) and the text as people count it (richTextLength). */
export const ANNO_CONTENT_MAX = 50_000;
export const ANNO_CONTENT_TEXT_MAX = 5000;

export const ANNO_LABELS = defineLabels({
  title: field.name('公告标题'),
  status: field.state('展示状态'),
  isTop: field.dict('置顶'),
  sort: field.number('排序'),
  window: field.period('展示时间'),
  updateTime: field.time('更新时间'),
  creatorName: field.person('发布人'),
});

/** 公告详情's rows only the detail shows (not list columns, not export columns). */
export const ANNO_DETAIL_LABELS = defineLabels({
  content: field.text('公告内容'),
});

const annoFields = z.object({
  title: z.string({ error: '请输入公告标题' }).trim().min(1, { error: '请输入公告标题' }).max(50).describe('公告标题'),
  content: multiLine(z.string({ error: '请输入公告内容' }).trim().min(1, { error: '请输入公告内容' }).max(ANNO_CONTENT_MAX).describe('公告内容')),
  isTop: choiceOf('是否置顶', [0, 1]),
  ...displayFormShape,
});
export const annoForm = annoFields.superRefine(checkWindow);
export const annoEditForm = annoFields.extend({ annoCode: code32('公告编号') }).superRefine(checkWindow);

export const annoRecord = z.object({
  annoCode: z.string(),
  title: z.string(),
  isTop: z.number().int(),
  ...displayRecordShape,
});
export const annoDetail = annoRecord.extend({
  /** Sanitised HTML, its pictures signed afresh. */
  content: z.string(),
});
export type AnnoRecord = z.infer<typeof annoRecord>;
export type AnnoDetail = z.infer<typeof annoDetail>;

const ANNO = perm.oddjobMarket.advert.anno;
const annoCodeResponse = z.object({ annoCode: z.string() });

export const annoApi = defineEndpoints('advert', 'anno', {
  saveAnno: {
    method: 'POST',
    path: '/advert/anno/saveAnno',
    summary: '新增公告',
    access: { permission: ANNO.add },
    audit: true,
    body: annoForm,
    response: annoCodeResponse,
  },
  editAnno: {
    method: 'POST',
    path: '/advert/anno/editAnno',
    summary: '编辑公告（含拖动排序）',
    access: { permission: ANNO.edit },
    audit: true,
    body: annoEditForm,
    response: annoCodeResponse,
  },
  removeAnno: {
    method: 'POST',
    path: '/advert/anno/removeAnno/{annoCode}',
    summary: '删除公告',
    access: { permission: ANNO.remove },
    audit: true,
    params: z.object({ annoCode: code32('公告编号') }),
    response: annoCodeResponse,
  },
  queryAnnoList: {
    method: 'POST',
    path: '/advert/anno/queryAnnoList',
    summary: '分页查询公告（置顶在前，按排序）',
    access: { permission: ANNO.list },
    audit: false,
    body: pageQuery.extend({
      title: textFilter('公告标题', 50),
      isTop: enumFilter('置顶', [0, 1]),
      status: displayStatusFilter,
    }),
    response: pageOf(annoRecord),
  },
  queryAnnoInfo: {
    method: 'GET',
    path: '/advert/anno/queryAnnoInfo',
    summary: '查询公告详情',
    access: { permission: ANNO.list },
    audit: false,
    query: z.object({ annoCode: code32('公告编号') }),
    response: annoDetail,
  },
});
