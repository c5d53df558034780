import { idCardCheckChar, subsidyApi, type PolicyApplyContentInput, type SubsidyForm } from '@hrbd/contract';
import { expect } from 'vitest';
import { formatTime } from '../platform/time.js';
import { receiveApplication } from '../modules/policy/apply/apply.service.js';
import type { TestServer } from './harness.js';

/** A time `days` from now (Asia/Shanghai), YYYY-MM-DD HH:mm:ss. */
export const timeFromNow = (days: number): string => formatTime(Date.now() + days * 86_400_000);
/** The month `n` months from this one, YYYY-MM. */
export function monthFromNow(n: number): string {
  const month = timeFromNow(0).slice(0, 7);
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** A valid made-up 身份证号 born in `county`, told apart by `n`. */
export function idNumberFor(n: number, county = '410184'): string {
  const first17 = `${county}19850301${String(n).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** A 16-digit card number that passes Luhn, told apart by `n`. */
export function bankCardFor(n: number): string {
  const body = `622202${String(n).padStart(9, '0')}`;
  for (let check = 0; check < 10; check++) {
    const card = body + check;
    let sum = 0;
    for (let i = 0; i < card.length; i++) {
      let d = Number(card[card.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return card;
  }
  throw new Error('unreachable');
}

/** A complete project form: both kinds (300 元 and 120 元 a month), 新郑市 and 中牟县, open now. */
export function subsidyFormFor(overrides: Partial<SubsidyForm> = {}): SubsidyForm {
  return {
    projectName: '灵活就业人员社会保险补贴',
    kinds: [1, 2],
    oldStandard: 300,
    medicalStandard: 120,
    personTypes: ['1', '2', '3'],
    counties: ['410184', '410122'],
    subsidyStart: monthFromNow(-11),
    subsidyEnd: monthFromNow(0),
    reportStart: timeFromNow(-10),
    reportEnd: timeFromNow(30),
    guide: '<p>申报对象：灵活就业人员。</p>',
    ...overrides,
  };
}

/** A project added and submitted through the API; answers its code. */
export async function submittedProject(server: TestServer, token: string, overrides: Partial<SubsidyForm> = {}): Promise<string> {
  const added = await server.call(subsidyApi.addSubsidyProject, { token, body: subsidyFormFor(overrides) });
  expect(added.status, added.json.msg).toBe(200);
  const projectCode = added.json.data.projectCode;
  const submitted = await server.call(subsidyApi.submitOrWithdrawSubsidy, { token, query: { projectCode, state: 1 } });
  expect(submitted.status, submitted.json.msg).toBe(200);
  return projectCode;
}

/** A valid applyContent: 3 months of both subsidies, 新郑市. */
export function applyContentFor(n: number, overrides: Partial<PolicyApplyContentInput> = {}): PolicyApplyContentInput {
  return {
    name: '王芳',
    idcard: idNumberFor(n),
    phone: '13812345678',
    bankname: '中国工商银行',
    bankcardid: bankCardFor(n),
    district: '410184',
    jobSituation: '2',
    applyPersonType: '3',
    personDifficultType: '',
    jobid: '',
    evalField: '',
    oldPayFee: 150000,
    medicalPayFee: 60000,
    monthStart: monthFromNow(-2),
    monthEnd: monthFromNow(0),
    isOldSubsidyFeeApply: 1,
    oldSubsidyFee: 90000,
    isMedicalSubsidyFeeApply: 1,
    medicalSubsidyFee: 36000,
    totalSubsidyFee: 126000,
    remark: '',
    ...overrides,
  };
}

/** An application as the portal leaves it; answers its applyId. */
export const receive = (server: TestServer, projectCode: string, content: PolicyApplyContentInput, submitTime?: string): Promise<string> =>
  receiveApplication(server.deps.db, { projectCode, applyContent: JSON.stringify(content), submitTime });
