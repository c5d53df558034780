import { z } from 'zod';
import { idCardField } from '../common/id-card.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { enumFilter, timeText, decimal } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { applicantFields, resumeEducation, resumeTrain, resumeVO, resumeWork } from './apply-info.js';
import { perm } from '../system/resource-tree.js';

/**
 * 产业军人才匹配: an enterprise (or the employment office on its behalf)
 * names what the workers it needs must bring — skills, a minimum education,
 * where they live, an age range — and the platform ranks the job seekers'
 * resumes against it with a visible score; a resume may also be looked up
 * by the holder's 身份证号.
 */

// ---------------------------------------------------------------------------
// Skills (技能标签)
// ---------------------------------------------------------------------------

export interface SkillTag {
  /** Four digits: the group's two, then the skill's own two. */
  code: string;
  name: string;
}

export interface SkillGroup {
  code: string;
  name: string;
  skills: readonly SkillTag[];
}

/**
 * The skills a resume may carry, grouped the way the 国家职业分类 groups the
 * trades an industrial workforce is recruited for. Codes are stored on
 * resumes and never reused: a later edition adds codes, it does not renumber.
 */
export const SKILL_GROUPS: readonly SkillGroup[] = [
  {
    code: '10',
    name: '机械加工',
    skills: [
      { code: '1001', name: '数控车床操作' },
      { code: '1002', name: '普通车床操作' },
      { code: '1003', name: '铣工' },
      { code: '1004', name: '钳工' },
      { code: '1005', name: '焊工' },
      { code: '1006', name: '冲压' },
      { code: '1007', name: '模具制造' },
      { code: '1008', name: 'CAD制图' },
    ],
  },
  {
    code: '20',
    name: '生产装配',
    skills: [
      { code: '2001', name: '生产线操作' },
      { code: '2002', name: '机械装配' },
      { code: '2003', name: '电子装配' },
      { code: '2004', name: '汽车装配' },
      { code: '2005', name: '注塑成型' },
      { code: '2006', name: '食品加工' },
      { code: '2007', name: '包装作业' },
      { code: '2008', name: '质量检验' },
      { code: '2009', name: '缝纫' },
    ],
  },
  {
    code: '30',
    name: '电气与设备',
    skills: [
      { code: '3001', name: '低压电工' },
      { code: '3002', name: '高压电工' },
      { code: '3003', name: 'PLC编程' },
      { code: '3004', name: '设备维修' },
      { code: '3005', name: '工业机器人操作' },
      { code: '3006', name: '汽车维修' },
      { code: '3007', name: '家电维修' },
    ],
  },
  {
    code: '40',
    name: '物流与驾驶',
    skills: [
      { code: '4001', name: '叉车驾驶' },
      { code: '4002', name: '仓储管理' },
      { code: '4003', name: '快递分拣配送' },
      { code: '4004', name: '货车驾驶' },
      { code: '4005', name: '挖掘机操作' },
      { code: '4006', name: '起重机操作' },
    ],
  },
  {
    code: '50',
    name: '建筑施工',
    skills: [
      { code: '5001', name: '钢筋工' },
      { code: '5002', name: '木工' },
      { code: '5003', name: '砌筑工' },
      { code: '5004', name: '水电安装' },
      { code: '5005', name: '架子工' },
    ],
  },
  {
    code: '60',
    name: '信息技术与办公',
    skills: [
      { code: '6001', name: '办公软件' },
      { code: '6002', name: '电子商务运营' },
      { code: '6003', name: '软件开发' },
      { code: '6004', name: '网络运维' },
      { code: '6005', name: '数据标注' },
      { code: '6006', name: '会计核算' },
    ],
  },
  {
    code: '70',
    name: '商贸与生活服务',
    skills: [
      { code: '7001', name: '商品销售' },
      { code: '7002', name: '收银' },
      { code: '7003', name: '客户服务' },
      { code: '7004', name: '中式烹调' },
      { code: '7005', name: '面点制作' },
      { code: '7006', name: '餐厅服务' },
      { code: '7007', name: '客房服务' },
      { code: '7008', name: '安全保卫' },
      { code: '7009', name: '保洁' },
    ],
  },
  {
    code: '80',
    name: '照护服务',
    skills: [
      { code: '8001', name: '育婴' },
      { code: '8002', name: '养老护理' },
      { code: '8003', name: '家政服务' },
      { code: '8004', name: '医疗护理' },
      { code: '8005', name: '保健按摩' },
    ],
  },
];

const SKILL_INDEX: ReadonlyMap<string, { name: string; groupName: string }> = new Map(
  SKILL_GROUPS.flatMap((group) => group.skills.map((skill) => [skill.code, { name: skill.name, groupName: group.name }] as const)),
);

export const SKILL_CODES: readonly string[] = [...SKILL_INDEX.keys()];

export const isSkillCode = (code: string): boolean => SKILL_INDEX.has(code);

/** The skill's name, or its code when the catalogue no longer has it. */
export const skillName = (code: string): string => SKILL_INDEX.get(code)?.name ?? code;
export const skillGroupName = (code: string): string => SKILL_INDEX.get(code)?.groupName ?? '';

/** At most this many skills in one match: beyond that a request stops describing a post. */
export const MATCH_SKILLS_MAX = 10;

// ---------------------------------------------------------------------------
// The score
// ---------------------------------------------------------------------------

/**
 * How much each part of the match weighs (they add up to 100). A part whose
 * criterion is not set counts in full (不限: everyone satisfies it), so a
 * score is always out of 100.
 */
export const MATCH_WEIGHTS = { skill: 60, education: 20, area: 20 } as const;

/**
 * Education codes (dict `education`) as levels that can be compared:
 * 普通高中, 技工学校, 职业高中 and 中专 are the same stage (高中阶段), so a
 * minimum of 中专 is met by 普通高中 as well; 其他 ranks lowest.
 */
export const EDUCATION_RANK: Readonly<Record<number, number>> = { 1: 0, 2: 1, 3: 2, 4: 3, 5: 3, 6: 3, 7: 3, 8: 4, 9: 5, 10: 6, 11: 7 };

/**
 * The education part: the minimum or above earns it whole, one stage below
 * half, anything lower nothing. Answers the education codes of each band.
 */
export function educationBands(minimum: number): { full: number[]; half: number[] } {
  const floor = EDUCATION_RANK[minimum] ?? 0;
  const codes = Object.entries(EDUCATION_RANK).map(([code, rank]) => ({ code: Number(code), rank }));
  return {
    full: codes.filter((c) => c.rank >= floor).map((c) => c.code),
    half: codes.filter((c) => c.rank === floor - 1).map((c) => c.code),
  };
}

/** The skill part for `hits` of `asked` skills, rounded half up to a whole point. */
export function skillScoreOf(hits: number, asked: number): number {
  if (asked === 0) return MATCH_WEIGHTS.skill;
  return Math.floor((2 * MATCH_WEIGHTS.skill * hits + asked) / (2 * asked));
}

/** Levels of the area a match asks for: its code is the region code's prefix (41, 4101, 410184). */
export type AreaLevel = 'province' | 'city' | 'county';
export const AREA_CODE_PATTERN = /^\d{2}(\d{2}(\d{2})?)?$/;
export const areaLevelOf = (areaCode: string): AreaLevel => (areaCode.length === 2 ? 'province' : areaCode.length === 4 ? 'city' : 'county');

/**
 * The area part by where the person lives: in the region asked for earns it
 * whole; for a county, elsewhere in its city half and elsewhere in its
 * province a quarter; for a city, elsewhere in its province half.
 */
export const AREA_SCORES = { same: 20, sameCity: 10, sameProvinceOfCounty: 5, sameProvinceOfCity: 10 } as const;

// ---------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Codes as a query string or a form carries them: repeated keys, an array, or one comma-separated value; blanks dropped. */
function splitCodes(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => (typeof item === 'string' ? item.split(',').map((s) => s.trim()).filter((s) => s !== '') : [item]));
}

const skillCodesField = z
  .preprocess(
    splitCodes,
    z
      .array(z.string().refine(isSkillCode, { error: '技能标签不存在，请从列表中选择' }))
      .max(MATCH_SKILLS_MAX, { error: `技能最多选择${MATCH_SKILLS_MAX}项` }),
  )
  .describe('技能');

const areaCodeField = z
  .preprocess(
    blankToUndefined,
    z.string().trim().regex(AREA_CODE_PATTERN, { error: '所在地区编码应为2位（省）、4位（市）或6位（区县）数字' }).optional(),
  )
  .describe('所在地区');

const ageField = (label: string) => z.preprocess(blankToUndefined, decimal(z.number().int().min(16).max(100)).optional()).describe(label);

const EDUCATION_CODES = Object.keys(EDUCATION_RANK).map(Number);

/** What a match asks for; everything but one criterion may be left out. */
const criteriaShape = {
  skillCodes: skillCodesField,
  education: enumFilter('最低学历', EDUCATION_CODES),
  areaCode: areaCodeField,
  startAge: ageField('最小年龄'),
  endAge: ageField('最大年龄'),
  usrGender: enumFilter('性别', [1, 2]),
  jobStatus: enumFilter('就业状态', [0, 1]),
};

interface CriteriaValues {
  skillCodes: string[];
  education?: number;
  areaCode?: string;
  startAge?: number;
  endAge?: number;
}

function checkCriteria(value: CriteriaValues, ctx: z.RefinementCtx): void {
  if (value.skillCodes.length === 0 && value.education === undefined && value.areaCode === undefined) {
    ctx.addIssue({ code: 'custom', path: ['skillCodes'], message: '请至少选择一项匹配条件（技能、最低学历或所在地区）' });
  }
  if (value.startAge !== undefined && value.endAge !== undefined && value.startAge > value.endAge) {
    ctx.addIssue({ code: 'custom', path: ['endAge'], message: '最大年龄不能小于最小年龄' });
  }
}

export const matchCriteria = z.object(criteriaShape).superRefine(checkCriteria);
export type MatchCriteria = z.output<typeof matchCriteria>;
export const matchQuery = pageQuery.extend(criteriaShape).superRefine(checkCriteria);

/** The most rows an export writes: the whole ranked pool of a broad match fits well under it. */
export const MATCH_EXPORT_MAX = 100_000;

// ---------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------

export const resumeSkill = z.object({ skillCode: z.string(), skillName: z.string(), groupName: z.string() });
export type ResumeSkill = z.infer<typeof resumeSkill>;

/**
 * A resume as its details show it: 基本信息 (ID number and mobile masked
 * unless the caller holds recruit:resume:list:viewSensitive), the histories
 * and the skills.
 */
export const resumeProfile = z.object({
  resumeCode: z.string(),
  resumeVO,
  workList: z.array(resumeWork),
  educationList: z.array(resumeEducation),
  trainList: z.array(resumeTrain),
  skillList: z.array(resumeSkill),
});
export type ResumeProfile = z.infer<typeof resumeProfile>;

/** One ranked resume: who, and how its score is made up. */
export const matchRecord = z.object({
  /** Position in the whole ranking, from 1. */
  rank: z.number().int(),
  resumeCode: z.string(),
  ...applicantFields,
  jobStatus: z.number().int(),
  provinceName: z.string(),
  cityName: z.string(),
  countyName: z.string(),
  expectJob: z.string(),
  workYears: z.number().int(),
  /** The resume's skills, those asked for marked. */
  skills: z.array(z.object({ skillCode: z.string(), skillName: z.string(), matched: z.boolean() })),
  /** skillScore + educationScore + areaScore, out of 100. */
  score: z.number().int(),
  skillScore: z.number().int(),
  educationScore: z.number().int(),
  areaScore: z.number().int(),
  updateTime: timeText,
});
export type MatchRecord = z.infer<typeof matchRecord>;

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

const LIST = { permission: perm.recruit.industrialArmy.list } as const;
export const industrialArmyApi = defineEndpoints('recruit', 'industrialArmy', {
  usertagMatching: {
    method: 'POST',
    path: '/recruit/industrial-army/usertagMatching',
    summary: '按技能、学历、地区匹配人才（按匹配得分排序）',
    access: LIST,
    audit: false,
    body: matchQuery,
    response: pageOf(matchRecord),
  },

  getResumeInfoByCard: {
    method: 'GET',
    path: '/recruit/industrial-army/getResumeInfoByCard',
    summary: '按身份证号查询简历',
    access: LIST,
    // Looking a named person up is worth a log row; the row names the resume found, not the number asked.
    audit: true,
    query: z.object({ idCard: idCardField('身份证号') }),
    response: resumeProfile,
  },

  exportIndustrial: {
    method: 'GET',
    path: '/recruit/industrial-army/exportIndustrial',
    summary: '导出人才匹配结果',
    access: { permission: perm.recruit.industrialArmy.export },
    audit: true,
    responseKind: 'file',
    query: matchCriteria,
    response: z.null(),
  },
});
