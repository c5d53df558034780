import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { decimal, enumFilter, textFilter } from '../core/fields.js';
import { perm } from '../system/resource-tree.js';
import { COLLEGE_TYPE_VALUES } from './college.js';

/**
 * 院校统计 (`schoolHome`): figures of one passed college or of all of them,
 * of one college type, over a range of years (at most ten; the last five by
 * default). Catalogue domain `stats`, kept here beside the colleges whose
 * data they count. Counters kept by triggers answer them (migration 0046).
 */
export const COLLEGE_STATS_MAX_YEARS = 10;
export const COLLEGE_STATS_DEFAULT_YEARS = 5;
export const COLLEGE_STATS_MESSAGES = {
  reversed: '结束年份不能早于开始年份',
  tooLong: `统计年份范围不能超过${COLLEGE_STATS_MAX_YEARS}年`,
} as const;

const year = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), decimal(z.number().int().min(1950).max(2100)).optional()).describe(label);

/** What every statistic takes; a reversed or longer range is refused naming 结束年份. */
export const collegeStatsInput = z
  .object({
    collegeCode: textFilter('院校'),
    collegeType: enumFilter('院校类型', COLLEGE_TYPE_VALUES),
    beginYear: year('开始年份'),
    endYear: year('结束年份'),
  })
  .superRefine((v, ctx) => {
    const problem = collegeYearsProblem(v.beginYear, v.endYear);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endYear'], message: problem });
  });

/** Why a year range cannot be counted, or null. */
export function collegeYearsProblem(beginYear: number | undefined, endYear: number | undefined): string | null {
  if (beginYear === undefined || endYear === undefined) return null;
  if (endYear < beginYear) return COLLEGE_STATS_MESSAGES.reversed;
  if (endYear - beginYear + 1 > COLLEGE_STATS_MAX_YEARS) return COLLEGE_STATS_MESSAGES.tooLong;
  return null;
}

/** The range counted: what was asked, the missing end filled so that it spans the default five years. */
export function collegeYearsOf(beginYear: number | undefined, endYear: number | undefined, thisYear: number): { beginYear: number; endYear: number } {
  const end = endYear ?? (beginYear === undefined ? thisYear : Math.min(beginYear + COLLEGE_STATS_DEFAULT_YEARS - 1, thisYear));
  const begin = beginYear ?? end - COLLEGE_STATS_DEFAULT_YEARS + 1;
  return { beginYear: begin, endYear: end };
}

const share = z.number().describe('占比（%）');
const rate = z.number().describe('就业率（%）');
const sharedItem = z.object({ code: z.string(), name: z.string(), count: z.number().int(), share });

/** 生源地 levels: 1 provinces, 2 a province's cities (河南's by default), 3 a city's counties. */
export const STUDENT_AREA_LEVELS = { province: 1, city: 2, county: 3 } as const;
export const HENAN_CODE = '410000';

const STATS = { permission: perm.school.home.list } as const;

export const collegeStatisApi = defineEndpoints('stats', 'collegeStatis', {
  queryStudent: {
    method: 'POST',
    path: '/cmpy/college/statis/queryStudent',
    summary: '院校统计：在读、毕业、就业人数及就业率',
    access: STATS,
    audit: false,
    body: collegeStatsInput,
    response: z.object({
      beginYear: z.number().int(),
      endYear: z.number().int(),
      /** 在读 students enrolled within the range. */
      reading: z.number().int(),
      /** Graduates of the range's last year (this year by default), 已就业 and 待就业 among them. */
      graduates: z.number().int(),
      employed: z.number().int(),
      unemployed: z.number().int(),
      employRate: rate,
    }),
  },

  queryEnrollStudentYear: {
    method: 'POST',
    path: '/cmpy/college/statis/queryEnrollStudentYear',
    summary: '院校统计：各年招生人数',
    access: STATS,
    audit: false,
    body: collegeStatsInput,
    response: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
  },

  queryStudentYear: {
    method: 'POST',
    path: '/cmpy/college/statis/queryStudentYear',
    summary: '院校统计：各年毕业生及就业情况',
    access: STATS,
    audit: false,
    body: collegeStatsInput,
    response: z.array(
      z.object({ year: z.number().int(), graduates: z.number().int(), employed: z.number().int(), unemployed: z.number().int(), employRate: rate }),
    ),
  },

  queryGraduateIndestry: {
    method: 'POST',
    path: '/cmpy/college/statis/queryGraduateIndestry',
    summary: '院校统计：已就业毕业生行业分布',
    access: STATS,
    audit: false,
    body: collegeStatsInput,
    response: z.object({ total: z.number().int(), items: z.array(sharedItem) }),
  },

  queryStudentArea: {
    method: 'POST',
    path: '/cmpy/college/statis/queryStudentArea',
    summary: '院校统计：学生生源地分布',
    access: STATS,
    audit: false,
    body: collegeStatsInput.and(
      z.object({
        areaLevel: enumFilter('生源地层级', [1, 2, 3]),
        /** The province (level 2) or city (level 3) whose parts are counted; 河南 by default. */
        areaCode: textFilter('生源地区域', 6),
      }),
    ),
    response: z.object({
      level: z.number().int(),
      parentCode: z.string(),
      parentName: z.string(),
      total: z.number().int(),
      items: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
    }),
  },

  queryStudentSpecialty: {
    method: 'POST',
    path: '/cmpy/college/statis/queryStudentSpecialty',
    summary: '院校统计：各专业学生人数',
    access: STATS,
    audit: false,
    body: collegeStatsInput,
    response: z.object({ total: z.number().int(), items: z.array(sharedItem) }),
  },
});
