import { z } from 'zod';
import { OBJECT_KEY_PATTERN } from '../common/file.js';
import { creditCodeField } from '../company/company.js';
import { placeFields, placeRecord } from '../company/place.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, dateField, dateText, decimal, enumFilter, textFilter, timeField, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine, type StateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { CONTACT_PHONE_PATTERN } from '../recruit/apply-info.js';
import { perm } from '../system/resource-tree.js';

/**
 * 技能机构, 政策发文 and 申报通知: records staff draft, 提交 (made public: a
 * submitted 政策发文 or 申报通知 shows in 政策资讯 as 本平台) and 撤销 (taken
 * back, editable again). The three share one transition table; each machine
 * names its own record in the refusal (技能机构当前为“已提交”状态，不能编辑).
 */

export const SKILL_RECORD_STATES = { draft: 0, submitted: 1, revoked: 2 } as const;
export type SkillRecordState = (typeof SKILL_RECORD_STATES)[keyof typeof SKILL_RECORD_STATES];
export const SKILL_RECORD_STATE_LABELS: Readonly<Record<SkillRecordState, string>> = { 0: '草稿', 1: '已提交', 2: '已撤销' };
export const SKILL_RECORD_STATE_VALUES = [0, 1, 2] as const satisfies readonly SkillRecordState[];
export type SkillRecordAction = 'submit' | 'revoke' | 'edit' | 'remove';

/** The one table: 提交 0/2→1; 撤销 1→2; 编辑, 删除 in 0/2 (they keep the state). */
function skillRecordMachine(subject: string): StateMachine<SkillRecordState, SkillRecordAction> {
  return defineStateMachine<SkillRecordState, SkillRecordAction>({
    subject,
    states: SKILL_RECORD_STATE_LABELS,
    actions: { submit: '提交', revoke: '撤销', edit: '编辑', remove: '删除' },
    transitions: [
      { action: 'submit', from: [0, 2], to: 1 },
      { action: 'revoke', from: [1], to: 2 },
      { action: 'edit', from: [0], to: 0 },
      { action: 'edit', from: [2], to: 2 },
      { action: 'remove', from: [0, 2], to: 0 },
    ],
  });
}
export const ORGAN_MACHINE = skillRecordMachine('技能机构');
export const PROMULGATION_MACHINE = skillRecordMachine('政策发文');
export const NOTIFY_MACHINE = skillRecordMachine('申报通知');

export const RICH_BODY_MAX = 30_000;
export const ATTACHMENT_MAX = 10;

/** Stored files' keys (the FileUploader's value), at most ten. */
export const attachmentsField = z
  .array(z.string().regex(OBJECT_KEY_PATTERN, { error: '附件不是本平台上传的文件' }))
  .max(ATTACHMENT_MAX, { error: `附件最多${ATTACHMENT_MAX}个` })
  .default([])
  .describe('附件');
/** The 附件 row of the three records' details. */
const attachmentsLabel = field.text('附件');
/** Rich text as the editor writes it; the server sanitises it and counts it against RICH_BODY_MAX. */
const richBody = (label: string) => z.string().max(200_000).describe(label);

// ———————————————————————————————— 技能机构 ————————————————————————————————

export const ORGAN_TYPE_LABELS: Readonly<Record<number, string>> = { 1: '用人单位', 2: '社会培训评价组织', 3: '技工院校' };
export const ORGAN_TYPE_VALUES = [1, 2, 3] as const;

export const ORGAN_LABELS = defineLabels({
  organName: field.name('机构名称'),
  state: field.state('状态'),
  updateTime: field.time('更新时间'),
  creditCode: field.code('统一社会信用代码'),
  organType: field.dict('机构类型'),
  countyName: field.dict('所在区县'),
  occupations: field.text('评价职业及等级'),
  validPeriod: field.period('有效期'),
  legalPerson: field.person('法定代表人', { secondary: true }),
  contactPerson: field.person('联系人', { secondary: true }),
  contactPhone: field.phone('联系电话', { secondary: true }),
  filingNo: field.code('备案编号', { secondary: true }),
});

/** 技能机构详情's rows only the detail shows (not list columns, not export columns). */
export const ORGAN_DETAIL_LABELS = defineLabels({
  address: field.text('机构地址'),
  submitTime: field.time('提交时间'),
  attachments: attachmentsLabel,
});

/** The levels assessed, as the courses' SKILL_LEVEL_LABELS number them (1 五级/初级工 … 5 一级/高级技师). */
const skillLevel = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { error: '评价等级取值应为 1–5' });
export const organOccupation = z.object({
  occupation: z.string().trim().min(1).max(30).describe('评价职业（工种）'),
  levels: z.array(skillLevel).min(1, { error: '请选择评价等级' }).max(5).describe('评价等级'),
});

export const organForm = z
  .object({
    organName: z.string().trim().min(2).max(100).describe('机构名称'),
    creditCode: creditCodeField,
    organType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '机构类型取值应为 1、2、3 之一' }).describe('机构类型'),
    legalPerson: z.string().trim().min(1).max(32).describe('法定代表人'),
    contactPerson: z.string().trim().min(1).max(32).describe('联系人'),
    contactPhone: z.string().trim().regex(CONTACT_PHONE_PATTERN, { error: '联系电话应为手机号或带区号的固定电话' }).describe('联系电话'),
    ...placeFields,
    occupations: z.array(organOccupation).min(1, { error: '请至少填写一个评价职业' }).max(30).describe('评价职业及等级'),
    filingNo: z.string().trim().min(1).max(50).describe('备案编号'),
    validStart: dateField('有效期开始日期'),
    validEnd: dateField('有效期结束日期'),
    attachments: attachmentsField,
  })
  .refine((v) => v.validStart <= v.validEnd, { path: ['validEnd'], error: '有效期结束日期不能早于开始日期' });
export type OrganForm = z.infer<typeof organForm>;

export const organRecord = z.object({
  businessCode: z.string(),
  organName: z.string(),
  creditCode: z.string(),
  organType: z.number().int(),
  legalPerson: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  ...placeRecord,
  occupations: z.array(z.object({ occupation: z.string(), levels: z.array(z.number().int()) })),
  filingNo: z.string(),
  validStart: dateText,
  validEnd: dateText,
  attachments: z.array(z.string()),
  state: z.number().int(),
  submitTime: timeText.nullable(),
  updateTime: timeText,
});
export type OrganRecord = z.infer<typeof organRecord>;

const businessCodeParam = z.object({ businessCode: code32('机构编号') });
const ORGAN = perm.policy.organ;
const countyFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^\d{6}$/, { error: '应为6位区划代码' }).optional()).describe('所在区县');

export const skillOrganApi = defineEndpoints('policy', 'skillOrgan', {
  addOrgan: {
    method: 'POST',
    path: '/hrr/policy/skill/organ/addOrgan',
    summary: '新增技能机构（草稿）',
    access: { permission: ORGAN.add },
    audit: true,
    body: organForm,
    response: z.object({ businessCode: z.string() }),
  },
  editOrgan: {
    method: 'POST',
    path: '/hrr/policy/skill/organ/editOrgan',
    summary: '编辑技能机构（草稿或已撤销）',
    access: { permission: ORGAN.edit },
    audit: true,
    body: organForm.and(z.object({ businessCode: code32('机构编号') })),
    response: z.object({ businessCode: z.string() }),
  },
  organList: {
    method: 'GET',
    path: '/hrr/policy/skill/organ/organList',
    summary: '分页查询技能机构',
    access: { permission: ORGAN.list },
    audit: false,
    query: pageQuery.extend({
      organName: textFilter('机构名称', 100),
      creditCode: textFilter('统一社会信用代码', 18),
      organType: enumFilter('机构类型', ORGAN_TYPE_VALUES),
      state: enumFilter('状态', SKILL_RECORD_STATE_VALUES),
      countyCode: countyFilter,
    }),
    response: pageOf(organRecord),
  },
  getInfo: {
    method: 'GET',
    path: '/hrr/policy/skill/organ/getInfo/{businessCode}',
    summary: '查询技能机构详情',
    access: { permission: ORGAN.list },
    audit: false,
    params: businessCodeParam,
    response: organRecord,
  },
  submit: {
    method: 'GET',
    path: '/hrr/policy/skill/organ/submit/{businessCode}',
    summary: '提交技能机构',
    access: { permission: ORGAN.submit },
    audit: true,
    params: businessCodeParam,
    response: z.object({ businessCode: z.string(), state: z.number().int() }),
  },
  cancleItem: {
    method: 'GET',
    path: '/hrr/policy/skill/organ/cancleItem/{businessCode}',
    summary: '撤销技能机构',
    access: { permission: ORGAN.revoke },
    audit: true,
    params: businessCodeParam,
    response: z.object({ businessCode: z.string(), state: z.number().int() }),
  },
  delItem: {
    method: 'DELETE',
    path: '/hrr/policy/skill/organ/delItem/{businessCode}',
    summary: '删除技能机构（草稿或已撤销）',
    access: { permission: ORGAN.remove },
    audit: true,
    params: businessCodeParam,
    response: z.object({ businessCode: z.string() }),
  },
});

// ———————————————————————————————— 政策发文 ————————————————————————————————

export const PROMULGATION_LABELS = defineLabels({
  title: field.name('标题'),
  state: field.state('状态'),
  publishDate: field.date('发文日期'),
  updateTime: field.time('更新时间'),
  docNo: field.code('文号'),
  unit: field.name('发文单位'),
  organCount: field.number('关联机构数'),
  submitTime: field.time('提交时间', { secondary: true }),
});

/** 政策发文详情's rows only the detail shows (not list columns, not export columns). */
export const PROMULGATION_DETAIL_LABELS = defineLabels({
  organs: field.text('关联技能机构'),
  content: field.text('正文'),
  attachments: attachmentsLabel,
});

export const promulgationForm = z.object({
  title: z.string().trim().min(2).max(100).describe('标题'),
  docNo: z.string().trim().min(1).max(50).describe('文号'),
  unit: z.string().trim().min(2).max(100).describe('发文单位'),
  publishDate: dateField('发文日期'),
  content: richBody('正文'),
  attachments: attachmentsField,
  organCodes: z.array(code32('机构编号')).max(50).default([]).describe('关联技能机构'),
});
export type PromulgationForm = z.infer<typeof promulgationForm>;

export const promulgationRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  docNo: z.string(),
  unit: z.string(),
  publishDate: dateText,
  state: z.number().int(),
  organCount: z.number().int(),
  submitTime: timeText.nullable(),
  updateTime: timeText,
});
export const promulgationDetail = promulgationRecord.extend({
  content: z.string(),
  attachments: z.array(z.string()),
  organs: z.array(z.object({ businessCode: z.string(), organName: z.string(), state: z.number().int() })),
});
export type PromulgationRecord = z.infer<typeof promulgationRecord>;
export type PromulgationDetail = z.infer<typeof promulgationDetail>;

const idParam = z.object({ id: decimal(z.number().int().min(1)).describe('发文编号') });
const PROMULGATION = perm.policy.promulgation;

export const promulgationApi = defineEndpoints('policy', 'promulgation', {
  addPromulgation: {
    method: 'POST',
    path: '/hrr/policy/skill/promulgation/addPromulgation',
    summary: '新增政策发文（草稿）',
    access: { permission: PROMULGATION.add },
    audit: true,
    body: promulgationForm,
    response: z.object({ id: z.number().int() }),
  },
  eidtPromulgation: {
    method: 'POST',
    path: '/hrr/policy/skill/promulgation/eidtPromulgation',
    summary: '编辑政策发文（草稿或已撤销）',
    access: { permission: PROMULGATION.edit },
    audit: true,
    body: promulgationForm.extend({ id: decimal(z.number().int().min(1)).describe('发文编号') }),
    response: z.object({ id: z.number().int() }),
  },
  getList: {
    method: 'GET',
    path: '/hrr/policy/skill/promulgation/getList',
    summary: '分页查询政策发文',
    access: { permission: PROMULGATION.list },
    audit: false,
    query: pageQuery.extend({
      title: textFilter('标题', 100),
      docNo: textFilter('文号', 50),
      unit: textFilter('发文单位', 100),
      state: enumFilter('状态', SKILL_RECORD_STATE_VALUES),
    }),
    response: pageOf(promulgationRecord),
  },
  getPromulgationInfo: {
    method: 'GET',
    path: '/hrr/policy/skill/promulgation/getPromulgationInfo/{id}',
    summary: '查询政策发文详情',
    access: { permission: PROMULGATION.list },
    audit: false,
    params: idParam,
    response: promulgationDetail,
  },
  submitPromulgation: {
    method: 'GET',
    path: '/hrr/policy/skill/promulgation/submitPromulgation/{id}',
    summary: '提交政策发文',
    access: { permission: PROMULGATION.submit },
    audit: true,
    params: idParam,
    response: z.object({ id: z.number().int(), state: z.number().int() }),
  },
  canclePromulgation: {
    method: 'GET',
    path: '/hrr/policy/skill/promulgation/canclePromulgation/{id}',
    summary: '撤销政策发文',
    access: { permission: PROMULGATION.revoke },
    audit: true,
    params: idParam,
    response: z.object({ id: z.number().int(), state: z.number().int() }),
  },
  delPromulgation: {
    method: 'DELETE',
    path: '/hrr/policy/skill/promulgation/delPromulgation/{id}',
    summary: '删除政策发文（草稿或已撤销）',
    access: { permission: PROMULGATION.remove },
    audit: true,
    params: idParam,
    response: z.object({ id: z.number().int() }),
  },
});

// ———————————————————————————————— 申报通知 ————————————————————————————————

export const NOTIFY_LABELS = defineLabels({
  title: field.name('通知标题'),
  state: field.state('状态'),
  updateTime: field.time('更新时间'),
  projectName: field.name('补贴项目'),
  reportTime: field.period('申报时间'),
  target: field.text('申报对象'),
  submitTime: field.time('提交时间', { secondary: true }),
});

/** 申报通知详情's rows only the detail shows (not list columns, not export columns). */
export const NOTIFY_DETAIL_LABELS = defineLabels({
  content: field.text('通知内容'),
  attachments: attachmentsLabel,
});

export const notifyForm = z
  .object({
    title: z.string().trim().min(2).max(100).describe('通知标题'),
    projectCode: code32('补贴项目'),
    reportStart: timeField('申报开始时间'),
    reportEnd: timeField('申报结束时间'),
    target: multiLine(z.string().trim().min(2).max(200).describe('申报对象')),
    content: richBody('通知内容'),
    attachments: attachmentsField,
  })
  .refine((v) => v.reportStart < v.reportEnd, { path: ['reportEnd'], error: '申报结束时间应晚于申报开始时间' });
export type NotifyForm = z.infer<typeof notifyForm>;

export const notifyRecord = z.object({
  notifyCode: z.string(),
  title: z.string(),
  projectCode: z.string(),
  /** '' when the project has been deleted since. */
  projectName: z.string(),
  projectState: z.number().int().nullable(),
  reportStart: timeText,
  reportEnd: timeText,
  target: z.string(),
  state: z.number().int(),
  submitTime: timeText.nullable(),
  updateTime: timeText,
});
export const notifyDetail = notifyRecord.extend({ content: z.string(), attachments: z.array(z.string()) });
export type NotifyRecord = z.infer<typeof notifyRecord>;
export type NotifyDetail = z.infer<typeof notifyDetail>;

/** The GET rows carry the notice's code as `idNo` (spec: “Apply notify takes notifyCode from idNo”). */
const notifyIdQuery = z.object({ idNo: code32('通知编号') });
const NOTIFY = perm.policy.notify;

export const applyNotifyApi = defineEndpoints('policy', 'applyNotify', {
  addApplyNotify: {
    method: 'POST',
    path: '/policy/notify/addApplyNotify',
    summary: '新增申报通知（草稿）',
    access: { permission: NOTIFY.add },
    audit: true,
    body: notifyForm,
    response: z.object({ notifyCode: z.string() }),
  },
  editApplyNotify: {
    method: 'POST',
    path: '/policy/notify/editApplyNotify',
    summary: '编辑申报通知（草稿或已撤销）',
    access: { permission: NOTIFY.edit },
    audit: true,
    body: notifyForm.and(z.object({ notifyCode: code32('通知编号') })),
    response: z.object({ notifyCode: z.string() }),
  },
  getNotifyList: {
    method: 'POST',
    path: '/policy/notify/getNotifyList',
    summary: '分页查询申报通知',
    access: { permission: NOTIFY.list },
    audit: false,
    body: pageQuery.extend({
      title: textFilter('通知标题', 100),
      projectCode: textFilter('补贴项目'),
      state: enumFilter('状态', SKILL_RECORD_STATE_VALUES),
    }),
    response: pageOf(notifyRecord),
  },
  notifyInfo: {
    method: 'GET',
    path: '/policy/notify/notifyInfo',
    summary: '查询申报通知详情',
    access: { permission: NOTIFY.list },
    audit: false,
    query: notifyIdQuery,
    response: notifyDetail,
  },
  submitApplyNotify: {
    method: 'GET',
    path: '/policy/notify/submitApplyNotify',
    summary: '提交申报通知（补贴项目须已提交）',
    access: { permission: NOTIFY.submit },
    audit: true,
    query: notifyIdQuery,
    response: z.object({ notifyCode: z.string(), state: z.number().int() }),
  },
  cancleApplyNotify: {
    method: 'GET',
    path: '/policy/notify/cancleApplyNotify',
    summary: '撤销申报通知',
    access: { permission: NOTIFY.revoke },
    audit: true,
    query: notifyIdQuery,
    response: z.object({ notifyCode: z.string(), state: z.number().int() }),
  },
  delApplyNotify: {
    method: 'GET',
    path: '/policy/notify/delApplyNotify',
    summary: '删除申报通知（草稿或已撤销）',
    access: { permission: NOTIFY.remove },
    audit: true,
    query: notifyIdQuery,
    response: z.object({ notifyCode: z.string() }),
  },
});
