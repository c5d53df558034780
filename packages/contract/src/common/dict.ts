import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';

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
  },
  { type: DICT_TYPES.jobStatus, name: '就业状态', items: numbered(['未就业', '已就业'], 0) },
  { type: DICT_TYPES.gender, name: '性别', items: numbered(['男', '女']) },
  { type: DICT_TYPES.ethnic, name: '民族', items: numbered(ETHNIC_GROUPS) },
  { type: DICT_TYPES.policyTypeGroup1, name: '政策类型（第一组）', items: numbered(['研发平台', '企业资质', '产品资质', '研发项目']) },
  { type: DICT_TYPES.policyTypeGroup2, name: '政策类型（第二组）', items: numbered(['政策指引', '资质荣誉']) },
  {
    type: DICT_TYPES.policyTypeGroup3,
    name: '政策类型（第三组）',
    items: numbered(['数字经济', '产业发展', '共享经济', '公示公告', '中小企业发展']),
  },
  { type: DICT_TYPES.tabType, name: '标签页类型', items: numbered(['全部', '技能', '学历'], 0) },
];

export const dictItem = z.object({
  dataKey: z.string().describe('字典键'),
  dataValue: z.string().describe('字典值'),
});

export const dictApi = defineEndpoints('common', 'dict', {
  queryByType: {
    method: 'GET',
    path: '/backend-common/dict/queryByType',
    summary: '按类型查询字典项',
    access: 'signedIn',
    audit: false,
    query: z.object({
      type: z.string().trim().min(1, { error: '请指定字典类型' }).max(64).describe('字典类型'),
    }),
    response: z.array(dictItem),
  },
});
