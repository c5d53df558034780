import { z } from 'zod';
import { isValidCreditCode } from '../common/credit-code.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, dateField, enumFilter, MOBILE_PATTERN, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';
import { attachmentRecord, dictKeyFilter, objectKeyField } from './publication.js';

/**
 * 政策文件 (a policy document: 文号, 发文机关, level, validity), the 政策事项
 * it defines (written by `set`, read by the 政策事项 screen) and the 补贴项目
 * it is 政策依据 for (`relate`); 政策申报 are companies' declarations for an
 * item, received from the company portal.
 */

export const POLICY_FILE_LEVELS = { national: 1, province: 2, city: 3, county: 4 } as const;
export const POLICY_FILE_LEVEL_LABELS: Readonly<Record<number, string>> = { 1: '国家', 2: '省', 3: '市', 4: '区县' };
export const POLICY_FILE_LEVEL_VALUES = [1, 2, 3, 4] as const;
export const EFFECT_STATE_LABELS: Readonly<Record<number, string>> = { 1: '现行有效', 2: '已修改', 3: '已废止' };
export const EFFECT_STATE_VALUES = [1, 2, 3] as const;
/** itemType (policy_type_2) whose sub-type (policy_type_1) is required, and only then given. */
export const QUALIFICATION_ITEM_TYPE = '2';
export const POLICY_FILE_BODY_MAX = 30_000;
export const POLICY_ITEMS_MAX = 50;

export const POLICY_FILE_LABELS = defineLabels({
  title: field.name('文件标题'),
  docNo: field.code('文号'),
  effectState: field.state('效力状态'),
  publishDate: field.date('发布日期'),
  issuer: field.name('发文机关'),
  level: field.dict('层级'),
  regionName: field.dict('地区', { secondary: true }),
  effectiveDate: field.date('施行日期', { secondary: true }),
  themeTags: field.dict('主题标签', { secondary: true }),
  itemCount: field.number('政策事项数'),
  projectCount: field.number('关联补贴项目数', { secondary: true }),
  updateTime: field.time('更新时间', { secondary: true }),
});

export const POLICY_ITEM_LABELS = defineLabels({
  itemName: field.name('事项名称'),
  itemType: field.dict('事项类型'),
  subType: field.dict('事项子类'),
  applyWindow: field.period('申报时间'),
  themeTags: field.dict('主题标签'),
  department: field.name('主管部门'),
  fileTitle: field.name('政策文件'),
  declareCount: field.number('申报数'),
  supportContent: field.text('扶持内容', { secondary: true }),
  updateTime: field.time('更新时间', { secondary: true }),
});

export const ITEM_APPLY_LABELS = defineLabels({
  itemName: field.name('政策事项'),
  applyTime: field.time('申报时间'),
  itemType: field.dict('事项类型'),
  cmpyName: field.name('企业名称'),
  creditCode: field.code('统一社会信用代码', { secondary: true }),
  contactName: field.person('联系人'),
  contactPhone: field.phone('联系电话'),
  countyName: field.dict('所在区县'),
  remark: field.text('申报说明', { secondary: true }),
});

const dictKey = (label: string) => z.string().regex(/^\d{1,4}$/, { error: `${label}应为字典键值` }).describe(label);
const countyCode = (label: string) => z.string().regex(/^\d{6}$/, { error: `${label}应为6位区划代码` }).describe(label);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const policyFileForm = z
  .object({
    title: z.string().trim().min(2).max(100).describe('文件标题'),
    docNo: z.string().trim().min(2).max(50).describe('文号'),
    issuer: z.string().trim().min(2).max(50).describe('发文机关'),
    level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).describe('层级'),
    /** Required below 国家: the province, city or county that issued it. */
    regionCode: countyCode('地区').nullable().optional(),
    publishDate: dateField('发布日期'),
    effectiveDate: dateField('施行日期').nullable().optional(),
    effectState: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1).describe('效力状态'),
    themeTags: z.array(dictKey('主题标签')).max(5).default([]).describe('主题标签'),
    body: z.string().max(200_000).default('').describe('正文'),
    attachments: z.array(objectKeyField('附件')).max(10).default([]).describe('附件'),
  })
  .superRefine((v, ctx) => {
    if (v.level !== 1 && !v.regionCode) ctx.addIssue({ code: 'custom', path: ['regionCode'], message: '请选择地区' });
    if (v.effectiveDate && v.effectiveDate < v.publishDate) ctx.addIssue({ code: 'custom', path: ['effectiveDate'], message: '施行日期不能早于发布日期' });
  });
export type PolicyFileForm = z.infer<typeof policyFileForm>;

/** One 政策事项 as `set` writes it; `itemCode` keeps an existing item (and its declarations). */
export const policyItemForm = z
  .object({
    itemCode: code32('事项编号').optional(),
    itemName: z.string().trim().min(2).max(100).describe('事项名称'),
    itemType: dictKey('事项类型'),
    subType: z.preprocess(blankToUndefined, dictKey('事项子类').optional()),
    themeTags: z.array(dictKey('主题标签')).max(5).default([]).describe('主题标签'),
    department: z.string().trim().min(2).max(50).describe('主管部门'),
    supportContent: z.string().trim().max(2000).default('').describe('扶持内容'),
    applyStart: dateField('申报开始日期').nullable().optional(),
    applyEnd: dateField('申报结束日期').nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.itemType === QUALIFICATION_ITEM_TYPE && !v.subType) ctx.addIssue({ code: 'custom', path: ['subType'], message: '资质荣誉类事项请选择事项子类' });
    if (v.itemType !== QUALIFICATION_ITEM_TYPE && v.subType) ctx.addIssue({ code: 'custom', path: ['subType'], message: '只有资质荣誉类事项有事项子类' });
    if (v.applyStart && v.applyEnd && v.applyStart > v.applyEnd) ctx.addIssue({ code: 'custom', path: ['applyEnd'], message: '申报结束日期不能早于申报开始日期' });
  });
export type PolicyItemForm = z.infer<typeof policyItemForm>;

export const policyFileRecord = z.object({
  fileCode: z.string(),
  title: z.string(),
  docNo: z.string(),
  issuer: z.string(),
  level: z.number().int(),
  regionCode: z.string().nullable(),
  regionName: z.string(),
  publishDate: z.string(),
  effectiveDate: z.string().nullable(),
  effectState: z.number().int(),
  themeTags: z.array(z.string()),
  itemCount: z.number().int(),
  projectCount: z.number().int(),
  updateTime: timeText,
});
export type PolicyFileRecord = z.infer<typeof policyFileRecord>;

export const policyItemRecord = z.object({
  itemCode: z.string(),
  itemName: z.string(),
  itemType: z.string(),
  subType: z.string().nullable(),
  themeTags: z.array(z.string()),
  department: z.string(),
  supportContent: z.string(),
  applyStart: z.string().nullable(),
  applyEnd: z.string().nullable(),
  fileCode: z.string(),
  fileTitle: z.string(),
  declareCount: z.number().int(),
  updateTime: timeText,
});
export type PolicyItemRecord = z.infer<typeof policyItemRecord>;

export const policyFileDetail = policyFileRecord.extend({
  body: z.string(),
  attachments: z.array(attachmentRecord),
  items: z.array(policyItemRecord),
  projects: z.array(z.object({ projectCode: z.string(), projectName: z.string(), state: z.number().int() })),
});
export type PolicyFileDetail = z.infer<typeof policyFileDetail>;

const fileCode = code32('文件编号');
const FILE = perm.policy.file;

export const policyFileApi = defineEndpoints('policy', 'policyFile', {
  add: { method: 'POST', path: '/policy/file/add', summary: '新增政策文件', access: { permission: FILE.add }, audit: true, body: policyFileForm, response: z.object({ fileCode: z.string() }) },
  edit: {
    method: 'POST', path: '/policy/file/edit', summary: '编辑政策文件', access: { permission: FILE.edit }, audit: true,
    body: policyFileForm.and(z.object({ fileCode })), response: z.object({ fileCode: z.string() }),
  },
  list: {
    method: 'POST', path: '/policy/file/list', summary: '分页查询政策文件', access: { permission: FILE.list }, audit: false,
    body: pageQuery.extend({
      keyword: textFilter('标题或文号', 100),
      issuer: textFilter('发文机关', 50),
      level: enumFilter('层级', POLICY_FILE_LEVEL_VALUES),
      effectState: enumFilter('效力状态', EFFECT_STATE_VALUES),
      themeTag: dictKeyFilter('主题标签'),
      beginDate: timeFilter('发布开始日期').optional(),
      endDate: timeFilter('发布结束日期').optional(),
    }),
    response: pageOf(policyFileRecord),
  },
  set: {
    method: 'POST', path: '/policy/file/set', summary: '设置政策文件的政策事项（整体替换）', access: { permission: FILE.edit }, audit: true,
    body: z.object({ fileCode, items: z.array(policyItemForm).max(POLICY_ITEMS_MAX).describe('政策事项') }),
    response: z.object({ fileCode: z.string(), itemCodes: z.array(z.string()) }),
  },
  relate: {
    method: 'POST', path: '/policy/file/relate', summary: '设置政策文件作为政策依据的补贴项目（整体替换）', access: { permission: FILE.edit }, audit: true,
    body: z.object({ fileCode, projectCodes: z.array(code32('项目编号')).max(50).describe('补贴项目') }),
    response: z.object({ fileCode: z.string(), projectCodes: z.array(z.string()) }),
  },
  del: { method: 'GET', path: '/policy/file/del', summary: '删除政策文件', access: { permission: FILE.remove }, audit: true, query: z.object({ fileCode }), response: z.object({ fileCode: z.string() }) },
  info: { method: 'GET', path: '/policy/file/info', summary: '查看政策文件详情（含政策事项和关联项目）', access: { permission: FILE.list }, audit: false, query: z.object({ fileCode }), response: policyFileDetail },
});

const itemFilters = {
  itemName: textFilter('事项名称', 100),
  itemType: dictKeyFilter('事项类型'),
  subType: dictKeyFilter('事项子类'),
  themeTag: dictKeyFilter('主题标签'),
  department: textFilter('主管部门', 50),
  fileCode: textFilter('文件编号', 64),
};
const ITEM = perm.policy.item;

export const policyItemApi = defineEndpoints('policy', 'policyItem', {
  queryPageItem: {
    method: 'POST', path: '/policy/item/queryPageItem', summary: '分页查询政策事项', access: { permission: ITEM.list }, audit: false,
    body: pageQuery.extend(itemFilters), response: pageOf(policyItemRecord),
  },
  countByItemType: {
    method: 'POST', path: '/policy/item/countByItemType', summary: '按事项类型和子类统计政策事项', access: { permission: ITEM.list }, audit: false,
    body: z.object({ itemName: itemFilters.itemName, themeTag: itemFilters.themeTag, department: itemFilters.department }),
    response: z.array(z.object({
      itemType: z.string(), label: z.string(), count: z.number().int(),
      subTypes: z.array(z.object({ subType: z.string(), label: z.string(), count: z.number().int() })),
    })),
  },
  queryGroupByThemeTag: {
    method: 'POST', path: '/policy/item/queryGroupByThemeTag', summary: '按主题标签分组查询政策事项', access: { permission: ITEM.list }, audit: false,
    body: z.object({ size: z.number().int().min(1).max(20).default(5).describe('每组条数') }),
    response: z.array(z.object({ themeTag: z.string(), label: z.string(), count: z.number().int(), items: z.array(policyItemRecord) })),
  },
  getItemInfo: {
    method: 'GET', path: '/policy/item/getItemInfo', summary: '查看政策事项详情（含来源文件和申报数）', access: { permission: ITEM.list }, audit: false,
    query: z.object({ itemCode: code32('事项编号') }),
    response: policyItemRecord.extend({ docNo: z.string(), issuer: z.string(), filePublishDate: z.string() }),
  },
});

/** A company's declaration for a 政策事项, as the company portal sends it. */
export const itemApplyContent = z.object({
  itemCode: code32('政策事项'),
  cmpyName: z.string().trim().min(2).max(100).describe('企业名称'),
  creditCode: z.string().trim().refine(isValidCreditCode, { error: '统一社会信用代码校验不通过' }).describe('统一社会信用代码'),
  contactName: z.string().trim().min(2).max(30).describe('联系人'),
  contactPhone: z.string().trim().regex(MOBILE_PATTERN, { error: '联系电话应为11位手机号' }).describe('联系电话'),
  district: countyCode('所在区县'),
  remark: z.string().trim().max(500).default('').describe('申报说明'),
});
export type ItemApplyContent = z.infer<typeof itemApplyContent>;

export const itemApplyRecord = z.object({
  applyCode: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  itemType: z.string(),
  cmpyName: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  district: z.string(),
  countyName: z.string(),
  remark: z.string(),
  applyTime: timeText,
});
export type ItemApplyRecord = z.infer<typeof itemApplyRecord>;

export const itemApplyApi = defineEndpoints('policy', 'itemApplyInfo', {
  queryPage: {
    method: 'POST', path: '/policy/item-apply-info/queryPage', summary: '分页查询政策申报', access: { permission: perm.policy.declare.list }, audit: false,
    body: pageQuery.extend({
      itemName: textFilter('政策事项', 100),
      itemType: dictKeyFilter('事项类型'),
      cmpyName: textFilter('企业名称', 100),
      beginTime: timeFilter('申报开始时间').optional(),
      endTime: timeFilter('申报结束时间').optional(),
    }),
    response: pageOf(itemApplyRecord),
  },
});
