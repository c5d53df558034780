import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { enumFilter, textFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';
import { regionFilter } from './college.js';
import { STUDENT_EDUCATIONS } from './student.js';

/**
 * 供需信息: graduate supply, computed from the students (per college × 专业 ×
 * 毕业年份: graduates, 已就业, 待就业 — graduates = 已就业 + 待就业 in every
 * row), beside company demand: recruiting jobs at a campus fair not yet ended
 * or labelled 应届毕业生.
 */
export const GRADUATE_JOB_LABEL = '应届毕业生';

export const PROVIDE_LABELS = defineLabels({
  collegeName: field.name('院校'),
  specialtyName: field.name('专业'),
  categoryName: field.name('专业大类'),
  graduateYear: field.number('毕业年份'),
  graduates: field.number('毕业生人数'),
  employed: field.number('已就业'),
  unemployed: field.number('待就业'),
  employRate: field.number('就业率（%）'),
});

export const provideRecord = z.object({
  /** college:专业:year, the row's key. */
  rowCode: z.string(),
  collegeCode: z.string(),
  collegeName: z.string(),
  specialtyCode: z.string(),
  specialtyName: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  graduateYear: z.number().int(),
  graduates: z.number().int(),
  employed: z.number().int(),
  unemployed: z.number().int(),
  employRate: z.number(),
});
export type ProvideRecord = z.infer<typeof provideRecord>;

export const NEED_LABELS = defineLabels({
  jobName: field.name('岗位名称'),
  endTime: field.time('截止时间'),
  cmpyName: field.name('企业名称'),
  jobCategoryName: field.name('岗位类别'),
  headcount: field.number('招聘人数'),
  education: field.dict('学历要求'),
  salary: field.money('薪资（元/月）'),
  countyName: field.dict('工作地区'),
  fairNames: field.name('校园招聘会'),
});

export const needRecord = z.object({
  jobCode: z.string(),
  jobName: z.string(),
  cmpyCode: z.string(),
  cmpyName: z.string(),
  jobCategoryCode: z.string(),
  jobCategoryName: z.string(),
  headcount: z.number().int(),
  education: z.number().int(),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  countyCode: z.string(),
  countyName: z.string(),
  endTime: timeText,
  /** Campus fairs not yet ended it takes part in. */
  fairs: z.array(z.object({ fairCode: z.string(), fairName: z.string(), collegeName: z.string(), startTime: timeText })),
  /** Carries the 应届毕业生 label. */
  forGraduates: z.boolean(),
});
export type NeedRecord = z.infer<typeof needRecord>;

const LIST = { permission: perm.school.provideNeed.list } as const;

export const provideNeedApi = defineEndpoints('college', 'provideNeed', {
  queryProvideList: {
    method: 'POST',
    path: '/cmpy/college/provideNeed/queryProvideList',
    summary: '分页查询毕业生供给（院校、专业、毕业年份）',
    access: LIST,
    audit: false,
    body: pageQuery.extend({
      collegeCode: textFilter('院校'),
      categoryCode: textFilter('专业大类', 2),
      education: enumFilter('学历', STUDENT_EDUCATIONS),
      graduateYear: enumFilter('毕业年份', Array.from({ length: 151 }, (_, i) => 1950 + i)),
    }),
    response: pageOf(provideRecord),
  },

  queryNeedAnnoList: {
    method: 'POST',
    path: '/cmpy/college/provideNeed/queryNeedAnnoList',
    summary: '分页查询企业用人需求（校园招聘会岗位和应届毕业生岗位）',
    access: LIST,
    audit: false,
    body: pageQuery.extend({
      jobCategoryCode: textFilter('岗位类别', 16),
      education: enumFilter('学历要求', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
      regionCode: regionFilter('工作地区'),
    }),
    response: pageOf(needRecord),
  },
});
