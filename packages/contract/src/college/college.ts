import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, MOBILE_PATTERN, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { multiLine } from '../core/text.js';
import { placeFields, placeRecord } from '../company/place.js';
import { perm } from '../system/resource-tree.js';
import { SPECIALTIES } from './specialty.js';

/**
 * 院校 (colleges and vocational schools) that apply to join the platform from
 * the college side (no catalogue row of this console: tests and the demo seed
 * write applications through the service) and are reviewed here (院校审核).
 * Every submission is an 入驻申请 record, kept with the decision taken on it.
 */
export const COLLEGE_TYPES = { undergraduate: 1, higherVocational: 2, secondaryVocational: 3, technician: 4 } as const;
export type CollegeType = (typeof COLLEGE_TYPES)[keyof typeof COLLEGE_TYPES];
export const COLLEGE_TYPE_LABELS: Record<CollegeType, string> = { 1: '本科院校', 2: '高职（专科）院校', 3: '中等职业学校', 4: '技工院校' };
export const COLLEGE_TYPE_VALUES: readonly CollegeType[] = [1, 2, 3, 4];

/** 办学性质. */
export const RUN_NATURE_LABELS: Record<1 | 2, string> = { 1: '公办', 2: '民办' };

export const COLLEGE_APPROVE_TYPES = { pending: 1, passed: 2, rejected: 3 } as const;
export type CollegeApproveType = (typeof COLLEGE_APPROVE_TYPES)[keyof typeof COLLEGE_APPROVE_TYPES];
export const COLLEGE_APPROVE_TYPE_LABELS: Record<CollegeApproveType, string> = { 1: '待审核', 2: '已通过', 3: '已驳回' };
export const COLLEGE_APPROVE_TYPE_VALUES: readonly CollegeApproveType[] = [1, 2, 3];

/**
 * How a college's review moves: 审核 from 待审核 only (通过 → 已通过, 驳回 →
 * 已驳回 with a reason); 已通过 is final here; a rejected college resubmits
 * on its side (→ 待审核, a new 入驻申请). Both decisions read 审核 in a
 * refusal: 院校当前为“已通过”状态，不能审核.
 */
export const COLLEGE_MACHINE = defineStateMachine({
  subject: '院校',
  states: COLLEGE_APPROVE_TYPE_LABELS,
  actions: { pass: '审核', reject: '审核', resubmit: '重新提交' },
  transitions: [
    { action: 'pass', from: [1], to: 2 },
    { action: 'reject', from: [1], to: 3 },
    { action: 'resubmit', from: [3], to: 1 },
  ],
});
export type CollegeAction = keyof typeof COLLEGE_MACHINE.actions;

export const SCHOOL_ID_PATTERN = /^\d{10}$/;
export const COLLEGE_REJECT_DESC_MAX = 200;

const specialtyCodes = z
  .array(z.string().refine((code) => SPECIALTIES.has(code), { error: '专业不在专业目录中' }))
  .min(1, { error: '请选择开设专业' })
  .max(60, { error: '开设专业最多60个' })
  .describe('开设专业');

/**
 * What a college submits (入驻申请). Written by the college side; the
 * server's `submitCollege` checks it with this schema, so tests and the demo
 * write exactly what the college app would.
 */
export const collegeApplication = z.object({
  collegeName: z.string().trim().min(2).max(100).describe('院校名称'),
  collegeType: z
    .number()
    .int()
    .refine((v) => (COLLEGE_TYPE_VALUES as readonly number[]).includes(v), { error: '院校类型取值应为 1、2、3、4 之一' })
    .describe('院校类型'),
  runNature: z.union([z.literal(1), z.literal(2)], { error: '办学性质取值应为 1（公办）、2（民办）之一' }).describe('办学性质'),
  schoolCode: z.string().trim().regex(SCHOOL_ID_PATTERN, { error: '学校标识码应为10位数字' }).describe('学校标识码'),
  authority: z.string().trim().min(1).max(100).describe('主管部门'),
  ...placeFields,
  contactPerson: z.string().trim().min(1).max(32).describe('联系人'),
  contactPhone: z.string().trim().regex(MOBILE_PATTERN, { error: '联系人手机号格式不正确' }).describe('联系人手机号'),
  logoKey: z.string().trim().max(200).default('').describe('院校标识'),
  licenseKey: z.string().trim().max(200).default('').describe('办学许可证'),
  introduction: multiLine(z.string().trim().max(5000).default('').describe('院校简介')),
  specialtyCodes,
});
export type CollegeApplication = z.input<typeof collegeApplication>;
/** The submitted fields as an 入驻申请 keeps them. */
export const collegeSnapshot = collegeApplication.omit({ introduction: true }).extend({ introduction: z.string() });
export type CollegeSnapshot = z.infer<typeof collegeSnapshot>;

/** 院校管理's fields: list columns in order (state and times early), then what the detail adds. */
export const COLLEGE_LABELS = defineLabels({
  collegeName: field.name('院校名称'),
  approveType: field.state('审核状态'),
  applyTime: field.time('申请时间'),
  checkTime: field.time('审核时间'),
  collegeType: field.dict('院校类型'),
  runNature: field.dict('办学性质'),
  countyName: field.dict('所在区县'),
  schoolCode: field.code('学校标识码'),
  contactPerson: field.person('联系人', { secondary: true }),
  contactPhone: field.phone('联系人手机号', { secondary: true }),
  authority: field.name('主管部门', { secondary: true }),
  checkerName: field.person('审核人', { secondary: true }),
  rejectDesc: field.text('驳回原因', { secondary: true }),
});

/** 院校详情's rows only the detail shows (not list columns, not export columns). */
export const COLLEGE_DETAIL_LABELS = defineLabels({
  introduction: field.text('院校简介'),
  logoUrl: field.text('院校标识'),
  licenseUrl: field.text('办学许可证'),
});

export const collegeRecord = z.object({
  collegeCode: z.string(),
  collegeName: z.string(),
  collegeType: z.number().int(),
  runNature: z.number().int(),
  schoolCode: z.string(),
  authority: z.string(),
  ...placeRecord,
  contactPerson: z.string(),
  contactPhone: z.string(),
  approveType: z.number().int(),
  rejectDesc: z.string(),
  checkerName: z.string(),
  applyTime: timeText,
  checkTime: timeText.nullable(),
});
export type CollegeRecord = z.infer<typeof collegeRecord>;

/** One 入驻申请: what was submitted and the decision taken on it (1 while it waits). */
export const collegeApplyRecord = z.object({
  applyCode: z.string(),
  collegeCode: z.string(),
  collegeName: z.string(),
  /** The nth submission of this college. */
  sequence: z.number().int(),
  applyTime: timeText,
  approveType: z.number().int(),
  rejectDesc: z.string(),
  checkerName: z.string(),
  checkTime: timeText.nullable(),
  snapshot: collegeSnapshot,
});
export type CollegeApplyRecord = z.infer<typeof collegeApplyRecord>;

export const COLLEGE_APPLY_LABELS = defineLabels({
  collegeName: field.name('院校名称'),
  approveType: field.state('审核结果'),
  applyTime: field.time('申请时间'),
  checkTime: field.time('审核时间'),
  sequence: field.number('申请次数'),
  checkerName: field.person('审核人'),
  rejectDesc: field.text('驳回原因'),
});

export const specialtyRecord = z.object({ specialtyCode: z.string(), specialtyName: z.string(), categoryCode: z.string(), categoryName: z.string() });

export const collegeDetail = collegeRecord.extend({
  logoKey: z.string(),
  logoUrl: z.string().nullable(),
  licenseKey: z.string(),
  licenseUrl: z.string().nullable(),
  introduction: z.string(),
  specialties: z.array(specialtyRecord),
  students: z.object({
    total: z.number().int(),
    reading: z.number().int(),
    graduated: z.number().int(),
    employed: z.number().int(),
  }),
  fairs: z.array(
    z.object({ fairCode: z.string(), fairName: z.string(), fairType: z.number().int(), startTime: timeText, endTime: timeText, status: z.number().int() }),
  ),
  applies: z.array(collegeApplyRecord),
  createTime: timeText,
});
export type CollegeDetail = z.infer<typeof collegeDetail>;

/** Region filters take a province, city or county: everything below it matches. */
export const regionFilter = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().regex(/^\d{6}$/, { error: `${label}编码应为6位数字` }).optional(),
  ).describe(label);

const collegeFilters = {
  collegeName: textFilter('院校名称', 100),
  collegeType: enumFilter('院校类型', COLLEGE_TYPE_VALUES),
  runNature: enumFilter('办学性质', [1, 2]),
  regionCode: regionFilter('所在地区'),
  beginTime: timeFilter('申请开始时间').optional(),
  endTime: timeFilter('申请结束时间').optional(),
};

const collegeCodeField = code32('院校编号');

/** The tab counts of the list, keyed as spec §3 words them. */
export const collegeCount = z.object({ approveType: z.number().int(), couNum: z.number().int() });

export const collegeApi = defineEndpoints('college', 'college', {
  queryCollegeList: {
    method: 'POST',
    path: '/cmpy/college/mgr/queryCollegeList',
    summary: '分页查询院校（含各审核状态数量）',
    access: { permission: perm.school.college.list },
    audit: false,
    body: pageQuery.extend({ ...collegeFilters, approveType: enumFilter('审核状态', COLLEGE_APPROVE_TYPE_VALUES) }),
    response: z.object({ records: z.array(collegeRecord), total: z.number().int(), counts: z.array(collegeCount) }),
  },

  queryCollegeInfo: {
    method: 'POST',
    path: '/cmpy/college/mgr/queryCollegeInfo/{collegeCode}',
    summary: '查询院校详情（含专业、学生、招聘会和入驻申请记录）',
    access: { permission: perm.school.college.list },
    audit: false,
    params: z.object({ collegeCode: collegeCodeField }),
    response: collegeDetail,
  },

  checkCollege: {
    method: 'POST',
    path: '/cmpy/college/mgr/checkCollege',
    summary: '审核院校入驻申请（通过或驳回）',
    access: { permission: perm.school.college.review },
    audit: true,
    body: z
      .object({
        collegeCode: collegeCodeField,
        approveType: z
          .union([z.literal(COLLEGE_APPROVE_TYPES.passed), z.literal(COLLEGE_APPROVE_TYPES.rejected)], { error: '审核结果取值应为 2（通过）、3（驳回）之一' })
          .describe('审核结果'),
        rejectDesc: multiLine(z.string().trim().max(COLLEGE_REJECT_DESC_MAX).describe('驳回原因')).optional(),
      })
      .refine((v) => v.approveType !== COLLEGE_APPROVE_TYPES.rejected || (v.rejectDesc ?? '') !== '', {
        error: '驳回时请填写驳回原因',
        path: ['rejectDesc'],
      }),
    response: z.object({ collegeCode: z.string(), approveType: z.number().int() }),
  },

  queryCollegeApply: {
    method: 'POST',
    path: '/cmpy/college/mgr/queryCollegeApply',
    summary: '分页查询院校入驻申请记录',
    access: { permission: perm.school.college.list },
    audit: false,
    body: pageQuery.extend({
      collegeCode: textFilter('院校编号'),
      collegeName: textFilter('院校名称', 100),
      approveType: enumFilter('审核结果', COLLEGE_APPROVE_TYPE_VALUES),
      beginTime: timeFilter('申请开始时间').optional(),
      endTime: timeFilter('申请结束时间').optional(),
    }),
    response: z.object({ records: z.array(collegeApplyRecord), total: z.number().int() }),
  },
});
