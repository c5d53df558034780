import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { enumFilter, textFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { perm } from '../system/resource-tree.js';

/**
 * The reference lists of spec §3, worded as in glossary §8. The server seeds
 * them into its dictionary table (adding what a database lacks at every
 * start); the console reads labels through `queryByType`, never from copies.
 */
export const DICT_TYPES = {
  /** 学历：1 其他 … 11 博士 */
  education: 'education',
  /** 就业状态：0 未就业，1 已就业 */
  jobStatus: 'job_status',
  /** 性别：1 男，2 女 */
  gender: 'gender',
  /** 民族：GB 3304 顺序，1 汉族 … 56 基诺族 */
  ethnic: 'ethnic',
  /** 政策类型第一组：研发平台、企业资质、产品资质、研发项目 */
  policyTypeGroup1: 'policy_type_1',
  /** 政策类型第二组：政策指引、资质荣誉 */
  policyTypeGroup2: 'policy_type_2',
  /** 政策类型第三组：数字经济、产业发展、共享经济、公示公告、中小企业发展 */
  policyTypeGroup3: 'policy_type_3',
  /** 标签页类型：0 全部，1 技能，2 学历 */
  tabType: 'tab_type',
  /** 就业情况：1 未就业，2 灵活就业，3 公益性岗位就业 */
  jobSituation: 'job_situation',
  /** 申请人类别：1 就业困难人员，2 离校2年内未就业高校毕业生，3 灵活就业人员 */
  applyPersonType: 'apply_person_type',
  /** 就业困难人员类别（申请人类别为就业困难人员时必填） */
  personDifficultType: 'person_difficult_type',
  /** 小区性质：1 公租房，2 人才公寓，3 保障性租赁住房，4 企业宿舍，9 其他 */
  villageNature: 'village_nature',
  /** 红包补贴类别：1 就业困难人员 … (红包补贴用户) */
  redPkgCategory: 'red_pkg_category',
} as const;
export type DictType = (typeof DICT_TYPES)[keyof typeof DICT_TYPES];

export interface DictItem {
  dataKey: string;
  dataValue: string;
}

export interface DictList {
  type: DictType;
  /** Name of the list itself, for the dictionary's own screens. */
  name: string;
  items: readonly DictItem[];
  /**
   * Whether 字典管理 may add items. A list whose codes the system's own rules
   * name (学历 1–11 in the job form's check, the 民族 of GB 3304 …) is closed:
   * its wording, order and enabled state may change, but a new code would be
   * offered by every select and refused by those rules.
   */
  extensible: boolean;
}

/** Keys numbered from `first` in list order: the spec numbers every list this way. */
const numbered = (values: readonly string[], first = 1): DictItem[] =>
  values.map((dataValue, i) => ({ dataKey: String(first + i), dataValue }));

/** GB 3304-1991 order; the codes are its numbers 1–56. */
export const ETHNIC_GROUPS = [
  '汉族', '蒙古族', '回族', '藏族', '维吾尔族', '苗族', '彝族', '壮族', '布依族', '朝鲜族',
  '满族', '侗族', '瑶族', '白族', '土家族', '哈尼族', '哈萨克族', '傣族', '黎族', '傈僳族',
  '佤族', '畲族', '高山族', '拉祜族', '水族', '东乡族', '纳西族', '景颇族', '柯尔克孜族', '土族',
  '达斡尔族', '仫佬族', '羌族', '布朗族', '撒拉族', '毛南族', '仡佬族', '锡伯族', '阿昌族', '普米族',
  '塔吉克族', '怒族', '乌孜别克族', '俄罗斯族', '鄂温克族', '德昂族', '保安族', '裕固族', '京族', '塔塔尔族',
  '独龙族', '鄂伦春族', '赫哲族', '门巴族', '珞巴族', '基诺族',
] as const;

export const DICT_LISTS: readonly DictList[] = [
  {
    type: DICT_TYPES.education,
    name: '学历',
    items: numbered(['其他', '小学', '初中', '普通高中', '技工学校', '职业高中', '中专', '大专', '本科', '硕士', '博士']),
    extensible: false,
  },
  { type: DICT_TYPES.jobStatus, name: '就业状态', items: numbered(['未就业', '已就业'], 0), extensible: false },
  { type: DICT_TYPES.gender, name: '性别', items: numbered(['男', '女']), extensible: false },
  { type: DICT_TYPES.ethnic, name: '民族', items: numbered(ETHNIC_GROUPS), extensible: false },
  {
    type: DICT_TYPES.policyTypeGroup1,
    name: '政策类型（第一组）',
    items: numbered(['研发平台', '企业资质', '产品资质', '研发项目']),
    extensible: true,
  },
  { type: DICT_TYPES.policyTypeGroup2, name: '政策类型（第二组）', items: numbered(['政策指引', '资质荣誉']), extensible: true },
  {
    type: DICT_TYPES.policyTypeGroup3,
    name: '政策类型（第三组）',
    items: numbered(['数字经济', '产业发展', '共享经济', '公示公告', '中小企业发展']),
    extensible: true,
  },
  { type: DICT_TYPES.tabType, name: '标签页类型', items: numbered(['全部', '技能', '学历'], 0), extensible: false },
  { type: DICT_TYPES.jobSituation, name: '就业情况', items: numbered(['未就业', '灵活就业', '公益性岗位就业']), extensible: true },
  // 1 is named by the rule that 就业困难人员类别 is required exactly for it.
  { type: DICT_TYPES.applyPersonType, name: '申请人类别', items: numbered(['就业困难人员', '离校2年内未就业高校毕业生', '灵活就业人员']), extensible: false },
  {
    type: DICT_TYPES.personDifficultType,
    name: '就业困难人员类别',
    items: numbered(['大龄失业人员', '零就业家庭成员', '残疾人', '城镇低保家庭成员', '连续失业一年以上人员', '失地农民']),
    extensible: true,
  },
  // Closed: 住房租赁's rules and reports count by these codes.
  {
    type: DICT_TYPES.villageNature,
    name: '小区性质',
    items: [['1', '公租房'], ['2', '人才公寓'], ['3', '保障性租赁住房'], ['4', '企业宿舍'], ['9', '其他']].map(([dataKey, dataValue]) => ({ dataKey, dataValue })),
    extensible: false,
  },
  // Open: operators add categories as subsidy policies are announced; imports and filters read the current list.
  {
    type: DICT_TYPES.redPkgCategory,
    name: '红包补贴类别',
    items: numbered(['就业困难人员', '高校毕业生', '退役军人', '脱贫劳动力', '返乡创业人员', '灵活就业人员']),
    extensible: true,
  },
];

/** Whether 字典管理 may add items to a list (a list the contract does not know is the administrators' own). */
export function isExtensibleDict(type: string): boolean {
  return DICT_LISTS.find((list) => list.type === type)?.extensible ?? true;
}

/** An item's 启用状态: a disabled item is no longer offered, while records that hold it still show its wording. */
export const DICT_ITEM_ENABLED = { disabled: 0, enabled: 1 } as const;
export type DictItemEnabled = (typeof DICT_ITEM_ENABLED)[keyof typeof DICT_ITEM_ENABLED];
export const DICT_ITEM_ENABLED_LABELS: Readonly<Record<DictItemEnabled, string>> = { 1: '已启用', 0: '已禁用' };

export const DICT_ITEM_MACHINE = defineStateMachine({
  subject: '字典项',
  states: DICT_ITEM_ENABLED_LABELS,
  actions: { enable: '启用', disable: '禁用' },
  transitions: [
    { action: 'enable', from: [0], to: 1 },
    { action: 'disable', from: [1], to: 0 },
  ],
});

export const DICT_VALUE_MAX = 32;
export const DICT_SORT_MAX = 9999;
/**
 * Keys are the codes records store in integer columns (学历 9, 性别 1 …) and
 * the console reads them as numbers: 0 or an integer without a leading zero.
 */
export const DICT_KEY_PATTERN = /^(0|[1-9]\d{0,8})$/;

export const dictItem = z.object({
  dataKey: z.string().describe('字典键'),
  dataValue: z.string().describe('字典值'),
  /** 1 启用, 0 禁用; only asked-for (`withDisabled`) answers hold disabled items. */
  enabled: z.number().int(),
});

/** 字典类型's fields, list order (字典项数 is the items with those disabled). */
export const DICT_TYPE_LABELS = defineLabels({
  dictName: field.name('字典名称'),
  counts: field.number('字典项数'),
});

/** 字典项's fields, list order; the item form reads them too. */
export const DICT_ITEM_LABELS = defineLabels({
  dataKey: field.number('字典键'),
  dataValue: field.name('字典值'),
  sort: field.number('排序'),
  enabled: field.state('启用状态'),
  updateTime: field.time('更新时间'),
});

export const dictTypeRecord = z.object({
  dictType: z.string(),
  dictName: z.string(),
  extensible: z.boolean(),
  itemCount: z.number().int(),
  enabledCount: z.number().int(),
});
export type DictTypeRecord = z.infer<typeof dictTypeRecord>;

export const dictItemRecord = z.object({
  id: z.number().int(),
  dictType: z.string(),
  dataKey: z.string(),
  dataValue: z.string(),
  sort: z.number().int(),
  enabled: z.number().int(),
  createTime: timeText,
  updateTime: timeText,
});
export type DictItemRecord = z.infer<typeof dictItemRecord>;

const dictTypeField = z.string().trim().min(1, { error: '请指定字典类型' }).max(64).describe('字典类型');
const itemId = z.number().int().min(1).describe('字典项');
const dataValueField = z.string().trim().min(1).max(DICT_VALUE_MAX).describe('字典值');
const sortField = z.number().int().min(0).max(DICT_SORT_MAX).describe('排序');

export const dictApi = defineEndpoints('common', 'dict', {
  queryByType: {
    method: 'GET',
    path: '/backend-common/dict/queryByType',
    summary: '按类型查询字典项',
    access: 'signedIn',
    audit: false,
    query: z.object({
      type: dictTypeField,
      /** 1: disabled items too, for the wording of records that hold one; selects offer only enabled ones. */
      withDisabled: enumFilter('包含已禁用项', [0, 1]),
    }),
    response: z.array(dictItem),
  },

  // 系统管理 › 字典管理. No catalogue row describes these calls.
  typePage: {
    method: 'POST',
    path: '/backend-common/dict/typePage',
    summary: '分页查询字典类型',
    access: { permission: perm.system.dict.list },
    audit: false,
    outsideCatalogue: true,
    body: pageQuery.extend({ dictName: textFilter('字典名称') }),
    response: pageOf(dictTypeRecord),
  },

  itemPage: {
    method: 'POST',
    path: '/backend-common/dict/itemPage',
    summary: '分页查询字典项',
    access: { permission: perm.system.dict.list },
    audit: false,
    outsideCatalogue: true,
    body: pageQuery.extend({
      dictType: dictTypeField,
      dataValue: textFilter('字典值'),
      enabled: enumFilter('启用状态', [0, 1]),
    }),
    response: pageOf(dictItemRecord),
  },

  addItem: {
    method: 'POST',
    path: '/backend-common/dict/addItem',
    summary: '新增字典项',
    access: { permission: perm.system.dict.add },
    audit: true,
    outsideCatalogue: true,
    body: z.object({
      dictType: dictTypeField,
      dataKey: z.string().trim().min(1).regex(DICT_KEY_PATTERN, { error: '请输入正确的整数' }).describe('字典键'),
      dataValue: dataValueField,
      sort: sortField,
    }),
    response: z.object({ id: z.number().int() }),
  },

  editItem: {
    method: 'POST',
    path: '/backend-common/dict/editItem',
    summary: '编辑字典项',
    access: { permission: perm.system.dict.edit },
    audit: true,
    outsideCatalogue: true,
    // The key is what records store: it never changes; a wrong one is disabled and a new one added.
    body: z.object({ id: itemId, dataValue: dataValueField, sort: sortField }),
    response: z.null(),
  },

  enableItem: {
    method: 'POST',
    path: '/backend-common/dict/enableItem',
    summary: '启用或禁用字典项',
    access: { permission: perm.system.dict.enable },
    audit: true,
    outsideCatalogue: true,
    body: z.object({
      id: itemId,
      enabled: z.union([z.literal(0), z.literal(1)], { error: '启用状态取值应为 0、1 之一' }).describe('启用状态'),
    }),
    response: z.null(),
  },
});
