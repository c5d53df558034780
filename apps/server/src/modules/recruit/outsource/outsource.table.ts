import type { Generated } from 'kysely';

/** A job seeker placed with a company (用工单位) through a dispatch or outsourcing company (派遣单位). */
export interface RecruitOutsourceTable {
  id: Generated<number>;
  outsourceCode: string;
  resumeId: number;
  /** 用工单位 (cmpy_info.id). */
  cmpyId: number;
  /** 派遣单位 (cmpy_info.id). */
  dispatchCmpyId: number;
  /** 1 劳务派遣, 2 业务外包. */
  employType: number;
  postName: string;
  /** Whole yuan per month. */
  salary: number;
  /** YYYY-MM-DD, the first and last day of the contract. */
  contractStart: string;
  contractEnd: string;
  /** YYYY-MM-DD when the person left before the contract ended. */
  leaveDate: string | null;
  leaveReason: string;
  createTime: string;
  updateTime: string;
}
