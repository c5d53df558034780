import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeField, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { perm } from '../system/resource-tree.js';

/**
 * 政策信息 and 政策报告: one kind of record (a publication) in one table, told
 * apart by its kind, served under two route sets. A publication is saved as
 * 草稿, 提交 with a publish time (待发布 while it lies ahead, 已发布 once it
 * has come: the scheduler publishes it then), 撤销 back to 草稿 while waiting,
 * 下线 once published, and edited in any state (the state stays).
 */

export const PUBLICATION_KINDS = { info: 1, report: 2 } as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[keyof typeof PUBLICATION_KINDS];
export const PUBLICATION_SUBJECTS: Readonly<Record<PublicationKind, string>> = { 1: '政策信息', 2: '政策报告' };

export const PUBLICATION_STATES = { draft: 0, scheduled: 1, published: 2, offline: 3 } as const;
export type PublicationState = (typeof PUBLICATION_STATES)[keyof typeof PUBLICATION_STATES];
export const PUBLICATION_STATE_LABELS: Readonly<Record<PublicationState, string>> = { 0: '草稿', 1: '待发布', 2: '已发布', 3: '已下线' };
export const PUBLICATION_STATE_VALUES = [0, 1, 2, 3] as const satisfies readonly PublicationState[];

/**
 * One transition table for both kinds; only the subject in the refusal
 * differs (政策报告当前为“已发布”状态，不能删除). `schedule` and `publish` are
 * the two ends of 提交 (a future publish time waits), `publish` from 待发布 is
 * the scheduler's; `edit` and `saveDraft` are checked with `assertMove`.
 */
function publicationMachine(subject: string) {
  return defineStateMachine({
    subject,
    states: PUBLICATION_STATE_LABELS,
    actions: { schedule: '提交', publish: '发布', revoke: '撤销', off: '下线', edit: '编辑', saveDraft: '保存草稿', remove: '删除' },
    transitions: [
      { action: 'schedule', from: [0, 3], to: 1 },
      { action: 'publish', from: [0, 1, 3], to: 2 },
      { action: 'revoke', from: [1], to: 0 },
      { action: 'off', from: [2], to: 3 },
      { action: 'edit', from: [0, 1, 2, 3], to: 0 },
      { action: 'saveDraft', from: [0, 3], to: 0 },
      { action: 'remove', from: [0, 3], to: 0 },
    ],
  });
}
export const POLICY_INFO_MACHINE = publicationMachine(PUBLICATION_SUBJECTS[1]);
export const POLICY_REPORT_MACHINE = publicationMachine(PUBLICATION_SUBJECTS[2]);
export const PUBLICATION_MACHINES = { 1: POLICY_INFO_MACHINE, 2: POLICY_REPORT_MACHINE } as const;
export type PublicationAction = Parameters<typeof POLICY_INFO_MACHINE.can>[0];

export const PUBLICATION_BODY_MAX = 30_000;
export const PUBLICATION_ATTACHMENT_MAX = 10;

export const PUBLICATION_LABELS = defineLabels({
  title: field.name('标题'),
  state: field.state('状态'),
  publishTime: field.time('发布时间'),
  themeTags: field.dict('主题标签'),
  source: field.person('来源/作者'),
  viewCount: field.number('浏览量'),
  summary: field.text('摘要', { secondary: true }),
  creatorName: field.person('创建人', { secondary: true }),
  updateTime: field.time('更新时间', { secondary: true }),
});

/** An object key as fileManage/uploadFile answers it. */
export const objectKeyField = (label: string) => z.string().trim().min(1).max(200).describe(label);
/** A dictionary key as a filter: a select or a tab may send it as a number; blank is absent. */
export const dictKeyFilter = (label: string) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v === '' || v === null ? undefined : v), z.string().regex(/^\d{1,4}$/, { error: `${label}应为字典键值` }).optional())
    .describe(label);
const themeKey = z.string().regex(/^\d{1,4}$/, { error: '主题标签应为字典键值' });

/**
 * The form of both 保存草稿 and 提交 (`code` absent for a new one). 提交
 * without a publish time publishes now.
 */
export const publicationForm = z.object({
  code: code32('编号').optional(),
  title: z.string().trim().min(2).max(100).describe('标题'),
  themeTags: z.array(themeKey).max(5).default([]).describe('主题标签'),
  source: z.string().trim().max(50).default('').describe('来源/作者'),
  publishTime: timeField('发布时间').nullable().optional(),
  summary: z.string().trim().max(500).default('').describe('摘要'),
  cover: objectKeyField('封面').nullable().optional(),
  body: z.string().max(200_000).default('').describe('正文'),
  attachments: z.array(objectKeyField('附件')).max(PUBLICATION_ATTACHMENT_MAX).default([]).describe('附件'),
});
export type PublicationForm = z.infer<typeof publicationForm>;

export const attachmentRecord = z.object({ objectKey: z.string(), fileName: z.string(), fileSize: z.number().int(), url: z.string() });
export type AttachmentRecord = z.infer<typeof attachmentRecord>;

export const publicationRecord = z.object({
  code: z.string(),
  kind: z.number().int(),
  title: z.string(),
  state: z.number().int(),
  publishTime: timeText.nullable(),
  themeTags: z.array(z.string()),
  source: z.string(),
  summary: z.string(),
  viewCount: z.number().int(),
  creatorName: z.string(),
  updateTime: timeText,
});
export type PublicationRecord = z.infer<typeof publicationRecord>;
export const publicationDetail = publicationRecord.extend({
  body: z.string(),
  cover: z.string().nullable(),
  coverUrl: z.string().nullable(),
  attachments: z.array(attachmentRecord),
});
export type PublicationDetail = z.infer<typeof publicationDetail>;

const listFilters = {
  title: textFilter('标题', 100),
  themeTag: dictKeyFilter('主题标签'),
  beginTime: timeFilter('发布开始时间').optional(),
  endTime: timeFilter('发布结束时间').optional(),
};

const publicationCode = code32('编号');
const saved = z.object({ code: z.string(), state: z.number().int() });

/** The eleven endpoints of one kind, under `/system/policy-info` or `/system/policy-report`. */
function publicationEndpoints<const B extends string, const A extends string>(
  base: B,
  area: A,
  subject: string,
  manage: typeof perm.policy.info | typeof perm.policy.report,
) {
  const home = perm.policy.home.list;
  return defineEndpoints('policy', area, {
    add: { method: 'POST', path: `${base}/add` as const, summary: `提交${subject}（到发布时间自动发布）`, access: { permission: manage.add }, audit: true, body: publicationForm, response: saved },
    saveDraft: { method: 'POST', path: `${base}/saveDraft` as const, summary: `保存${subject}草稿`, access: { permission: manage.add }, audit: true, body: publicationForm, response: saved },
    edit: {
      method: 'POST', path: `${base}/edit` as const, summary: `编辑${subject}（状态不变）`, access: { permission: manage.edit }, audit: true,
      body: publicationForm.extend({ code: publicationCode }), response: saved,
    },
    page: {
      method: 'POST', path: `${base}/page` as const, summary: `分页查询${subject}`, access: { permission: manage.list }, audit: false,
      body: pageQuery.extend({ ...listFilters, state: enumFilter('状态', PUBLICATION_STATE_VALUES) }),
      response: pageOf(publicationRecord),
    },
    pageOnHome: {
      method: 'POST', path: `${base}/pageOnHome` as const, summary: `分页查询已发布${subject}（首页）`, access: { permission: home }, audit: false,
      body: pageQuery.extend(listFilters), response: pageOf(publicationRecord),
    },
    off: {
      method: 'GET', path: `${base}/off` as const, summary: `撤销待发布或下线已发布${subject}`, access: { permission: manage.off }, audit: true,
      query: z.object({ code: publicationCode }), response: saved,
    },
    detail: { method: 'GET', path: `${base}/detail` as const, summary: `查看${subject}详情`, access: { permission: manage.list }, audit: false, query: z.object({ code: publicationCode }), response: publicationDetail },
    delete: { method: 'GET', path: `${base}/delete` as const, summary: `删除${subject}（草稿或已下线）`, access: { permission: manage.remove }, audit: true, query: z.object({ code: publicationCode }), response: z.object({ code: z.string() }) },
    countOnHome: {
      method: 'GET', path: `${base}/countOnHome` as const, summary: `统计已发布${subject}（首页）`, access: { permission: home }, audit: false,
      response: z.object({ published: z.number().int(), publishedThisMonth: z.number().int(), scheduled: z.number().int(), viewCount: z.number().int() }),
    },
    detailOnHome: {
      method: 'GET', path: `${base}/detailOnHome` as const, summary: `查看已发布${subject}（计浏览量）`, access: { permission: home }, audit: false,
      query: z.object({ code: publicationCode }), response: publicationDetail,
    },
  });
}

export const policyInfoApi = publicationEndpoints('/system/policy-info', 'policyInfo', '政策信息', perm.policy.info);
export const policyReportApi = publicationEndpoints('/system/policy-report', 'policyReport', '政策报告', perm.policy.report);
export const PUBLICATION_APIS = { 1: policyInfoApi, 2: policyReportApi } as const;
