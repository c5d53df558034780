import type { Generated, Insertable, Selectable } from 'kysely';

/** A citizen's subsidy application (政策申请), as the portal sent it plus what lists filter on. */
export interface PolicyApplyTable {
  id: Generated<number>;
  applyId: string;
  projectId: number;
  usrCode: string;
  /** applyContent as received (JSON text). */
  applyContent: string;
  name: string;
  idcard: string;
  phone: string;
  district: string;
  applyPersonType: string;
  monthStart: string;
  monthEnd: string;
  oldApply: number;
  medicalApply: number;
  totalSubsidyFee: number;
  /** POLICY_APPLY_MACHINE: 1 审核中, 2 已通过, 3 已驳回. */
  applyState: number;
  rejectDesc: string;
  verifyUsrCode: string;
  verifyName: string;
  verifyTime: string | null;
  submitTime: string;
  updateTime: string;
}

/** One entry of an application's 审核记录: 提交, 通过, 驳回. */
export interface PolicyApplyRecordTable {
  id: Generated<number>;
  applyRowId: number;
  action: string;
  reason: string;
  operatorId: number | null;
  operatorName: string;
  operateTime: string;
}

/**
 * Applications per project, county and state, kept by triggers (migration
 * 0065): `measure` 'n' counts them, 'fee' sums their 补贴总金额 in 分.
 */
export interface PolicyApplyCountTable {
  projectId: number;
  district: string;
  applyState: number;
  measure: 'n' | 'fee';
  /** A bigint: PostgreSQL answers it as text. */
  n: number | string;
}

export type PolicyApplyRow = Selectable<PolicyApplyTable>;
export type NewPolicyApply = Insertable<PolicyApplyTable>;
export type NewPolicyApplyRecord = Insertable<PolicyApplyRecordTable>;
