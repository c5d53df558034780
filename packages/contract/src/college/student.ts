import { z } from 'zod';
import { idCardField } from '../common/id-card.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { decimal, enumFilter, MOBILE_PATTERN, textFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';
import { regionFilter } from './college.js';
import { SPECIALTIES } from './specialty.js';

/**
 * 学生: a college's roster, kept by the college side (no catalogue row of
 * this console writes it: tests and the demo seed use the service's
 * `writeStudents`). The console looks students up, follows graduates into
 * work and exports them; ID numbers and mobiles are masked unless the caller
 * holds 学生管理's viewSensitive.
 */
export const STUDENT_EDUCATIONS = [5, 7, 8, 9, 10, 11] as const;
export const STUDENT_EDUCATION_LABELS: Record<(typeof STUDENT_EDUCATIONS)[number], string> = { 5: '技工学校', 7: '中专', 8: '大专', 9: '本科', 10: '硕士', 11: '博士' };

/** 学籍状态. */
export const SCHOOL_STATUSES = { reading: 1, graduated: 2 } as const;
export const SCHOOL_STATUS_LABELS: Record<1 | 2, string> = { 1: '在读', 2: '已毕业' };

/** jobStatus (glossary §8.2). */
export const STUDENT_JOB_STATUSES = { unemployed: 0, employed: 1 } as const;
export const STUDENT_JOB_STATUS_LABELS: Record<0 | 1, string> = { 0: '未就业', 1: '已就业' };

/** 毕业未就业: graduates of the last this many years (this one included) still 未就业. */
export const UNEMPLOYED_GRADUATE_YEARS = 2;

const year = (label: string) => decimal(z.number().int().min(1950).max(2100)).describe(label);

/** A student as the college side files them (its roster import); checked by `writeStudents`. */
export const studentInput = z
  .object({
    studentNo: z.string().trim().min(1).max(32).describe('学号'),
    studentName: z.string().trim().min(1).max(32).describe('姓名'),
    idCard: idCardField(),
    mobile: z.string().trim().regex(MOBILE_PATTERN, { error: '手机号格式不正确' }).describe('手机号'),
    collegeCode: z.string().trim().min(1).max(64).describe('院校'),
    department: z.string().trim().min(1).max(50).describe('院系'),
    specialtyCode: z.string().refine((code) => SPECIALTIES.has(code), { error: '专业不在专业目录中' }).describe('专业'),
    education: z
      .number()
      .int()
      .refine((v) => (STUDENT_EDUCATIONS as readonly number[]).includes(v), { error: `学历取值应为 ${STUDENT_EDUCATIONS.join('、')} 之一` })
      .describe('学历'),
    enrolYear: year('入学年份'),
    graduateYear: year('毕业年份'),
    className: z.string().trim().max(50).default('').describe('班级'),
    schoolStatus: z.union([z.literal(1), z.literal(2)]).describe('学籍状态'),
    jobStatus: z.union([z.literal(0), z.literal(1)]).default(0).describe('就业状态'),
    employer: z.string().trim().max(100).default('').describe('就业单位'),
    /** An 门类 of the industry tree when employed, '' otherwise. */
    industryCode: z.string().trim().max(16).default('').describe('就业行业'),
    originCountyCode: z.string().regex(/^\d{6}$/, { error: '生源地编码应为6位数字' }).describe('生源地'),
  })
  .superRefine((v, ctx) => {
    if (v.graduateYear < v.enrolYear) ctx.addIssue({ code: 'custom', path: ['graduateYear'], message: '毕业年份不能早于入学年份' });
    if (v.jobStatus === 1 && v.schoolStatus !== 2) ctx.addIssue({ code: 'custom', path: ['jobStatus'], message: '在读学生不能登记为已就业' });
    if (v.jobStatus === 1 && (!v.employer || !v.industryCode)) ctx.addIssue({ code: 'custom', path: ['employer'], message: '已就业学生须填写就业单位和行业' });
  });
export type StudentInput = z.input<typeof studentInput>;

/** 学生管理's fields: list columns in order (states and years early), then what the detail and the export add. */
export const COLLEGE_STUDENT_LABELS = defineLabels({
  studentName: field.person('姓名'),
  jobStatus: field.state('就业状态'),
  schoolStatus: field.dict('学籍状态'),
  graduateYear: field.number('毕业年份'),
  collegeName: field.name('院校'),
  specialtyName: field.name('专业'),
  education: field.dict('学历'),
  enrolYear: field.number('入学年份'),
  gender: field.dict('性别'),
  idCard: field.code('身份证号'),
  mobile: field.phone('手机号'),
  originName: field.name('生源地'),
  studentNo: field.code('学号', { secondary: true }),
  department: field.name('院系', { secondary: true }),
  categoryName: field.name('专业大类', { secondary: true }),
  className: field.name('班级', { secondary: true }),
  birthDate: field.date('出生日期', { secondary: true }),
  employer: field.name('就业单位', { secondary: true }),
  industryName: field.name('就业行业', { secondary: true }),
});

export const collegeStudentRecord = z.object({
  studentCode: z.string(),
  studentNo: z.string(),
  studentName: z.string(),
  gender: z.number().int(),
  birthDate: z.string(),
  /** Masked (410184********1234) without 学生管理's viewSensitive. */
  idCard: z.string(),
  mobile: z.string(),
  collegeCode: z.string(),
  collegeName: z.string(),
  department: z.string(),
  specialtyCode: z.string(),
  specialtyName: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  education: z.number().int(),
  enrolYear: z.number().int(),
  graduateYear: z.number().int(),
  className: z.string(),
  schoolStatus: z.number().int(),
  jobStatus: z.number().int(),
  employer: z.string(),
  industryCode: z.string(),
  industryName: z.string(),
  originCountyCode: z.string(),
  /** 河南省郑州市新郑市. */
  originName: z.string(),
  updateTime: timeText,
});
export type CollegeStudentRecord = z.infer<typeof collegeStudentRecord>;

/** The filters of the list and its export (the same schema, paging aside). */
export const studentFilters = {
  collegeCode: textFilter('院校'),
  studentName: textFilter('姓名', 32),
  specialtyCode: textFilter('专业', 8),
  categoryCode: textFilter('专业大类', 2),
  education: enumFilter('学历', STUDENT_EDUCATIONS),
  enrolYear: enumFilter('入学年份', Array.from({ length: 151 }, (_, i) => 1950 + i)),
  graduateYear: enumFilter('毕业年份', Array.from({ length: 151 }, (_, i) => 1950 + i)),
  jobStatus: enumFilter('就业状态', [0, 1]),
  schoolStatus: enumFilter('学籍状态', [1, 2]),
  gender: enumFilter('性别', [1, 2]),
  originCode: regionFilter('生源地'),
  /** 1: graduates of the last two years still 未就业 (毕业未就业). */
  unemployedGraduate: enumFilter('毕业未就业', [1]),
};

export const studentApi = defineEndpoints('college', 'student', {
  queryStudent: {
    method: 'POST',
    path: '/cmpy/college/mgr/queryStudent',
    summary: '分页查询学生',
    access: { permission: perm.school.student.list },
    audit: false,
    body: pageQuery.extend(studentFilters),
    response: pageOf(collegeStudentRecord),
  },

  exportStudents: {
    method: 'GET',
    path: '/cmpy/college/mgr/exportStudents',
    summary: '导出学生（按筛选条件）',
    access: { permission: perm.school.student.export },
    audit: true,
    responseKind: 'file',
    query: z.object(studentFilters),
    response: z.null(),
    export: { permission: perm.school.student.export, name: '学生', asciiName: 'students', labels: COLLEGE_STUDENT_LABELS },
  },
});
