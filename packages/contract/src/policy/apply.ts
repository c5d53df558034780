import { z } from 'zod';
import { idCardField } from '../common/id-card.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, MOBILE_PATTERN, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { perm } from '../system/resource-tree.js';
import { monthField } from './subsidy.js';

/**
 * 政策申请: a citizen's application for a 补贴项目's subsidies, sent from the
 * applicants' portal as `applyContent` (glossary §11.2). Staff review it:
 * 1 审核中 → 2 已通过 (通过) or 3 已驳回 (驳回, with a reason); both final.
 * Fees are integer 分 in the content and in every answer; screens show 元.
 */

export const POLICY_APPLY_STATES = { reviewing: 1, passed: 2, rejected: 3 } as const;
export type PolicyApplyState = (typeof POLICY_APPLY_STATES)[keyof typeof POLICY_APPLY_STATES];
export const POLICY_APPLY_STATE_LABELS: Readonly<Record<PolicyApplyState, string>> = { 1: '审核中', 2: '已通过', 3: '已驳回' };
export const POLICY_APPLY_STATE_VALUES = [1, 2, 3] as const satisfies readonly PolicyApplyState[];

export const POLICY_APPLY_MACHINE = defineStateMachine({
  subject: '政策申请',
  states: POLICY_APPLY_STATE_LABELS,
  actions: { pass: '通过', reject: '驳回' },
  transitions: [
    { action: 'pass', from: [1], to: 2 },
    { action: 'reject', from: [1], to: 3 },
  ],
});
export type PolicyApplyAction = 'pass' | 'reject';

/** What the 审核记录 shows for each kind of entry. */
export const POLICY_APPLY_RECORD_ACTIONS = { submit: '提交', pass: '通过', reject: '驳回' } as const;
export type PolicyApplyRecordAction = keyof typeof POLICY_APPLY_RECORD_ACTIONS;

export const REJECT_DESC_MIN = 2;
export const REJECT_DESC_MAX = 200;
export const POLICY_APPLY_BATCH_MAX = 500;
/** 申请人类别 whose 就业困难人员类别 is required (and only then given). */
export const DIFFICULT_PERSON_TYPE = '1';

/** Luhn check of a card number's digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A bank card as shown without the right to see it whole: 6222 **** **** 1234. */
export function maskBankCard(card: string): string {
  if (card.length < 8) return '*'.repeat(card.length);
  return `${card.slice(0, 4)} **** **** ${card.slice(-4)}`;
}

/** Months from `start` to `end` (YYYY-MM), both counted. */
export function monthsBetween(start: string, end: string): number {
  const n = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  return n(end) - n(start) + 1;
}

/** 分 as 元 with two decimals: 123456 → 1234.56. */
export const yuanText = (cents: number): string => (cents / 100).toFixed(2);

const cents = (label: string) => z.number().int({ error: `${label}应为以分计的整数` }).min(0).max(100_000_000).describe(label);
const flag = (label: string) => z.union([z.literal(0), z.literal(1)]).describe(label);
const dictKey = (label: string) => z.string().trim().regex(/^\d{1,4}$/, { error: `请选择${label}` }).describe(label);

/**
 * `applyContent` as the portal sends it. The rules that need the project or
 * the regions (district in its counties, fees within its standards, the
 * dictionaries' keys) are the service's; these are the content's own.
 */
export const policyApplyContent = z
  .object({
    name: z.string().trim().min(2).max(30).describe('姓名'),
    idcard: idCardField('身份证号'),
    phone: z.string().trim().regex(MOBILE_PATTERN, { error: '联系电话应为11位手机号' }).describe('联系电话'),
    bankname: z.string().trim().min(2).max(50).describe('开户银行'),
    bankcardid: z
      .string()
      .trim()
      .regex(/^\d{12,19}$/, { error: '银行卡号应为12到19位数字' })
      .refine(passesLuhn, { error: '银行卡号校验不通过，请核对' })
      .describe('银行卡号'),
    district: z.string().regex(/^\d{6}$/, { error: '所属区县应为6位区划代码' }).describe('所属区县'),
    jobSituation: dictKey('就业情况'),
    applyPersonType: dictKey('申请人类别'),
    personDifficultType: z.string().trim().max(4).default('').describe('就业困难人员类别'),
    jobid: z.string().trim().max(50).default('').describe('就业创业证号'),
    evalField: z.string().trim().max(200).default('').describe('认定说明'),
    oldPayFee: cents('养老保险缴费金额'),
    medicalPayFee: cents('医疗保险缴费金额'),
    monthStart: monthField('开始月份'),
    monthEnd: monthField('结束月份'),
    isOldSubsidyFeeApply: flag('是否申请养老保险补贴'),
    oldSubsidyFee: cents('养老保险补贴金额'),
    isMedicalSubsidyFeeApply: flag('是否申请医疗保险补贴'),
    medicalSubsidyFee: cents('医疗保险补贴金额'),
    totalSubsidyFee: cents('补贴总金额'),
    remark: z.string().trim().max(200).default('').describe('备注'),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.applyPersonType === DIFFICULT_PERSON_TYPE && !v.personDifficultType) issue('personDifficultType', '申请人类别为就业困难人员时，请选择就业困难人员类别');
    if (v.applyPersonType !== DIFFICULT_PERSON_TYPE && v.personDifficultType) issue('personDifficultType', '申请人类别不是就业困难人员时，不应填写就业困难人员类别');
    if (v.monthStart > v.monthEnd) issue('monthEnd', '结束月份不能早于开始月份');
    else if (monthsBetween(v.monthStart, v.monthEnd) > 12) issue('monthEnd', '结束月份与开始月份相隔不能超过12个月');
    if (!v.isOldSubsidyFeeApply && !v.isMedicalSubsidyFeeApply) ctx.addIssue({ code: 'custom', path: [], message: '请至少申请一项补贴（养老保险补贴或医疗保险补贴）' });
    const kinds = [
      ['isOldSubsidyFeeApply', 'oldSubsidyFee', 'oldPayFee', '养老保险'],
      ['isMedicalSubsidyFeeApply', 'medicalSubsidyFee', 'medicalPayFee', '医疗保险'],
    ] as const;
    for (const [flagKey, feeKey, payKey, kind] of kinds) {
      const fee = v[feeKey];
      if (v[flagKey]) {
        if (fee <= 0) issue(feeKey, `${kind}补贴金额应大于0`);
        else if (fee > v[payKey]) issue(feeKey, `${kind}补贴金额（${yuanText(fee)}元）不能超过${kind}缴费金额（${yuanText(v[payKey])}元）`);
      } else if (fee !== 0) issue(feeKey, `未申请${kind}补贴时，${kind}补贴金额应为0`);
    }
    if (v.totalSubsidyFee !== v.oldSubsidyFee + v.medicalSubsidyFee) issue('totalSubsidyFee', '补贴总金额应等于养老保险补贴金额与医疗保险补贴金额之和');
  });
export type PolicyApplyContent = z.infer<typeof policyApplyContent>;
export type PolicyApplyContentInput = z.input<typeof policyApplyContent>;

/** An application's fields, in list order (state and time early). */
export const POLICY_APPLY_LABELS = defineLabels({
  applyId: field.code('申请编号', { secondary: true }),
  name: field.person('姓名'),
  applyState: field.state('申请状态'),
  submitTime: field.time('提交时间'),
  duplicate: field.dict('疑似重复'),
  idcard: field.code('身份证号'),
  phone: field.phone('联系电话'),
  districtName: field.dict('所属区县'),
  projectName: field.name('补贴项目'),
  applyPersonType: field.dict('申请人类别'),
  months: field.period('申请月份'),
  totalSubsidyFee: field.money('补贴总金额'),
  verifyName: field.person('审核人', { secondary: true }),
  verifyTime: field.time('审核时间', { secondary: true }),
  rejectDesc: field.text('驳回原因', { secondary: true }),
});

/** Every applyContent field's label (glossary §11.2), in the detail's order. */
export const POLICY_APPLY_CONTENT_LABELS = defineLabels({
  name: field.person('姓名'),
  idcard: field.code('身份证号'),
  phone: field.phone('联系电话'),
  district: field.dict('所属区县'),
  jobSituation: field.dict('就业情况'),
  applyPersonType: field.dict('申请人类别'),
  personDifficultType: field.dict('就业困难人员类别'),
  jobid: field.code('就业创业证号'),
  evalField: field.text('认定说明'),
  bankname: field.name('开户银行'),
  bankcardid: field.code('银行卡号'),
  oldPayFee: field.money('养老保险缴费金额'),
  medicalPayFee: field.money('医疗保险缴费金额'),
  monthStart: field.date('开始月份'),
  monthEnd: field.date('结束月份'),
  isOldSubsidyFeeApply: field.dict('是否申请养老保险补贴'),
  oldSubsidyFee: field.money('养老保险补贴金额'),
  isMedicalSubsidyFeeApply: field.dict('是否申请医疗保险补贴'),
  medicalSubsidyFee: field.money('医疗保险补贴金额'),
  totalSubsidyFee: field.money('补贴总金额'),
  remark: field.text('备注'),
});

export const policyApplyRecord = z.object({
  applyId: z.string(),
  applyState: z.number().int(),
  name: z.string(),
  /** Masked (410184********1234) without policy:apply:viewSensitive. */
  idcard: z.string(),
  /** Masked (138****5678) without policy:apply:viewSensitive. */
  phone: z.string(),
  district: z.string(),
  districtName: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
  applyPersonType: z.string(),
  monthStart: z.string(),
  monthEnd: z.string(),
  totalSubsidyFee: z.number().int(),
  submitTime: timeText,
  duplicate: z.number().int(),
  verifyName: z.string(),
  verifyTime: timeText.nullable(),
  rejectDesc: z.string(),
});
export type PolicyApplyRecord = z.infer<typeof policyApplyRecord>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The list's and the counts' filters. */
export const policyApplyFilter = z
  .object({
    applyState: enumFilter('申请状态', POLICY_APPLY_STATE_VALUES),
    name: textFilter('姓名', 30),
    idcard: textFilter('身份证号', 18),
    phone: textFilter('联系电话', 11),
    district: z.preprocess(blankToUndefined, z.string().regex(/^\d{6}$/, { error: '所属区县应为6位区划代码' }).optional()).describe('所属区县'),
    projectCode: textFilter('补贴项目', 64),
    applyPersonType: textFilter('申请人类别', 4),
    /** Applications whose months overlap this range. */
    monthFrom: z.preprocess(blankToUndefined, monthField('申请开始月份').optional()).describe('申请开始月份'),
    monthTo: z.preprocess(blankToUndefined, monthField('申请结束月份').optional()).describe('申请结束月份'),
    beginTime: z.preprocess(blankToUndefined, timeFilter('提交开始时间').optional()).describe('提交开始时间'),
    endTime: z.preprocess(blankToUndefined, timeFilter('提交结束时间').optional()).describe('提交结束时间'),
    duplicate: enumFilter('疑似重复', [0, 1]),
  })
  .superRefine((v, ctx) => {
    if (v.monthFrom && v.monthTo && v.monthFrom > v.monthTo) ctx.addIssue({ code: 'custom', path: ['monthTo'], message: '申请结束月份不能早于申请开始月份' });
    if (v.beginTime && v.endTime && v.beginTime.slice(0, 10) > v.endTime.slice(0, 10)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: '提交结束时间不能早于提交开始时间' });
  });
export type PolicyApplyFilterInput = z.infer<typeof policyApplyFilter>;

export const policyApplyStateCount = z.object({ applyState: z.number().int(), label: z.string(), stateNumber: z.number().int(), totalSubsidyFee: z.number().int() });

export const policyApplyHistoryRecord = z.object({ action: z.string(), reason: z.string(), operatorName: z.string(), operateTime: timeText });

export const policyApplyDetail = z.object({
  record: policyApplyRecord,
  /** applyContent as received (sensitive numbers masked without the right), fees in 分. */
  applyContent: z.record(z.string(), z.unknown()),
  /** Every applyContent field labelled, as shown: dictionaries named, 元 with 2 decimals. */
  fields: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  project: z.object({ projectCode: z.string(), projectName: z.string(), state: z.number().int() }),
  duplicates: z.array(z.object({ applyId: z.string(), name: z.string(), projectName: z.string(), monthStart: z.string(), monthEnd: z.string(), applyState: z.number().int() })),
  records: z.array(policyApplyHistoryRecord),
});
export type PolicyApplyDetail = z.infer<typeof policyApplyDetail>;

const LIST = { permission: perm.policy.apply.list } as const;

export const policyApplyApi = defineEndpoints('policy', 'apply', {
  getList: {
    method: 'POST',
    path: '/hrr/policy/apply/getList',
    summary: '分页查询政策申请',
    access: LIST,
    audit: false,
    body: pageQuery.and(policyApplyFilter),
    response: pageOf(policyApplyRecord),
    export: { permission: perm.policy.apply.export, name: '政策申请', asciiName: 'policy-applications', labels: POLICY_APPLY_LABELS },
  },
  getStateCount: {
    method: 'POST',
    path: '/hrr/policy/apply/getStateCount',
    summary: '统计各申请状态的数量与补贴总金额',
    access: LIST,
    audit: false,
    body: policyApplyFilter,
    response: z.array(policyApplyStateCount),
  },
  getDetail: {
    method: 'GET',
    path: '/hrr/policy/apply/getDetail',
    summary: '查询政策申请详情（含疑似重复与审核记录）',
    access: LIST,
    audit: false,
    query: z.object({ applyId: code32('申请编号') }),
    response: policyApplyDetail,
  },
  updateState: {
    method: 'POST',
    path: '/hrr/policy/apply/updateState',
    summary: '审核政策申请（通过或驳回，可批量）',
    access: { permission: perm.policy.apply.review },
    audit: true,
    body: z
      .object({
        applyId: code32('申请编号').optional(),
        applyIds: z.array(code32('申请编号')).min(1).max(POLICY_APPLY_BATCH_MAX, { error: `一次最多审核${POLICY_APPLY_BATCH_MAX}条申请` }).optional().describe('申请编号'),
        applyState: z.union([z.literal(2), z.literal(3)], { error: '审核结果取值应为 2（通过）、3（驳回）之一' }).describe('审核结果'),
        rejectDesc: z.string().trim().max(REJECT_DESC_MAX).optional().describe('驳回原因'),
      })
      .superRefine((v, ctx) => {
        if (!v.applyId && !v.applyIds) ctx.addIssue({ code: 'custom', path: ['applyId'], message: '请选择要审核的申请' });
        if (v.applyState === POLICY_APPLY_STATES.rejected && (v.rejectDesc ?? '').length < REJECT_DESC_MIN) {
          ctx.addIssue({ code: 'custom', path: ['rejectDesc'], message: `请输入驳回原因（${REJECT_DESC_MIN}到${REJECT_DESC_MAX}个字）` });
        }
      }),
    response: z.object({ applyState: z.number().int(), count: z.number().int() }),
  },
});
